import NearbyFormats
import NearbyTileFormats

extension FuzzTargets {
    /// Saved-places files: GPX, KML and GeoJSON, and a KMZ's zip. Every place read must be on
    /// the globe, and writing what was read (its texts within the store's limits) must read again.
    static let saved: [String: @Sendable ([UInt8]) -> Void] = [
        "saved": { bytes in
            for format in [SavedFileFormat.gpx, .kml, .geojson] {
                guard let places = try? SavedFileFormat.read(bytes, as: format) else { continue }
                for place in places {
                    precondition(abs(place.coordinate.latitude) <= 90 && abs(place.coordinate.longitude) <= 180, "a place off the globe")
                }
                let written: [UInt8]
                switch format {
                case .gpx: written = Array(SavedGPX.write(places).utf8)
                case .geojson: written = Array(SavedGeoJSON.write(places).utf8)
                default: written = Array(SavedKML.write(places).utf8)
                }
                // Texts within the store's limits (a JSON string may grow sixfold escaped, past the reader's cap).
                guard places.allSatisfy({ $0.name.utf8.count + $0.note.utf8.count + $0.address.utf8.count < 20_000 }) else { continue }
                let again = try? SavedFileFormat.read(written, as: format)
                precondition(again?.count == places.count, "what was written does not read again")
            }
        },
        "zip": { bytes in
            guard let archive = try? ZipArchive(bytes: bytes) else { return }
            for entry in archive.entries.prefix(16) {
                if let contents = try? archive.contents(of: entry, limit: 1 << 20) {
                    precondition(contents.count <= 1 << 20, "an entry past the limit")
                }
            }
        },
    ]
}
