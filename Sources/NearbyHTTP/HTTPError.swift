/// Why a request got no usable response. Carries the cause, never the URL's secrets.
package enum HTTPError: Error, Sendable, Equatable {
    /// The server answered with an unsuccessful status.
    case status(Int, body: [UInt8])
    /// Connect or total time limit passed.
    case timedOut
    /// The TCP connection to this host could not be made (refused).
    case unreachable(host: String)
    /// The host name did not resolve.
    case unresolvedHost(String)
    /// More redirects than allowed.
    case tooManyRedirects
    /// A redirect the rule of the first request refuses (`RedirectRule`); not followed.
    case refusedRedirect(RedirectRefusal)
    /// The body passed the size limit and the transfer was aborted.
    case bodyTooLarge(limit: Int)
    /// The response headers passed their size limit (a server sending headers without end).
    case headersTooLarge(limit: Int)
    /// The caller's cancellation flag was set.
    case cancelled
    /// The URL was refused before sending (plain http to a non-loopback host, malformed).
    case refusedURL(String)
    /// TLS handshake or certificate verification failed.
    case tls(String)
    /// The connection closed before the whole body arrived.
    case truncated
    /// libcurl cannot be loaded: the reason, as a phrase (`CurlLibrary.failure`).
    case noLibcurl(String)
    /// Any other libcurl failure: its code and message.
    case transport(code: Int, message: String)
}
