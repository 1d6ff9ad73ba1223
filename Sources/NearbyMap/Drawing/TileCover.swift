import Glibc
import NearbyGeo

/// Which tiles a view needs: the zoom where one tile pixel (256 per tile, 4096 extent units) is
/// about one braille dot, and every tile at that zoom the pane touches, x wrapped across the
/// antimeridian. Pure, so the runtime asks for exactly what the frame will draw.
public struct TileCover: Sendable, Equatable {
    /// The zoom the view wants (may pass a source's maxzoom; the source then overzooms).
    public let zoom: Int
    public let keys: [TileKey]

    /// Tiles past this many at once mean the view is coarser than the zoom: go one zoom out.
    public static let maxTiles = 48
    /// Zooms past this add nothing a terminal can show.
    public static let maxZoom = 22

    public init(_ projection: MapProjection) {
        var zoom = Self.zoom(metersPerDot: projection.metersPerDot, latitude: projection.center.latitude)
        var keys = Self.keys(projection, zoom: zoom)
        while keys.count > Self.maxTiles, zoom > 0 {
            zoom -= 1
            keys = Self.keys(projection, zoom: zoom)
        }
        self.zoom = zoom
        self.keys = keys
    }

    /// The zoom whose tile pixels are closest to `metersPerDot` at `latitude`.
    public static func zoom(metersPerDot: Double, latitude: Double) -> Int {
        let circumference = 40_075_016.686
        let scale = max(0.01, cos(min(max(latitude, -85), 85) * .pi / 180))
        let z = log2(circumference * scale / (256 * max(metersPerDot, 1e-3)))
        guard z.isFinite else { return 0 }
        return min(max(Int(z.rounded()), 0), maxZoom)
    }

    /// The tiles at `zoom` under the pane, nearest the centre first (so a partial load shows the
    /// middle), found by unprojecting a grid of points over the pane and filling the box they span.
    static func keys(_ projection: MapProjection, zoom: Int) -> [TileKey] {
        let n = 1 << zoom
        let steps = 16
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        let centerWorldX = WebMercator.world(projection.center).x
        for i in 0...steps {
            for j in 0...steps {
                let x = Double(projection.dotWidth) * Double(i) / Double(steps)
                let y = Double(projection.dotHeight) * Double(j) / Double(steps)
                guard let c = projection.unproject(x: x, y: y) else { continue }
                var w = WebMercator.world(c)
                // Unwrap across the antimeridian: keep x within half a world of the centre.
                w.x -= (w.x - centerWorldX).rounded()
                minX = min(minX, w.x); maxX = max(maxX, w.x)
                minY = min(minY, w.y); maxY = max(maxY, w.y)
            }
        }
        // A pole inside the pane: the box reaches the edge of the square world.
        if projection.cell(of: Coordinate(latitude: 90, longitude: 0)) != nil { minY = 0; minX = -1; maxX = 2 }
        if projection.cell(of: Coordinate(latitude: -90, longitude: 0)) != nil { maxY = 1; minX = -1; maxX = 2 }
        guard minX.isFinite, minY.isFinite else { return [] }
        if maxX - minX >= 1 { minX = 0; maxX = 1 - 1e-12 }
        let x0 = Int((minX * Double(n)).rounded(.down)), x1 = Int((maxX * Double(n)).rounded(.down))
        let y0 = max(0, Int((minY * Double(n)).rounded(.down))), y1 = min(n - 1, Int((maxY * Double(n)).rounded(.down)))
        guard y0 <= y1 else { return [] }
        let cx = centerWorldX * Double(n), cy = WebMercator.world(projection.center).y * Double(n)
        var found: [(key: TileKey, distance: Double)] = []
        var seen = Set<TileKey>()
        for ty in y0...y1 {
            for tx in x0...max(x0, x1) {
                let key = TileKey(zoom: zoom, x: ((tx % n) + n) % n, y: ty)
                guard seen.insert(key).inserted else { continue }
                let dx = Double(tx) + 0.5 - cx, dy = Double(ty) + 0.5 - cy
                found.append((key, dx * dx + dy * dy))
            }
        }
        return found.sorted { $0.distance < $1.distance }.map(\.key)
    }
}
