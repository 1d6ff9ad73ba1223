import NearbyFormats

/// Rows from a JSON document read one element at a time (`JSONElementStream`), so memory stays
/// flat however large the file: GeoJSON features, Overpass elements, Foursquare venues. The
/// first element is read when the decoder opens, so a file that is not in the format at all
/// fails before anything is committed.
public final class JSONImportDecoder: VenueDecoder {
    /// What is known about the document's shape when it is checked: its kept top-level members,
    /// which element paths were found, how many elements went by, and whether it was read whole.
    public struct Outline: Sendable {
        public var kept: [String: JSONValue]
        public var found: Set<Int>
        public var elements: Int
        public var complete: Bool
    }

    /// Caps for one import: a feature may be a large polygon (skipped, but read), never 1 GB.
    static let limits = JSONLimits(maxDepth: 64, maxStringBytes: 1 << 20, maxTreeValues: 1 << 18)
    static let chunkSize = 1 << 16

    private let input: InputFile
    private let format: String
    private var stream: JSONElementStream
    private let item: @Sendable (JSONElementStream.Element) -> ImportItem
    private let problem: @Sendable (Outline) -> String?
    private var lookahead: JSONElementStream.Element?
    private let readFailure: ReadFailure
    private var pendingFailure: ImportError?

    /// The input's own error, kept as it was while the reader reports it as JSON's.
    private final class ReadFailure {
        var error: ImportError?
    }

    init(input: InputFile, format: String, paths: [[JSONElementStream.Step]], keep: Set<String>,
         item: @escaping @Sendable (JSONElementStream.Element) -> ImportItem,
         problem: @escaping @Sendable (Outline) -> String?) throws(ImportError) {
        self.input = input
        self.format = format
        self.item = item
        self.problem = problem
        let failure = ReadFailure()
        readFailure = failure
        let reader = JSONReader(limits: Self.limits) { (buffer: inout [UInt8]) throws(JSONError) -> Int in
            do {
                return try input.read(into: &buffer, count: Self.chunkSize)
            } catch {
                failure.error = error as? ImportError
                throw JSONError(.input("\(error)"), line: 0, offset: 0)
            }
        }
        stream = JSONElementStream(reader: reader, paths: paths, keep: keep)
        do {
            lookahead = try stream.next()
        } catch {
            throw readFailure.error ?? .malformed(format: format, reason: error.description)
        }
        if let reason = problem(outline(complete: lookahead == nil)) {
            throw .malformed(format: format, reason: reason)
        }
    }

    /// The next row. A read or shape error after the last complete element is thrown by the
    /// call after it, so every element before the error is still imported.
    public func next() throws(ImportError) -> ImportItem? {
        guard let element = lookahead else {
            if let failure = pendingFailure {
                pendingFailure = nil
                throw failure
            }
            return nil
        }
        do {
            lookahead = try stream.next()
            if lookahead == nil, let reason = problem(outline(complete: true)) {
                pendingFailure = .stopped(position: "the end of the file", reason: reason)
            }
        } catch {
            lookahead = nil
            pendingFailure = readFailure.error
                ?? .stopped(position: "line \(error.line), byte \(error.offset)", reason: error.reason)
        }
        return item(element)
    }

    public var progress: (done: Int, total: Int) { (stream.offset, input.size) }

    private func outline(complete: Bool) -> Outline {
        Outline(kept: stream.kept, found: stream.found, elements: stream.count, complete: complete)
    }
}
