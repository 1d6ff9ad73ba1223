/// Why compressed bytes could not be inflated.
public enum InflateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The stream is not gzip or zlib, or is damaged (zlib's message).
    case corrupt(String)
    /// The stream ended before its end marker.
    case truncated
    /// Inflating would exceed the caller's cap (a "zip bomb" or a wrong cap).
    case tooLarge(limit: Int)

    public var description: String {
        switch self {
        case .corrupt(let message): return "corrupt compressed data (\(message))"
        case .truncated: return "compressed data ends early"
        case .tooLarge(let limit):
            let size = limit >= 1 << 20 && limit % (1 << 20) == 0 ? TileLimits.mebibytes(limit) : "\(limit) bytes"
            return "the data inflates to more than \(size), the limit for one tile"
        }
    }
}
