#if canImport(Glibc)
import Glibc
#endif

/// Web Mercator (EPSG:3857) onto a pane of braille dots: 2 × 4 dots per cell, so a dot is about
/// square on a terminal whose cells are twice as tall as wide. The scale is chosen so the whole
/// region fits in the pane (like MKMapView's `regionThatFits`): the pane may show more than the
/// region along one axis, never less.
public struct MercatorProjection: Sendable {
    /// Latitude limit of Web Mercator.
    public static let maxLatitude = 85.05112878

    public let center: Coordinate
    /// Pane size in dots.
    public let dotWidth: Int
    public let dotHeight: Int
    /// Mercator units (radians of longitude) per dot.
    public let unitsPerDot: Double
    private let centerX: Double
    private let centerY: Double

    public init(region: Region, columns: Int, rows: Int) {
        center = region.center
        dotWidth = max(1, columns * 2)
        dotHeight = max(1, rows * 4)
        let lat = min(max(region.center.latitude, -Self.maxLatitude), Self.maxLatitude)
        centerX = region.center.longitude * .pi / 180
        centerY = Self.mercatorY(lat)
        // Span in Mercator units: longitude is linear; latitude through the projection of the edges.
        let spanX = min(region.longitudeDelta, 360) * .pi / 180
        let north = min(lat + region.latitudeDelta / 2, Self.maxLatitude)
        let south = max(lat - region.latitudeDelta / 2, -Self.maxLatitude)
        let spanY = Self.mercatorY(north) - Self.mercatorY(south)
        let perDot = max(spanX / Double(dotWidth), spanY / Double(dotHeight))
        unitsPerDot = perDot > 0 && perDot.isFinite ? perDot : 1e-9
    }

    static func mercatorY(_ latitude: Double) -> Double {
        let phi = min(max(latitude, -maxLatitude), maxLatitude) * .pi / 180
        return log(tan(.pi / 4 + phi / 2))
    }

    /// Position in dots (x right, y down; may fall outside the pane). Longitudes are taken
    /// relative to the center, so a pane across the antimeridian sees no jump.
    public func project(_ c: Coordinate) -> (x: Double, y: Double) {
        var dLon = (c.longitude - center.longitude).truncatingRemainder(dividingBy: 360)
        if dLon > 180 { dLon -= 360 } else if dLon <= -180 { dLon += 360 }
        let x = dLon * .pi / 180 / unitsPerDot + Double(dotWidth) / 2
        let y = (centerY - Self.mercatorY(c.latitude)) / unitsPerDot + Double(dotHeight) / 2
        return (x, y)
    }

    /// The cell (column, row) that contains a coordinate, or nil when it is outside the pane.
    public func cell(of c: Coordinate) -> (column: Int, row: Int)? {
        let p = project(c)
        guard p.x >= 0, p.y >= 0, p.x < Double(dotWidth), p.y < Double(dotHeight) else { return nil }
        return (Int(p.x) / 2, Int(p.y) / 4)
    }

    /// Ground meters per dot at the center latitude (for the scale bar).
    public var metersPerDot: Double {
        let lat = min(max(center.latitude, -Self.maxLatitude), Self.maxLatitude) * .pi / 180
        return unitsPerDot * 6_378_137 * cos(lat)
    }

    /// Whether the segment from `a` to `b` wraps around the world (its longitudes straddle the
    /// far side of the map); such a segment must not be drawn straight across the pane.
    public func wraps(_ a: Coordinate, _ b: Coordinate) -> Bool {
        abs(project(a).x - project(b).x) * unitsPerDot > .pi
    }
}
