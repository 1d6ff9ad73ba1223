import NearbyFormats
import NearbyHTTP

/// The venues shipped in `Assets/` (OpenStreetMap cafés of central Helsinki), read from the
/// asset CSV through the same reader and mapping as `nearby import` (CSVReader, CSVVenueTable).
public struct BundledDataset: Sendable {
    /// Provider name the bundled venues are stored under: they are OSM data, so an Overpass fetch
    /// of the same café updates the same row.
    public static let provider = OpenStreetMap.provider

    public let venues: [Venue]
    /// The dataset's name in the store's meta table.
    public let name: String
    /// Which version of the asset this is: a hash of its bytes, so a rebuilt asset is loaded
    /// again (adding the venues it gained) without anyone remembering to bump a number.
    public let version: String

    public init(venues: [Venue], name: String, version: String) {
        self.venues = venues
        self.name = name
        self.version = version
    }

    /// Parses the asset CSV. A malformed file is an error naming the line; so is any row that
    /// is not a usable venue (the asset is ours, it must be right).
    public static func parse(_ text: String, name: String = "helsinki-cafes") throws(ProviderError) -> BundledDataset {
        let bytes = Array(text.utf8)
        var reader = CSVReader(bytes: bytes)
        do {
            guard let header = try reader.next() else { throw ProviderError.badData("the bundled dataset is empty") }
            let table = try CSVVenueTable(header: header)
            var venues: [Venue] = []
            var fields: [String] = []
            while try reader.next(into: &fields) {
                if CSVVenueTable.isBlank(fields) { continue }
                switch table.venue(fields, fallbackProvider: provider) {
                case .success(let venue) where reader.oversizedField == nil:
                    venues.append(venue)
                case .success:
                    throw ProviderError.badData("bundled dataset line \(reader.line) is malformed: a field is too long")
                case .failure(let rejection):
                    throw ProviderError.badData("bundled dataset line \(reader.line) is malformed: \(rejection.kind)"
                                                + (rejection.detail.isEmpty ? "" : " (\(rejection.detail))"))
                }
            }
            return BundledDataset(venues: venues, name: name, version: fingerprint(bytes))
        } catch let error as ProviderError {
            throw error
        } catch let error as CSVReader.Failure {
            throw ProviderError.badData("bundled dataset " + (error.position.map { $0 + ": " } ?? "") + error.description)
        } catch {
            throw ProviderError.badData("bundled dataset: \(error)")
        }
    }

    /// FNV-1a, 64 bits, as hex: stable across runs and platforms (unlike `Hasher`); a bundled
    /// asset's version (the dataset's, the bundled extract's).
    public static func fingerprint(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "fnv1a64:" + String(hash, radix: 16)
    }
}
