import NearbyGeo

/// What update asks of the location simulator (through `Effect.simulate`).
public enum LocationCommand: Sendable, Equatable {
    /// Move the simulated position `meters` along the geodesic starting at `azimuth` degrees.
    case move(azimuth: Double, meters: Double)
    /// Jump to a place; a jump is always delivered.
    case jump(to: Coordinate)
    /// Play the route if paused (from its start when it has finished), pause it if playing.
    case togglePlayback
    /// Bring playback up to the clock's time (sent on each tick while playing).
    case advance
    /// Walk along `path` at `pace` metres per second (times `--speed`) from where the position
    /// is, in place of any walk or route playing; `togglePlayback` pauses it, and at its end it
    /// reports `walkArrived`.
    case walk(path: [Coordinate], pace: Double)
    /// Stop the walk where it is (a moving key); the GPX route can be played again.
    case endWalk
    /// A gpsd fix: the position goes there through the distance filter (`always`: delivered
    /// whatever the distance, for the first fix after another source), with the fix's accuracy.
    case gpsFix(Location, always: Bool)
}
