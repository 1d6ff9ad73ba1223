import NearbyHTTP

/// How an online router asks its engine: which server (`http://` only on loopback; nil: the
/// router's public one), as whom, for how long, where answers are kept, and at what pace.
public struct RouteServer: Sendable {
    /// Seconds between two requests to a public server (FOSSGIS's usage policy asks for an
    /// identifying User-Agent and no heavy use); a self-hosted one may be given 0.
    public static let defaultInterval = 1.0

    public var baseURL: String?
    public var userAgent: String
    /// Seconds a request may take in all.
    public var timeout: Double
    /// The `ServiceCache` file answers are kept in and the pace is kept by (nil: neither).
    public var cachePath: String?
    public var interval: Double
    public var cancellation: CancellationFlag?

    public init(baseURL: String? = nil, userAgent: String, timeout: Double = 10, cachePath: String? = nil,
                interval: Double = RouteServer.defaultInterval, cancellation: CancellationFlag? = nil) {
        self.baseURL = baseURL
        self.userAgent = userAgent
        self.timeout = timeout
        self.cachePath = cachePath
        self.interval = interval
        self.cancellation = cancellation
    }
}
