#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Where the location simulator gets the time: the system clock in the app, a manual one in tests,
/// so that route playback is testable without waiting.
public protocol WallClock: Sendable {
    /// Seconds since 1970-01-01T00:00:00Z.
    func now() -> Double
}

/// The real time of day.
public struct SystemClock: WallClock {
    public init() {}
    public func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

/// A clock that moves only when told to.
public final class ManualClock: WallClock {
    private let time: Mutex<Double>

    public init(_ start: Double = 1_700_000_000) { time = Mutex(start) }

    public func now() -> Double { time.withLock { $0 } }

    public func advance(by seconds: Double) { time.withLock { $0 += seconds } }
}
