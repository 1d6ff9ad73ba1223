/// The formats `nearby saved` writes and `nearby saved import` reads, told from a file's first
/// bytes (its name only when they say nothing).
public enum SavedFileFormat: String, Sendable, CaseIterable {
    case gpx, geojson, kml, kmz

    /// The format of a file starting with `head` (its first few KB) named `path`: a zip is KMZ,
    /// `{` GeoJSON, XML by its root element; else by the extension; nil when neither tells.
    public static func sniff(_ head: [UInt8], path: String) -> SavedFileFormat? {
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) { return .kmz }
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if first == UInt8(ascii: "{") { return .geojson }
        if first == UInt8(ascii: "<") {
            var scanner = XMLScanner()
            scanner.feed(bytes)
            while let token = try? scanner.next() {
                guard case .open(let name, _, _, _) = token else { continue }
                switch name {
                case "gpx": return .gpx
                case "kml": return .kml
                default: return nil
                }
            }
        }
        let lower = path.lowercased()
        return allCases.first { lower.hasSuffix("." + $0.rawValue) } ?? (lower.hasSuffix(".json") ? .geojson : nil)
    }

    /// Reads the places of a GPX, GeoJSON or KML file's bytes (KMZ: unzip first, in the caller).
    public static func read(_ bytes: [UInt8], as format: SavedFileFormat) throws(SavedFileError) -> [SavedPlace] {
        switch format {
        case .geojson: return try SavedGeoJSON.read(bytes)
        case .gpx: return try SavedGPX.read(String(decoding: bytes, as: UTF8.self))
        case .kml, .kmz: return try SavedKML.read(String(decoding: bytes, as: UTF8.self))
        }
    }
}
