import Foundation
// PLACEHOLDER (spherical) until the ellipsoidal implementation lands.
public struct GeodesicLine: Sendable { public var distance: Double; public var initialAzimuth: Double; public var finalAzimuth: Double }
public enum Geodesic {
    static let r = 6_371_008.8
    public static func inverse(_ a: Coordinate, _ b: Coordinate) -> GeodesicLine {
        let p1 = a.latitude * .pi / 180, p2 = b.latitude * .pi / 180
        let dl = (b.longitude - a.longitude) * .pi / 180
        let h = pow(sin((p2 - p1) / 2), 2) + cos(p1) * cos(p2) * pow(sin(dl / 2), 2)
        let d = 2 * r * asin(min(1, sqrt(h)))
        let az = atan2(sin(dl) * cos(p2), cos(p1) * sin(p2) - sin(p1) * cos(p2) * cos(dl)) * 180 / .pi
        return GeodesicLine(distance: d, initialAzimuth: az, finalAzimuth: az)
    }
    public static func distance(_ a: Coordinate, _ b: Coordinate) -> Double { inverse(a, b).distance }
    public static func destination(from s: Coordinate, azimuth: Double, distance: Double) -> Coordinate {
        let d = distance / r, t = azimuth * .pi / 180
        let p1 = s.latitude * .pi / 180, l1 = s.longitude * .pi / 180
        let p2 = asin(sin(p1) * cos(d) + cos(p1) * sin(d) * cos(t))
        let l2 = l1 + atan2(sin(t) * sin(d) * cos(p1), cos(d) - sin(p1) * sin(p2))
        var lon = l2 * 180 / .pi
        lon = (lon + 540).truncatingRemainder(dividingBy: 360) - 180
        return Coordinate(latitude: p2 * 180 / .pi, longitude: lon)
    }
}
