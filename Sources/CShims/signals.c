#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
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
