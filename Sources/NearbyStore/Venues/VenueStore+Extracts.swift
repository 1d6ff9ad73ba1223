import NearbyFormats
import NearbySQLite
import NearbyText

extension VenueStore {
    /// Writes one OpenStreetMap extract in one transaction: its record and walking graph, and
    /// its cafés, upserted as a provider's (so a café Overpass or the bundled dataset already
    /// gave is the same row, updated, and the user's own rows are never overwritten). The cafés
    /// this extract gave before and no longer has are deleted, unless another extract still has
    /// them or the row is the user's. Other extracts, and their graphs and cafés, are untouched.
    ///
    /// With `version`, the write is a bundled extract's first use: skipped, returning nil, when
    /// the store has already seen this version of it (looked at again under the write lock, so
    /// two processes starting at once import it once).
    @discardableResult
    public func replaceExtract(_ contents: ExtractContents, version: String? = nil) throws(StoreError) -> ExtractWriteSummary? {
        let key = "extract:" + contents.extract.name
        if let version, try meta(key) == version { return nil }
        return try database.transaction({ () throws(StoreError) -> ExtractWriteSummary? in
            if let version, try Schema.sqlite({ () throws(SQLiteError) in try metaValue(key) }) == version { return nil }
            let summary = try writeExtract(contents)
            if let version { try Schema.sqlite { () throws(SQLiteError) in try setMeta(key, version) } }
            return summary
        }, sqliteError: StoreError.sqlite)
    }

    /// The stored extracts, by name.
    public func extracts() throws(StoreError) -> [StoredExtract] {
        do {
            let statement = try database.prepare("""
                SELECT name, south, west, north, east, node_count, edge_count, imported_at, source FROM extract ORDER BY name
                """)
            var found: [StoredExtract] = []
            while try statement.step() {
                let bounds = ExtractBounds(south: statement.double(at: 1), west: statement.double(at: 2),
                                           north: statement.double(at: 3), east: statement.double(at: 4))
                found.append(StoredExtract(name: statement.text(at: 0), bounds: bounds, nodeCount: statement.int(at: 5),
                                           edgeCount: statement.int(at: 6), importedAt: statement.int(at: 7),
                                           source: statement.text(at: 8)))
            }
            return found
        } catch { throw .sqlite(error) }
    }

    /// The walking graph's bytes of the extract named `name`, or nil when there is no such extract.
    public func extractGraphBytes(named name: String) throws(StoreError) -> [UInt8]? {
        do {
            let statement = try database.prepare(
                "SELECT g.bytes FROM extract_graph AS g JOIN extract AS e ON e.id = g.extract WHERE e.name = ?1")
            try statement.bind([.text(name)])
            return try statement.step() ? statement.blob(at: 0) : nil
        } catch { throw .sqlite(error) }
    }

    /// The ids (`provider`, `id`) of the venues an extract gave, sorted.
    public func extractVenueIDs(named name: String) throws(StoreError) -> [String] {
        do {
            let statement = try database.prepare("""
                SELECT v.id FROM extract_venue AS l JOIN extract AS e ON e.id = l.extract JOIN venue AS v ON v.vid = l.vid
                WHERE e.name = ?1 ORDER BY v.id
                """)
            try statement.bind([.text(name)])
            var ids: [String] = []
            while try statement.step() { ids.append(statement.text(at: 0)) }
            return ids
        } catch { throw .sqlite(error) }
    }

    /// The body of `replaceExtract`, inside its transaction.
    private func writeExtract(_ contents: ExtractContents) throws(StoreError) -> ExtractWriteSummary {
        let extract = contents.extract
        let written = try upsertInTransaction(contents.venues, now: extract.importedAt, origin: .provider)
        var summary = ExtractWriteSummary()
        summary.inserted = written.inserted
        summary.updated = written.updated
        summary.kept = written.kept
        summary.rejected = written.rejected
        guard let id = try Schema.sqlite({ () throws(SQLiteError) in try recordExtract(extract) }) else {
            throw .rowMissing(what: "the extract " + TerminalSafe.quoted(extract.name))
        }
        summary.removed = try Schema.sqlite { () throws(SQLiteError) in try storeGraphAndLinks(contents, extract: id) }
        return summary
    }

    /// Writes the extract's record; its id, or nil when the upsert returned none.
    private func recordExtract(_ extract: StoredExtract) throws(SQLiteError) -> Int? {
        let record = try database.prepare("""
            INSERT INTO extract (name, south, west, north, east, node_count, edge_count, source, imported_at)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
            ON CONFLICT (name) DO UPDATE SET south = ?2, west = ?3, north = ?4, east = ?5, node_count = ?6,
                edge_count = ?7, source = ?8, imported_at = ?9
            RETURNING id
            """)
        try record.bind([.text(extract.name), .double(extract.bounds.south), .double(extract.bounds.west),
                         .double(extract.bounds.north), .double(extract.bounds.east), .integer(extract.nodeCount),
                         .integer(extract.edgeCount), .text(extract.source), .integer(extract.importedAt)])
        guard try record.step() else { return nil }
        let id = record.int(at: 0)
        while try record.step() {}
        return id
    }

    /// Writes the extract's graph and links its cafés; returns how many cafés it no longer has
    /// were deleted.
    private func storeGraphAndLinks(_ contents: ExtractContents, extract id: Int) throws(SQLiteError) -> Int {
        let graph = try database.prepare("INSERT OR REPLACE INTO extract_graph (extract, bytes) VALUES (?1, ?2)")
        try graph.bind(integer: id, at: 1)
        try graph.bind(blob: contents.graph, at: 2)
        try graph.runBound()

        // The vids of this import's cafés (a rejected one has none), against the links stored.
        let find = try database.prepare("SELECT vid FROM venue WHERE provider = ?1 AND id = ?2")
        var fresh = Set<Int>()
        for venue in contents.venues {
            try find.bind([.text(venue.provider), .text(venue.id)])
            if try find.step() { fresh.insert(find.int(at: 0)) }
            find.reset()
        }
        let linked = try database.prepare("SELECT vid FROM extract_venue WHERE extract = ?1")
        try linked.bind([.integer(id)])
        var before = Set<Int>()
        while try linked.step() { before.insert(linked.int(at: 0)) }

        let unlink = try database.prepare("DELETE FROM extract_venue WHERE extract = ?1 AND vid = ?2")
        // Deleted only when no other extract links it and no import wrote it.
        let remove = try database.prepare("""
            DELETE FROM venue WHERE vid = ?1 AND imported = 0 AND NOT EXISTS (SELECT 1 FROM extract_venue WHERE vid = ?1)
            RETURNING vid
            """)
        let unindex = try database.prepare("DELETE FROM venue_index WHERE vid = ?1")
        var removed = 0
        for vid in before.subtracting(fresh).sorted() {
            try unlink.run([.integer(id), .integer(vid)])
            try remove.bind([.integer(vid)])
            let deleted = try remove.step()
            while try remove.step() {}
            remove.reset()
            if deleted {
                try unindex.run([.integer(vid)])
                removed += 1
            }
        }
        let link = try database.prepare("INSERT OR IGNORE INTO extract_venue (extract, vid) VALUES (?1, ?2)")
        for vid in fresh.subtracting(before).sorted() { try link.run([.integer(id), .integer(vid)]) }
        return removed
    }

    /// `meta(_:)` inside a transaction, with SQLite's own error.
    private func metaValue(_ key: String) throws(SQLiteError) -> String? {
        let statement = try database.prepare("SELECT value FROM meta WHERE key = ?")
        try statement.bind([.text(key)])
        return try statement.step() ? statement.text(at: 0) : nil
    }
}
