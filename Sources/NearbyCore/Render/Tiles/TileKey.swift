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
}
