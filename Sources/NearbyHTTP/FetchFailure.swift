/// Why a venue fetch failed: one kind per way a provider, its server or the store fails, so
/// the status bar says it in the user's language (`words(in:)`), like `TileFailure`.
/// The providers make the kind (`ProviderError.failure`); `description` is the English
/// sentence, for the log and `nearby list --fetch`. Details (a service's own message, curl's
/// words, a host) are kept as given in both languages.
public enum FetchFailure: Sendable, Hashable, CustomStringConvertible {
    /// No complete answer within the time limit.
    case timedOut(service: String)
    /// The server could not be reached.
    case unreachable(service: String, why: Unreachable)
    /// An unsuccessful HTTP status with its reason phrase, and the service's message when given.
    case answered(service: String, status: Int, phrase: String, detail: String)
    /// Rate limited; `resetAt` is the Unix time the limit lifts, when the service said.
    case rateLimited(service: String, resetAt: Double?)
    /// The service rejected the credentials.
    case rejectedKey(service: String, detail: String)
    /// A key the provider needs is not set; names the environment variables.
    case missingKey(String)
    /// The response could not be read (invalid or truncated JSON, an unexpected shape).
    case malformed(String)
    /// The response was cut off before its end.
    case cutOff(service: String)
    /// The response headers went past their size cap.
    case headersTooLarge(service: String, kibibytes: Int)
    /// The body went past the size cap; the transfer was aborted.
    case tooLarge(kibibytes: Int)
    case redirectLoop(service: String)
    /// A redirect broke the rule of the first request (to `file://`, to plain http off
    /// loopback); it was not followed.
    case refusedRedirect(service: String, RedirectRefusal)
    /// The request was not sent: an insecure or malformed URL, in words.
    case refusedURL(String)
    case cancelled
    /// The venues arrived but the store could not commit them (the store's words).
    case storeFailed(String)
    /// Anything else, in the words given.
    case other(String)

    /// Why a server could not be reached.
    public enum Unreachable: Sendable, Hashable {
        /// Nothing listens at the address (connection refused).
        case refused(host: String)
        /// The host name did not resolve.
        case unresolved(host: String)
        /// TLS failed, in curl's words.
        case insecure(String)
    }

    public var description: String { words(in: .english) }
}
