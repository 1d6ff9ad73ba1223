#if canImport(Glibc)
import Glibc
#endif

/// Bounded retries with exponential backoff and full jitter, for failures that may pass: 5xx
/// answers and timeouts. Never for other 4xx, rate limits (they say when to come back), or
/// cancellation.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included (1 = no retry).
    public var attempts: Int
    /// Delay ceiling before the first retry, doubled for each further one, capped by `maxDelay`.
    public var baseDelay: Double
    public var maxDelay: Double

    public init(attempts: Int, baseDelay: Double, maxDelay: Double) {
        self.attempts = max(1, attempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    /// Three attempts, waiting up to 0.5 s then 1 s.
    public static let standard = RetryPolicy(attempts: 3, baseDelay: 0.5, maxDelay: 4)
    public static let never = RetryPolicy(attempts: 1, baseDelay: 0, maxDelay: 0)

    /// Whether an attempt that failed this way is worth repeating.
    static func isTransient(_ error: ProviderError) -> Bool {
        switch error {
        case .transport(.timedOut): return true
        case .httpStatus(_, let status, _): return status >= 500
        default: return false
        }
    }

    /// The wait before retry number `retry` (1-based): uniformly random in [0, ceiling].
    package func delay(beforeRetry retry: Int) -> Double {
        let ceiling = min(maxDelay, baseDelay * pow(2, Double(retry - 1)))
        return ceiling > 0 ? Double.random(in: 0...ceiling) : 0
    }

    /// Runs `attempt` until it succeeds, fails for good, the attempts run out, or `timeLeft`
    /// says no retry would fit. Waits in short slices so a cancellation ends the wait promptly.
    package func run<T>(cancellation: CancellationFlag?, timeLeft: () -> Bool = { true },
                _ attempt: () throws(ProviderError) -> T) throws(ProviderError) -> T {
        var retry = 0
        while true {
            do {
                return try attempt()
            } catch {
                retry += 1
                guard retry < attempts, Self.isTransient(error), timeLeft() else { throw error }
                var remaining = delay(beforeRetry: retry)
                while remaining > 0 {
                    if cancellation?.isCancelled == true { throw ProviderError.cancelled }
                    let slice = min(remaining, 0.05)
                    usleep(useconds_t(slice * 1_000_000))
                    remaining -= slice
                }
            }
        }
    }
}
