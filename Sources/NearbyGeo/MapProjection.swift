#if canImport(Glibc)
import Glibc
#endif

/// The map pane's projection: azimuthal equidistant, centred on the view, onto a pane of braille
/// dots (2 × 4 dots per cell, so a dot is about square on a terminal whose cells are twice as
/// tall as wide). `span` meters fit the pane along its shorter side (like MKMapView's
/// `regionThatFits`: the pane may show more, never less).
///
/// Why not Web Mercator: it cannot reach the poles (MapKit stops at ±85°) and its scale grows as
/// 1/cos(latitude), so at 89.9°N a 500 m view would mix a 10× scale error into pins, lines and
/// the scale bar. An azimuthal equidistant projection centred on the view has no singular
/// latitude: every point keeps its true distance and direction from the centre, at the equator,
/// at 89.9° and on the pole itself. Across a city-sized pane (up to ~50 km) its distortion at the
/// edges is below 1e-5, far under a dot, so streets look exactly as in Web Mercator. At world
/// spans it shows the whole globe as a disk around the centre (the antipode on its rim), which
/// keeps pins, the scale bar and panning consistent where Web Mercator would tear at the poles.
///
/// The ellipsoid enters through the radii of curvature at the centre: east–west offsets are
/// scaled by the prime-vertical radius N(φ) and north–south ones by the meridional radius M(φ),
/// so near the centre a pin lands where the WGS84 geodesic puts it (to ~1e-5 of its distance;
/// on the whole globe the disk is flattened by at most 0.7%).
///
/// Tile geometry from another projection (Web Mercator vector tiles) is drawn by unprojecting it
/// to coordinates and projecting those with ``project(_:)``.
/// Equal projections are made of the same centre, size, scale and heading (all else in one is
/// derived from these), so a drawing memo can key on one.
public struct MapProjection: Sendable, Equatable {
    public let center: Coordinate
    /// Pane size in dots.
    public let dotWidth: Int
    public let dotHeight: Int
    /// Ground meters per dot (the scale bar's scale, true along every line through the centre).
    public let metersPerDot: Double
    /// The azimuth that points up on screen: 0 (north up) or 180 (south up, after panning over a pole).
    public let heading: Double
    private let sinLat0: Double, cosLat0: Double
    private let eastRadius: Double, northRadius: Double
    /// -1 when the map is turned half round (south up).
    private let turn: Double

    /// A pane of `columns` × `rows` cells showing at least `span` × `span` meters around `center`.
    public init(center: Coordinate, span: Double, columns: Int, rows: Int, heading: Double = 0) {
        let lat = center.latitude.isFinite ? min(max(center.latitude, -90), 90) : 0
        let lon = center.longitude.isFinite ? center.longitude : 0
        self.center = Coordinate(latitude: lat, longitude: lon)
        dotWidth = max(1, columns * 2)
        dotHeight = max(1, rows * 4)
        self.heading = heading
        turn = cos(heading * .pi / 180) < 0 ? -1 : 1
        let (s, c) = Geodesic.sincosd(lat)
        sinLat0 = s
        cosLat0 = c
        let w = 1 - Geodesic.e2 * s * s
        eastRadius = Geodesic.semiMajor / w.squareRoot()
        northRadius = Geodesic.semiMajor * (1 - Geodesic.e2) / (w * w.squareRoot())
        let meters = span.isFinite && span > 0 ? span : 1
        let perDot = max(meters / Double(dotWidth), meters / Double(dotHeight))
        metersPerDot = perDot > 0 && perDot.isFinite ? perDot : 1
    }

    /// The pane showing `region`: its latitudinal size in meters is the span.
    public init(region: Region, columns: Int, rows: Int, heading: Double = 0) {
        let (s, _) = Geodesic.sincosd(min(max(region.center.latitude.isFinite ? region.center.latitude : 0, -90), 90))
        let w = 1 - Geodesic.e2 * s * s
        let meridional = Geodesic.semiMajor * (1 - Geodesic.e2) / (w * w.squareRoot())
        let span = max(0, region.latitudeDelta) * meridional * Geodesic.degree
        self.init(center: region.center, span: span, columns: columns, rows: rows, heading: heading)
    }

    /// Offsets from the centre in meters on the ground (x east, y north, before the heading).
    /// Spherical azimuthal equidistant in its atan2 form, stable for points a millimetre away
    /// and for the antipode (which, having no direction, goes to the rim straight down).
    private func groundOffset(_ c: Coordinate, sinLat: Double, cosLat: Double) -> (x: Double, y: Double) {
        let dLon = (c.longitude - center.longitude) * (.pi / 180)
        let sinLon = sin(dLon), cosLon = cos(dLon)
        let east = cosLat * sinLon
        let north = cosLat0 * sinLat - sinLat0 * cosLat * cosLon
        let cosDistance = sinLat0 * sinLat + cosLat0 * cosLat * cosLon
        let sinDistance = (east * east + north * north).squareRoot()
        let angle = atan2(sinDistance, cosDistance)
        guard sinDistance > 0 else { return angle > 1 ? (0, -.pi * northRadius) : (0, 0) }
        let k = angle / sinDistance
        return (east * k * eastRadius, north * k * northRadius)
    }

    /// Position in dots (x right, y down; may fall outside the pane).
    public func project(_ c: Coordinate) -> (x: Double, y: Double) {
        let trig = Self.latitudeSinCos(c.latitude)
        return project(c, sinLat: trig.sin, cosLat: trig.cos)
    }

    /// ``project(_:)`` of a point whose latitude's sine and cosine are known (see
    /// ``latitudeSinCos(_:)``): a map keeps them for its points from frame to frame, as the view
    /// moves; ``project(_:)`` is this with them computed.
    public func project(_ c: Coordinate, sinLat: Double, cosLat: Double) -> (x: Double, y: Double) {
        let g = groundOffset(c, sinLat: sinLat, cosLat: cosLat)
        return (turn * g.x / metersPerDot + Double(dotWidth) / 2, -turn * g.y / metersPerDot + Double(dotHeight) / 2)
    }

    /// The sine and cosine of a latitude as ``project(_:sinLat:cosLat:)`` takes them.
    public static func latitudeSinCos(_ latitude: Double) -> (sin: Double, cos: Double) {
        // Plain sin/cos of radians: this runs for every point of every line in every frame,
        // and their error (1e-16) is far below a dot.
        let lat = latitude * (.pi / 180)
        return (sin(lat), cos(lat))
    }

    /// The coordinate at a position in dots, or nil when it lies beyond the antipode (outside
    /// the disk of the whole globe) or is not finite. The inverse of ``project(_:)``.
    public func unproject(x: Double, y: Double) -> Coordinate? {
        let east = turn * (x - Double(dotWidth) / 2) * metersPerDot / eastRadius
        let north = -turn * (y - Double(dotHeight) / 2) * metersPerDot / northRadius
        let angle = (east * east + north * north).squareRoot()
        guard angle.isFinite, angle <= .pi else { return nil }
        guard angle > 0 else { return center }
        // The point as a unit vector: x towards the centre, y east, z north (atan2 keeps full
        // precision next to the poles, where asin would not).
        let sinAngle = sin(angle), cosAngle = cos(angle)
        let n = north / angle * sinAngle, e = east / angle * sinAngle
        let px = cosAngle * cosLat0 - n * sinLat0, pz = cosAngle * sinLat0 + n * cosLat0
        let latitude = atan2(pz, (px * px + e * e).squareRoot()) * 180 / .pi
        let dLon = atan2(e, px) * 180 / .pi
        var longitude = (center.longitude + dLon).remainder(dividingBy: 360)
        if longitude == -180 { longitude = 180 }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The cell (column, row) that contains a coordinate, or nil when it is outside the pane.
    public func cell(of c: Coordinate) -> (column: Int, row: Int)? {
        let p = project(c)
        guard p.x >= 0, p.y >= 0, p.x < Double(dotWidth), p.y < Double(dotHeight) else { return nil }
        return (Int(p.x) / 2, Int(p.y) / 4)
    }

    /// Whether the segment between two projected points tears across the map: near the
    /// antipode, where the projection's rim is, two close points can land on opposite sides of
    /// the disk. Such a segment is longer on screen than a quarter of the globe and must not be
    /// drawn straight. Takes points already projected, so each is projected once per frame.
    public func wraps(_ p: (x: Double, y: Double), _ q: (x: Double, y: Double)) -> Bool {
        let dx = q.x - p.x, dy = q.y - p.y
        // Nearly every segment is a few dots: |dx| + |dy| is at least its length, and half the
        // bound leaves rounding no say, so no square root is taken for it.
        if (abs(dx) + abs(dy)) * metersPerDot < .pi / 4 * northRadius { return false }
        return (dx * dx + dy * dy).squareRoot() * metersPerDot > .pi / 2 * northRadius
    }
}
