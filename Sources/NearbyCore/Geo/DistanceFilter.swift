/// CoreLocation's `distanceFilter`: a location is delivered only when it is at least `meters`
/// from the last delivered one (the first is always delivered).
public struct DistanceFilter: Sendable, Equatable {
    public var meters: Double
    /// Five 10 m steps east are not quite 50 m from the start along the geodesic (the steps bend
    /// with the parallel; the chord is shorter by nanometers), so moves are judged to the
    /// millimetre, as a phone's GPS never could be finer.
    public static let tolerance = 0.001

    public init(meters: Double) { self.meters = meters }

    public func shouldDeliver(_ next: Coordinate, after last: Coordinate?) -> Bool {
        guard let last else { return true }
        return Geodesic.distance(last, next) >= meters - Self.tolerance
    }
}
