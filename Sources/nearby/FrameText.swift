import NearbyCells

/// A frame as `nearby snap` writes it: the characters alone, or with each style as ANSI SGR
/// escapes (the colours the terminal backend would set), a reset ending every line.
enum FrameText {
    static func plain(_ grid: CellGrid) -> String {
        grid.lines.map { $0 + "\n" }.joined()
    }

    static func ansi(_ grid: CellGrid) -> String {
        var out = ""
        for y in 0..<grid.height {
            var current: Style?
            for x in 0..<grid.width {
                let cell = grid[x, y]
                if cell.isContinuation { continue }
                if cell.style != current {
                    out += sgr(cell.style)
                    current = cell.style
                }
                out += cell.text
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }

    /// One SGR sequence setting exactly `style` (from a reset).
    static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.reverse { codes.append("7") }
        if let foreground = code(style.foreground, base: 30) { codes.append(foreground) }
        if let background = code(style.background, base: 40) { codes.append(background) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR code of a colour: 30–37 and 90–97 (40–47, 100–107 for backgrounds) for the
    /// sixteen ANSI colours, 38;5;N (48;5;N) for xterm's 256; nil for the terminal's own.
    static func code(_ color: Color, base: Int) -> String? {
        let index: Int
        switch color {
        case .default: return nil
        case .red: index = 1
        case .green: index = 2
        case .yellow: index = 3
        case .blue: index = 4
        case .magenta: index = 5
        case .cyan: index = 6
        case .white: index = 7
        case .gray: index = 8
        case .indexed(let n): index = Int(n)
        }
        switch index {
        case 0..<8: return String(base + index)
        case 8..<16: return String(base + 60 + index - 8)
        default: return "\(base + 8);5;\(index)"
        }
    }
}
