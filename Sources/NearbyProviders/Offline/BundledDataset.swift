import NearbyCore

/// The venues shipped in `Assets/` (OpenStreetMap cafés of central Helsinki), read from the
/// asset CSV (`id,name,address,lat,lon`).
public struct BundledDataset: Sendable {
    /// Provider name the bundled venues are stored under: they are OSM data, so an Overpass fetch
    /// of the same café updates the same row.
    public static let provider = "osm"

    public let venues: [Venue]
    /// The meta-table key that records the dataset was loaded into a database.
    public let marker: String

    public init(venues: [Venue], marker: String) {
        self.venues = venues
        self.marker = marker
    }

    /// Parses the asset CSV. A malformed file is an error naming the line; rows with unusable
    /// coordinates are an error too (the asset is ours, it must be right).
    public static func parse(_ text: String, marker: String = "bundled:helsinki-cafes:v1") throws(ProviderError) -> BundledDataset {
        var reader = CSVReader(text)
        do {
            guard let header = try reader.next() else { throw ProviderError.badData("the bundled dataset is empty") }
            let column = Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            guard let id = column["id"], let name = column["name"], let lat = column["lat"], let lon = column["lon"] else {
                throw ProviderError.badData("the bundled dataset lacks id, name, lat or lon columns")
            }
            let address = column["address"]
            var venues: [Venue] = []
            while let record = try reader.next() {
                if record.count == 1, record[0].isEmpty { continue }
                guard record.count == header.count, let la = Double(record[lat]), let lo = Double(record[lon]),
                      abs(la) <= 90, abs(lo) <= 180
                else { throw ProviderError.badData("bundled dataset line \(reader.line) is malformed") }
                venues.append(Venue(provider: provider, id: record[id], name: record[name],
                                    address: address.map { record[$0] } ?? "",
                                    coordinate: Coordinate(latitude: la, longitude: lo)))
            }
            return BundledDataset(venues: venues, marker: marker)
        } catch let error as ProviderError {
            throw error
        } catch {
            throw ProviderError.badData("bundled dataset: \(error)")
        }
    }
}
