import NearbyFormats

extension TextTemplate {
    /// A `text-field`: a string with `{property}` tokens (`{name:latin}` names the key
    /// `name:latin`), or the expressions `get`, `coalesce` (of `get`s and strings), `concat`,
    /// `to-string` and `literal`. Nil for anything else.
    init?(json: JSONValue) {
        if let text = json.string {
            self.init(template: text)
        } else if let parts = Self.parts(json) {
            self.init(parts: parts)
        } else {
            return nil
        }
    }

    /// `"{name:latin} {name:nonlatin}"` → property, literal, property. A `{` without its `}`
    /// is literal text.
    init(template text: String) {
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            literal += rest[..<open]
            let key = String(rest[rest.index(after: open)..<close])
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(.property([key]))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.init(parts: parts)
    }

    private static func parts(_ json: JSONValue) -> [Part]? {
        if let text = json.string { return [.literal(text)] }
        guard let items = json.array, let head = items.first?.string else { return nil }
        let arguments = items.dropFirst()
        switch head {
        case "get":
            guard arguments.count == 1, let key = arguments.first?.string else { return nil }
            return [.property([key])]
        case "literal":
            guard arguments.count == 1, let text = arguments.first?.string else { return nil }
            return [.literal(text)]
        case "to-string":
            guard arguments.count == 1, let first = arguments.first else { return nil }
            return parts(first)
        case "concat":
            var all: [Part] = []
            for argument in arguments {
                guard let more = parts(argument) else { return nil }
                all += more
            }
            return all
        case "coalesce":
            // Only the common form: properties tried in turn (a trailing string is a fallback
            // that the label would show for every unnamed feature, so it is left out).
            var keys: [String] = []
            for argument in arguments {
                if argument.string != nil { continue }
                guard let inner = parts(argument), inner.count == 1, case .property(let more) = inner[0] else { return nil }
                keys += more
            }
            return keys.isEmpty ? nil : [.property(keys)]
        default:
            return nil
        }
    }
}
