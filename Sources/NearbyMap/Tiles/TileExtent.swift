import NearbyGeo

/// The zooms and the area a tile source holds tiles for (TileJSON's `minzoom`, `maxzoom` and
/// `bounds`, an archive's metadata): the map never asks outside them, overzooms past the
/// deepest zoom and draws deeper tiles scaled down above the shallowest.
public struct TileExtent: Sendable, Equatable {
    public var minZoom: Int
    public var maxZoom: Int
    /// West, south, east, north in degrees (west past east: across the antimeridian); nil: the world.
    public var bounds: [Double]?

    public init(minZoom: Int = 0, maxZoom: Int, bounds: [Double]? = nil) {
        self.minZoom = max(0, min(minZoom, maxZoom))
        self.maxZoom = max(0, maxZoom)
        self.bounds = bounds.flatMap { $0.count == 4 && $0.allSatisfy(\.isFinite) && $0[1] <= $0[3] ? $0 : nil }
    }

    /// Whether the source may hold `key`: within its zooms and touching its bounds.
    public func holds(_ key: TileKey) -> Bool {
        guard (minZoom...maxZoom).contains(key.zoom) else { return false }
        guard let bounds else { return true }
        let n = Double(1 << key.zoom)
        let west = Double(key.x) / n * 360 - 180, east = Double(key.x + 1) / n * 360 - 180
        let north = WebMercator.coordinate(worldX: 0, worldY: Double(key.y) / n).latitude
        let south = WebMercator.coordinate(worldX: 0, worldY: Double(key.y + 1) / n).latitude
        guard south <= bounds[3], north >= bounds[1] else { return false }
        if bounds[0] <= bounds[2] { return west <= bounds[2] && east >= bounds[0] }
        return east >= bounds[0] || west <= bounds[2]
    }
}
