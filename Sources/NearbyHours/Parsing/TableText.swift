/// Reads the generated word tables: entries separated by newlines or `;`, each `key\tvalue`,
/// split by Unicode scalars so that a key starting with a combining mark stays whole.
enum TableText {
    static func pairs(_ text: String) -> [(key: [Unicode.Scalar], value: String)] {
        var result: [(key: [Unicode.Scalar], value: String)] = []
        var key: [Unicode.Scalar] = [], value = String.UnicodeScalarView(), inValue = false
        func flush() {
            if !key.isEmpty { result.append((key, String(value))) }
            key = []
            value = String.UnicodeScalarView()
            inValue = false
        }
        for s in text.unicodeScalars {
            switch s {
            case "\n", ";": flush()
            case "\t" where !inValue: inValue = true
            default:
                if inValue { value.append(s) } else { key.append(s) }
            }
        }
        flush()
        return result
    }

    static func string(_ scalars: [Unicode.Scalar]) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
