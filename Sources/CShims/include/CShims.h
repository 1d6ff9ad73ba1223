// Wrappers for what Swift cannot call directly: ncurses macros and globals, curl's variadic
// setopt/getinfo, libcurl opened on first use, async-signal-safe signal forwarding, and
// mallopt. Every symbol is prefixed `nb_`.
#ifndef NEARBY_CSHIMS_H
#define NEARBY_CSHIMS_H

#include <stdint.h>
#include <stddef.h>

// MARK: ncurses

/// Reads the size of the standard screen (getmaxyx is a macro).
void nb_screen_size(int *rows, int *cols);
/// Starts curses for a full-screen app: locale-aware, raw keys, keypad, no echo, hidden cursor.
/// Returns 0 on success, -1 when the terminal cannot be initialised (unknown TERM), -2 when it
/// cannot move the cursor (TERM=dumb); nothing is written to the terminal on failure.
int nb_curses_start(void);
/// Ends curses and restores the terminal; safe to call more than once.
void nb_curses_end(void);
/// Takes the terminal back after `nb_curses_end` (returning from Ctrl-Z).
void nb_curses_resume(void);
/// Number of color pairs once colors are started (0 when none).
int nb_color_pairs(void);
/// Turns colors on (start_color, default background). Not called under NO_COLOR, so curses
/// never sends a color sequence at all. Returns the number of colors (0 when none).
int nb_start_color(void);
/// Defines color pair `pair` (1-based) with foreground/background color numbers (-1 = default).
void nb_init_pair(short pair, short fg, short bg);
/// Draws `n` wide characters at (y, x) with the given color pair and attribute flags.
/// attrs: bit 0 bold, bit 1 reverse, bit 3 dim.
void nb_put(int y, int x, const int32_t *wcs, int n, short pair, unsigned attrs);
/// Flushes the frame to the terminal.
void nb_refresh(void);
/// Forces a full redraw on the next refresh (after a resize or Ctrl-L).
void nb_clear(void);
/// Resizes curses' idea of the screen (after SIGWINCH).
void nb_resize(int rows, int cols);
/// Reads one key without blocking. Returns 0 for a character (in *ch), 1 for a function key
/// (in *ch, a KEY_* code), -1 when nothing is waiting.
int nb_read_key(int32_t *ch);
/// KEY_* constants that Swift cannot see as integers.
int nb_key_resize(void);
int nb_key_up(void);
int nb_key_down(void);
int nb_key_left(void);
int nb_key_right(void);
int nb_key_ppage(void);
int nb_key_npage(void);
int nb_key_home(void);
int nb_key_end(void);
/// Find and Select: what VT220-style entries (TERM=vt220) call the keys sending ESC [ 1 ~ and ESC [ 4 ~.
int nb_key_find(void);
int nb_key_select(void);
int nb_key_enter(void);
int nb_key_backspace(void);
int nb_key_mouse(void);
/// Shift + arrow keys (KEY_SR, KEY_SF, KEY_SLEFT, KEY_SRIGHT).
int nb_key_sup(void);
int nb_key_sdown(void);
int nb_key_sleft(void);
int nb_key_sright(void);
/// Asks the terminal for left-button presses and wheel turns (mousemask), reported at once.
void nb_mouse_enable(void);
/// Reads the pending mouse event (after KEY_MOUSE) into screen cells. Returns 1 for a
/// left-button press, 2 wheel up, 3 wheel down, 0 anything else or nothing.
int nb_get_mouse(int *x, int *y);

// MARK: signals

/// Installs handlers for SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP-continue (SIGCONT) that write
/// the signal number as one byte to `fd` (a non-blocking pipe). Async-signal-safe.
void nb_forward_signals(int fd);
/// Saves the terminal's settings and installs handlers for fatal signals (SIGSEGV, SIGABRT,
/// SIGILL, SIGTRAP, SIGBUS, SIGFPE) that restore them before the process dies.
void nb_guard_terminal(void);
/// Stops the process group (Ctrl-Z in raw mode, where the terminal sends no SIGTSTP).
void nb_suspend(void);
/// Terminal size from the controlling terminal (TIOCGWINSZ). Returns 0 on success.
int nb_terminal_size(int fd, int *rows, int *cols);

// MARK: curl
// libcurl is not linked: nb_curl_load opens it (dlopen) on first use, and every other nb_curl_*
// shim may be called only after it succeeded.

/// Opens the library `name` ("libcurl.so.4") and resolves the libcurl functions the shims call;
/// the first success also runs curl_global_init(CURL_GLOBAL_DEFAULT) and makes the shims usable.
/// Thread-safe. Returns 0, or -1 with the reason (the loader's message) in `error`.
int nb_curl_load(const char *name, char *error, size_t size);
/// curl_version(): "libcurl/7.88.1 OpenSSL/3.0.x ...".
const char *nb_curl_version(void);
void *nb_curl_init(void);
void nb_curl_cleanup(void *curl);
int nb_curl_perform(void *curl);
const char *nb_curl_strerror(int code);
/// curl_slist_append / curl_slist_free_all on an opaque list (NULL starts one).
void *nb_curl_slist_append(void *list, const char *line);
void nb_curl_slist_free_all(void *list);
int nb_curl_setopt_long(void *curl, int option, long value);
int nb_curl_setopt_string(void *curl, int option, const char *value);
int nb_curl_setopt_pointer(void *curl, int option, void *value);
int nb_curl_setopt_write(void *curl, size_t (*fn)(char *, size_t, size_t, void *), void *userdata);
int nb_curl_setopt_header(void *curl, size_t (*fn)(char *, size_t, size_t, void *), void *userdata);
int nb_curl_setopt_progress(void *curl, int (*fn)(void *, int64_t, int64_t, int64_t, int64_t), void *userdata);
int nb_curl_getinfo_long(void *curl, int info, long *value);
/// A string info (CURLINFO_REDIRECT_URL…) copied into `buffer`: 1 when it fitted, 2 when it was
/// cut to `size` - 1 bytes, 0 when curl had none (NULL) or failed.
int nb_curl_getinfo_string(void *curl, int info, char *buffer, size_t size);

// MARK: curl multi

void *nb_curl_multi_init(void);
int nb_curl_multi_cleanup(void *multi);
int nb_curl_multi_add(void *multi, void *easy);
int nb_curl_multi_remove(void *multi, void *easy);
int nb_curl_multi_setopt_long(void *multi, int option, long value);
int nb_curl_multi_perform(void *multi, int *running);
/// Waits up to `timeout_ms` for activity on any transfer (curl_multi_poll, no extra fds).
int nb_curl_multi_poll(void *multi, int timeout_ms);
/// The next finished transfer: 1 with its easy handle and CURLcode, 0 when none is waiting.
int nb_curl_multi_next_done(void *multi, void **easy, int *result);
/// CURLPIPE_MULTIPLEX (a macro): HTTP/2 multiplexing for CURLMOPT_PIPELINING.
long nb_curl_pipe_multiplex(void);

// MARK: malloc

/// glibc's mallopt (malloc.h is not in Swift's Glibc module): at most `arenas` malloc arenas
/// (M_ARENA_MAX) and blocks of `mmap_threshold` bytes or more mapped on their own
/// (M_MMAP_THRESHOLD), given back to the system when freed. Returns 1 when glibc took both.
int nb_malloc_tune(int arenas, int mmap_threshold);

#endif
