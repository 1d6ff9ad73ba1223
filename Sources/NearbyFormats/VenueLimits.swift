/// How long a venue's text may be, wherever it comes from (an import file, a provider, the
/// bundled dataset). The store enforces them on every write; decoders check them too, to say
/// which row broke them. Lengths count Unicode scalars, so no combining-mark pile-up slips by.
public enum VenueLimits {
    /// OpenStreetMap's limit for a tag value: no real venue name is longer.
    public static let name = 255
    /// Street, house number, postcode and city, with room to spare.
    public static let address = 500
    public static let id = 255
    public static let provider = 64
    /// Each detail (`opening_hours`, phone, website, …): OSM allows 255 characters a tag; room
    /// for long hand-written hours and tracking-laden URLs, but no megabyte tag gets stored.
    public static let detail = 2000

    /// The limit `venue` breaks, if any.
    public static func violation(of venue: Venue) -> VenueRejection? {
        violation(provider: venue.provider, id: venue.id, name: venue.name, address: venue.address)
            ?? (venue.details.isEmpty ? nil : violation(of: venue.details))
    }

    /// The first detail longer than `detail`, named as its column is.
    static func violation(of details: VenueDetails) -> VenueRejection? {
        for (column, value) in details.columns {
            guard let value, value.utf8.count > detail else { continue }
            let length = value.unicodeScalars.count
            if length > detail {
                return VenueRejection(kind: "\(column) too long", detail: "\(length) characters, the limit is \(detail)")
            }
        }
        return nil
    }

    static func violation(provider: String, id: String, name: String, address: String) -> VenueRejection? {
        for (what, text, limit) in [("id", id, Self.id), ("name", name, Self.name), ("address", address, Self.address),
                                    ("provider", provider, Self.provider)] {
            // utf8.count is O(1) for native strings: most texts never need the scalar count.
            guard text.utf8.count > limit else { continue }
            let length = text.unicodeScalars.count
            if length > limit {
                return VenueRejection(kind: "\(what) too long",
                                      detail: "\(length) characters, the limit is \(limit)")
            }
        }
        return nil
    }
}
