#if canImport(Glibc)
import Glibc
#endif
import NearbyCLI
import NearbyCore
import NearbyProviders
import NearbyStore

/// `nearby import FILE [--format F] [--strict]`: venues from a file into the database, in
/// batches; progress on stderr when it is a terminal; the summary on stdout.
enum ImportCommand {
    /// The formats import can read: the store's own (CSV, GeoJSON) and the providers' decoders
    /// for saved Overpass and Foursquare responses, so a file imports exactly as a fetch would.
    static var registry: ImportFormatRegistry {
        var registry = ImportFormatRegistry.standard
        registry.register(.wholeDocument(name: "overpass", recognizes: Sniff.isOverpass) { data in
            // Every named element: the file's query already chose what to fetch.
            importable(try OverpassDecoder.decode([UInt8](data)), noun: "element")
        })
        registry.register(.wholeDocument(name: "foursquare", recognizes: Sniff.isFoursquare) { data in
            importable(try FoursquareDecoder.decode([UInt8](data)), noun: "venue")
        })
        return registry
    }

    /// A provider decoder's result in import's terms (positions are 1-based, like line numbers).
    static func importable(_ decoded: DecodedVenues, noun: String) -> (venues: [Venue], skipped: [ImportSkip]) {
        (decoded.venues, decoded.skipped.map { ImportSkip(position: "\(noun) \($0.index + 1)", kind: $0.reason) })
    }

    static func run(_ options: Options) throws {
        guard let file = options.importFile else { throw UsageError("import needs a FILE to read") }
        let (format, decoder) = try registry.open(path: file, format: options.importFormat)
        let store = try VenueStore(path: try databasePath(options))
        let importer = VenueImporter(store: store, strict: options.strict, now: Platform.unixTime())
        let showProgress = isatty(2) == 1
        let summary = importer.run(decoder) { progress in
            guard showProgress else { return }
            var line = "\rimporting \(file): \(progress.rows) rows"
            if progress.bytesTotal > 0 { line += ", \(progress.bytesDone * 100 / progress.bytesTotal)%" }
            writeProgress(line + "\u{1B}[K")
        }
        if showProgress { writeProgress("\r\u{1B}[K") }
        // The rows are committed whatever happens to stdout; an import failure outranks a write error.
        var writeError: RuntimeFailure?
        do { try StandardOutput.write(summary.report(file: file, format: format)) } catch { writeError = error }
        if let failure = summary.failure {
            let kept = summary.inserted + summary.updated
            throw RuntimeFailure("import of \(file) stopped: \(failure)" + (kept > 0 ? "; the \(kept) rows before it were kept" : ""))
        }
        if summary.rejectedAsStrict {
            throw RuntimeFailure("import of \(file) committed nothing: --strict and \(summary.skipped) bad row(s)")
        }
        if let writeError { throw writeError }
    }

    /// A progress line on stderr (no newline: the next one overwrites it).
    private static func writeProgress(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// `--db`, else the default path (its folder created as needed).
    private static func databasePath(_ options: Options) throws -> String {
        if let path = options.databasePath { return path }
        guard Platform.makeDirectories(Paths.dataDirectory) else {
            throw RuntimeFailure("cannot create the data directory \(Paths.dataDirectory)")
        }
        return Paths.defaultDatabase
    }
}
