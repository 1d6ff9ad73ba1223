import NearbyFormats
import NearbySQLite

/// How an import's batches add their new rows to the spatial index, and what that leaves to do
/// at the end of the import.
public struct IndexPacking: Sendable {
    /// A batch with at least this many new rows writes them as packed R*Tree leaves
    /// (PackedIndexWriter); fewer go through the rtree module row by row, which for a handful
    /// keeps the tree as tight as it was and costs about as much as reading the tree's top.
    public var minimumRows: Int
    /// Batches whose rows were packed.
    public private(set) var packedBatches = 0
    /// A packed batch found entries already in the tree, whose leaves now overlap the new ones.
    public private(set) var packedOverEntries = false

    public static let defaultMinimumRows = 2_000

    public init(minimumRows: Int = IndexPacking.defaultMinimumRows) {
        self.minimumRows = max(1, minimumRows)
    }

    /// Whether the tree should be packed again as a whole (`VenueStore.repackIndex`): the leaves
    /// of two batches, or of a batch and what was there, overlap and slow every region query.
    public var wantsRepack: Bool { packedBatches > 1 || packedOverEntries }

    mutating func recordPacked(overEntries: Bool) {
        packedBatches += 1
        packedOverEntries = packedOverEntries || overEntries
    }
}

extension VenueStore {
    /// `upsertInTransaction` for an import's batch: the rows new in the batch get their folded
    /// names, cell counts and index entries once for the whole batch instead of row by row (an
    /// FTS5 insert and five cell upserts per venue made a 1M-row import 2.5× slower; the rtree
    /// module's own insert per row cost as much as the sqlite3 shell's whole import).
    /// Inside the caller's transaction, so the batch commits with all of them or with none;
    /// `venue_bulk` holds its marker only until the batch is written, so it is never committed
    /// and every other write keeps its triggers (schema step 4).
    public func bulkUpsertInTransaction(_ venues: [Venue], now: Int, origin: WriteOrigin,
                                        packing: inout IndexPacking) throws(StoreError) -> UpsertSummary {
        let before = try Schema.sqlite { () throws(SQLiteError) -> Int in
            let last = try database.prepare("SELECT coalesce(max(vid), 0) FROM venue")
            let before = try last.step() ? last.int(at: 0) : 0
            last.reset()
            try database.prepare("INSERT INTO venue_bulk (after_vid) VALUES (?1)").run([.integer(before)])
            return before
        }
        let summary = try upsertInTransaction(venues, now: now, origin: origin, indexingNewRows: false)
        try Schema.sqlite { () throws(SQLiteError) in
            try database.execute("DELETE FROM venue_bulk")
            // The rows new in this batch are those past `before` (a new vid is the largest plus one);
            // rows updated in place had their triggers. Their coordinates are read back, not taken
            // from the batch: a row repeated later in the batch was written over.
            let fresh = try newRows(after: before)
            try indexNewRows(fresh, packing: &packing)
            try countNewRows(fresh)
            try writeFacetEntries(after: before)
            try database.prepare("""
                INSERT INTO venue_name (rowid, name_folded)
                    SELECT vid, name_folded FROM venue WHERE vid > ?1 AND name_folded IS NOT NULL
                """).run([.integer(before)])
        }
        return summary
    }

    /// Packs the whole spatial index again (STR over every entry) in one transaction: after an
    /// import whose batches each added their own overlapping leaves. The facet and hours
    /// R*Trees are written again in place order.
    /// The page cache is held at `repackCacheKiB` meanwhile: SQLite's sorter may hold as much as
    /// the cache in memory besides the cache itself, and at the import's 32 MiB a 500 MB GeoJSON
    /// import peaked at 87 MiB (the target is below 64 MB).
    public func repackIndex() throws(SQLiteError) {
        let previousCache = (try? database.pragmaInteger("cache_size")) ?? -2000
        try? database.execute("PRAGMA cache_size = -\(Self.repackCacheKiB)")
        defer { try? database.execute("PRAGMA cache_size = \(previousCache)") }
        try database.transaction { () throws(SQLiteError) in
            try PackedIndexWriter(database: database).repack()
            // The facet tree too: each batch wrote its entries in place order, but batch after batch.
            try writeFacetEntries(after: nil)
            // And the hours tree, whose triggers added the import's venues in file order.
            try rewriteHoursEntries()
        }
    }

    static let repackCacheKiB = 8192

    private func indexNewRows(_ rows: [NewRow], packing: inout IndexPacking) throws(SQLiteError) {
        guard rows.count >= packing.minimumRows else {
            let insert = try database.prepare("INSERT INTO venue_index VALUES (?1, ?2, ?2, ?3, ?3)")
            for row in rows {
                try insert.bind(integer: row.vid, at: 1)
                try insert.bind(double: row.latitude, at: 2)
                try insert.bind(double: row.longitude, at: 3)
                try insert.runBound()
            }
            return
        }
        let writer = PackedIndexWriter(database: database)
        let found = try writer.append(rows.map {
            PackedRTree.Cell(id: Int64($0.vid), box: PackedRTree.Box(latitude: $0.latitude, longitude: $0.longitude))
        })
        packing.recordPacked(overEntries: found)
    }

    /// A new row's stored coordinates.
    private struct NewRow {
        var vid: Int
        var latitude: Double
        var longitude: Double
    }

    private func newRows(after before: Int) throws(SQLiteError) -> [NewRow] {
        let query = try database.prepare("SELECT vid, lat, lon FROM venue WHERE vid > ?1")
        try query.bind(integer: before, at: 1)
        var rows: [NewRow] = []
        while try query.step() { rows.append(NewRow(vid: query.int(at: 0), latitude: query.double(at: 1), longitude: query.double(at: 2))) }
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
