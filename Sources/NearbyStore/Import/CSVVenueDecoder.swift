import NearbyFormats

/// Venues from a CSV file, streamed through NearbyFormats' `CSVReader` (bounded fields and
/// records) and mapped by its `CSVVenueTable`, the same mapping the bundled dataset uses.
final class CSVVenueDecoder: VenueDecoder {
    static let chunkSize = 1 << 20
    private var reader: CSVReader
    private let table: CSVVenueTable
    private let input: InputFile
    private var fields: [String] = []

    init(input: InputFile, limits: CSVReader.Limits = .standard) throws(ImportError) {
        self.input = input
        reader = CSVReader(limits: limits) { buffer throws(CSVReader.Failure) in
            do throws(ImportError) {
                return try input.read(into: &buffer, count: Self.chunkSize)
            } catch {
                throw .unreadable(reason: error.description)
            }
        }
        var header: [String] = []
        do {
            guard try reader.next(into: &header) else { throw ImportError.malformed(format: "csv", reason: "the file is empty") }
            table = try CSVVenueTable(header: header)
        } catch let error as ImportError {
            throw error
        } catch let error as CSVReader.Failure {
            throw Self.importError(error, path: input.name)
        } catch {
            throw .malformed(format: "csv", reason: "\(error)")
        }
        if let oversized = reader.oversizedField {
            throw .stopped(position: "line \(reader.line)", reason: "header field \(oversized + 1) is longer than "
                           + "\(limits.fieldBytes) bytes, the limit for one CSV field")
        }
    }

    func next() throws(ImportError) -> ImportItem? {
        do {
            while try reader.next(into: &fields) {
                if CSVVenueTable.isBlank(fields) { continue }
                let position = "line \(reader.line)"
                if let oversized = reader.oversizedField {
                    return .skipped(ImportSkip(position: position, kind: "field too long",
                                               detail: "field \(oversized + 1) is longer than \(reader.limits.fieldBytes) bytes"))
                }
                switch table.venue(fields, fallbackProvider: ImportedVenue.defaultProvider) {
                case .success(let venue): return .venue(venue)
                case .failure(let rejection):
                    return .skipped(ImportSkip(position: position, kind: rejection.kind, detail: rejection.detail))
                }
            }
            return nil
        } catch {
            throw Self.importError(error, path: input.name)
        }
    }

    var position: String? { "line \(reader.line)" }

    var progress: (done: Int, total: Int) { (reader.bytesRead, input.size) }

    private static func importError(_ failure: CSVReader.Failure, path: String) -> ImportError {
        guard let position = failure.position else { return .cannotRead(path: path, reason: failure.description) }
        return .stopped(position: position, reason: failure.description)
    }
}
