/// A key press, decoded from the terminal.
public enum Key: Sendable, Hashable {
    case character(Character)
    case up, down, left, right
    /// Shift + an arrow (ncurses KEY_SR, KEY_SF, KEY_SLEFT, KEY_SRIGHT).
    case shiftUp, shiftDown, shiftLeft, shiftRight
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    /// The Delete key (forward delete: ncurses KEY_DC, `ESC [ 3 ~`).
    case delete
    /// Ctrl + a letter (lowercase), e.g. `.control("c")`.
    case control(Character)
}
