import NearbyGeo

/// A place from a provider. `(provider, id)` identifies it across fetches.
public struct Venue: Sendable, Hashable {
    public var provider: String
    public var id: String
    public var name: String
    public var address: String
    public var coordinate: Coordinate
    /// Hours, contact and amenities, as far as the source gave them.
    public var details: VenueDetails

    public init(provider: String, id: String, name: String, address: String, coordinate: Coordinate,
                details: VenueDetails = VenueDetails()) {
        self.provider = provider
        self.id = id
        self.name = name
        self.address = address
        self.coordinate = coordinate
        self.details = details
    }

    /// The key the store and the selection use.
    public var key: VenueKey { VenueKey(provider: provider, id: id) }
}

/// The identity of a venue: its provider and the provider's id.
public struct VenueKey: Sendable, Hashable {
    public var provider: String
    public var id: String

    public init(provider: String, id: String) {
        self.provider = provider
        self.id = id
    }
}

/// A venue as the list shows it: with its distance from the user.
public struct VenueRow: Sendable, Hashable {
    public var venue: Venue
    public var distance: Double
    public init(venue: Venue, distance: Double) {
        self.venue = venue
        self.distance = distance
    }
}
