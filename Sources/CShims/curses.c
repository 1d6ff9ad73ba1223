#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncurses.h>
#include <term.h>
#include <wchar.h>
#include "CShims.h"

static int active = 0;

void nb_screen_size(int *rows, int *cols) {
    int r = 0, c = 0;
    getmaxyx(stdscr, r, c);
    *rows = r;
    *cols = c;
}

int nb_curses_start(void) {
    // A locale that is named but not installed (LANG=zh_CN.UTF-8 on a bare system) makes
    // setlocale(LC_ALL, "") fail as a whole; keep at least UTF-8 character handling.
    if (setlocale(LC_ALL, "") == NULL && setlocale(LC_CTYPE, "") == NULL) setlocale(LC_CTYPE, "C.UTF-8");
    // A terminal that cannot move its cursor (TERM=dumb) would get only a status line: ask
    // terminfo first, before anything is written.
    int status = 0;
    if (setupterm(NULL, 1, &status) != OK) return -1;
    const char *cup = tigetstr("cup");
    int addressable = cup != NULL && cup != (const char *)-1;
    del_curterm(cur_term);
    cur_term = NULL;
    if (!addressable) return -2;
    // newterm instead of initscr: initscr exits the process when TERM is unusable.
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) return -1;
    set_term(screen);
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    set_escdelay(25);
    // Escape sequences that terminfo does not list arrive byte by byte; KeyDecoder.swift reads them.
    curs_set(0);
    active = 1;
    return 0;
}

void nb_curses_end(void) {
    if (!active) return;
    active = 0;
    curs_set(1);
    endwin();
}

void nb_curses_resume(void) {
    refresh();
    active = 1;
}

int nb_color_pairs(void) { return has_colors() ? COLOR_PAIRS : 0; }

int nb_start_color(void) {
    if (!has_colors()) return 0;
    start_color();
    use_default_colors();
    return COLORS;
}

void nb_init_pair(short pair, short fg, short bg) { init_pair(pair, fg, bg); }

void nb_put(int y, int x, const int32_t *wcs, int n, short pair, unsigned attrs) {
    attr_t a = A_NORMAL;
    if (attrs & 1u) a |= A_BOLD;
    if (attrs & 2u) a |= A_REVERSE;
    if (attrs & 8u) a |= A_DIM;
    attr_set(a, pair, NULL);
    mvaddnwstr(y, x, (const wchar_t *)wcs, n);
    attr_set(A_NORMAL, 0, NULL);
}

void nb_refresh(void) { refresh(); }
void nb_clear(void) { clearok(stdscr, TRUE); }
void nb_resize(int rows, int cols) { resize_term(rows, cols); }

int nb_read_key(int32_t *ch) {
    wint_t w = 0;
    int rc = get_wch(&w);
    if (rc == ERR) return -1;
    *ch = (int32_t)w;
    return rc == KEY_CODE_YES ? 1 : 0;
}

int nb_key_resize(void) { return KEY_RESIZE; }
int nb_key_up(void) { return KEY_UP; }
int nb_key_down(void) { return KEY_DOWN; }
int nb_key_left(void) { return KEY_LEFT; }
int nb_key_right(void) { return KEY_RIGHT; }
int nb_key_ppage(void) { return KEY_PPAGE; }
int nb_key_npage(void) { return KEY_NPAGE; }
int nb_key_home(void) { return KEY_HOME; }
int nb_key_end(void) { return KEY_END; }
int nb_key_find(void) { return KEY_FIND; }
int nb_key_select(void) { return KEY_SELECT; }
int nb_key_enter(void) { return KEY_ENTER; }
int nb_key_backspace(void) { return KEY_BACKSPACE; }
int nb_key_dc(void) { return KEY_DC; }
int nb_key_mouse(void) { return KEY_MOUSE; }

int nb_key_sup(void) { return KEY_SR; }
int nb_key_sdown(void) { return KEY_SF; }
int nb_key_sleft(void) { return KEY_SLEFT; }
int nb_key_sright(void) { return KEY_SRIGHT; }

void nb_mouse_enable(void) {
    mmask_t mask = BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED;
#ifdef BUTTON5_PRESSED
    mask |= BUTTON5_PRESSED;
#endif
    mousemask(mask, NULL);
    // Report presses at once instead of waiting to tell clicks from double clicks.
    mouseinterval(0);
}

int nb_get_mouse(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    *x = event.x;
    *y = event.y;
    if (event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) return 1;
    if (event.bstate & BUTTON4_PRESSED) return 2;
#ifdef BUTTON5_PRESSED
    if (event.bstate & BUTTON5_PRESSED) return 3;
#endif
    return 0;
}
