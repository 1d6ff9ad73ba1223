import NearbyText

/// CoreLocation's `distanceFilter`: a location is delivered only when it is at least `meters`
/// from the last delivered one (the first is always delivered).
public struct DistanceFilter: Sendable, Equatable {
    public var meters: Double
    /// Five 10 m steps east are not quite 50 m from the start along the geodesic (the steps bend
    /// with the parallel; the chord is shorter by nanometers), so moves are judged to the
    /// millimetre, as a phone's GPS never could be finer.
    public static let tolerance = 0.001

    public init(meters: Double) { self.meters = meters }

    /// Nil when `next` is to be delivered; otherwise how far it is from the last delivery.
    public func heldBack(_ next: Coordinate, after last: Coordinate?) -> HeldBackMove? {
        guard let last else { return nil }
        let distance = Geodesic.distance(last, next)
        guard distance < meters - Self.tolerance else { return nil }
        return HeldBackMove(meters: distance, filter: meters)
    }
}
