#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncurses.h>
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
    setlocale(LC_ALL, "");
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
    curs_set(0);
    if (has_colors()) {
        start_color();
        use_default_colors();
    }
    active = 1;
    return 0;
}

void nb_curses_end(void) {
    if (!active) return;
    active = 0;
    curs_set(1);
    endwin();
}

int nb_curses_active(void) { return active; }

void nb_curses_resume(void) {
    refresh();
    active = 1;
}

int nb_colors(void) { return has_colors() ? COLORS : 0; }

void nb_init_pair(short pair, short fg, short bg) { init_pair(pair, fg, bg); }

void nb_put(int y, int x, const int32_t *wcs, int n, short pair, unsigned attrs) {
    attr_t a = A_NORMAL;
    if (attrs & 1u) a |= A_BOLD;
    if (attrs & 2u) a |= A_REVERSE;
    if (attrs & 4u) a |= A_UNDERLINE;
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
int nb_key_enter(void) { return KEY_ENTER; }
int nb_key_backspace(void) { return KEY_BACKSPACE; }
int nb_key_mouse(void) { return KEY_MOUSE; }
