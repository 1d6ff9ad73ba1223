#if canImport(Glibc)
import Glibc
#endif
import NearbyFormats
import NearbyGeo
import NearbyText

/// The Web Mercator tiles of one zoom that cover a geodesic circle: the tiles a `tiles` fetch
/// reads. The cover is a superset (a lat/lon box around the circle); the provider keeps only
/// the venues within the radius, measured on the ellipsoid.
package struct RadiusTiles {
    let center: Coordinate
    let zoom: Int
    /// The tile columns (wrapped across the antimeridian) and rows of the cover.
    let columns: [Int]
    let rows: ClosedRange<Int>?

    /// Every tile of `zoom` that may hold a point within `radius` meters of `center`.
    /// The box is taken on a sphere with 1% to spare, more than the sphere's distances ever
    /// differ from the ellipsoid's (at most 0.6%), so no point within the radius is missed.
    package init(center: Coordinate, radius: Double, zoom: Int) {
        self.center = center
        self.zoom = zoom
        let n = 1 << zoom
        let angle = radius * 1.01 / 6_371_008.8 // the circle's angular radius, in radians
        let lat = center.latitude * .pi / 180
        let south = center.latitude - angle * 180 / .pi
        let north = center.latitude + angle * 180 / .pi
        // A circle around a pole (or one so wide that it wraps) spans every longitude.
        if north >= 90 || south <= -90 || sin(angle) >= cos(lat) {
            columns = Array(0..<n)
        } else {
            let halfWidth = asin(sin(angle) / cos(lat)) * 180 / .pi
            // Unwrapped columns (negative or past n across the antimeridian), then wrapped.
            let first = Int((WebMercator.worldX(longitude: center.longitude - halfWidth) * Double(n)).rounded(.down))
            let last = Int((WebMercator.worldX(longitude: center.longitude + halfWidth) * Double(n)).rounded(.down))
            columns = last - first + 1 >= n ? Array(0..<n) : (first...last).map { (($0 % n) + n) % n }
        }
        // Tiles hold nothing beyond Web Mercator's limit: a cap wholly past it has no rows.
        let top = min(north, WebMercator.maxLatitude), bottom = max(south, -WebMercator.maxLatitude)
        rows = top > bottom ? Self.row(top, n: n)...Self.row(bottom, n: n) : nil
    }

    /// How many tiles the cover holds.
    package var count: Int { columns.count * (rows?.count ?? 0) }

    /// The tiles, nearest to the centre first (the order to read them in).
    package func nearestFirst() -> [TileKey] {
        guard let rows else { return [] }
        var cover: [(id: TileKey, distance: Double)] = []
        cover.reserveCapacity(count)
        for y in rows {
            for x in columns {
                let id = TileKey(zoom: zoom, x: x, y: y)
                cover.append((id, Geodesic.distance(center, Self.coordinate(of: id, x: 0.5, y: 0.5))))
            }
        }
        return cover.sorted { $0.distance < $1.distance }.map(\.id)
    }

    /// The tile row holding `latitude` (clamped to Web Mercator's limit, so any latitude gives
    /// a row of the grid).
    static func row(_ latitude: Double, n: Int) -> Int {
        let y = WebMercator.worldY(latitude: latitude)
        return min(n - 1, max(0, Int((y * Double(n)).rounded(.down))))
    }

    /// A point of tile `id` given as fractions of the tile (0...1 from its west and north
    /// edges): the inverse Web Mercator, exact up to floating point.
    package static func coordinate(of id: TileKey, x: Double, y: Double) -> Coordinate {
        let n = Double(1 << id.zoom)
        var c = WebMercator.coordinate(worldX: (Double(id.x) + x) / n, worldY: (Double(id.y) + y) / n)
        // A point in a tile's buffer past the antimeridian belongs to the other side.
        if c.longitude > 180 { c.longitude -= 360 } else if c.longitude < -180 { c.longitude += 360 }
        return c
    }
}
