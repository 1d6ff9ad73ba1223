#if canImport(Glibc)
import Glibc
#endif
import NearbyFormats
import NearbyGeo
import NearbyText

/// The tiles covering a circle around a point at a range of zooms, nearest the centre first at
/// each zoom (lowest zoom first, so an interrupted download still has a usable overview).
public struct TileArea: Sendable, Equatable {
    public var centre: Coordinate
    public var radiusKilometres: Double
    public var zooms: ClosedRange<Int>

    public init(centre: Coordinate, radiusKilometres: Double, zooms: ClosedRange<Int>) {
        self.centre = centre
        self.radiusKilometres = radiusKilometres
        self.zooms = zooms
    }

    /// Fractional tile coordinates of a point at `zoom`.
    public static func tilePoint(latitude: Double, longitude: Double, zoom: Int) -> (x: Double, y: Double) {
        let n = Double(1 << zoom)
        return (WebMercator.worldX(longitude: longitude) * n, WebMercator.worldY(latitude: latitude) * n)
    }

    /// The bounding box of the circle: west, south, east, north (degrees, latitude clamped).
    public var bounds: [Double] {
        let dLat = radiusKilometres / 111.32
        let dLon = radiusKilometres / (111.32 * max(0.01, cos(centre.latitude * .pi / 180)))
        return [max(-180, centre.longitude - dLon), WebMercator.clamped(latitude: centre.latitude - dLat),
                min(180, centre.longitude + dLon), WebMercator.clamped(latitude: centre.latitude + dLat)]
    }

    /// How many tiles `tiles()` would list, without listing them.
    public var count: Int {
        zooms.reduce(0) { total, zoom in
            let (columns, rows) = range(zoom: zoom)
            return total + columns.count * rows.count
        }
    }

    /// Every tile of the area, in the order of `walk` (for a small area: a plan is streamed).
    public func tiles() -> [TileKey] { Array(walk) }

    /// The columns and rows of the area at `zoom` (a rectangle of the tile grid).
    func range(zoom: Int) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let box = bounds
        let last = (1 << zoom) - 1
        let northWest = Self.tilePoint(latitude: box[3], longitude: box[0], zoom: zoom)
        let southEast = Self.tilePoint(latitude: box[1], longitude: box[2], zoom: zoom)
        func clamp(_ value: Double) -> Int { min(last, max(0, Int(value.rounded(.down)))) }
        return (clamp(northWest.x)...clamp(southEast.x), clamp(northWest.y)...clamp(southEast.y))
    }
}
