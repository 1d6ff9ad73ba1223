/// The event loop's animation clock (spinner, route playback): ticks fall due on a fixed schedule,
/// every `interval` seconds, however often keys or background events wake the loop. A loop that
/// stalled past several deadlines gets one tick, and the schedule goes on from then.
public struct Ticker: Sendable, Equatable {
    public let interval: Double
    /// When the next tick is due, on the clock the loop reads.
    public private(set) var deadline: Double

    public init(interval: Double, start: Double) {
        self.interval = interval
        deadline = start + interval
    }

    /// Milliseconds `poll` may wait before the next tick is due: 0 when it is due, and never more
    /// than one interval (a clock set back must not stop the ticks).
    public func timeout(now: Double) -> Int32 {
        let left = min(deadline - now, interval)
        guard left > 0 else { return 0 }
        // Rounded up (waking early would only wait again), past float noise of a nanosecond.
        return max(1, Int32((left * 1000 - 1e-6).rounded(.up)))
    }

    /// True when a tick is due at `now`; the next one is then scheduled.
    public mutating func fire(now: Double) -> Bool {
        if deadline - now > interval {
            // The clock went back: start the schedule again from here.
            deadline = now + interval
            return false
        }
        guard now >= deadline else { return false }
        deadline += interval
        if deadline <= now { deadline = now + interval }
        return true
    }
}
