import NearbyFormats
import NearbyGeo
import NearbySQLite

extension VenueStore {
    /// The stored venue whose id is `id` (`node/60068035`), whatever its provider: the user's
    /// own (imported) row first, then the most recently written; nil when none has it.
    public func venue(id: String) throws(StoreError) -> Venue? {
        do {
            let statement = try database.prepare("""
                SELECT provider, id, name, address, lat, lon, \(Self.detailNames) FROM venue WHERE id = ?1
                ORDER BY imported DESC, updated_at DESC, vid DESC LIMIT 1
                """)
            try statement.bind([.text(id)])
            guard try statement.step() else { return nil }
            return Venue(provider: statement.text(at: 0), id: statement.text(at: 1), name: statement.text(at: 2),
                         address: statement.text(at: 3),
                         coordinate: Coordinate(latitude: statement.double(at: 4), longitude: statement.double(at: 5)),
                         details: Self.details(statement, from: 6))
        } catch { throw .sqlite(error) }
    }
}
