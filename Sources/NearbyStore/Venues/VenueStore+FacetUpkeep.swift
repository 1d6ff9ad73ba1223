import NearbyFormats
import NearbySQLite

extension VenueStore {
    /// Works out the facets of rows written before the facets step (or by another program) that
    /// have a facet tag: the step marks them -1. A no-op lookup on the partial index once every
    /// row has its bits.
    func computeUnknownFacets() throws(SQLiteError) {
        let pending = try database.prepare("SELECT vid, \(Self.detailNames) FROM venue WHERE facets < 0")
        guard try pending.step() else { return }
        pending.reset()
        try database.transaction { () throws(SQLiteError) in
            var rows: [(vid: Int, bits: Int)] = []
            while try pending.step() {
                rows.append((pending.int(at: 0), FacetBits(VenueFacets(details: Self.details(pending, from: 1))).raw))
            }
            pending.reset()
            let write = try database.prepare("UPDATE venue SET facets = ?2 WHERE vid = ?1")
            for row in rows {
                try write.bind(integer: row.vid, at: 1)
                try write.bind(integer: row.bits, at: 2)
                try write.runBound()
            }
        }
    }
}
