/// The app's clock: the wall clock, or a simulated one (`--time`, then `<` `>`) that keeps
/// running from where it was set, like the simulated location. Opening hours are read at it.
public struct AppClock: Sendable, Equatable {
    /// The wall clock's last reading (Unix seconds), carried by the loop's ticks.
    public var wall: Double
    /// How far the app's clock is ahead of the wall clock, seconds.
    public var offset: Double = 0
    /// Whether the clock was set (`--time`) or moved (`<` `>`): the status bar then shows it.
    public var simulated = false
    /// Whether the last tick moved the clock into another minute (the status bar's clock then changes).
    public internal(set) var minuteTurned = false

    public init(wall: Double = 0) { self.wall = wall }

    /// A simulated clock that reads `start` (Unix seconds) when the wall clock reads `wall`.
    public init(wall: Double, simulatedAt start: Double) {
        self.wall = wall
        offset = start - wall
        simulated = true
    }

    /// The app's time, Unix seconds.
    public var now: Double { wall + offset }

    /// The wall clock's reading of a tick.
    mutating func tick(wall now: Double) {
        let minute = (self.now / 60).rounded(.down)
        wall = now
        minuteTurned = (self.now / 60).rounded(.down) != minute
    }

    /// Moves the clock (a simulated clock from then on).
    mutating func shift(by seconds: Double) {
        offset += seconds
        simulated = true
    }
}
