import NearbyGeo

/// What part of the world the map shows, and how the terminal is divided to show it.
public struct Viewport: Sendable, Equatable {
    /// Terminal size in cells.
    public var width: Int
    public var height: Int
    /// Share of the body rows given to the map pane.
    public var mapShare: Double = 0.5
    /// Center of the visible region.
    public var center: Coordinate
    /// The azimuth that points up on the map: 0, or 180 after panning over a pole (see `Update.pan`).
    public var heading: Double = 0
    /// Edge of the visible square region, meters.
    public var span: Double

    /// The visible region: a `span` × `span` meter square around the map's center.
    public var region: Region {
        Region(center: center, latitudinalMeters: span, longitudinalMeters: span)
    }

    public var layout: Layout { Layout(width: width, height: height, mapShare: mapShare) }
}
