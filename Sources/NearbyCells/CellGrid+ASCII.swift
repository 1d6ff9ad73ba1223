extension CellGrid {
    /// `--ascii`: replaces every cell with printable ASCII (0x20…0x7E), keeping the layout.
    /// Box drawing becomes `+ - |`, braille becomes `#` on major roads, `~` on coasts and `.`
    /// elsewhere, accented letters lose their accents, and anything else (a CJK character
    /// and its right half) becomes `?`.
    public mutating func convertToASCII() {
        for i in cells.indices {
            let cell = cells[i]
            if cell.isContinuation {
                // The right half of a wide character: its own column, now a `?`.
                replaceCell(i, with: Cell("?", style: cell.style))
                continue
            }
            if cell.text.utf8.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) { continue }
            replaceCell(i, with: Cell(Self.ascii(for: cell), style: cell.style))
        }
    }

    static func ascii(for cell: Cell) -> String {
        guard let scalar = cell.text.unicodeScalars.first else { return " " }
        let v = scalar.value
        if (0x2800...0x28FF).contains(v) {
            switch cell.style.foreground {
            case .yellow: return "#"
            case .cyan: return "~"
            default: return "."
            }
        }
        if let mapped = asciiGlyphs[scalar] { return mapped }
        if (0x2500...0x257F).contains(v) { return "+" }
        // Latin letters with accents: the base letter, read from the Unicode name
        // ("LATIN SMALL LETTER E WITH ACUTE"), which the standard library carries.
        if let base = baseLetter(scalar) { return base }
        return "?"
    }

    /// The ASCII letter an accented Latin letter is built on, else nil.
    static func baseLetter(_ scalar: Unicode.Scalar) -> String? {
        guard let name = scalar.properties.name else { return nil }
        let words = name.split(separator: " ")
        guard words.count >= 6, words[0] == "LATIN", words[2] == "LETTER", words[4] == "WITH",
              words[3].count == 1, let letter = words[3].first, letter.isASCII, letter.isLetter,
              !words[5...].contains("LETTER") else { return nil }  // "D WITH SMALL LETTER Z" is a digraph
        switch words[1] {
        case "CAPITAL": return String(letter)
        case "SMALL": return letter.lowercased()
        default: return nil
        }
    }

    private static let asciiGlyphs: [Unicode.Scalar: String] = [
        "─": "-", "│": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+",
        "●": "o", "◉": "@", "○": "O", "…": "~", "·": "-", "—": "-", "–": "-", "©": "c", "×": "x", "↑": "^",
        "▏": "_", "★": "*", "←": "<", "→": ">", "▶": ">", "↓": "v", "⇧": "S", "“": "\"", "”": "\"", "\u{FFFD}": "?",
        "ß": "s", "æ": "a", "ø": "o", "Ø": "O", "Æ": "A", "đ": "d", "ł": "l", "Ł": "L",
    ]

    /// Replaces a cell as it is: a wide character and its right half become two narrow cells on
    /// purpose, which the subscript (keeping wide characters whole) would blank.
    private mutating func replaceCell(_ index: Int, with cell: Cell) {
        cells[index] = cell
    }
}
