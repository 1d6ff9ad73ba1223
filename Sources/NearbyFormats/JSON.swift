/// JSON numbers written with exact control over their format (strings: `JSONString`).
public enum JSON {
    /// A JSON number: shortest round-tripping form; non-finite values become null.
    public static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }
}
