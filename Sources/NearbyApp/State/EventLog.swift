import NearbyFormats

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
