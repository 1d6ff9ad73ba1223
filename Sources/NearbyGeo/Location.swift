/// One delivered location, like a `CLLocation`: where, how well known, and how it was moving.
public struct Location: Sendable, Equatable {
    public var coordinate: Coordinate
    /// Radius of uncertainty, meters (the simulator reports a steady 5 m, as Xcode's does).
    public var horizontalAccuracy: Double
    /// Meters above the WGS84 ellipsoid; nil when unknown (no `<ele>` in the route, a key move).
    public var altitude: Double?
    /// Direction of travel, degrees clockwise from true north in [0, 360); nil when not moving.
    public var course: Double?
    /// Meters per second over the last step; nil when it cannot be known (no time elapsed).
    public var speed: Double?
    /// Seconds since 1970-01-01T00:00:00Z, from the simulator's clock.
    public var timestamp: Double

    public init(coordinate: Coordinate, horizontalAccuracy: Double = Location.simulatedAccuracy, altitude: Double? = nil,
                course: Double? = nil, speed: Double? = nil, timestamp: Double) {
        self.coordinate = coordinate
        self.horizontalAccuracy = horizontalAccuracy
        self.altitude = altitude
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    public static let simulatedAccuracy = 5.0
}
