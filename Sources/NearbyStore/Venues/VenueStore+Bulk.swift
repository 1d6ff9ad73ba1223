import NearbyFormats
import NearbySQLite

extension VenueStore {
    /// `upsertInTransaction` for an import's batch: the rows new in the batch get their folded
    /// names and cell counts once for the whole batch instead of row by row (an FTS5 insert
    /// and five cell upserts per venue made a 1M-row import 2.5× slower).
    /// Inside the caller's transaction, so the batch commits with all of them or with none;
    /// `venue_bulk` holds its marker only until the batch is written, so it is never committed
    /// and every other write keeps its triggers (schema step 4).
    public func bulkUpsertInTransaction(_ venues: [Venue], now: Int, origin: WriteOrigin) throws(SQLiteError) -> UpsertSummary {
        let last = try database.prepare("SELECT coalesce(max(vid), 0) FROM venue")
        let before = try last.step() ? last.int(at: 0) : 0
        last.reset()
        try database.prepare("INSERT INTO venue_bulk (after_vid) VALUES (?1)").run([.integer(before)])
        let summary = try upsertInTransaction(venues, now: now, origin: origin)
        try database.execute("DELETE FROM venue_bulk")
        // The rows new in this batch are those past `before` (a new vid is the largest plus one);
        // rows updated in place had their triggers. Their coordinates are read back, not taken
        // from the batch: a row repeated later in the batch was written over.
        let fresh = try newRows(after: before)
        try countNewRows(fresh)
        try database.prepare("""
            INSERT INTO venue_name (rowid, name_folded)
                SELECT vid, name_folded FROM venue WHERE vid > ?1 AND name_folded IS NOT NULL
            """).run([.integer(before)])
        return summary
    }

    /// A new row's stored coordinates.
    private struct NewRow {
        var latitude: Double
        var longitude: Double
    }

    private func newRows(after before: Int) throws(SQLiteError) -> [NewRow] {
        let query = try database.prepare("SELECT lat, lon FROM venue WHERE vid > ?1")
        try query.bind(integer: before, at: 1)
        var rows: [NewRow] = []
        while try query.step() { rows.append(NewRow(latitude: query.double(at: 0), longitude: query.double(at: 1))) }
        return rows
    }

    /// The new rows' venue counts per cell, summed here and written once per cell: the same
    /// cells as the insert trigger's `CAST((lat + 90) * scale AS INTEGER)` (truncation, as
    /// `Int(_:)` does, of the same double arithmetic), read from `venue_cell_level`. A GROUP BY
    /// over the batch cost as much as the trigger's five upserts per row.
    private func countNewRows(_ rows: [NewRow]) throws(SQLiteError) {
        guard !rows.isEmpty else { return }
        let levels = try database.prepare("SELECT level, scale FROM venue_cell_level")
        var scales: [(level: Int, scale: Double)] = []
        while try levels.step() { scales.append((levels.int(at: 0), levels.double(at: 1))) }
        struct Cell: Hashable { var level, row, col: Int }
        struct Sum {
            var count = 0, latitude = 0.0, longitude = 0.0
            mutating func add(_ row: NewRow) {
                count += 1
                latitude += row.latitude
                longitude += row.longitude
            }
        }
        var sums: [Cell: Sum] = [:]
        sums.reserveCapacity(rows.count)
        for row in rows {
            for (level, scale) in scales {
                let cell = Cell(level: level, row: Int((row.latitude + 90) * scale), col: Int((row.longitude + 180) * scale))
                sums[cell, default: Sum()].add(row)
            }
        }
        let upsert = try database.prepare("""
            INSERT INTO venue_cell VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                ON CONFLICT DO UPDATE SET count = count + excluded.count, lat_sum = lat_sum + excluded.lat_sum,
                                          lon_sum = lon_sum + excluded.lon_sum
            """)
        for (cell, sum) in sums {
            try upsert.bind(integer: cell.level, at: 1)
            try upsert.bind(integer: cell.row, at: 2)
            try upsert.bind(integer: cell.col, at: 3)
            try upsert.bind(integer: sum.count, at: 4)
            try upsert.bind(double: sum.latitude, at: 5)
            try upsert.bind(double: sum.longitude, at: 6)
            try upsert.runBound()
        }
    }
}
