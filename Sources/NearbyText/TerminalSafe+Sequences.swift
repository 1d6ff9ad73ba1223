extension TerminalSafe {
    /// Widest credit the map pane is given (a TileJSON's attribution is a line, not a page).
    public static let attributionWidth = 120

    /// Text from a server made safe the way a reader expects: whole escape sequences (CSI, OSC,
    /// DCS/SOS/PM/APC strings, SS2/SS3, other ESC sequences — ECMA-48 §5, in their 7-bit and
    /// C1 forms) and every other control are dropped rather than shown as "�[2J", tabs and
    /// line breaks become spaces, then `clean` drops bidi overrides; the visible text stays,
    /// cut to `maxWidth` columns when given. A string left unterminated swallows the rest, as
    /// it would in a terminal.
    public static func stripped(_ text: String, maxWidth: Int? = nil) -> String {
        var result = text
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            let scalars = Array(text.unicodeScalars)
            var kept = String.UnicodeScalarView()
            var i = 0
            while i < scalars.count {
                switch scalars[i].value {
                case 0x1B: i = endOfEscape(scalars, from: i + 1)
                case 0x9B: i = endOfControlSequence(scalars, from: i + 1)
                case 0x90, 0x98, 0x9D, 0x9E, 0x9F: i = endOfControlString(scalars, from: i + 1)
                case 0x8E, 0x8F: i = min(i + 2, scalars.count)
                case 0x09, 0x0A, 0x0D:
                    kept.append(" ")
                    i += 1
                case 0..<0x20, 0x7F...0x9F: i += 1
                default:
                    kept.append(scalars[i])
                    i += 1
                }
            }
            result = String(kept)
        }
        result = clean(result)
        if let maxWidth { result = truncate(result, toWidth: maxWidth) }
        return result
    }

    /// The index past an escape sequence whose ESC came just before `start`.
    static func endOfEscape(_ s: [Unicode.Scalar], from start: Int) -> Int {
        guard start < s.count else { return start }
        switch s[start] {
        case "[": return endOfControlSequence(s, from: start + 1)
        case "]", "P", "X", "^", "_": return endOfControlString(s, from: start + 1)
        case "N", "O": return min(start + 2, s.count)  // SS2/SS3 take the next character with them
        default:
            // Intermediates (0x20–0x2F), then one final byte (0x30–0x7E): ESC ( B, ESC c, ESC 7.
            var i = start
            while i < s.count, (0x20...0x2F).contains(s[i].value) { i += 1 }
            if i < s.count, (0x30...0x7E).contains(s[i].value) { i += 1 }
            return i
        }
    }

    /// CSI: parameter bytes (0x30–0x3F), intermediates (0x20–0x2F), one final byte (0x40–0x7E).
    static func endOfControlSequence(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count, (0x20...0x3F).contains(s[i].value) { i += 1 }
        if i < s.count, (0x40...0x7E).contains(s[i].value) { i += 1 }
        return i
    }

    /// OSC and the other control strings run to BEL or ST (ESC \ or U+009C); another ESC
    /// ends them too (terminals start the next sequence there).
    static func endOfControlString(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count {
            switch s[i].value {
            case 0x07, 0x9C: return i + 1
            case 0x1B: return i + 1 < s.count && s[i + 1] == "\\" ? i + 2 : i
            default: i += 1
            }
        }
        return i
    }
}
