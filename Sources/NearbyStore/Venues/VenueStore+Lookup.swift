import NearbyFormats
import NearbyGeo
import NearbySQLite

extension VenueStore {
    /// The provider after `?1` in the index's order.
    static let nextProviderSQL = "SELECT min(provider) FROM venue WHERE provider > ?1"
    /// The venue `(?1, ?2)`, with what ranks it among the same id's rows.
    static let venueByKeySQL = """
        SELECT provider, id, name, address, lat, lon, \(detailNames), imported, updated_at, vid
        FROM venue WHERE provider = ?1 AND id = ?2
        """

    /// The stored venue whose id is `id` (`node/60068035`), whatever its provider: the user's
    /// own (imported) row first, then the most recently written; nil when none has it.
    ///
    /// Only `(provider, id)` is indexed, and `id` alone is not: a `WHERE id = ?` reads every
    /// venue. There are a handful of providers, so the index is visited once per provider
    /// instead (each next provider is the index's next key, found in a step of the B-tree), and
    /// each `(provider, id)` is one lookup — a few reads whatever the store's size.
    public func venue(id: String) throws(StoreError) -> Venue? {
        do {
            let nextProvider = try database.prepare(Self.nextProviderSQL)
            let row = try database.prepare(Self.venueByKeySQL)
            let rank = Int32(6 + VenueDetails.columnNames.count)
            var best: (order: [Int], venue: Venue)?
            // The first provider is the least one, even an empty name: min() over every row.
            let first = try database.prepare("SELECT min(provider) FROM venue")
            var provider: String? = try first.step() && !first.isNull(at: 0) ? first.text(at: 0) : nil
            while let current = provider {
                try row.bind([.text(current), .text(id)])
                if try row.step() {
                    let order = [row.int(at: rank), row.int(at: rank + 1), row.int(at: rank + 2)]
                    if best.map({ $0.order.lexicographicallyPrecedes(order) }) ?? true {  // imported, then newest, then last written
                        best = (order, Venue(provider: row.text(at: 0), id: row.text(at: 1), name: row.text(at: 2),
                                             address: row.text(at: 3),
                                             coordinate: Coordinate(latitude: row.double(at: 4), longitude: row.double(at: 5)),
                                             details: Self.details(row, from: 6)))
                    }
                }
                row.reset()
                try nextProvider.bind([.text(current)])
                provider = try nextProvider.step() && !nextProvider.isNull(at: 0) ? nextProvider.text(at: 0) : nil
                nextProvider.reset()
            }
            return best?.venue
        } catch { throw .sqlite(error) }
    }
}
