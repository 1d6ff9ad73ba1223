import Synchronization
import NearbyRuntime

/// A clock that moves only when told to: route playback and the event loop's ticks in tests.
public final class ManualClock: WallClock {
    private let time: Mutex<Double>

    public init(_ start: Double = 1_700_000_000) { time = Mutex(start) }

    public func now() -> Double { time.withLock { $0 } }

    public func advance(by seconds: Double) { time.withLock { $0 += seconds } }
}
