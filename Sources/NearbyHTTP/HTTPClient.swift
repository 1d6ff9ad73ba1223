#if canImport(Glibc)
import Glibc
import NearbyRuntime
#endif

/// A small blocking HTTP client on libcurl. `get` runs the whole transfer on the caller's thread
/// (the fetch worker's own thread, never the cooperative pool). TLS verification is always on;
/// plain `http://` is refused except for loopback hosts, at every redirect hop (`RedirectRule`);
/// redirects are bounded; the body is capped. Many transfers at once (tiles) go through
/// `HTTPTransfers`, on the same `CurlExchange` and `RedirectChain`.
package struct HTTPClient: Sendable {
    var userAgent: String
    /// Seconds to establish the connection (TCP + TLS).
    var connectTimeout: Double
    /// Seconds for the whole transfer.
    package var totalTimeout: Double
    /// Largest body accepted, after decompression; the transfer is aborted past it.
    var maxBodyBytes: Int
    /// Largest total of response header bytes accepted (all responses of a redirect chain).
    /// Upstream libcurl before 8.3 has no limit of its own (CVE-2023-38039).
    package static let maxHeaderBytes = 64 << 10
    var maxRedirects: Int
    /// Checked during the transfer; setting it aborts with `.cancelled`.
    package var cancellation: CancellationFlag?

    package init(userAgent: String = "nearby", connectTimeout: Double = 10, totalTimeout: Double = 30,
         maxBodyBytes: Int = 8 << 20, maxRedirects: Int = 3, cancellation: CancellationFlag? = nil) {
        self.userAgent = userAgent
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maxBodyBytes = maxBodyBytes
        self.maxRedirects = maxRedirects
        self.cancellation = cancellation
    }

    /// The options of each transfer this client makes.
    var options: TransferOptions {
        TransferOptions(userAgent: userAgent, connectTimeout: connectTimeout, totalTimeout: totalTimeout,
                        maxBodyBytes: maxBodyBytes, maxRedirects: maxRedirects)
    }

    /// Sends a GET and returns the final response, whatever its status. Redirects are followed
    /// here, one exchange per hop, each hop checked by `RedirectRule` before it is sent.
    package func get(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        do {
            _ = try ServiceURL(request.url)
        } catch {
            throw HTTPError.refusedURL(error.description)
        }
        if let failure = CurlLibrary.failure { throw HTTPError.noLibcurl(failure) }
        let options = options
        // Watching a flag only when there is one (its progress callback is the only reader).
        let collector = ResponseCollector(maxBody: maxBodyBytes, cancellation: cancellation)
        let deadline = MonotonicClock.seconds() + totalTimeout
        var chain = RedirectChain(url: request.fullURL, headers: request.headers, maxRedirects: maxRedirects)
        while true {
            let exchange = try CurlExchange(url: chain.url, headers: chain.headers, options: options,
                                            timeLeft: deadline - MonotonicClock.seconds(), collector: collector)
            switch try exchange.ending(exchange.perform()) {
            case .response(let response):
                return response
            case .redirect(let next):
                try chain.follow(to: next)
                collector.startOver()
            }
        }
    }

}
