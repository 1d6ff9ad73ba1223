import NearbyTestSupport
import NearbyApp
import NearbyCells
import NearbyRuntime

/// An event source for the loop on a manual clock: a key held down, repeating every `every`
/// seconds (faster than the loop ticks), from `start` on. `wait` moves the clock instead of
/// sleeping: to the next key when it comes before the timeout, else by the whole timeout.
final class HeldKey: EventSource {
    let clock: ManualClock
    let key: Key
    let every: Double
    private var nextKey: Double
    /// The timeouts the loop asked for, in order.
    private(set) var timeouts: [Int32] = []

    init(clock: ManualClock, key: Key = .character("j"), every: Double, from start: Double) {
        self.clock = clock
        self.key = key
        self.every = every
        nextKey = start
    }

    func wait(timeout: Int32, wake: Int32) -> [Event]? {
        timeouts.append(timeout)
        let untilKey = nextKey - clock.now()
        let limit = timeout < 0 ? Double.infinity : Double(timeout) / 1000
        guard untilKey <= limit else {
            clock.advance(by: limit)
            return []
        }
        clock.advance(by: max(0, untilKey))
        nextKey += every
        return [.key(key)]
    }
}
