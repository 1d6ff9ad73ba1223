/// The small pieces of text the saved-places writers and readers share.
enum SavedText {
    /// Degrees with 7 decimals (about a centimetre) as a plain decimal, no exponent (GPX's
    /// `xsd:decimal`, KML's coordinates).
    static func degrees(_ value: Double) -> String {
        let units = Int((value * 1e7).rounded())
        let whole = abs(units) / 10_000_000, fraction = abs(units) % 10_000_000
        var digits = String(fraction)
        digits = String(repeating: "0", count: 7 - digits.count) + digits
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast() }
        return (units < 0 ? "-" : "") + "\(whole).\(digits)"
    }

    /// Without leading and trailing whitespace.
    static func trimmed(_ text: String) -> String {
        var s = Substring(text)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }

    /// A description as plain text: when it holds HTML markup (Organic Maps and Google write
    /// descriptions as HTML), line breaks and paragraphs become newlines, other tags go and the
    /// common entities are decoded; text without markup is kept as it is.
    static func plain(fromHTML text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let isMarkup = scalars.indices.contains { i in
            scalars[i] == "<" && i + 1 < scalars.count
                && (scalars[i + 1].properties.isAlphabetic || scalars[i + 1] == "/" || scalars[i + 1] == "!")
        }
        guard isMarkup else { return text }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == "<", let end = scalars[i...].firstIndex(of: ">") {
                let tag = String(String.UnicodeScalarView(scalars[(i + 1)..<end])).lowercased()
                let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
                if name == "br" || (name == "p" && tag.hasPrefix("/")) || name == "div" && tag.hasPrefix("/") || name == "li" {
                    out.append("\n")
                }
                i = end + 1
            } else if scalars[i] == "&", let end = scalars[i...].prefix(10).firstIndex(of: ";"),
                      let decoded = entity(String(String.UnicodeScalarView(scalars[(i + 1)..<end]))) {
                out.append(decoded)
                i = end + 1
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return trimmed(String(out))
    }

    private static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos", "#39": return "'"
        case "nbsp": return " "
        default: return nil
        }
    }
}
