import NearbyFormats

/// Writes a `JSONValue` back out as compact JSON text (for MBTiles' `json` metadata row).
enum JSONText {
    static func compact(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return text
        case .string(let text): return quoted(text)
        case .array(let values): return "[" + values.map(compact).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { quoted($0.key) + ":" + compact($0.value) }.joined(separator: ",") + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
