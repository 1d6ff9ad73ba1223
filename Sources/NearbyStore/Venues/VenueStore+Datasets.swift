import NearbyFormats
import NearbySQLite

extension VenueStore {
    /// Loads a bundled dataset when the store has not seen this version of it: adds the venues
    /// the store lacks, in one transaction, and records `version` under the dataset's name in
    /// the meta table. Stored rows are never changed, so a newer version of the assets can add
    /// venues but never revert or overwrite a user's. Returns the number of venues added (0 when
    /// this version was already loaded).
    @discardableResult
    public func loadDataset(named name: String, version: String, _ venues: () throws -> [Venue]) throws -> Int {
        let key = "dataset:" + name
        if try meta(key) == version { return 0 }
        // `venues` may throw anything: the transaction passes it on as it is.
        return try database.transaction({ () throws -> Int in
            // Another process may have loaded it while we waited for the write lock.
            if try meta(key) == version { return 0 }
            let summary = try upsertInTransaction(try venues(), now: 0, origin: .dataset)
            try setMeta(key, version)
            return summary.inserted
        }, sqliteError: { $0 })
    }

    /// The number of a new import run (1, 2, …), which tags the rows that import writes: the
    /// user's rows, and the way to tell a repeated id in one file from a stored one.
    public func beginImportRun() throws(StoreError) -> Int {
        let run = try Schema.sqlite { () throws(SQLiteError) -> Int? in
            let statement = try database.prepare("""
                INSERT INTO meta (key, value) VALUES ('last_import_run', '1')
                ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1 RETURNING CAST(value AS INTEGER)
                """)
            guard try statement.step() else { return nil }
            let run = statement.int(at: 0)
            while try statement.step() {}
            return run
        }
        guard let run else { throw .rowMissing(what: "the import run's number") }
        return run
    }

    func setMeta(_ key: String, _ value: String) throws(SQLiteError) {
        try database.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)").run([.text(key), .text(value)])
    }
}
