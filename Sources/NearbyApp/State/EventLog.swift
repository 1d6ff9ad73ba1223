import NearbyFormats

/// Formats `--log` lines: one JSON object per line, `{"t": ISO-8601, "event": NAME, ...}`.
public enum EventLog {
    public static func line(_ event: LogEvent, timestamp: String) -> String {
        var out = "{\"t\":" + JSON.quote(timestamp) + ",\"event\":" + JSON.quote(event.name)
        for (key, value) in event.fields {
            out += "," + JSON.quote(key) + ":"
            switch value {
            case .string(let s): out += JSON.quote(s)
            case .integer(let i): out += String(i)
            case .number(let d): out += JSON.number(d)
            }
        }
        return out + "}"
    }
}
