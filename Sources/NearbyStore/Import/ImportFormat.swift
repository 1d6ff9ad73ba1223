import NearbyFormats
import NearbyText

/// One import file format: its name (as `--format` spells it), how to recognise it from the
/// start of a file, and how to open a decoder over an input (nil while import cannot read it yet).
public struct ImportFormat: Sendable {
    public let name: String
    public let recognizes: @Sendable (_ prefix: [UInt8]) -> Bool
    public let open: (@Sendable (_ input: InputFile) throws(ImportError) -> any VenueDecoder)?

    public init(name: String, recognizes: @escaping @Sendable ([UInt8]) -> Bool,
                open: (@Sendable (InputFile) throws(ImportError) -> any VenueDecoder)?) {
        self.name = name
        self.recognizes = recognizes
        self.open = open
    }

    /// A format whose decoder reads a whole document at once: `decode` gets the input's bytes
    /// and returns its venues and the elements it skipped. The document is held in memory; the
    /// rows are still committed in batches. (JSON formats stream instead: `streamedJSON`.)
    public static func wholeDocument(
        name: String, recognizes: @escaping @Sendable ([UInt8]) -> Bool,
        decode: @escaping @Sendable ([UInt8]) throws -> (venues: [Venue], skipped: [ImportSkip])
    ) -> ImportFormat {
        ImportFormat(name: name, recognizes: recognizes) { input throws(ImportError) in
            let bytes = try input.readAll()
            do {
                let result = try decode(bytes)
                return BufferedVenueDecoder(venues: result.venues, skipped: result.skipped)
            } catch let error as ImportError {
                throw error
            } catch {
                throw .malformed(format: name, reason: "\(error)")
            }
        }
    }

    /// A JSON format read one element at a time (see `JSONImportDecoder`): the elements of the
    /// arrays at `paths` become rows through `item`; `problem` says why the document is unusable
    /// (from the top-level members named in `keep`), or nil.
    public static func streamedJSON(
        name: String, recognizes: @escaping @Sendable ([UInt8]) -> Bool,
        paths: [[JSONElementStream.Step]], keep: Set<String> = [],
        item: @escaping @Sendable (JSONElementStream.Element) -> ImportItem,
        problem: @escaping @Sendable (JSONImportDecoder.Outline) -> String?
    ) -> ImportFormat {
        ImportFormat(name: name, recognizes: recognizes) { input throws(ImportError) in
            try JSONImportDecoder(input: input, format: name, paths: paths, keep: keep, item: item, problem: problem)
        }
    }

    public static let csv = ImportFormat(name: "csv", recognizes: Sniff.isVenueCSV) { input throws(ImportError) in
        try CSVVenueDecoder(input: input)
    }

    public static let geojson = ImportFormat.streamedJSON(
        name: "geojson", recognizes: Sniff.isGeoJSON, paths: [["features"]], keep: ["type"],
        item: { GeoJSONVenueDecoder.item($0.value, position: "feature \($0.position)") },
        problem: GeoJSONVenueDecoder.problem)

    /// Recognised, so a guess names it, but not readable until its decoder is registered.
    public static let overpass = ImportFormat(name: "overpass", recognizes: Sniff.isOverpass, open: nil)
    public static let foursquare = ImportFormat(name: "foursquare", recognizes: Sniff.isFoursquare, open: nil)
}

/// Guessing a format from the first bytes of a file. JSON shapes are told apart by the keys
/// their top level carries; a CSV by its header row.
public enum Sniff {
    /// The text of the prefix without a byte-order mark and leading white space.
    static func text(_ prefix: [UInt8]) -> Substring {
        var text = Substring(String(decoding: prefix, as: UTF8.self))
        if text.first == "\u{FEFF}" { text = text.dropFirst() }
        return text.drop { $0.isWhitespace }
    }

    static func isJSON(_ prefix: [UInt8]) -> Bool { text(prefix).first == "{" }

    public static func isGeoJSON(_ prefix: [UInt8]) -> Bool {
        isJSON(prefix) && text(prefix).contains("\"FeatureCollection\"")
    }

    public static func isOverpass(_ prefix: [UInt8]) -> Bool {
        isJSON(prefix) && text(prefix).contains("\"elements\"")
    }

    /// v2 (`response.venues`), v3 and the 2025 Places API (`results`).
    public static func isFoursquare(_ prefix: [UInt8]) -> Bool {
        let text = text(prefix)
        return isJSON(prefix) && (text.contains("\"response\"") || text.contains("\"results\""))
    }

    /// A header row naming id, name and a latitude and longitude column.
    public static func isVenueCSV(_ prefix: [UInt8]) -> Bool {
        let text = text(prefix)
        guard text.first != "{", text.first != "[" else { return false }
        let header = text.prefix { !$0.isNewline }
        let names = Set(header.split(separator: ",").map(headerName))
        return names.contains("id") && names.contains("name")
            && !names.isDisjoint(with: ["lat", "latitude"]) && !names.isDisjoint(with: ["lon", "lng", "longitude"])
    }

    /// A header field without surrounding blanks and quotes, lower-cased.
    private static func headerName(_ field: Substring) -> String {
        let padding: Set<Character> = [" ", "\t", "\""]
        var name = field.drop { padding.contains($0) }
        while let last = name.last, padding.contains(last) { name = name.dropLast() }
        return name.lowercased()
    }
}
