import NearbyFormats

/// What a reload says about opening hours besides its rows: where each venue's hours are read
/// (only the venues whose place differs from the home zone's) and, for an "open now" reload,
/// how many venues it looked at and the stretch of time its answer holds for.
public struct HoursLoad: Sendable {
    public var places: [VenueKey: HoursPlace]
    /// How many venues the filter looked at, and whether the region holds more (nil: no filter).
    public var openOf: (count: Int, more: Bool)?
    /// Unix seconds: the filtered rows are right from `valid.lowerBound` until the first
    /// venue looked at opens or closes.
    public var valid: Range<Double>

    public init(places: [VenueKey: HoursPlace] = [:], openOf: (count: Int, more: Bool)? = nil,
                valid: Range<Double> = -Double.infinity..<Double.infinity) {
        self.places = places
        self.openOf = openOf
        self.valid = valid
    }
}
