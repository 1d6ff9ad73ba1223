/// Venues from a CSV file: a header row naming at least `id`, `name`, `lat` and `lon` (also
/// accepted: `latitude`, `longitude`, `lng`), optionally `address` and `provider`; any order,
/// case-insensitive, other columns ignored.
final class CSVVenueDecoder: VenueDecoder {
    private var stream: CSVRecordStream
    private let id: Int, name: Int, lat: Int, lon: Int
    private let address: Int?, provider: Int?
    private let columnCount: Int
    private var fields: [String] = []

    init(input: InputFile) throws(ImportError) {
        stream = CSVRecordStream(input: input)
        var header: [String] = []
        guard try stream.next(into: &header) else { throw .malformed(format: "csv", reason: "the file is empty") }
        var names = header.map { $0.trimmingSpaces.lowercased() }
        if let first = names.first, first.hasPrefix("\u{FEFF}") { names[0] = String(first.dropFirst()) }
        func column(_ candidates: String...) -> Int? { names.firstIndex { candidates.contains($0) } }
        let found = (column("id"), column("name"), column("lat", "latitude"), column("lon", "lng", "longitude"))
        guard let id = found.0, let name = found.1, let lat = found.2, let lon = found.3 else {
            let missing = zip(["id", "name", "lat", "lon"], [found.0, found.1, found.2, found.3])
                .filter { $0.1 == nil }.map(\.0)
            throw .malformed(format: "csv", reason: "the header row lacks the column(s) " + missing.joined(separator: ", ")
                             + " (it needs id, name, lat, lon; address is optional)")
        }
        (self.id, self.name, self.lat, self.lon) = (id, name, lat, lon)
        address = column("address")
        provider = column("provider")
        columnCount = header.count
    }

    func next() throws(ImportError) -> ImportItem? {
        while try stream.next(into: &fields) {
            if fields.count == 1, fields[0].isEmpty { continue }  // a blank line
            let position = "line \(stream.line)"
            guard fields.count == columnCount else {
                return .skipped(ImportSkip(position: position, kind: "wrong number of fields",
                                           detail: "\(fields.count), the header has \(columnCount)"))
            }
            let latText = fields[lat], lonText = fields[lon]
            return ImportedVenue.make(position: position, provider: provider.map { fields[$0] }, id: fields[id],
                                      name: fields[name], address: address.map { fields[$0] } ?? "",
                                      latitude: Double(latText.trimmingSpaces), latitudeText: latText,
                                      longitude: Double(lonText.trimmingSpaces), longitudeText: lonText)
        }
        return nil
    }

    var progress: (done: Int, total: Int) { (stream.bytesRead, stream.fileSize) }
}

extension String {
    /// Without leading and trailing spaces and tabs (numbers in hand-made CSV often have them).
    var trimmingSpaces: String {
        guard let first = firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        if first == startIndex && last == index(before: endIndex) { return self }
        return String(self[first...last])
    }
}
