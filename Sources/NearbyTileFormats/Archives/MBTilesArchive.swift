import NearbyFormats
import NearbyGeo
import NearbySQLite

/// An MBTiles 1.3 file: SQLite with `tiles(zoom_level, tile_column, tile_row, tile_data)` in the
/// TMS scheme (row 0 is the south edge) and a `metadata(name, value)` table. Read-only.
public final class MBTilesArchive: TileArchive {
    public let path: String
    public private(set) var metadata: TileArchiveMetadata
    private let database: Database
    private let tileQuery: Statement

    /// Nearby's own tile cache (`TileCacheFile` in NearbyMap) marks its files with this
    /// `application_id` ("NBTL"); its `tiles` is a view over its `tile_store` table.
    public static let tileCacheApplicationID = 0x4E42_544C
    /// One query of an archive may run this long: far more than a real file's indexed lookup needs.
    public static let querySeconds = 0.75
    /// SQLite's page cache for an archive, in KiB: the index pages of its `tiles` and a tile's
    /// blob as it is read.
    static let cacheKiB = 128
    /// Rows of `metadata` read at most (real files have a dozen or two).
    public static let maxMetadataRows = 1000

    /// The longest `tiles` view definition read; a longer one is refused, never cut short.
    static let maxViewSQL = 4000

    public init(path: String) throws(TileArchiveError) {
        self.path = path
        (database, tileQuery, metadata) = try Self.reading(path) { try Self.open(path) }
    }

    /// The file's database, its tile query and its metadata, once its schema is one of an MBTiles file.
    private static func open(_ path: String) throws -> (Database, Statement, TileArchiveMetadata) {
        let database = try Database(path: path, mode: .readOnly)
        // Before anything else: bounded values and query time, so no later read can hang
        // or fill memory, whatever the file's schema says.
        try database.bound(valueBytes: TileLimits.maxStoredBytes * 2 + (1 << 20), querySeconds: Self.querySeconds)
        // A tile's pages are read once (its decoded tile is what the map keeps): SQLite's
        // default cache (2 MB) would only hold blobs already decoded, on the app's heap.
        try database.execute("PRAGMA cache_size = -\(Self.cacheKiB)")
        // Touching the schema is what reveals a file that is not a database at all.
        let objects = try database.prepare(
            "SELECT name, type, substr(sql, 1, \(Self.maxViewSQL)), length(sql) FROM sqlite_master WHERE name IN ('tiles', 'metadata', 'tile_store') LIMIT 10")
        var types: [String: String] = [:]
        var tilesSQL: String?
        while try objects.step() {
            types[objects.text(at: 0)] = objects.text(at: 1)
            if objects.text(at: 0) == "tiles", !objects.isNull(at: 2), objects.int(at: 3) <= Self.maxViewSQL { tilesSQL = objects.text(at: 2) }
        }
        guard let tilesType = types["tiles"] else { throw TileArchiveError(path: path, reason: "not an MBTiles file (no tiles table)") }
        // A view can hide any query (a recursive one never ends); only the tile cache's own
        // `tiles` view over its table, or a deduplicating writer's plain join of its tables,
        // may stand in for the table.
        if tilesType != "table" {
            let isTileCache = try types["tile_store"] == "table" && database.pragmaInteger("application_id") == Self.tileCacheApplicationID
            var isPlainView = false
            if let tilesSQL { isPlainView = try MBTilesArchive.readsOnlyTables(tilesSQL, database) }
            guard tilesType == "view", isTileCache || isPlainView else {
                throw TileArchiveError(path: path, reason: "not an MBTiles file (its tiles is a \(tilesType), not a table)")
            }
        }
        if let metadataType = types["metadata"], metadataType != "table" {
            throw TileArchiveError(path: path, reason: "not an MBTiles file (its metadata is a \(metadataType), not a table)")
        }
        // The length first (SQLite reads it without the blob): a tile too large is never read.
        let tileQuery = try database.prepare("""
            SELECT CASE WHEN length(tile_data) <= \(TileLimits.maxStoredBytes) THEN tile_data END, length(tile_data)
            FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?
            """)
        var metadata = TileArchiveMetadata(container: "mbtiles")
        if types["metadata"] != nil {
            database.armDeadline()
            let rows = try database.prepare("SELECT name, value FROM metadata LIMIT \(Self.maxMetadataRows)")
            while try rows.step() {
                if !rows.isNull(at: 0) { metadata.apply(name: rows.text(at: 0), value: rows.text(at: 1)) }
            }
        }
        return (database, tileQuery, metadata)
    }

    /// Runs `body`, its SQLite failures said as the archive's sentences.
    private static func reading<T>(_ path: String, _ body: () throws -> T) throws(TileArchiveError) -> T {
        do {
            return try body()
        } catch let error as TileArchiveError {
            throw error
        } catch let error as SQLiteError {
            throw TileArchiveError(path: path, reason: sentence(error))
        } catch {
            throw TileArchiveError(path: path, reason: "cannot read the MBTiles file (\(error))")
        }
    }

    /// Whether a `tiles` view is a plain select over stored tables of the file (`MBTilesView`).
    private static func readsOnlyTables(_ sql: String, _ database: Database) throws(SQLiteError) -> Bool {
        guard let names = MBTilesView.sources(of: sql), names.count <= 8 else { return false }
        let lookup = try database.prepare("SELECT type, substr(upper(ltrim(sql)), 1, 14) FROM sqlite_master WHERE lower(name) = ? LIMIT 1")
        var kinds: [String: MBTilesView.Kind] = [:]
        for name in names {
            defer { lookup.reset() }
            try lookup.bind([.text(name)])
            guard try lookup.step() else { continue }
            switch lookup.text(at: 0) {
            case "table": kinds[name] = lookup.text(at: 1).hasPrefix("CREATE VIRTUAL") ? .virtualTable : .table
            case "view": kinds[name] = .view
            default: break
            }
        }
        return MBTilesView.readsOnlyTables(names, kinds: kinds)
    }

    public func tileData(_ id: TileKey) throws(TileArchiveError) -> [UInt8]? {
        guard id.isValid else { return nil }
        return try Self.reading(path) {
            defer { tileQuery.reset() }
            try tileQuery.bind([.integer(id.zoom), .integer(id.x), .integer(id.tmsRow)])
            database.armDeadline()
            guard try tileQuery.step() else { return nil }
            let length = tileQuery.int(at: 1)
            guard length <= TileLimits.maxStoredBytes else {
                throw TileArchiveError(path: path, reason: "tile \(id) is stored in \(length) bytes, more than the \(TileLimits.mebibytes(TileLimits.maxStoredBytes)) a tile may have")
            }
            return tileQuery.blob(at: 0)
        }
    }

    public func anyTile() throws(TileArchiveError) -> TileKey? {
        do {
            database.armDeadline()
            let query = try database.prepare("SELECT zoom_level, tile_column, tile_row FROM tiles ORDER BY zoom_level LIMIT 1")
            guard try query.step() else { return nil }
            let zoom = query.int(at: 0)
            guard (0...TileKey.maxZoom).contains(zoom) else { return nil }
            return TileKey(zoom: zoom, x: query.int(at: 1), tmsRow: query.int(at: 2))
        } catch {
            throw TileArchiveError(path: path, reason: Self.sentence(error))
        }
    }

    private static func sentence(_ error: SQLiteError) -> String {
        switch error.primaryCode {
        case 26: return "not an MBTiles file (not an SQLite database)"  // SQLITE_NOTADB
        case 11: return "the MBTiles file is damaged (\(error.message))"  // SQLITE_CORRUPT
        case 14: return "cannot open the MBTiles file (\(error.message))"  // SQLITE_CANTOPEN
        case SQLiteError.interrupted:
            return "reading the MBTiles file takes too long (a query ran past \(JSON.number(querySeconds)) s; a huge table without an index?)"
        case SQLiteError.tooBig: return "the MBTiles file holds a value too large to be a tile or its metadata"
        default: return "cannot read the MBTiles file (\(error.message))"
        }
    }
}
