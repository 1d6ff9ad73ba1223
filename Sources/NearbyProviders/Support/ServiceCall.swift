#if canImport(Glibc)
import Glibc
#endif
import NearbyHTTP

/// One request to a provider's service: transport failures and unsuccessful statuses become
/// `ProviderError`s (rate limits with their reset time), secrets are scrubbed from every message,
/// and a successful body is returned for decoding.
struct ServiceCall {
    let service: String
    let client: HTTPClient
    /// Values that must never appear in an error (keys, secrets).
    let secrets: [String]
    /// Reads the service's own error message from a body, when it has one.
    var message: @Sendable ([UInt8]) -> FoursquareMessage? = { _ in nil }
    var now: @Sendable () -> Double = { ServiceCall.unixTime() }
    var retry: RetryPolicy = .standard
    /// Shared by the fetches of one provider; nil to not remember rate limits.
    var gate: RateLimitGate?

    /// The body of a successful response, retrying transient failures per `retry`. The client's
    /// total timeout bounds the whole call, retries included: a silent server costs the user one
    /// timeout, not one per attempt.
    func body(of request: HTTPRequest) throws(ProviderError) -> [UInt8] {
        if let until = gate?.closed(now: now()) { throw ProviderError.rateLimited(service: service, resetAt: until) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(client.totalTimeout * 1000)))
        func secondsLeft() -> Double {
            let left = clock.now.duration(to: deadline).components
            return Double(left.seconds) + Double(left.attoseconds) / 1e18
        }
        // A rate limit that lifts within the timeout is waited out, once (ServiceCall+RateLimit).
        var waitedForRateLimit = false
        while true {
            do {
                return try retry.run(cancellation: client.cancellation, timeLeft: { secondsLeft() > 0.1 }) { () throws(ProviderError) in
                    var attempt = client
                    attempt.totalTimeout = min(client.totalTimeout, max(0.1, secondsLeft()))
                    return try once(request, client: attempt)
                }
            } catch {
                if !waitedForRateLimit, let wait = rateLimitWait(after: error, secondsLeft: secondsLeft()) {
                    waitedForRateLimit = true
                    try pause(wait)
                    continue
                }
                gate?.record(error, now: now())
                throw error
            }
        }
    }

    private func once(_ request: HTTPRequest, client: HTTPClient) throws(ProviderError) -> [UInt8] {
        let response: HTTPResponse
        do {
            response = try client.get(request)
        } catch {
            throw ProviderError(error, service: service).redacting(secrets)
        }
        guard response.isSuccess else { throw failure(response).redacting(secrets) }
        // Foursquare v2 can answer 200 with an error in meta; the decoder throws that.
        return response.body
    }

    /// Maps an unsuccessful response: 429 or a rate-limit errorType → rate limited until the
    /// reset time; 401 or invalid_auth → the key was rejected; anything else → the status with
    /// the service's message.
    func failure(_ response: HTTPResponse) -> ProviderError {
        let said = message(response.body)
        let resetAt = RateLimitReset.time(from: response, now: now())
        let limited = response.status == 429 || said?.isRateLimit == true
            || (response.status == 403 && response.header("x-ratelimit-remaining") == "0")
        if limited { return .rateLimited(service: service, resetAt: resetAt) }
        if let said, said.isError || said.detail != nil {
            var named = said
            named.code = response.status
            return named.error(status: response.status, resetAt: resetAt).renamed(service)
        }
        if response.status == 401 { return .rejectedKey(service: service, detail: "") }
        return .httpStatus(service: service, status: response.status, detail: "")
    }

    /// Seconds since 1970 from the system clock (CLOCK_REALTIME, clock_gettime(2)).
    static func unixTime() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

extension ProviderError {
    /// Puts `service` in place of the generic "Foursquare" name messages were parsed under.
    fileprivate func renamed(_ service: String) -> ProviderError {
        switch self {
        case .rejectedKey(_, let detail): return .rejectedKey(service: service, detail: detail)
        case .rateLimited(_, let reset): return .rateLimited(service: service, resetAt: reset)
        case .httpStatus(_, let status, let detail): return .httpStatus(service: service, status: status, detail: detail)
        default: return self
        }
    }

}
