/// The one way a string is written as a JSON string literal (the `--log` lines, `list --json`,
/// `tiles info`, the MBTiles `json` metadata row): RFC 8259 escaping, with the short escapes for
/// quote, backslash, newline, return, tab, backspace and form feed, and `\u00XX` for every other
/// control character. Other text is kept as UTF-8.
///
/// Control characters include DEL and the C1 range (U+0080–U+009F), and U+2028/U+2029 are
/// escaped too: JSON allows them raw, but a log line shown with `tail` in a terminal must not
/// carry a C1 CSI, and JavaScript readers take the two separators as line ends.
public enum JSONString {
    /// `text` as a quoted JSON string literal.
    public static func quoted(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 2)
        append(text, to: &out)
        return out
    }

    /// Appends `text` to `out` as a quoted JSON string literal.
    public static func append(_ text: String, to out: inout String) {
        out.unicodeScalars.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where needsEscape(scalar.value):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.unicodeScalars.append("\"")
    }

    private static func needsEscape(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}
