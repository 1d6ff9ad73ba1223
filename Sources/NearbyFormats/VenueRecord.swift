import NearbyGeo

/// A venue as a file spells it, before it is checked: the one mapping from raw fields to a
/// `Venue` that every reader shares (CSV and GeoJSON imports, the bundled dataset).
public struct VenueRecord: Sendable {
    /// The provider the file names, if any (a `provider` column or property).
    public var provider: String?
    public var id: String
    public var name: String
    public var address: String
    public var latitude: Double?
    public var longitude: Double?
    /// The coordinates as written, for a message when they are unusable.
    public var latitudeText: String
    public var longitudeText: String
    /// Hours, contact and amenities, as the file spells them (empty fields are absent).
    public var details: VenueDetails

    public init(provider: String?, id: String, name: String, address: String, latitude: Double?, latitudeText: String,
                longitude: Double?, longitudeText: String, details: VenueDetails = VenueDetails()) {
        self.provider = provider
        self.id = id
        self.name = name
        self.address = address
        self.latitude = latitude
        self.latitudeText = latitudeText
        self.longitude = longitude
        self.longitudeText = longitudeText
        self.details = details
    }

    /// The provider a venue is stored under: the one the file names wins; OSM element ids
    /// (`node/123`) are OpenStreetMap's, like the bundled dataset, so importing a café it already
    /// has updates that row rather than duplicating it; anything else gets `fallback`.
    public static func provider(explicit: String?, id: String, fallback: String) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        return OpenStreetMap.isElementID(id) ? OpenStreetMap.provider : fallback
    }

    /// The venue, or why the record cannot be one.
    public func venue(fallbackProvider: String) -> Result<Venue, VenueRejection> {
        func reject(_ kind: String, _ detail: String = "") -> Result<Venue, VenueRejection> {
            .failure(VenueRejection(kind: kind, detail: detail))
        }
        guard !id.isEmpty else { return reject("missing id") }
        guard !name.isEmpty else { return reject("missing name", "id " + (id.unicodeScalars.count > 40 ? Self.quoted(id) : id)) }
        guard let lat = latitude, lat.isFinite else { return reject("bad latitude", Self.quoted(latitudeText)) }
        guard let lon = longitude, lon.isFinite else { return reject("bad longitude", Self.quoted(longitudeText)) }
        guard (-90...90).contains(lat) else { return reject("latitude out of range", Self.quoted(latitudeText)) }
        guard (-180...180).contains(lon) else { return reject("longitude out of range", Self.quoted(longitudeText)) }
        let venue = Venue(provider: Self.provider(explicit: provider, id: id, fallback: fallbackProvider), id: id,
                          name: name, address: address, coordinate: Coordinate(latitude: lat, longitude: lon),
                          details: details)
        if let violation = VenueLimits.violation(of: venue) { return .failure(violation) }
        return .success(venue)
    }

    /// A field for a message: quoted, and cut short when long.
    public static func quoted(_ text: String) -> String {
        let short = text.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…" : text
        return "\"" + short + "\""
    }
}
