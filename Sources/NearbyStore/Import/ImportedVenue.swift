import NearbyFormats

/// The rules every import format shares (NearbyFormats' `VenueRecord` holds them): which provider
/// an imported venue is stored under (the file's own, `osm` for OSM element ids like `node/123`,
/// else `import`), and what makes a row usable.
public enum ImportedVenue {
    /// Provider for imported rows whose file names none.
    public static let defaultProvider = "import"

    /// A venue from raw fields, or the reason the row must be skipped.
    static func make(position: String, provider: String?, id: String, name: String, address: String,
                     latitude: Double?, latitudeText: String, longitude: Double?, longitudeText: String,
                     details: VenueDetails = VenueDetails()) -> ImportItem
    {
        let record = VenueRecord(provider: provider, id: id, name: name, address: address, latitude: latitude,
                                 latitudeText: latitudeText, longitude: longitude, longitudeText: longitudeText,
                                 details: details)
        switch record.venue(fallbackProvider: defaultProvider) {
        case .success(let venue): return .venue(venue)
        case .failure(let rejection):
            return .skipped(ImportSkip(position: position, kind: rejection.kind, detail: rejection.detail))
        }
    }
}
