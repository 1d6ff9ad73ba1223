import NearbyFormats

/// What a reload says about the facets besides its rows: the filter it was read with and, when
/// it had one, how many venues the list would hold without it (the title's "of 35").
public struct FacetLoad: Sendable, Equatable {
    /// The facets the rows were read with (empty: none).
    public var filter: FacetFilter
    /// The region's venues matching the name filter but not the facets, up to the reload's
    /// limit (nil: no facet filter).
    public var unfiltered: Int?
    /// Whether the region holds more of them than `unfiltered` ("of 500+").
    public var unfilteredMore: Bool

    public init(filter: FacetFilter = FacetFilter(), unfiltered: Int? = nil, unfilteredMore: Bool = false) {
        self.filter = filter
        self.unfiltered = unfiltered
        self.unfilteredMore = unfilteredMore
    }

    /// The facets, as the log names them: "wifi,power" ("" for none).
    public var names: String { filter.conditions.map(\.facet.rawValue).joined(separator: ",") }
}
