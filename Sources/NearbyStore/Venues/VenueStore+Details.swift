import NearbyFormats
import NearbySQLite

extension VenueStore {
    /// Every detail of one stored venue (hours, phone, website, …), or nil when the store lacks it.
    public func details(of key: VenueKey) throws(StoreError) -> VenueDetails? {
        do {
            let statement = try database.prepare(
                "SELECT \(Self.detailNames) FROM venue WHERE provider = ?1 AND id = ?2")
            try statement.bind([.text(key.provider), .text(key.id)])
            return try statement.step() ? Self.details(statement, from: 0) : nil
        } catch { throw .sqlite(error) }
    }

    /// The details columns of a row, `detailNames` in order from `column`; NULL is no value.
    static func details(_ statement: Statement, from column: Int32) -> VenueDetails {
        var details = VenueDetails()
        for (offset, name) in VenueDetails.columnNames.enumerated() where !statement.isNull(at: column + Int32(offset)) {
            details[column: name] = statement.text(at: column + Int32(offset))
        }
        return details
    }
}
