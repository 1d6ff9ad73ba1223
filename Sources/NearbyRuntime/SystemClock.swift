#if canImport(Glibc)
import Glibc
#endif

/// The real time of day (`clock_gettime(CLOCK_REALTIME)`): the one clock the app hands to the
/// location simulator and the event loop.
public struct SystemClock: WallClock {
    public init() {}

    public func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
