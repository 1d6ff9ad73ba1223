/// Why a fetch failed, with its cause. `failure` is the kind the status bar says in the user's
/// language; `description` is its English sentence. It never holds a secret (keys are
/// redacted before they reach any case).
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
    case unreachable(service: String, why: FetchFailure.Unreachable)
    /// The body was larger than the client accepts; the transfer was aborted.
    case tooLarge(limit: Int)
    /// The response headers were larger than the client accepts.
    case headersTooLarge(service: String, limit: Int)
    /// The connection closed before the whole response arrived.
    case cutOff(service: String)
    case redirectLoop(service: String)
    /// A redirect the rule of the first request refuses; not followed.
    case refusedRedirect(service: String, RedirectRefusal)
    /// The request was not sent: an insecure or malformed URL.
    case refusedURL(String)
    /// The fetch was cancelled.
    case cancelled

    /// The kind of failure, for the status bar and the log.
    public var failure: FetchFailure {
        switch self {
        case .unavailable(let reason): return .other(reason)
        case .badData(let reason): return .malformed(reason)
        case .missingKey(let names): return .missingKey(names)
        case .rejectedKey(let service, let detail): return .rejectedKey(service: service, detail: detail)
        case .rateLimited(let service, let resetAt): return .rateLimited(service: service, resetAt: resetAt)
        case .httpStatus(let service, let status, let detail):
            return .answered(service: service, status: status, phrase: HTTPStatusText.phrase(status), detail: detail)
        case .timedOut(let service): return .timedOut(service: service)
        case .unreachable(let service, let why): return .unreachable(service: service, why: why)
        case .tooLarge(let limit): return .tooLarge(kibibytes: limit / 1024)
        case .headersTooLarge(let service, let limit): return .headersTooLarge(service: service, kibibytes: limit / 1024)
        case .cutOff(let service): return .cutOff(service: service)
        case .redirectLoop(let service): return .redirectLoop(service: service)
        case .refusedRedirect(let service, let refusal): return .refusedRedirect(service: service, refusal)
        case .refusedURL(let reason): return .refusedURL(reason)
        case .cancelled: return .cancelled
        }
    }

    public var description: String { failure.description }
}
