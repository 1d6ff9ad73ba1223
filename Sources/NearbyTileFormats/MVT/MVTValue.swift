/// A feature property value, in each of the seven types MVT 2.1 can encode.
public enum MVTValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case float(Float)
    case double(Double)
    case int(Int64)
    case uint(UInt64)
    case sint(Int64)
    case bool(Bool)

    /// The value as text (for labels and filters that compare with strings).
    public var description: String {
        switch self {
        case .string(let s): return s
        case .float(let f): return "\(f)"
        case .double(let d): return "\(d)"
        case .int(let i), .sint(let i): return "\(i)"
        case .uint(let u): return "\(u)"
        case .bool(let b): return b ? "true" : "false"
        }
    }

    /// Numeric values as a Double (what style filters compare), nil for text and booleans.
    public var number: Double? {
        switch self {
        case .float(let f): return Double(f)
        case .double(let d): return d
        case .int(let i), .sint(let i): return Double(i)
        case .uint(let u): return Double(u)
        case .string, .bool: return nil
        }
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}
