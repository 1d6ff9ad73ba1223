import NearbyGeo

/// A fetch held back by a rate limit: where it was asked for, and when the limit lifts.
public struct HeldFetch: Sendable, Equatable {
    public var location: Coordinate
    /// Unix seconds.
    public var until: Double
}
