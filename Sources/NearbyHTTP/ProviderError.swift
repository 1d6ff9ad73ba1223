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
    /// The exchange itself failed (a timeout, no connection, a cap passed, a refused redirect):
    /// the kind, as `init(_:service:)` reads it from the HTTP error.
    case transport(FetchFailure)
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
        case .transport(let failure): return failure
        case .refusedURL(let reason): return .refusedURL(reason)
        case .cancelled: return .cancelled
        }
    }

    public var description: String { failure.description }
}
