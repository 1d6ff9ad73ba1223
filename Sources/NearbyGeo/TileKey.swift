import Glibc

/// A Web Mercator tile address (XYZ scheme, y down from the north), the unit the map's data comes in.
/// The core's own copy of the address: NearbyTiles' `TileID` sits behind C imports the core must not see.
public struct TileKey: Hashable, Sendable, CustomStringConvertible {
    public var zoom: Int
    public var x: Int
    public var y: Int

    public init(zoom: Int, x: Int, y: Int) {
        self.zoom = zoom
        self.x = x
        self.y = y
    }

    public var description: String { "\(zoom)/\(x)/\(y)" }

    /// The tile `levels` zooms up that holds this one (itself for 0).
    public func ancestor(levels: Int) -> TileKey {
        let up = max(0, min(levels, zoom))
        return TileKey(zoom: zoom - up, x: x >> up, y: y >> up)
    }

    /// Web Mercator's latitude limit (the world is a square).
    public static let maxLatitude = 85.05112877980659

    /// World position (0…1 across, 0…1 down) of a coordinate.
    public static func world(_ c: Coordinate) -> (x: Double, y: Double) {
        let lat = min(max(c.latitude, -maxLatitude), maxLatitude) * .pi / 180
        let x = (c.longitude + 180) / 360
        let y = (1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2
        return (x, y)
    }

    /// The coordinate at a world position (x may run past 0…1: longitudes then run past ±180,
    /// which the map's projection takes as they are).
    public static func coordinate(worldX x: Double, worldY y: Double) -> Coordinate {
        let n = Double.pi * (1 - 2 * y)
        return Coordinate(latitude: atan(sinh(n)) * 180 / .pi, longitude: x * 360 - 180)
    }
}
