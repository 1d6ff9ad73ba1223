/// A key press, decoded from the terminal.
public enum Key: Sendable, Hashable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    /// Ctrl + a letter (lowercase), e.g. `.control("c")`.
    case control(Character)
}
