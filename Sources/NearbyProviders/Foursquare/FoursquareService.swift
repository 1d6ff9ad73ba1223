import NearbyFormats
import NearbyHTTP

/// The Foursquare service one provider talks to, whatever its API (v2, v3, Places): where it is,
/// the HTTP client, the retry policy, the rate-limit gate its fetches share, and the credentials
/// that must never appear in an error.
struct FoursquareService: Sendable {
    let base: ServiceURL
    let client: HTTPClient
    let retry: RetryPolicy
    let gate = RateLimitGate()
    let secrets: [String]

    /// Throws `refusedURL` for a bad base URL.
    init(baseURL: String?, defaultService: String, secrets: [String], userAgent: String, timeout: Double,
         cancellation: CancellationFlag?, retry: RetryPolicy) throws(ProviderError) {
        self.base = try ServiceURL(baseURL ?? defaultService)
        self.secrets = secrets
        self.retry = retry
        self.client = HTTPClient(userAgent: userAgent, totalTimeout: timeout, cancellation: cancellation)
    }

    /// The full URL of `path` on the service.
    func url(path: String) -> String { base.url(path: path) }

    /// Sends a search and decodes its venues; the credentials are scrubbed from any error.
    func venues(answering request: HTTPRequest) throws(ProviderError) -> [Venue] {
        let call = ServiceCall(service: "Foursquare", client: client, secrets: secrets,
                               message: FoursquareDecoder.message(in:), retry: retry, gate: gate)
        let body = try call.body(of: request)
        do {
            return try FoursquareDecoder.decode(body).venues
        } catch {
            throw error.redacting(secrets)
        }
    }
}
