import NearbyFormats
import NearbySQLite
import NearbyText

/// Venues in SQLite: whole-batch upserts, and "venues in this region, nearest first" answered
/// from an R*Tree (VenueStore+Nearest.swift). One connection; not Sendable — each thread that
/// needs the store opens its own (WAL lets a reader and a writer work at once).
public final class VenueStore {
    public let database: Database
    private var upsertInsert: Statement?
    private var upsertUpdate: Statement?
    private var importedUpdate: Statement?
    private var repeatedUpdate: Statement?
    private var indexWrite: Statement?
    private var indexUpdate: Statement?
    private var detailsFill: Statement?

    /// Opens the database at `path`, creating and migrating it as needed. A write that finds the
    /// database locked waits up to `busyTimeout` milliseconds, then fails with a "locked" error.
    public init(path: String, busyTimeout: Int32 = 5000) throws(StoreError) {
        try Schema.checkPath(path)
        do {
            database = try Database(path: path, busyTimeout: busyTimeout)
        } catch {
            throw .cannotOpen(path: path, cause: error)
        }
        // SQLite silently opens a write-protected file read-only; say so now, not at the first write.
        if database.isReadOnly { throw .readOnly(path: path, cause: nil) }
        do throws(StoreError) {
            // Refuse another program's file, or a newer schema, before anything writes to it
            // (journal_mode included).
            try Schema.claim(database, path: path)
            try Schema.sqlite { () throws(SQLiteError) in
                if path != ":memory:" { try database.enableWAL(timeout: busyTimeout) }
                try database.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
            }
            try Schema.migrate(database)
            try Schema.sqlite { () throws(SQLiteError) in
                try foldUnfoldedNames()
                try computeUnknownFacets()
            }
        } catch .sqlite(let error) {
            throw Self.openFailure(path: path, error)
        } catch {
            throw error
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
        /// Venues already stored and left as they were: unchanged, or the user's own rows, which
        /// a provider never overwrites (or, for a dataset, any stored row).
        public var kept = 0
        /// Venues refused for breaking `VenueLimits` (a 20 MB name never gets in).
        public var rejected = 0
        /// Offsets in the batch of an import's rows whose id an earlier row of the same import
        /// had; the later row was written over it.
        public var repeated: [Int] = []
        /// Venues of the batch the store now holds as given or kept: new, changed or already there.
        public var total: Int { inserted + updated + kept }
    }

    /// Where a batch comes from, which decides what it may overwrite.
    public enum WriteOrigin: Sendable, Equatable {
        /// A provider's fetch: adds venues and updates the ones that changed, but never a row the
        /// user imported; unchanged rows are not rewritten.
        case provider
        /// A bundled dataset: only adds venues the store lacks.
        case dataset
        /// The user's own rows, from import run `run` (> 0): they replace what is stored.
        case user(run: Int)
    }

    /// Writes a whole batch in one transaction: all of it or none of it. A venue already stored
    /// (same provider and id) is updated, not duplicated, as `origin` allows; the spatial index
    /// follows in the same transaction.
    @discardableResult
    public func upsert(_ venues: [Venue], now: Int = 0, origin: WriteOrigin = .provider) throws(StoreError) -> UpsertSummary {
        try database.transaction({ () throws(StoreError) in try upsertInTransaction(venues, now: now, origin: origin) },
                                 sqliteError: StoreError.sqlite)
    }

    /// The upsert's body, for callers that manage the transaction themselves (imports). A new
    /// venue (the common case in an import) costs one INSERT and one index INSERT; only a venue
    /// already stored takes an UPDATE path. Every venue passes `VenueLimits` here, whichever
    /// format or provider it came from. Without `indexingNewRows`, new venues are left out of
    /// the spatial index for the caller to add (an import packs them: VenueStore+Bulk).
    public func upsertInTransaction(_ venues: [Venue], now: Int, origin: WriteOrigin = .provider, indexingNewRows: Bool = true)
        throws(StoreError) -> UpsertSummary
    {
        var unwritten: String?
        let summary = try Schema.sqlite { () throws(SQLiteError) in
            try upsertRows(venues, now: now, origin: origin, indexingNewRows: indexingNewRows, unwritten: &unwritten)
        }
        if let unwritten { throw .rowMissing(what: "venue " + TerminalSafe.quoted(unwritten)) }
        return summary
    }

    /// The upsert's rows; stops with `unwritten` set to the venue's id when a venue was neither
    /// inserted nor updated (SQLite said the insert conflicted, then the update found no row).
    private func upsertRows(_ venues: [Venue], now: Int, origin: WriteOrigin, indexingNewRows: Bool,
                            unwritten: inout String?) throws(SQLiteError) -> UpsertSummary
    {
        let columns = "name = ?3, address = ?4, lat = ?5, lon = ?6, updated_at = ?7, imported = ?8, name_folded = ?9, "
            + Self.detailColumns.map { "\($0.name) = ?\($0.parameter)" }.joined(separator: ", ")
            + ", facets = ?\(Self.facetsParameter)"
        let insert = try cached(&upsertInsert, """
            INSERT INTO venue (provider, id, name, address, lat, lon, updated_at, imported, name_folded, \(Self.detailNames), facets)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, \(Self.detailColumns.map { "?\($0.parameter)" }.joined(separator: ", ")),
                    ?\(Self.facetsParameter))
            ON CONFLICT (provider, id) DO NOTHING
            """)
        // ?8 is 0 for a provider: only rows no import wrote, and only when something changed.
        let providerUpdate = try cached(&upsertUpdate, """
            UPDATE venue SET \(columns) WHERE provider = ?1 AND id = ?2 AND imported = ?8
            AND (name IS NOT ?3 OR address IS NOT ?4 OR lat IS NOT ?5 OR lon IS NOT ?6
                 OR \(Self.detailColumns.map { "\($0.name) IS NOT ?\($0.parameter)" }.joined(separator: " OR "))) RETURNING vid
            """)
        let importUpdate = try cached(&importedUpdate,
            "UPDATE venue SET \(columns) WHERE provider = ?1 AND id = ?2 AND imported <> ?8 RETURNING vid")
        let repeatUpdate = try cached(&repeatedUpdate,
            "UPDATE venue SET \(columns) WHERE provider = ?1 AND id = ?2 RETURNING vid")
        let indexInsert = try cached(&indexWrite, "INSERT INTO venue_index VALUES (?1, ?2, ?2, ?3, ?3)")
        let indexMove = try cached(&indexUpdate,
            "UPDATE venue_index SET min_lat = ?2, max_lat = ?2, min_lon = ?3, max_lon = ?3 WHERE vid = ?1")
        var run = 0
        if case .user(let number) = origin { run = number }
        var summary = UpsertSummary()
        for (offset, venue) in venues.enumerated() {
            if VenueLimits.violation(of: venue) != nil {
                summary.rejected += 1
                continue
            }
            try bind(insert, venue, now: now, imported: run)
            try insert.runBound()
            let index: Statement
            let vid: Int
            if database.changes == 1 {
                vid = database.lastInsertRowID
                index = indexInsert
                summary.inserted += 1
                if !indexingNewRows { continue }
            } else {
                switch origin {
                case .dataset:
                    // A bundled row from before the dataset had details gets them; nothing else changes.
                    if !venue.details.isEmpty, try fillDetails(venue) { summary.updated += 1 } else { summary.kept += 1 }
                    continue
                case .provider:
                    guard let updated = try write(providerUpdate, venue, now: now, imported: 0) else {
                        summary.kept += 1
                        continue
                    }
                    vid = updated
                    summary.updated += 1
                case .user:
                    if let updated = try write(importUpdate, venue, now: now, imported: run) {
                        vid = updated
                        summary.updated += 1
                    } else if let updated = try write(repeatUpdate, venue, now: now, imported: run) {
                        vid = updated
                        summary.repeated.append(offset)
                    } else {
                        unwritten = venue.id
                        return summary
                    }
                }
                index = indexMove
            }
            try index.bind(integer: vid, at: 1)
            try index.bind(double: venue.coordinate.latitude, at: 2)
            try index.bind(double: venue.coordinate.longitude, at: 3)
            try index.runBound()
        }
        return summary
    }

    private func bind(_ statement: Statement, _ venue: Venue, now: Int, imported: Int) throws(SQLiteError) {
        try statement.bind(text: venue.provider, at: 1)
        try statement.bind(text: venue.id, at: 2)
        try statement.bind(text: venue.name, at: 3)
        try statement.bind(text: venue.address, at: 4)
        try statement.bind(double: venue.coordinate.latitude, at: 5)
        try statement.bind(double: venue.coordinate.longitude, at: 6)
        try statement.bind(integer: now, at: 7)
        try statement.bind(integer: imported, at: 8)
        try statement.bind(text: SearchFolding.fold(venue.name), at: 9)
        try bindDetails(statement, venue.details)
    }

    /// The details columns, in `VenueDetails.columnNames` order, bound as ?10 onwards.
    static let detailColumns = VenueDetails.columnNames.enumerated().map { (name: $0.element, parameter: 10 + $0.offset) }
    static let detailNames = VenueDetails.columnNames.joined(separator: ", ")
    /// The parameter of the `facets` column (FacetBits), after the details.
    static let facetsParameter = 10 + VenueDetails.columnNames.count

    /// Binds the details columns and the facets they give.
    private func bindDetails(_ statement: Statement, _ details: VenueDetails) throws(SQLiteError) {
        for (name, parameter) in Self.detailColumns {
            if let value = details[column: name] { try statement.bind(text: value, at: Int32(parameter)) } else {
                try statement.bind(.null, at: Int32(parameter))
            }
        }
        try statement.bind(integer: FacetBits(VenueFacets(details: details)).raw, at: Int32(Self.facetsParameter))
    }

    /// Writes a dataset venue's details into its stored row when that row is no import's and has none yet.
    private func fillDetails(_ venue: Venue) throws(SQLiteError) -> Bool {
        let fill = try cached(&detailsFill, """
            UPDATE venue SET \(Self.detailColumns.map { "\($0.name) = ?\($0.parameter)" }.joined(separator: ", ")),
                facets = ?\(Self.facetsParameter)
            WHERE provider = ?1 AND id = ?2 AND imported = 0
            AND \(Self.detailColumns.map { "\($0.name) IS NULL" }.joined(separator: " AND "))
            """)
        try fill.bind(text: venue.provider, at: 1)
        try fill.bind(text: venue.id, at: 2)
        try bindDetails(fill, venue.details)
        try fill.runBound()
        return database.changes == 1
    }

    /// Runs an UPDATE … RETURNING vid for `venue`: the row's vid, or nil when no row matched.
    private func write(_ update: Statement, _ venue: Venue, now: Int, imported: Int) throws(SQLiteError) -> Int? {
        defer { update.reset() }
        try bind(update, venue, now: now, imported: imported)
        guard try update.step() else { return nil }
        let vid = update.int(at: 0)
        while try update.step() {}
        return vid
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

    private func cached(_ slot: inout Statement?, _ sql: String) throws(SQLiteError) -> Statement {
        if let statement = slot { return statement }
        let statement = try database.prepare(sql)
        slot = statement
        return statement
    }
}
