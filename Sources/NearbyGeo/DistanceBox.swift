#if canImport(Glibc)
import Glibc
#endif

/// A latitude/longitude box that holds every point within `radius` meters (ellipsoidal distance)
/// of `center`, for searching an R*Tree outwards from a point.
///
/// Why it is safe: in geodetic coordinates the ellipsoid's line element is
/// `ds² = M(φ)² dφ² + (N(φ) cos φ)² dλ²`, and `M(φ) ≥ a(1 − e²)`, `N(φ) ≥ a`. So every path is
/// at least as long as the same path on a sphere of radius `a(1 − e²)` (``minimumRadius``): a
/// point within `radius` on the ellipsoid is within the angle `radius / minimumRadius` on that
/// sphere, whose bounding box is the classic one (latitude ± the angle; longitude ± asin(sin θ /
/// cos φ), or every longitude when the cap reaches a pole). The same argument with
/// `M, N ≤ a / √(1 − e²)` (``maximumRadius``) bounds the distance from above.
public struct DistanceBox: Sendable, Equatable {
    public var latitudes: ClosedRange<Double>
    /// One range, two when the box crosses ±180, or `-180...180`.
    public var longitudes: [ClosedRange<Double>]

    /// The smallest radius of curvature of WGS84: the meridional one at the equator.
    public static let minimumRadius = Geodesic.semiMajor * (1 - Geodesic.e2)
    /// The largest: both radii at a pole.
    public static let maximumRadius = Geodesic.semiMajor / (1 - Geodesic.e2).squareRoot()

    public init(center: Coordinate, radius: Double) {
        // A relative margin for the rounding of the trigonometry below.
        let theta = max(0, radius) / Self.minimumRadius * (1 + 1e-9) + 1e-12
        let phi = min(90, max(-90, center.latitude.isFinite ? center.latitude : 0))
        let thetaDegrees = theta * 180 / .pi
        let south = phi - thetaDegrees, north = phi + thetaDegrees
        latitudes = max(-90, south)...min(90, north)
        let cosPhi = cos(phi * .pi / 180)
        guard theta < .pi / 2, north < 90, south > -90, sin(theta) < cosPhi else {
            longitudes = [-180...180]
            return
        }
        let half = asin(sin(theta) / cosPhi) * 180 / .pi * (1 + 1e-9) + 1e-9
        var lon = center.longitude.isFinite ? center.longitude.remainder(dividingBy: 360) : 0
        if lon == 180 { lon = -180 }
        let west = lon - half, east = lon + half
        if west < -180 {
            longitudes = [-180...east, (west + 360)...180]
        } else if east > 180 {
            longitudes = [-180...(east - 360), west...180]
        } else {
            longitudes = [west...east]
        }
    }

    /// The parts of `region` inside the box, as latitude × longitude rectangles (none when they
    /// do not meet).
    public func intersection(with region: Region) -> [(latitudes: ClosedRange<Double>, longitudes: ClosedRange<Double>)] {
        let regionLatitudes = region.latitudeRange
        guard regionLatitudes.overlaps(latitudes) else { return [] }
        let lats = regionLatitudes.clamped(to: latitudes)
        var parts: [(latitudes: ClosedRange<Double>, longitudes: ClosedRange<Double>)] = []
        for a in region.longitudeRanges {
            for b in longitudes where a.overlaps(b) { parts.append((lats, a.clamped(to: b))) }
        }
        return parts
    }

    /// Whether the whole of `region` lies inside the box.
    public func covers(_ region: Region) -> Bool {
        let regionLatitudes = region.latitudeRange
        guard latitudes.lowerBound <= regionLatitudes.lowerBound, latitudes.upperBound >= regionLatitudes.upperBound
        else { return false }
        return region.longitudeRanges.allSatisfy { a in
            longitudes.contains { b in b.lowerBound <= a.lowerBound && b.upperBound >= a.upperBound }
        }
    }

    /// The central angle between two points taken as points of a sphere (haversine), radians.
    /// `minimumRadius × angle ≤ ellipsoidal distance ≤ maximumRadius × angle`.
    public static func angle(_ a: Coordinate, _ b: Coordinate) -> Double {
        let phi1 = a.latitude * .pi / 180, phi2 = b.latitude * .pi / 180
        let dPhi = phi2 - phi1, dLambda = (b.longitude - a.longitude) * .pi / 180
        let s1 = sin(dPhi / 2), s2 = sin(dLambda / 2)
        let h = min(1, max(0, s1 * s1 + cos(phi1) * cos(phi2) * s2 * s2))
        return 2 * asin(h.squareRoot())
    }
}
