import Synchronization
import NearbyHTTP

/// Remembers a rate limit so that fetches before its reset time fail at once, without a request:
/// "a rate limit waits until its reset time" while the fetch thread stays free.
public final class RateLimitGate: Sendable {
    /// Without a reset time from the service, back off this long.
    static let defaultPause = 60.0
    private let until = Mutex<Double?>(nil)

    public init() {}

    /// The time the current limit lifts, when one is in force at `now`.
    func closed(now: Double) -> Double? {
        until.withLock { value in
            guard let end = value, end > now else { value = nil; return nil }
            return end
        }
    }

    func record(_ error: ProviderError, now: Double) {
        guard case .rateLimited(_, let reset) = error else { return }
        until.withLock { $0 = reset ?? now + Self.defaultPause }
    }
}
