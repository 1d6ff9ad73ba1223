#if canImport(Glibc)
import Glibc
#endif
import NearbyCLI
import NearbyFormats
import NearbyOSM
import NearbyProviders
import NearbyStore
import NearbyText

/// `nearby import FILE [--format F] [--strict]`: venues from a file into the database, in
/// batches; progress on stderr when it is a terminal; the summary on stdout. OpenStreetMap
/// extracts (cafés and a walking graph, in one transaction) go their own way: ImportCommand+Extract.
enum ImportCommand {
    /// The formats import can read: the store's own (CSV, GeoJSON) and the providers' decoders
    /// for saved Overpass and Foursquare responses, streamed element by element, so a file
    /// imports exactly as a fetch would whatever its size.
    static var registry: ImportFormatRegistry {
        var registry = ImportFormatRegistry.standard
        registry.register(.streamedJSON(
            name: "overpass", recognizes: Sniff.isOverpass, paths: [["elements"]], keep: ["remark"],
            // Every named element: the file's query already chose what to fetch.
            item: { importItem(OverpassDecoder.venue(element: $0.value), position: "element \($0.position)") },
            problem: { outline in
                guard outline.complete else { return nil }
                let problem = OverpassDecoder.problem(remark: outline.kept["remark"],
                                                      elements: outline.found.isEmpty ? nil : outline.elements)
                return problem.map { "\($0)" }
            }))
        registry.register(.streamedJSON(
            name: "foursquare", recognizes: Sniff.isFoursquare, paths: FoursquareDecoder.venuePaths,
            keep: ["meta", "message"],
            item: { importItem(FoursquareDecoder.venue(element: $0.value, path: $0.path), position: "venue \($0.position)") },
            problem: { outline in
                guard outline.complete, outline.found.isEmpty else { return nil }
                return "\(FoursquareDecoder.problem(meta: outline.kept["meta"], message: outline.kept["message"]))"
            }))
        // Recognised so standard input or a pipe holding an extract is named, not guessed wrong:
        // an extract is read in three passes, from a file (ImportCommand+Extract).
        registry.register(ImportFormat(name: "osm", recognizes: { OSMSniff.format(of: $0) != nil }) { input throws(ImportError) in
            throw .cannotRead(path: input.name, reason: "an OpenStreetMap extract is read in three passes, so import needs it as a file")
        })
        return registry
    }

    /// A provider decoder's verdict on one element in import's terms.
    static func importItem(_ result: Result<Venue, SkipReason>, position: String) -> ImportItem {
        switch result {
        case .success(let venue): return .venue(venue)
        case .failure(let skip): return .skipped(ImportSkip(position: position, kind: skip.reason))
        }
    }

    static func run(_ options: Options) throws {
        guard let path = options.importFile else { throw UsageError("import needs a FILE to read (- for standard input)") }
        if isExtract(path: path, format: options.importFormat) { return try runExtract(path: path, options: options) }
        let (format, decoder) = try registry.open(path: path, format: options.importFormat)
        let file = path == "-" ? "standard input" : TerminalSafe.quoted(path)
        let store = try VenueStore(path: try Setup.databasePath(options))
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
    static func writeProgress(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
