/// Why a fetch failed. `description` is one plain sentence for the status bar; it never holds a
/// secret (keys are redacted before they reach any case).
public enum ProviderError: Error, Sendable, CustomStringConvertible, Equatable {
    /// A generic failure, already in words.
    case unavailable(String)
    /// The response could not be read (invalid or truncated JSON, unexpected shape).
    case badData(String)
    /// A key the provider needs is not set; names the environment variables.
    case missingKey(String)
    /// The service rejected the credentials (401, or Foursquare's `invalid_auth`).
    case rejectedKey(service: String, detail: String)
    /// Rate limited; `resetAt` is the Unix time the limit lifts, when the service said.
    case rateLimited(service: String, resetAt: Double?)
    /// Any other unsuccessful HTTP status, with the service's own message when it gave one.
    case httpStatus(service: String, status: Int, detail: String)
    /// No complete answer within the time limit.
    case timedOut(service: String)
    /// The server could not be reached (connection refused, DNS failure, TLS failure).
    case unreachable(service: String, detail: String)
    /// The body was larger than the client accepts; the transfer was aborted.
    case tooLarge(limit: Int)
    /// The request was not sent: an insecure or malformed URL.
    case refusedURL(String)
    /// The fetch was cancelled.
    case cancelled

    public var description: String {
        switch self {
        case .unavailable(let reason): return reason
        case .badData(let reason): return "unreadable data: \(reason)"
        case .missingKey(let names): return "missing key: set \(names)"
        case .rejectedKey(let service, let detail):
            return detail.isEmpty ? "\(service) rejected the key" : "\(service) rejected the key (\(detail))"
        case .rateLimited(let service, let resetAt):
            guard let resetAt else { return "\(service): rate limited, try again later" }
            return "\(service): rate limited until \(ClockFormat.hoursMinutes(unixTime: resetAt))"
        case .httpStatus(let service, let status, let detail):
            let what = HTTPStatusText.phrase(status)
            return detail.isEmpty ? "\(service) answered \(status) \(what)" : "\(service) answered \(status) \(what): \(detail)"
        case .timedOut(let service): return "\(service) did not answer in time"
        case .unreachable(let service, let detail): // Not "offline: …": that reads as the provider named offline.
            return "cannot reach \(service) (\(detail))"
        case .tooLarge(let limit): return "the response was larger than \(limit / 1024) KiB and was cut off"
        case .refusedURL(let reason): return reason
        case .cancelled: return "fetch cancelled"
        }
    }
}
