/// The one way text is written into XML (the GPX of a walk): the five predefined entities, and
/// the characters XML 1.0 forbids (C0 controls other than tab, line feed and return, U+FFFE and
/// U+FFFF) dropped, so any name from the outside world makes a well-formed document.
public enum XMLText {
    /// `text` escaped for an element's content or a double- or single-quoted attribute value.
    public static func escaped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&apos;".unicodeScalars)
            case "\t", "\n", "\r": out.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
