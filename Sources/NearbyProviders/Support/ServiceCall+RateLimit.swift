#if canImport(Glibc)
import Glibc
#endif
import NearbyHTTP

extension ServiceCall {
    /// How long to wait before asking again after `error`, when it is a rate limit whose reset
    /// time the service gave and the wait (plus a moment for the request) fits in `secondsLeft`
    /// of the call's total timeout; nil when the call should fail now.
    func rateLimitWait(after error: ProviderError, secondsLeft: Double) -> Double? {
        guard case .rateLimited(_, let resetAt?) = error else { return nil }
        let wait = max(0, resetAt - now())
        return wait + Self.minimumAttemptTime <= secondsLeft ? wait : nil
    }

    /// Time kept back for the request after a rate-limit wait: waiting until the timeout has
    /// all but run out would only trade the rate limit for a timeout.
    static let minimumAttemptTime = 0.5

    /// Sleeps `seconds` in short slices, so a cancellation (the app quitting) ends it promptly.
    func pause(_ seconds: Double) throws(ProviderError) {
        var remaining = seconds
        while remaining > 0 {
            if client.cancellation?.isCancelled == true { throw ProviderError.cancelled }
            let slice = min(remaining, 0.05)
            var request = timespec(tv_sec: 0, tv_nsec: Int(slice * 1e9))
            var left = timespec()
            while nanosleep(&request, &left) != 0 && errno == EINTR { request = left }
            remaining -= slice
        }
    }
}
