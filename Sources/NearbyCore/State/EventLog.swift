/// Formats `--log` lines: one JSON object per line, `{"t": ISO-8601, "event": NAME, ...}`.
public enum EventLog {
    public static func line(_ event: LogEvent, timestamp: String) -> String {
        var out = "{\"t\":"
        JSONString.append(timestamp, to: &out)
        out += ",\"event\":"
        JSONString.append(event.name, to: &out)
        for (key, value) in event.fields {
            out += ","
            JSONString.append(key, to: &out)
            out += ":"
            switch value {
            case .string(let s): JSONString.append(s, to: &out)
            case .integer(let i): out += String(i)
            case .number(let d): out += JSON.number(d)
            }
        }
        return out + "}"
    }
}

/// JSON numbers written with exact control over their format (strings: `JSONString`).
public enum JSON {
    /// A JSON number: shortest round-tripping form; non-finite values become null.
    public static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }
}
