import NearbyGeo

/// What the status bar knows of gpsd (`--gpsd`): whether the location follows it, and how the
/// link stands. Only update changes it, from `GPSDReport`s and keys.
public struct GPSStatus: Sendable, Equatable {
    /// How the connection to gpsd stands.
    public enum Link: Sendable, Equatable {
        /// Not connected yet.
        case connecting
        /// Connected; no report with a fix yet.
        case waiting
        /// The last report had a fix, this good (meters; nil: gpsd did not say).
        case fix(accuracy: Double?)
        /// Connected, but the reports since the last fix have none.
        case lost
        /// gpsd cannot be reached or went away; the reader is retrying.
        case unreachable
    }

    public var link = Link.connecting
    /// True while fixes move the location; a moving key turns it off (simulation), `l` on again.
    public var following = true
    /// The next fix while following is delivered whatever the distance filter says: the first
    /// one, and the first after coming back to GPS, replace a position from another source.
    public var firstFix = true
    /// The last fix, and when it came (Unix seconds).
    public var lastFix: Location?

    public init() {}

    /// Whether the position shown is an old fix: gpsd is followed but has no fix now.
    public var isStale: Bool {
        guard following, lastFix != nil else { return false }
        switch link {
        case .lost, .unreachable, .connecting, .waiting: return true
        case .fix: return false
        }
    }
}
