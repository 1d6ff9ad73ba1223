import NearbyFormats

/// What is drawn over the panes and takes keys first.
public struct Overlays: Sendable, Equatable {
    /// Whether the help overlay is shown.
    public var help = false
    /// The `L` picker's highlighted preset while it is open.
    public var presetPicker: Int?
    /// The venue the `i` details overlay shows while it is open.
    public var details: VenueRow?
    /// When the store last fetched that venue, once it said (Unix seconds).
    public var detailsFetchedAt: Double?

    public init() {}
}
