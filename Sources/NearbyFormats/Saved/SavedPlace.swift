import NearbyGeo

/// A place the user kept: a copy of its venue's last known name, address, position and
/// details, with the user's note. It outlives the venue (a refetch, a re-import, a provider
/// that no longer returns it); places read from a GPX, GeoJSON or KML file that name no
/// venue have the provider `SavedPlace.ownProvider`.
public struct SavedPlace: Sendable, Hashable {
    /// The saved row's own number (INTEGER PRIMARY KEY): what `nearby saved note ID` takes;
    /// 0 for a place not stored yet (read from a file).
    public var number: Int
    /// The venue it was saved from (provider, id); imported points get provider "saved".
    public var key: VenueKey
    public var name: String
    public var address: String
    public var coordinate: Coordinate
    public var details: VenueDetails
    /// The user's note, empty when none.
    public var note: String
    /// When it was saved, Unix seconds (0 in a place read from a file that did not say).
    public var savedAt: Int

    /// The provider of places that came from a file and name no venue.
    public static let ownProvider = "saved"
    /// The longest note kept: a page of text, not a file.
    public static let noteLimit = 10_000

    public init(number: Int = 0, key: VenueKey, name: String, address: String = "", coordinate: Coordinate,
                details: VenueDetails = VenueDetails(), note: String = "", savedAt: Int = 0) {
        self.number = number
        self.key = key
        self.name = name
        self.address = address
        self.coordinate = coordinate
        self.details = details
        self.note = note
        self.savedAt = savedAt
    }

    /// A place saved from `venue` now, with no note.
    public init(venue: Venue, savedAt: Int) {
        self.init(key: venue.key, name: venue.name, address: venue.address, coordinate: venue.coordinate,
                  details: venue.details, savedAt: savedAt)
    }

    /// True when the place was saved from a venue (not a bare point from a file).
    public var isVenue: Bool { key.provider != Self.ownProvider }

    /// The place as a venue, for the list and the map.
    public var venue: Venue {
        Venue(provider: key.provider, id: key.id, name: name, address: address, coordinate: coordinate, details: details)
    }
}
