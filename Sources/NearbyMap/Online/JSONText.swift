import NearbyFormats

/// Writes a `JSONValue` back out as compact JSON text (for MBTiles' `json` metadata row).
enum JSONText {
    static func compact(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return text
        case .string(let text): return JSONString.quoted(text)
        case .array(let values): return "[" + values.map(compact).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { JSONString.quoted($0.key) + ":" + compact($0.value) }.joined(separator: ",") + "}"
        }
    }
}
