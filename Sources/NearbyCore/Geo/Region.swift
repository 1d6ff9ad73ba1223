import Foundation
// PLACEHOLDER until the ellipsoidal implementation lands.
public struct Region: Sendable, Equatable {
    public var center: Coordinate
    public var latitudeDelta: Double
    public var longitudeDelta: Double
    public init(center: Coordinate, latitudeDelta: Double, longitudeDelta: Double) {
        self.center = center; self.latitudeDelta = latitudeDelta; self.longitudeDelta = longitudeDelta
    }
    public init(center: Coordinate, latitudinalMeters: Double, longitudinalMeters: Double) {
        let m = 111_132.0
        self.init(center: center, latitudeDelta: latitudinalMeters / m,
                  longitudeDelta: min(360, longitudinalMeters / (m * max(1e-9, cos(center.latitude * .pi / 180)))))
    }
    public var latitudeRange: ClosedRange<Double> {
        max(-90, center.latitude - latitudeDelta / 2)...min(90, center.latitude + latitudeDelta / 2)
    }
    public var includesPole: Bool { center.latitude + latitudeDelta / 2 >= 90 || center.latitude - latitudeDelta / 2 <= -90 }
    public var longitudeRanges: [ClosedRange<Double>] {
        if includesPole || longitudeDelta >= 360 { return [-180...180] }
        let lo = center.longitude - longitudeDelta / 2, hi = center.longitude + longitudeDelta / 2
        if lo < -180 { return [(lo + 360)...180, -180...hi] }
        if hi > 180 { return [lo...180, -180...(hi - 360)] }
        return [lo...hi]
    }
    public func contains(_ c: Coordinate) -> Bool {
        latitudeRange.contains(c.latitude) && longitudeRanges.contains { $0.contains(c.longitude) }
    }
}
