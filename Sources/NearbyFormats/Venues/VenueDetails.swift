/// What a venue's source says about it beyond name and place: its opening hours as the
/// `opening_hours` tag spells them, and the contact and amenity tags a café-goer asks about.
/// Every field is the raw text the source gave (OSM values such as `yes`, `limited`, `wlan`), or
/// nil when it said nothing; reading them is the job of whoever shows them.
public struct VenueDetails: Sendable, Hashable {
    /// An `opening_hours` value (OSM's syntax; Foursquare hours are converted to it).
    public var openingHours: String?
    public var phone: String?
    public var website: String?
    public var cuisine: String?
    /// OSM `internet_access` (`wlan`, `yes`, `no`, …).
    public var internetAccess: String?
    /// OSM `outdoor_seating` (`yes`, `no`).
    public var outdoorSeating: String?
    /// OSM `wheelchair` (`yes`, `limited`, `no`).
    public var wheelchair: String?
    /// OSM `power_supply` (`yes`, `no`).
    public var powerSupply: String?
    /// OSM `indoor_seating` (`yes`, `no`).
    public var indoorSeating: String?
    /// The socket types of the source's `socket:*` tags, `;`-separated, in the tags' sorted order
    /// (`schuko;usb_a` for `socket:schuko` and `socket:usb_a`); nil when it had none.
    public var sockets: String?

    public init(openingHours: String? = nil, phone: String? = nil, website: String? = nil, cuisine: String? = nil,
                internetAccess: String? = nil, outdoorSeating: String? = nil, wheelchair: String? = nil,
                powerSupply: String? = nil, indoorSeating: String? = nil, sockets: String? = nil) {
        self.openingHours = openingHours
        self.phone = phone
        self.website = website
        self.cuisine = cuisine
        self.internetAccess = internetAccess
        self.outdoorSeating = outdoorSeating
        self.wheelchair = wheelchair
        self.powerSupply = powerSupply
        self.indoorSeating = indoorSeating
        self.sockets = sockets
    }

    /// True when the source gave none of the fields.
    public var isEmpty: Bool { self == VenueDetails() }
}
