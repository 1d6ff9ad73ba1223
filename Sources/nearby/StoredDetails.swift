import NearbyFormats
import NearbySQLite

/// A venue's details as far as the database holds them. The store does not keep details yet
/// (its schema step is another change), so they are read here from the `venue` table's
/// `opening_hours`, `phone`, … columns where a database has them; once the store reads them
/// itself, rows arrive with their details and this leaves them as they are.
enum StoredDetails {
    static let columns = ["opening_hours", "phone", "website", "cuisine", "internet_access", "outdoor_seating", "wheelchair"]

    static func fill(_ rows: [VenueRow], from database: Database) throws(SQLiteError) -> [VenueRow] {
        guard !rows.isEmpty, rows.allSatisfy({ $0.venue.details.isEmpty }) else { return rows }
        let table = try database.prepare("SELECT name FROM pragma_table_info('venue')")
        var present = Set<String>()
        while try table.step() { present.insert(table.text(at: 0)) }
        let wanted = columns.filter(present.contains)
        guard !wanted.isEmpty else { return rows }
        let statement = try database.prepare("SELECT \(wanted.joined(separator: ", ")) FROM venue WHERE provider = ? AND id = ?")
        return try rows.map { (row: VenueRow) throws(SQLiteError) -> VenueRow in
            statement.reset()
            try statement.bind([.text(row.venue.provider), .text(row.venue.id)])
            guard try statement.step() else { return row }
            var values: [String: String] = [:]
            for (i, name) in wanted.enumerated() where !statement.isNull(at: Int32(i)) { values[name] = statement.text(at: Int32(i)) }
            var filled = row
            filled.venue.details = VenueDetails(
                openingHours: values["opening_hours"], phone: values["phone"], website: values["website"],
                cuisine: values["cuisine"], internetAccess: values["internet_access"],
                outdoorSeating: values["outdoor_seating"], wheelchair: values["wheelchair"])
            return filled
        }
    }
}
