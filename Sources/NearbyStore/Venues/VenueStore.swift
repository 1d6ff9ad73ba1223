import NearbyCore

/// Venues in SQLite: whole-batch upserts, and "venues in this region, nearest first" answered
/// from an R*Tree (VenueStore+Nearest.swift). One connection; not Sendable — each thread that
/// needs the store opens its own (WAL lets a reader and a writer work at once).
public final class VenueStore {
    public let database: Database
    private var upsertInsert: Statement?
    private var upsertUpdate: Statement?
    private var indexWrite: Statement?
    private var indexUpdate: Statement?

    /// Opens the database at `path`, creating and migrating it as needed. A write that finds the
    /// database locked waits up to `busyTimeout` milliseconds, then fails with a "locked" error.
    public init(path: String, busyTimeout: Int32 = 5000) throws(StoreError) {
        do {
            database = try Database(path: path, busyTimeout: busyTimeout)
        } catch {
            throw .cannotOpen(path: path, cause: error)
        }
        // SQLite silently opens a write-protected file read-only; say so now, not at the first write.
        if database.isReadOnly { throw .readOnly(path: path, cause: nil) }
        do {
            // Refuse a newer schema before anything writes to the file (journal_mode included).
            let version = try database.pragmaInteger("user_version")
            if version > Schema.latestVersion {
                throw StoreError.newerSchema(found: version, supported: Schema.latestVersion)
            }
            if path != ":memory:" { try database.enableWAL(timeout: busyTimeout) }
            try database.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
            try Schema.migrate(database)
            try foldUnfoldedNames()
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw Self.openFailure(path: path, error)
        } catch {
            throw .sqlite(SQLiteError(code: -1, message: "\(error)"))
        }
    }

    /// A failure while setting up a file that did open: a folder where the -wal/-shm files (or
    /// a rollback journal) cannot be created shows up as CANTOPEN or READONLY here.
    private static func openFailure(path: String, _ error: SQLiteError) -> StoreError {
        switch error.primaryCode {
        case SQLiteError.cantOpen, SQLiteError.readOnly: return .readOnly(path: path, cause: error)
        default: return .sqlite(error)
        }
    }

    /// What an upsert did.
    public struct UpsertSummary: Sendable, Equatable {
        public var inserted = 0
        public var updated = 0
        public var total: Int { inserted + updated }
    }

    /// Writes a whole batch in one transaction: all of it or none of it. A venue already stored
    /// (same provider and id) is updated, not duplicated; the spatial index follows in the same
    /// transaction.
    @discardableResult
    public func upsert(_ venues: [Venue], now: Int = 0) throws(StoreError) -> UpsertSummary {
        do {
            return try database.transaction { try upsertInTransaction(venues, now: now) }
        } catch let error as SQLiteError {
            throw .sqlite(error)
        } catch {
            throw .sqlite(SQLiteError(code: -1, message: "\(error)"))
        }
    }

    /// The upsert's body, for callers that manage the transaction themselves (imports). A new
    /// venue (the common case in an import) costs one INSERT and one index INSERT; only a venue
    /// already stored takes the UPDATE path.
    public func upsertInTransaction(_ venues: [Venue], now: Int) throws(SQLiteError) -> UpsertSummary {
        let insert = try cached(&upsertInsert, """
            INSERT INTO venue (provider, id, name, address, lat, lon, updated_at, name_folded) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
            ON CONFLICT (provider, id) DO NOTHING
            """)
        let update = try cached(&upsertUpdate, """
            UPDATE venue SET name = ?3, address = ?4, lat = ?5, lon = ?6, updated_at = ?7, name_folded = ?8 WHERE provider = ?1 AND id = ?2
            RETURNING vid
            """)
        let indexInsert = try cached(&indexWrite, "INSERT INTO venue_index VALUES (?1, ?2, ?2, ?3, ?3)")
        let indexMove = try cached(&indexUpdate,
            "UPDATE venue_index SET min_lat = ?2, max_lat = ?2, min_lon = ?3, max_lon = ?3 WHERE vid = ?1")
        var summary = UpsertSummary()
        for venue in venues {
            let lat = venue.coordinate.latitude, lon = venue.coordinate.longitude
            try insert.bind(text: venue.provider, at: 1)
            try insert.bind(text: venue.id, at: 2)
            try insert.bind(text: venue.name, at: 3)
            try insert.bind(text: venue.address, at: 4)
            try insert.bind(double: lat, at: 5)
            try insert.bind(double: lon, at: 6)
            try insert.bind(integer: now, at: 7)
            let folded = SearchFolding.fold(venue.name)
            try insert.bind(text: folded, at: 8)
            try insert.runBound()
            let index: Statement
            let vid: Int
            if database.changes == 1 {
                vid = database.lastInsertRowID
                index = indexInsert
                summary.inserted += 1
            } else {
                defer { update.reset() }
                try update.bind(text: venue.provider, at: 1)
                try update.bind(text: venue.id, at: 2)
                try update.bind(text: venue.name, at: 3)
                try update.bind(text: venue.address, at: 4)
                try update.bind(double: lat, at: 5)
                try update.bind(double: lon, at: 6)
                try update.bind(integer: now, at: 7)
                try update.bind(text: folded, at: 8)
                guard try update.step() else {
                    throw SQLiteError(code: -1, message: "venue \(venue.id) was neither inserted nor updated", sql: update.sql)
                }
                vid = update.int(at: 0)
                while try update.step() {}
                index = indexMove
                summary.updated += 1
            }
            try index.bind(integer: vid, at: 1)
            try index.bind(double: lat, at: 2)
            try index.bind(double: lon, at: 3)
            try index.runBound()
        }
        return summary
    }

    /// Number of stored venues.
    public func count() throws(StoreError) -> Int {
        do {
            let statement = try database.prepare("SELECT count(*) FROM venue")
            try statement.step()
            return statement.int(at: 0)
        } catch { throw .sqlite(error) }
    }

    /// A value from the meta table.
    public func meta(_ key: String) throws(StoreError) -> String? {
        do {
            let statement = try database.prepare("SELECT value FROM meta WHERE key = ?")
            try statement.bind([.text(key)])
            return try statement.step() ? statement.text(at: 0) : nil
        } catch { throw .sqlite(error) }
    }

    /// Loads a dataset once: when `marker` is not yet in the meta table, upserts `venues()` and
    /// records the marker, in one transaction. Returns the number of venues written (0 when the
    /// dataset was already loaded).
    @discardableResult
    public func loadOnce(marker: String, _ venues: () throws -> [Venue]) throws -> Int {
        if try meta(marker) != nil { return 0 }
        return try database.transaction {
            // Another process may have loaded it while we waited for the write lock.
            if try meta(marker) != nil { return 0 }
            let batch = try venues()
            let summary = try upsertInTransaction(batch, now: 0)
            let statement = try database.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)")
            try statement.run([.text(marker), .text(String(batch.count))])
            return summary.total
        }
    }

    private func cached(_ slot: inout Statement?, _ sql: String) throws(SQLiteError) -> Statement {
        if let statement = slot { return statement }
        let statement = try database.prepare(sql)
        slot = statement
        return statement
    }
}
