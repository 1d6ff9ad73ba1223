#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include "CShims.h"

static volatile int forward_fd = -1;

static void forward(int signo) {
    int saved = errno;
    unsigned char b = (unsigned char)signo;
    if (forward_fd >= 0) (void)write(forward_fd, &b, 1);
    errno = saved;
}

void nb_forward_signals(int fd) {
    forward_fd = fd;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = forward;
    sigemptyset(&sa.sa_mask);
    int signals[] = { SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGCONT };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaction(signals[i], &sa, NULL);
    // A closed pipe (`nearby list | head`) must be an EPIPE error, not a silent death.
    signal(SIGPIPE, SIG_IGN);
}

int nb_terminal_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

// MARK: crash safety

static struct termios saved_termios;
static volatile int have_saved_termios = 0;

static void restore_and_reraise(int signo) {
    // Only async-signal-safe calls: put the terminal back as the shell had it, leave the
    // alternate screen, show the cursor, then die of the same signal.
    if (have_saved_termios) tcsetattr(0, TCSANOW, &saved_termios);
    static const char reset[] = "\033[0m\033[?1000l\033[?1006l\033[?1049l\033[?25h\r\n";
    (void)write(1, reset, sizeof reset - 1);
    signal(signo, SIG_DFL);
    raise(signo);
}

void nb_guard_terminal(void) {
    if (tcgetattr(0, &saved_termios) == 0) have_saved_termios = 1;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = restore_and_reraise;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND;
    int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaction(signals[i], &sa, NULL);
}

void nb_suspend(void) {
    // Stop like a shell job would on Ctrl-Z; SIGCONT resumes us (and is forwarded to the loop).
    kill(0, SIGTSTP);
}
