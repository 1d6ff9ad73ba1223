#if canImport(Glibc)
import Glibc
#endif

/// Seconds on `CLOCK_MONOTONIC`: the one clock for deadlines and budgets (a request's timeout,
/// a frame's build budget, an SQL statement's deadline), which the wall clock's jumps never move.
public enum MonotonicClock {
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
