#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo

/// A point as a unit vector from the Earth's centre (on the sphere): the chord between two is
/// three multiplications, so the nearest-place search ranks candidates cheaply and measures only
/// the few closest on the ellipsoid.
struct UnitVector: Sendable {
    var x: Double, y: Double, z: Double

    init(_ c: Coordinate) {
        let lat = c.latitude * .pi / 180, lon = c.longitude * .pi / 180
        x = cos(lat) * cos(lon)
        y = cos(lat) * sin(lon)
        z = sin(lat)
    }

    /// The squared chord to `other` (0…4).
    func chordSquared(_ other: UnitVector) -> Double {
        let dx = x - other.x, dy = y - other.y, dz = z - other.z
        return dx * dx + dy * dy + dz * dz
    }

    /// Meters along the sphere (mean radius) for a squared chord.
    static func meters(chordSquared: Double) -> Double {
        2 * 6_371_008.8 * asin(min(1, chordSquared.squareRoot() / 2))
    }
}
