/// Where the location simulator and the event loop get the time: the system clock in the app
/// (`SystemClock`, in the runtime), a manual one in tests, so that route playback and ticks are
/// testable without waiting.
public protocol WallClock: Sendable {
    /// Seconds since 1970-01-01T00:00:00Z.
    func now() -> Double
}
