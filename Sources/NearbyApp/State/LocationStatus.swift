import NearbyGeo

/// What the location simulator last reported, as the screen shows it. The simulator owns the
/// position and the distance filter; this is only a copy of its reports.
public struct LocationStatus: Sendable, Equatable {
    /// The simulated position of the user.
    public var user: Coordinate
    /// How far the simulator's distance filter holds the position back from the last delivery
    /// (nil right after a delivery).
    public var heldBack: HeldBackMove?
    /// Whether a GPX route is loaded, and whether it is playing.
    public var hasRoute = false
    public var routePlaying = false
    /// The gazetteer's place nearest the user (nil: none known), for "near Espoo, FI".
    public var near: LocalPlace?
    /// Which place a shared `--near` name was taken for ("Portland, Oregon, US — 2 more: …"),
    /// until you leave it.
    public var notice: String?
    /// gpsd's link and whether the location follows it (nil: no `--gpsd`, simulation only).
    public var gps: GPSStatus?

    public init(user: Coordinate) {
        self.user = user
    }
}
