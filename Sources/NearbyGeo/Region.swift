/// A rectangle of latitude/longitude around a center, built from a size in meters like
/// MKCoordinateRegionMakeWithDistance.
///
/// The region covers latitudes `center.latitude ± latitudeDelta / 2` (clamped to
/// [-90, 90]) and longitudes within `longitudeDelta / 2` of `center.longitude`
/// measured the short way round, i.e. across ±180 when needed.
///
/// Meters → degrees (``init(center:latitudinalMeters:longitudinalMeters:)``) uses the
/// WGS84 radii of curvature at the center latitude φ:
///
/// - `latitudeDelta  = latitudinalMeters  / (M(φ) · π/180)`, with the meridional radius
///   `M(φ) = a(1 − e²) / (1 − e² sin²φ)^(3/2)`;
/// - `longitudeDelta = longitudinalMeters / (N(φ) cos φ · π/180)`, with the prime-vertical
///   radius `N(φ) = a / (1 − e² sin²φ)^(1/2)`; `N(φ) cos φ` is the radius of the parallel.
///
/// So the east and west edges lie exactly `longitudinalMeters / 2` from the center
/// along the parallel, and the north and south edges lie `latitudinalMeters / 2` from
/// it along the meridian to first order (the locally linear scale at φ; the error is
/// under a meter for regions up to ~30 km tall). A point 1 m inside an edge, along the
/// meridian or parallel, is contained; 1 m outside it is not. At a pole (cos φ = 0),
/// and whenever the width reaches a full turn, `longitudeDelta` is 360.
///
/// Edge conventions (shared by ``contains(_:)`` and the range properties, which must
/// agree exactly because the SQL store queries with the ranges):
/// - Edges are inclusive.
/// - A region whose latitude span reaches ±90 includes the pole and therefore every
///   longitude; so does a region with `longitudeDelta >= 360`.
/// - A region whose longitude span reaches or passes ±180 is split into two ranges,
///   `[-180 ... east edge]` and `[west edge ... 180]`, so both spellings of the
///   antimeridian are covered.
/// - Negative or NaN deltas count as 0; latitudes are clamped to [-90, 90]; a
///   non-finite center coordinate counts as 0.
public struct Region: Sendable, Equatable {
    public var center: Coordinate
    /// Degrees, full height.
    public var latitudeDelta: Double
    /// Degrees, full width (may be >= 360, meaning all longitudes).
    public var longitudeDelta: Double

    public init(center: Coordinate, latitudeDelta: Double, longitudeDelta: Double) {
        self.center = center
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }

    /// A region `latitudinalMeters` tall (north–south) and `longitudinalMeters` wide
    /// (east–west) centered on `center`; see the type documentation for the exact definition.
    public init(center: Coordinate, latitudinalMeters: Double, longitudinalMeters: Double) {
        let phi = Region.clampLatitude(center.latitude)
        let (s, c) = Geodesic.sincosd(phi)
        let e2 = Geodesic.e2
        let w = 1 - e2 * s * s
        let primeVertical = Geodesic.semiMajor / w.squareRoot()                        // N(φ)
        let meridional = Geodesic.semiMajor * (1 - e2) / (w * w.squareRoot())          // M(φ)
        let metersPerDegreeLatitude = meridional * Geodesic.degree
        let metersPerDegreeLongitude = primeVertical * c * Geodesic.degree
        let latMeters = Region.nonNegative(latitudinalMeters)
        let lonMeters = Region.nonNegative(longitudinalMeters)

        self.center = center
        self.latitudeDelta = latMeters / metersPerDegreeLatitude
        if metersPerDegreeLongitude > 0 {
            self.longitudeDelta = min(360, lonMeters / metersPerDegreeLongitude)
        } else {
            self.longitudeDelta = 360
        }
    }

    /// Latitudes covered, clamped to -90...90.
    public var latitudeRange: ClosedRange<Double> {
        let b = latitudeBounds
        return b.lower...b.upper
    }

    /// Longitude ranges covered, each inside -180...180, in ascending order: one range,
    /// or two when the region reaches or crosses ±180; `[-180...180]` when the region
    /// includes a pole or is at least 360° wide.
    public var longitudeRanges: [ClosedRange<Double>] {
        switch longitudeBounds {
        case .all:
            return [-180...180]
        case let .single(lo, hi):
            return [lo...hi]
        case let .split(westHi, eastLo):
            return [-180...westHi, eastLo...180]
        }
    }

    /// Whether the latitude span reaches the north or south pole.
    public var includesPole: Bool {
        let b = latitudeBounds
        return b.upper == 90 || b.lower == -90
    }

    /// Whether `c` lies in the region. Agrees exactly with ``latitudeRange`` and
    /// ``longitudeRanges``; the longitude of `c` is first reduced to [-180, 180] if
    /// it lies outside.
    public func contains(_ c: Coordinate) -> Bool {
        let b = latitudeBounds
        guard c.latitude >= b.lower && c.latitude <= b.upper else { return false }
        var lon = c.longitude
        if !(lon >= -180 && lon <= 180) {
            lon = lon.remainder(dividingBy: 360)
            guard lon.isFinite else { return false }
        }
        switch longitudeBounds {
        case .all:
            return true
        case let .single(lo, hi):
            return lon >= lo && lon <= hi
        case let .split(westHi, eastLo):
            return (lon >= -180 && lon <= westHi) || (lon >= eastLo && lon <= 180)
        }
    }
}

extension Region {
    private enum LongitudeBounds {
        case all
        case single(Double, Double)
        /// `-180...westHi` and `eastLo...180`.
        case split(Double, Double)
    }

    private static func nonNegative(_ x: Double) -> Double {
        x.isNaN ? 0 : max(0, x)
    }

    private static func clampLatitude(_ x: Double) -> Double {
        x.isNaN ? 0 : min(90, max(-90, x))
    }

    /// Center longitude reduced to [-180, 180).
    private var normalizedCenterLongitude: Double {
        let x = center.longitude
        guard x.isFinite else { return 0 }
        let y = x.remainder(dividingBy: 360)
        return y == 180 ? -180 : y + 0
    }

    private var latitudeBounds: (lower: Double, upper: Double) {
        let lat = Region.clampLatitude(center.latitude)
        let half = Region.nonNegative(latitudeDelta) / 2
        return (max(-90, lat - half), min(90, lat + half))
    }

    private var longitudeBounds: LongitudeBounds {
        let width = Region.nonNegative(longitudeDelta)
        if includesPole || width >= 360 { return .all }
        let lon = normalizedCenterLongitude
        let half = width / 2
        let lo = lon - half, hi = lon + half
        if lo <= -180 { return .split(hi, lo + 360) }
        if hi >= 180 { return .split(hi - 360, lo) }
        return .single(lo, hi)
    }
}
