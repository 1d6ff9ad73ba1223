/// A move the distance filter did not deliver, as the simulator reports it: how far the position
/// is from the last delivered location, and how far it must be. The status bar shows "30 m of 50".
public struct HeldBackMove: Sendable, Equatable {
    /// Meters from the last delivered location, along the geodesic.
    public var meters: Double
    /// The filter's distance, meters.
    public var filter: Double
}
