/// The Foursquare keys: from the environment, else from the config file's `NAME = value` lines
/// (`#` starts a comment; quotes around the value are dropped; other settings are ignored).
public struct ProviderKeys: Sendable {
    public static let names = ["FOURSQUARE_CLIENT_ID", "FOURSQUARE_CLIENT_SECRET", "FOURSQUARE_API_KEY"]

    private let values: [String: String]

    /// `environment` wins over `configText`; empty values count as unset.
    public init(environment: (String) -> String?, configText: String?) {
        var values = configText.map(Self.parse) ?? [:]
        for name in Self.names {
            if let value = environment(name), !value.isEmpty { values[name] = value }
        }
        self.values = values
    }

    public subscript(name: String) -> String? { values[name] }

    /// Whether the config text itself holds a key (then it must not be readable by others).
    public static func configHoldsKeys(_ text: String) -> Bool { !parse(text).isEmpty }

    static func parse(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingSpaces
            var value = line[line.index(after: equals)...].trimmingSpaces
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            if names.contains(name), !value.isEmpty { out[name] = value }
        }
        return out
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
