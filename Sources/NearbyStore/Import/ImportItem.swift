import NearbyFormats

/// One record a decoder read from an import file: a venue to store, or a row it had to skip.
public enum ImportItem: Sendable {
    case venue(Venue)
    case skipped(ImportSkip)
}

/// A row that was not imported, where it was and why.
public struct ImportSkip: Sendable, Equatable, CustomStringConvertible {
    /// Where in the file: "line 12" (CSV, the line the record starts on) or "feature 3" (JSON).
    public var position: String
    /// A short category the summary counts by: "bad latitude", "not a Point"…
    public var kind: String
    /// The specifics for this row, shown after the kind.
    public var detail: String

    public init(position: String, kind: String, detail: String = "") {
        self.position = position
        self.kind = kind
        self.detail = detail
    }

    public var description: String { position + ": " + kind + (detail.isEmpty ? "" : " (" + detail + ")") }
}

/// Reads an import file record by record. Decoders are classes so a registry can hand them out
/// as `any VenueDecoder`; one belongs to one import.
public protocol VenueDecoder: AnyObject {
    /// The next record, or nil at the end of the file. Throws only when the file cannot be read
    /// any further; a bad row is returned as `.skipped`.
    func next() throws(ImportError) -> ImportItem?
    /// How far the decoder has read, and the file's size, in bytes (for progress).
    var progress: (done: Int, total: Int) { get }
    /// Where the record last returned starts ("line 12"), for messages about it; nil when the
    /// decoder cannot say (the importer then counts records).
    var position: String? { get }
}

extension VenueDecoder {
    public var position: String? { nil }
}

/// A decoder over records already in memory: how a whole-document decoder (one that parses a
/// JSON response into venues and skipped rows in one go) plugs into the import pipeline.
public final class BufferedVenueDecoder: VenueDecoder {
    private var items: [ImportItem]
    private var index = 0

    public init(venues: [Venue], skipped: [ImportSkip] = []) {
        items = skipped.map(ImportItem.skipped) + venues.map(ImportItem.venue)
    }

    public init(items: [ImportItem]) { self.items = items }

    public func next() throws(ImportError) -> ImportItem? {
        guard index < items.count else { return nil }
        defer { index += 1 }
        return items[index]
    }

    public var progress: (done: Int, total: Int) { (index, items.count) }
}
