import NearbyCLI
import NearbyFormats
import NearbyStore
import NearbyText
import NearbyTileFormats

/// `nearby saved import FILE`: a GPX, GeoJSON, KML or KMZ file's places into the saved places,
/// all or none, without adding a place already saved.
extension SavedCommand {
    static func importFile(_ path: String, into store: VenueStore) throws {
        let (places, name) = try readPlaces(path)
        let summary = try store.importSaved(places, now: Platform.unixTime())
        var line = "saved places from \(name): \(summary.added) added, \(summary.alreadySaved) already saved"
        if summary.rejected > 0 { line += ", \(summary.rejected) refused (a name, address or id too long)" }
        try StandardOutput.write(line + "\n")
    }

    /// The places of the file at `path` (`-`: standard input), and how messages name it.
    static func readPlaces(_ path: String) throws -> (places: [SavedPlace], name: String) {
        let input = try InputFile(path: path)
        let limit = SavedFileLimits.bytes
        if input.size > limit {
            throw RuntimeFailure("\(input.name) is \(input.size >> 20) MiB; a saved-places file may be at most \(limit >> 20) MiB")
        }
        var bytes: [UInt8] = []
        var buffer: [UInt8] = []
        while true {
            let n = try input.read(into: &buffer, count: 1 << 20)
            if n == 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
            if bytes.count > limit { throw RuntimeFailure("\(input.name) is larger than \(limit >> 20) MiB, the most a saved-places file may be") }
        }
        guard let format = SavedFileFormat.sniff(Array(bytes.prefix(4096)), path: path) else {
            throw RuntimeFailure("cannot tell the format of \(input.name): saved import reads GPX, GeoJSON, KML and KMZ files")
        }
        do {
            if format == .kmz { bytes = try kml(fromKMZ: bytes) }
            return (try SavedFileFormat.read(bytes, as: format), input.name)
        } catch let error as SavedFileError {
            throw RuntimeFailure("cannot read \(input.name) as \(format.rawValue.uppercased()): \(error)")
        }
    }

    /// A KMZ's KML: its `doc.kml`, else its first `.kml` entry.
    static func kml(fromKMZ bytes: [UInt8]) throws -> [UInt8] {
        do {
            let zip = try ZipArchive(bytes: bytes)
            let kmls = zip.entries.filter { $0.name.lowercased().hasSuffix(".kml") }
            guard let entry = kmls.first(where: { $0.name.lowercased() == "doc.kml" }) ?? kmls.first else {
                throw SavedFileError("the KMZ holds no .kml file")
            }
            return try zip.contents(of: entry, limit: SavedFileLimits.bytes)
        } catch let error as ZipArchive.ZipError {
            throw SavedFileError(error.description)
        }
    }
}
