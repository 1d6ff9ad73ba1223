/// Colors the panes use; the terminal backend maps them onto what the terminal has.
public enum Color: Sendable, Hashable {
    /// The ANSI colours 1...7 and bright black (8).
    case `default`, red, green, yellow, blue, magenta, cyan, white, gray
    /// A palette index the named cases do not cover: 0 and 9...15 of the ANSI colours, or
    /// xterm's 16...255 (a map style's colours).
    case indexed(UInt8)

    /// The ANSI colour `index` (0...15): a named case where there is one, so one colour has one
    /// value (ANSI 4 is `.blue`).
    public init(ansi index: UInt8) {
        let named: [Color] = [.red, .green, .yellow, .blue, .magenta, .cyan, .white, .gray]
        self = (1...8).contains(index) ? named[Int(index) - 1] : .indexed(index)
    }
}

/// How a cell is drawn.
public struct Style: Sendable, Hashable {
    public var foreground: Color
    /// The cell's background: `.default` leaves the terminal's own (map fills set water and parks).
    public var background: Color
    public var bold: Bool
    public var reverse: Bool
    public var dim: Bool

    public init(foreground: Color = .default, bold: Bool = false, reverse: Bool = false, dim: Bool = false,
                background: Color = .default) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.reverse = reverse
        self.dim = dim
    }

    public static let plain = Style()
}

/// One terminal cell: a grapheme and its style. A wide grapheme occupies its cell and the next,
/// which holds `Cell.continuation`.
public struct Cell: Sendable, Hashable {
    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public static let blank = Cell(" ")
    /// The right half of a wide character: drawn by the cell to its left.
    public static let continuation = Cell("")

    public var isContinuation: Bool { text.isEmpty }
}
