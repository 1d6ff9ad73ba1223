import NearbyFormats
import NearbySQLite

extension VenueStore {
    /// `upsertInTransaction` for an import's batch: the rows' folded names and cell counts are
    /// written once for the whole batch, set-based, instead of by the triggers row by row (an
    /// FTS5 insert and five cell upserts per venue made a 1M-row import 2.5× slower). Inside the
    /// caller's transaction; `venue_bulk` holds its marker only until the batch is written, so
    /// it is never committed and every other write keeps its triggers (schema step 4).
    public func bulkUpsertInTransaction(_ venues: [Venue], now: Int, origin: WriteOrigin) throws(SQLiteError) -> UpsertSummary {
        let last = try database.prepare("SELECT coalesce(max(vid), 0) FROM venue")
        let before = try last.step() ? last.int(at: 0) : 0
        last.reset()
        try database.prepare("INSERT INTO venue_bulk (after_vid) VALUES (?1)").run([.integer(before)])
        let summary = try upsertInTransaction(venues, now: now, origin: origin)
        try database.execute("DELETE FROM venue_bulk")
        // The rows new in this batch are those past `before` (a new vid is the largest plus one);
        // rows updated in place had their triggers.
        try database.prepare("""
            INSERT INTO venue_name (rowid, name_folded)
                SELECT vid, name_folded FROM venue WHERE vid > ?1 AND name_folded IS NOT NULL
            """).run([.integer(before)])
        try database.prepare("""
            INSERT INTO venue_cell
                SELECT l.level, CAST((v.lat + 90) * l.scale AS INTEGER), CAST((v.lon + 180) * l.scale AS INTEGER),
                       count(*), sum(v.lat), sum(v.lon)
                FROM venue AS v, venue_cell_level AS l WHERE v.vid > ?1 GROUP BY 1, 2, 3
                ON CONFLICT DO UPDATE SET count = count + excluded.count, lat_sum = lat_sum + excluded.lat_sum,
                                          lon_sum = lon_sum + excluded.lon_sum
            """).run([.integer(before)])
        return summary
    }
}
