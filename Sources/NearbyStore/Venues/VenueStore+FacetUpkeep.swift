import NearbyFormats
import NearbySQLite

extension VenueStore {
    /// Writes the facet R*Tree's entries of the venues with a known facet past `vid` (nil: of
    /// every venue, the tree emptied first), in place order: strips of longitude, north to south
    /// within each. Inserted so, the rtree module fills one leaf after another and its nodes
    /// stay together in the file; in file order they overlapped and scattered, and a street's
    /// reload read hundreds of nodes.
    func writeFacetEntries(after vid: Int?) throws(SQLiteError) {
        if vid == nil { try database.execute("DELETE FROM venue_facets") }
        let count = try database.prepare("SELECT count(*) FROM venue WHERE vid > ?1 AND facets > 0")
        try count.bind(integer: vid ?? Int.min, at: 1)
        let rows = try count.step() ? count.int(at: 0) : 0
        guard rows > 0 else { return }
        let insert = try database.prepare("""
            INSERT INTO venue_facets SELECT vid, lat, lat, lon, lon, facets, facets FROM venue AS v WHERE vid > ?2 AND facets > 0
            ORDER BY \(Self.placeOrder("v"))
            """)
        try insert.bind(double: Self.placeStrips(rows), at: 1)
        try insert.bind(integer: vid ?? Int.min, at: 2)
        try insert.runBound()
    }

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
