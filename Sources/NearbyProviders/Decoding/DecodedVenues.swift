import NearbyFormats

/// What a decoder made of a response: the usable venues, and each skipped element with its
/// position in the response and why it was skipped.
public struct DecodedVenues: Sendable {
    public var venues: [Venue]
    public var skipped: [(index: Int, reason: String)]

    public init(venues: [Venue] = [], skipped: [(index: Int, reason: String)] = []) {
        self.venues = venues
        self.skipped = skipped
    }
}

/// Why one element of a response did not become a venue.
public struct SkipReason: Error, Sendable, Equatable {
    public let reason: String
    init(_ reason: String) { self.reason = reason }
}
