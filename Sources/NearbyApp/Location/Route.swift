import NearbyFormats
import NearbyGeo
import NearbyText

/// A GPX route prepared for playback: each point's offset in route time, and the geodesic legs
/// between consecutive points, so a position at any moment is interpolated along the ellipsoid.
public struct Route: Sendable {
    public let points: [GPXPoint]
    /// Seconds from the first point at which each point is reached, at speed 1.
    public let offsets: [Double]
    /// True when the file's own timestamps set the pace; false when walking at `walkingSpeed`.
    public let isTimed: Bool
    let legs: [GeodesicLine]

    /// Meters per second used for routes without timestamps (an unhurried walk).
    public static let walkingSpeed = 1.4

    /// Nil when there are no points.
    public init?(_ points: [GPXPoint]) {
        guard !points.isEmpty else { return nil }
        self.points = points
        legs = zip(points, points.dropFirst()).map { Geodesic.inverse($0.coordinate, $1.coordinate) }
        let times = points.compactMap(\.time)
        // Timestamps are used only when every point has one and they never go back.
        let timed = times.count == points.count && zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
            && (times.last ?? 0) > (times.first ?? 0)
        isTimed = timed
        if timed, let first = times.first {
            offsets = times.map { $0 - first }
        } else {
            var total = 0.0
            offsets = [0] + legs.map { leg in
                total += leg.distance / Self.walkingSpeed
                return total
            }
        }
    }

    public init?(_ document: GPXDocument) { self.init(document.playablePoints) }

    /// Route time from the first to the last point, seconds at speed 1.
    public var duration: Double { offsets.last ?? 0 }

    /// Length along the geodesics, meters.
    public var length: Double { legs.reduce(0) { $0 + $1.distance } }

    /// Where the route is `offset` seconds after its start (clamped to its ends), and the
    /// elevation there when the points have one.
    public func position(at offset: Double) -> (coordinate: Coordinate, elevation: Double?) {
        guard let last = points.last else { return (Coordinate(latitude: 0, longitude: 0), nil) }
        guard offset > 0 else { return (points[0].coordinate, points[0].elevation) }
        guard offset < duration else { return (last.coordinate, last.elevation) }
        // The last point reached: offsets[leg] <= offset < offsets[leg + 1].
        var low = 0, high = offsets.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if offsets[mid] <= offset { low = mid } else { high = mid }
        }
        let span = offsets[low + 1] - offsets[low]
        let fraction = span > 0 ? (offset - offsets[low]) / span : 1
        let leg = legs[low]
        let coordinate = Geodesic.destination(from: points[low].coordinate, azimuth: leg.initialAzimuth,
                                              distance: leg.distance * fraction)
        var elevation: Double?
        if let a = points[low].elevation, let b = points[low + 1].elevation { elevation = a + (b - a) * fraction }
        return (coordinate, elevation)
    }
}
