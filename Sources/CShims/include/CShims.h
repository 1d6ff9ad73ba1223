// Wrappers for what Swift cannot call directly: ncurses macros and globals, and async-signal-safe
// signal forwarding, for NearbyTerminal (libcurl's shims are CCurlShims, NearbyHTTP's; mallopt is
// CMalloc, the app's). Every symbol is prefixed `nb_`.
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
int nb_key_dc(void);
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

#endif
