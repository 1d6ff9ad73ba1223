import NearbyFormats
import NearbyGeo

/// What the gpsd reader thread says, posted on the bus as `Event.gpsd`: its connection, each
/// TPV report, and what it read but could not use.
public enum GPSDReport: Sendable, Equatable {
    /// Connected to gpsd at `address` and asked it to watch.
    case connected(address: String)
    /// A TPV fix (mode 2 or 3), read at `at` (Unix seconds).
    case fix(GPSDFix, at: Double)
    /// A TPV report without a fix (mode 0 or 1).
    case noFix(mode: Int)
    /// gpsd could not be reached or went away; the reader tries again in `retryIn` seconds.
    case unreachable(reason: String, retryIn: Double)
    /// A line that was not a usable report, and why (only logged).
    case ignored(reason: String)
}

extension GPSDFix {
    /// The fix as a delivered location would carry it (accuracy `-1` when gpsd gave none, as
    /// CoreLocation marks an unknown one).
    public func location(at time: Double) -> Location {
        Location(coordinate: Coordinate(latitude: latitude, longitude: longitude), horizontalAccuracy: accuracy ?? -1,
                 altitude: altitude, course: course, speed: speed, timestamp: time)
    }
}
