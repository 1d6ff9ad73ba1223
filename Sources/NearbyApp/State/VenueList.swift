import NearbyFormats

/// The venue list: the rows read for the visible region, which one is selected, how far the
/// list is scrolled, and the name filter that narrows it.
public struct VenueList: Sendable, Equatable {
    public var rows: [VenueRow] = []
    /// False when the region holds more venues than `rows` (the list's title says "500+").
    public var complete = true
    /// All of the region's venues counted per cell, drawn instead of pins when the list is not complete.
    public var clusters: [VenueCluster] = []
    public var selection: VenueKey?
    /// First visible row of the list.
    public var scroll: Int = 0
    /// How many rows a reload asks for.
    public var limit: Int = 500
    /// The name filter typed after `/` (empty: no filter).
    public var filter = ""
    /// Whether keys are going into the filter line.
    public var editingFilter = false
    /// Whether any rows have been read yet (before that the list says it is loading).
    public var hasLoaded = false

    public init() {}

    /// Index of the selected row, if the selected venue is listed.
    public var selectedIndex: Int? {
        guard let selection else { return nil }
        return rows.firstIndex { $0.venue.key == selection }
    }
}
