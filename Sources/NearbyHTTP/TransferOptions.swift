/// How one transfer is made, by `HTTPClient` and by `HTTPTransfers` alike: its limits and its
/// manners. The rules every transfer keeps (verified TLS, http only to loopback, each redirect
/// judged by `RedirectRule`) are not options.
package struct TransferOptions: Sendable {
    package var userAgent: String
    /// Seconds to establish a connection (TCP + TLS).
    package var connectTimeout: Double
    /// Seconds for the whole transfer, its redirects included.
    package var totalTimeout: Double
    /// Largest body accepted, after decompression; the transfer is aborted past it.
    package var maxBodyBytes: Int
    package var maxRedirects: Int
    /// The `Accept` header sent after the request's own headers.
    package var accept: String
    /// HTTP/2 over TLS where the server offers it, waiting for a connection to multiplex on
    /// rather than opening another (polite, and faster for many small files such as tiles).
    package var multiplexed: Bool

    package init(userAgent: String = "nearby", connectTimeout: Double = 10, totalTimeout: Double = 30,
                 maxBodyBytes: Int = 8 << 20, maxRedirects: Int = 3, accept: String = "application/json",
                 multiplexed: Bool = false) {
        self.userAgent = userAgent
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maxBodyBytes = maxBodyBytes
        self.maxRedirects = maxRedirects
        self.accept = accept
        self.multiplexed = multiplexed
    }
}
