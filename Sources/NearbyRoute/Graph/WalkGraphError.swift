/// Why stored graph bytes could not be read back: they are damaged, cut short or from another version.
public enum WalkGraphError: Error, Sendable, Equatable, CustomStringConvertible {
    case truncated
    case notAGraph
    case unsupportedVersion(Int)
    case damaged(String)

    public var description: String {
        switch self {
        case .truncated: return "The stored walking graph is cut short."
        case .notAGraph: return "The stored bytes are not a walking graph."
        case .unsupportedVersion(let v): return "The stored walking graph has version \(v), which this Nearby cannot read."
        case .damaged(let what): return "The stored walking graph is damaged (\(what))."
        }
    }
}
