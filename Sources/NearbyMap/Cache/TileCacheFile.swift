#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbySQLite
import NearbyTileFormats

/// Downloaded vector tiles in an MBTiles file that other tools can read (a `tiles` view in the
/// TMS scheme and a `metadata` table), plus each tile's ETag, fetch time and last use. Every
/// tile is kept under its source (`TileCacheSource`): a connection reads and writes only its
/// own source's tiles, so two sources share the file (and its bound) but never their tiles.
/// Whole tiles only: every write is one transaction, and WAL keeps the file whole through a
/// SIGKILL. Bounded: past `maxBytes` the least recently used tiles (of any source) go. One
/// connection; not Sendable.
public final class TileCacheFile {
    /// What the file is for, which decides what happens when it is damaged.
    public enum Role: Sendable {
        /// `$XDG_CACHE_HOME/nearby/tiles.mbtiles`: Nearby's own; a damaged one is set aside.
        case cache
        /// A file the user named (`--out`): never moved or overwritten if it is not ours.
        case output
    }

    /// One change, committed with the others of its batch.
    public enum Write: Sendable, Equatable {
        /// A tile fetched now (empty bytes: the server has no tile there).
        case tile(TileKey, data: [UInt8], etag: String?)
        /// A 304: the tile held is current; its fetch time is renewed.
        case revalidated(TileKey)
    }

    /// Marks the file as Nearby's tile file ("NBTL").
    static let applicationID = 0x4E42_544C

    public let path: String
    public let database: Database
    /// The size bound, bytes of tile data; nil for none (a download file).
    public let maxBytes: Int?
    /// Whose tiles this connection reads and writes, and its id in `tile_source`.
    public let source: TileCacheSource
    let sourceID: Int
    /// Where a damaged cache was moved while opening (one warning for the caller to give).
    public private(set) var setAsidePath: String?
    /// Bytes of tile data stored, as this connection knows it.
    public private(set) var totalBytes = 0
    private let clock: () -> Int
    /// The last use handed out: uses are a sequence, so the order is exact within a second.
    private var useSequence = 0
    /// Tiles read since the last write, marked used at the next write (reads stay read-only).
    private var pendingUse: Set<TileKey> = []
    /// `PRAGMA data_version` when this connection last counted: it changes when another
    /// connection commits.
    private var seenDataVersion = -1
    private let lookup: Statement
    private let presence: Statement
    private let storedSize: Statement

    public init(path: String, role: Role, maxBytes: Int?, source: TileCacheSource,
                clock: @escaping () -> Int = { Int(time(nil)) }) throws(TileCacheError) {
        self.path = path
        self.maxBytes = maxBytes
        self.source = source
        self.clock = clock
        var setAside: String?
        let opened: Database
        // Nearby's own cache is opened under an exclusive lock on `PATH.lock`: the app's tile
        // reader and its downloader open it at once, and an opener must never meet the file (or
        // its WAL files) while another moves a damaged one aside and makes the new one.
        let lock = role == .cache ? Self.lock(path) : -1
        defer { Self.unlock(lock) }
        do {
            opened = try Self.open(path: path, role: role)
        } catch TileCacheError.damaged(_, let cause) where role == .cache {
            (opened, setAside) = try Self.replaceDamaged(path: path, role: role, cause: cause)
        }
        database = opened
        setAsidePath = setAside
        do {
            sourceID = try Self.register(source, in: opened)
            let key = "source = ? AND zoom_level = ? AND tile_column = ? AND tile_row = ?"
            // The length first (read without the blob): a tile past the cap is never read.
            lookup = try opened.prepare("""
                SELECT CASE WHEN length(tile_data) <= \(TileLimits.maxStoredBytes) THEN tile_data END, etag, fetched_at,
                    length(tile_data)
                FROM tile_store WHERE
                """ + " " + key)
            presence = try opened.prepare("SELECT 1 FROM tile_store WHERE " + key)
            storedSize = try opened.prepare("SELECT length(tile_data) FROM tile_store WHERE " + key)
            let totals = try opened.prepare("SELECT coalesce(sum(length(tile_data)), 0), coalesce(max(used_at), 0) FROM tile_store")
            if try totals.step() {
                totalBytes = totals.int(at: 0)
                useSequence = totals.int(at: 1)
            }
        } catch {
            throw TileCacheError.sqlite(path: path, cause: error)
        }
    }

    deinit {
        try? flushUse()
    }

    /// Opens the file, creating the schema in a new one; a file that is not an SQLite database
    /// or is damaged throws `.damaged`, another program's file `.foreign`.
    private static func open(path: String, role: Role) throws(TileCacheError) -> Database {
        let database: Database
        var stranger = false
        do {
            database = try Database(path: path)
            let names = try tableNames(database)
            if !names.isEmpty, try database.pragmaInteger("application_id") != applicationID || !names.contains("tile_store") {
                stranger = true
            } else {
                try database.enableWAL(timeout: 5000)
                try prepareSchema(database)
                try database.execute("PRAGMA synchronous = NORMAL")
            }
        } catch {
            if error.primaryCode == 11 || error.primaryCode == 26 { throw .damaged(path: path, cause: error) }
            throw .sqlite(path: path, cause: error)
        }
        guard stranger else { return database }
        // At the cache's own path, a stranger is as good as damaged; a file the user named is theirs.
        if role == .cache { throw .damaged(path: path, cause: SQLiteError(code: 26, message: "not nearby's tile cache")) }
        throw .foreign(path: path)
    }

    private static func tableNames(_ database: Database) throws(SQLiteError) -> Set<String> {
        let query = try database.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")
        var names = Set<String>()
        while try query.step() { names.insert(query.text(at: 0)) }
        return names
    }

    /// Takes the exclusive lock on `PATH.lock` (-1 when the lock file cannot be made: the open
    /// goes on unlocked, as it would on a file system without locks).
    private static func lock(_ path: String) -> Int32 {
        let lock = Glibc.open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if lock >= 0 { while flock(lock, LOCK_EX) != 0 && errno == EINTR {} }
        return lock
    }

    private static func unlock(_ lock: Int32) {
        guard lock >= 0 else { return }
        flock(lock, LOCK_UN)
        close(lock)
    }

    /// Moves the damaged cache at `path` (and its WAL files, which must not meet a new
    /// database) aside and opens a new one; the caller holds the lock, so no other opener is
    /// between. Returns the connection and where the damaged file went.
    private static func replaceDamaged(path: String, role: Role, cause: SQLiteError) throws(TileCacheError)
        -> (Database, String)
    {
        let aside = try setAside(path)
        do {
            return (try Self.open(path: path, role: role), aside)
        } catch {
            throw TileCacheError.damaged(path: path, cause: cause)
        }
    }

    private static func setAside(_ path: String) throws(TileCacheError) -> String {
        let aside = path + ".damaged-\(Int(time(nil)))"
        guard rename(path, aside) == 0 else {
            throw .cannotSetAside(path: path, reason: String(cString: strerror(errno)))
        }
        for suffix in ["-wal", "-shm"] {
            if rename(path + suffix, aside + suffix) != 0 { unlink(path + suffix) }
        }
        return aside
    }

    /// The tile at `key`, or nil when the cache has never had it. Marks it used.
    public func tile(_ key: TileKey) throws(TileCacheError) -> CachedTile? {
        do throws(SQLiteError) {
            defer { lookup.reset() }
            try lookup.bind(row(key))
            guard try lookup.step() else { return nil }
            let length = lookup.int(at: 3)
            guard length <= TileLimits.maxStoredBytes else {
                throw SQLiteError(code: SQLiteError.tooBig, message: "tile \(key) is stored in \(length) bytes, "
                                  + "more than the \(TileLimits.mebibytes(TileLimits.maxStoredBytes)) a tile may have")
            }
            pendingUse.insert(key)
            return CachedTile(data: lookup.blob(at: 0), etag: lookup.isNull(at: 1) ? nil : lookup.text(at: 1),
                              fetchedAt: lookup.int(at: 2))
        } catch {
            throw .sqlite(path: path, cause: error)
        }
    }

    /// Whether the cache has an answer for the tile (a tile, or "no tile here"), without reading it.
    public func contains(_ key: TileKey) throws(TileCacheError) -> Bool {
        do {
            defer { presence.reset() }
            try presence.bind(row(key))
            return try presence.step()
        } catch {
            throw .sqlite(path: path, cause: error)
        }
    }

    /// Commits the writes in one transaction (all or none), then evicts past the bound.
    public func commit(_ writes: [Write]) throws(TileCacheError) {
        let totalBefore = totalBytes
        do {
            try database.transaction { () throws(SQLiteError) in
                try markPendingUse()
                let now = clock()
                let upsert = try database.prepare("""
                    INSERT INTO tile_store (source, zoom_level, tile_column, tile_row, tile_data, etag, fetched_at, used_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (source, zoom_level, tile_column, tile_row) DO UPDATE SET
                        tile_data = excluded.tile_data, etag = excluded.etag,
                        fetched_at = excluded.fetched_at, used_at = excluded.used_at
                    """)
                let renew = try database.prepare(
                    "UPDATE tile_store SET fetched_at = ?, used_at = ? WHERE source = ? AND zoom_level = ? AND tile_column = ? AND tile_row = ?")
                for write in writes {
                    useSequence += 1
                    switch write {
                    case .tile(let key, let data, let etag):
                        // The running total: what the write adds, less what it replaces.
                        try storedSize.bind(row(key))
                        let replaced = try storedSize.step() ? storedSize.int(at: 0) : 0
                        storedSize.reset()
                        totalBytes += data.count - replaced
                        try upsert.bind(row(key))
                        try upsert.bind(blob: data, at: 5)
                        try upsert.bind(etag.map { .text($0) } ?? .null, at: 6)
                        try upsert.bind(integer: now, at: 7)
                        try upsert.bind(integer: useSequence, at: 8)
                        try upsert.runBound()
                    case .revalidated(let key):
                        try renew.run([.integer(now), .integer(useSequence)] + row(key))
                    }
                }
                try evict()
            }
        } catch {
            totalBytes = totalBefore  // rolled back
            throw .sqlite(path: path, cause: error)
        }
    }

    /// The key columns of a tile of this source: its source, then MBTiles' `zoom_level`,
    /// `tile_column`, `tile_row` (rows in the TMS scheme).
    private func row(_ key: TileKey) -> [Statement.Value] {
        [.integer(sourceID), .integer(key.zoom), .integer(key.x), .integer(key.tmsRow)]
    }

    /// Writes the uses of tiles read since the last write.
    public func flushUse() throws(TileCacheError) {
        guard !pendingUse.isEmpty else { return }
        do {
            try database.transaction { () throws(SQLiteError) in try markPendingUse() }
        } catch {
            throw .sqlite(path: path, cause: error)
        }
    }

    private func markPendingUse() throws(SQLiteError) {
        guard !pendingUse.isEmpty else { return }
        let touch = try database.prepare("UPDATE tile_store SET used_at = ? WHERE source = ? AND zoom_level = ? AND tile_column = ? AND tile_row = ?")
        for key in pendingUse.sorted(by: { ($0.zoom, $0.x, $0.tmsRow) < ($1.zoom, $1.x, $1.tmsRow) }) {
            useSequence += 1
            try touch.run([.integer(useSequence)] + row(key))
        }
        pendingUse.removeAll()
    }

    /// Deletes least recently used tiles until the data fits the bound (inside the caller's
    /// transaction). The total is recounted past the bound, and whenever another connection
    /// committed since this one last looked (another source's app shares the bound); else the
    /// running total saves a scan per commit.
    private func evict() throws(SQLiteError) {
        guard let maxBytes else { return }
        let version = try database.pragmaInteger("data_version")
        let othersWrote = version != seenDataVersion
        seenDataVersion = version
        guard totalBytes > maxBytes || othersWrote else { return }
        let total = try database.prepare("SELECT coalesce(sum(length(tile_data)), 0) FROM tile_store")
        totalBytes = try total.step() ? total.int(at: 0) : 0
        guard totalBytes > maxBytes else { return }
        let oldest = try database.prepare("SELECT rowid, length(tile_data) FROM tile_store ORDER BY used_at")
        var doomed: [Int] = []
        while totalBytes > maxBytes, try oldest.step() {
            doomed.append(oldest.int(at: 0))
            totalBytes -= oldest.int(at: 1)
        }
        oldest.reset()
        let delete = try database.prepare("DELETE FROM tile_store WHERE rowid = ?")
        for rowid in doomed { try delete.run([.integer(rowid)]) }
    }

    /// Sets MBTiles metadata rows (name, format, bounds, minzoom, maxzoom, attribution, json…).
    public func setMetadata(_ pairs: [(name: String, value: String)]) throws(TileCacheError) {
        do {
            try database.transaction { () throws(SQLiteError) in
                let upsert = try database.prepare("INSERT OR REPLACE INTO metadata (name, value) VALUES (?, ?)")
                for pair in pairs { try upsert.run([.text(pair.name), .text(pair.value)]) }
            }
        } catch {
            throw .sqlite(path: path, cause: error)
        }
    }

    /// A metadata value, or nil.
    public func metadata(_ name: String) throws(TileCacheError) -> String? {
        do {
            let query = try database.prepare("SELECT value FROM metadata WHERE name = ?")
            try query.bind([.text(name)])
            return try query.step() ? query.text(at: 0) : nil
        } catch {
            throw .sqlite(path: path, cause: error)
        }
    }

    /// Removes every tile of this connection's source.
    public func removeAllTiles() throws(TileCacheError) {
        do {
            try database.prepare("DELETE FROM tile_store WHERE source = ?").run([.integer(sourceID)])
            pendingUse.removeAll()
            let total = try database.prepare("SELECT coalesce(sum(length(tile_data)), 0) FROM tile_store")
            totalBytes = try total.step() ? total.int(at: 0) : 0
        } catch {
            throw .sqlite(path: path, cause: error)
        }
    }
}
