import NearbyText

/// The one CSV → venue mapping: a header row naming at least `id`, `name`, `lat` and `lon` (also
/// accepted: `latitude`, `longitude`, `lng`), optionally `address` and `provider`; any order,
/// case-insensitive, surrounding spaces and a byte-order mark ignored, other columns ignored.
/// The details columns (`opening_hours`, `phone`, `website`, `cuisine`, `internet_access`,
/// `outdoor_seating`, `wheelchair`, `power_supply`, `indoor_seating`, `sockets`:
/// `VenueDetails.columnNames`) are read when present, and OSM's `socket:TYPE` columns add their
/// type to `sockets` where they have a value.
/// Numbers are plain decimals (`DecimalNumber`): `0x3C` is not 60.
public struct CSVVenueTable: Sendable {
    public let id: Int, name: Int, latitude: Int, longitude: Int
    public let address: Int?, provider: Int?
    /// The details columns present, by name.
    public let details: [(name: String, column: Int)]
    /// The `socket:TYPE` columns, by name.
    public let socketColumns: [(name: String, column: Int)]
    /// Fields a record must have: as many as the header.
    public let columnCount: Int

    /// Why a header cannot be read as a venue table.
    public struct MissingColumns: Error, Sendable, CustomStringConvertible {
        public let missing: [String]
        public var description: String {
            "the header row lacks the column(s) " + missing.joined(separator: ", ")
                + " (it needs id, name, lat, lon; address is optional)"
        }
    }

    public init(header: [String]) throws(MissingColumns) {
        var names = header.map { $0.trimmingSpacesAndTabs.lowercased() }
        if let first = names.first, first.hasPrefix("\u{FEFF}") { names[0] = String(first.dropFirst()) }
        func column(_ candidates: String...) -> Int? { names.firstIndex { candidates.contains($0) } }
        let found = (column("id"), column("name"), column("lat", "latitude"), column("lon", "lng", "longitude"))
        guard let id = found.0, let name = found.1, let lat = found.2, let lon = found.3 else {
            throw MissingColumns(missing: zip(["id", "name", "lat", "lon"], [found.0, found.1, found.2, found.3])
                .filter { $0.1 == nil }.map(\.0))
        }
        (self.id, self.name, latitude, longitude) = (id, name, lat, lon)
        address = column("address")
        provider = column("provider")
        details = VenueDetails.columnNames.compactMap { name in column(name).map { (name, $0) } }
        socketColumns = names.enumerated().filter { $0.element.hasPrefix(VenueDetails.socketPrefix) }.map { ($0.element, $0.offset) }
        columnCount = header.count
    }

    /// Whether a record is a blank line (skipped without a word).
    public static func isBlank(_ fields: [String]) -> Bool { fields.count == 1 && fields[0].isEmpty }

    /// The record's venue fields, or why it has none (a wrong number of fields).
    public func record(_ fields: [String]) -> Result<VenueRecord, VenueRejection> {
        guard fields.count == columnCount else {
            return .failure(VenueRejection(kind: "wrong number of fields",
                                           detail: "\(fields.count), the header has \(columnCount)"))
        }
        let latText = fields[latitude], lonText = fields[longitude]
        return .success(VenueRecord(provider: provider.map { fields[$0] }, id: fields[id], name: fields[name],
                                    address: address.map { fields[$0] } ?? "",
                                    latitude: DecimalNumber.parse(latText.trimmingSpacesAndTabs), latitudeText: latText,
                                    longitude: DecimalNumber.parse(lonText.trimmingSpacesAndTabs), longitudeText: lonText,
                                    details: details.isEmpty && socketColumns.isEmpty ? VenueDetails() : recordDetails(fields)))
    }

    private func recordDetails(_ fields: [String]) -> VenueDetails {
        var found = VenueDetails()
        for (name, column) in details where !fields[column].isEmpty { found[column: name] = fields[column] }
        found.addSockets(from: socketColumns.filter { !fields[$0.column].isEmpty }.map(\.name))
        return found
    }

    /// The venue a record holds, or why it holds none.
    public func venue(_ fields: [String], fallbackProvider: String) -> Result<Venue, VenueRejection> {
        record(fields).flatMap { $0.venue(fallbackProvider: fallbackProvider) }
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (numbers in hand-made CSV often have them).
    fileprivate var trimmingSpacesAndTabs: String {
        guard let first = firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        if first == startIndex && last == index(before: endIndex) { return self }
        return String(self[first...last])
    }
}
