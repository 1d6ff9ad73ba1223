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

    /// The limit `venue` breaks, if any.
    public static func violation(of venue: Venue) -> VenueRejection? {
        violation(provider: venue.provider, id: venue.id, name: venue.name, address: venue.address)
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
