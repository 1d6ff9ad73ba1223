import NearbyCore

/// The rules every import format shares: which provider an imported venue is stored under, and
/// what makes a row usable.
public enum ImportedVenue {
    /// Provider for imported rows whose file names none.
    public static let defaultProvider = "import"

    /// The provider to store a venue under. A file that names one (a `provider` CSV column, a
    /// `provider` GeoJSON property) wins. OpenStreetMap ids written `node/123`, `way/45` or
    /// `relation/6` (overpass-turbo exports, our bundled CSV) are stored as `osm`, like the
    /// bundled dataset, so importing a café it already has updates that row rather than
    /// duplicating it. Anything else is `import`.
    public static func provider(explicit: String?, id: String) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let slash = id.firstIndex(of: "/") {
            let kind = id[..<slash], number = id[id.index(after: slash)...]
            if ["node", "way", "relation"].contains(kind), !number.isEmpty, number.allSatisfy(\.isASCII),
               number.allSatisfy(\.isNumber) {
                return "osm"
            }
        }
        return defaultProvider
    }

    /// A venue from raw fields, or the reason the row must be skipped.
    static func make(position: String, provider: String?, id: String, name: String, address: String,
                     latitude: Double?, latitudeText: String, longitude: Double?, longitudeText: String)
        -> ImportItem
    {
        func skip(_ kind: String, _ detail: String = "") -> ImportItem {
            .skipped(ImportSkip(position: position, kind: kind, detail: detail))
        }
        guard !id.isEmpty else { return skip("missing id") }
        guard !name.isEmpty else { return skip("missing name", "id " + id) }
        guard let lat = latitude, lat.isFinite else { return skip("bad latitude", quoted(latitudeText)) }
        guard let lon = longitude, lon.isFinite else { return skip("bad longitude", quoted(longitudeText)) }
        guard (-90...90).contains(lat) else { return skip("latitude out of range", quoted(latitudeText)) }
        guard (-180...180).contains(lon) else { return skip("longitude out of range", quoted(longitudeText)) }
        return .venue(Venue(provider: Self.provider(explicit: provider, id: id), id: id, name: name,
                            address: address, coordinate: Coordinate(latitude: lat, longitude: lon)))
    }

    /// A field for a message: quoted, and cut short when long.
    static func quoted(_ text: String) -> String {
        let short = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\"" + short + "\""
    }
}
