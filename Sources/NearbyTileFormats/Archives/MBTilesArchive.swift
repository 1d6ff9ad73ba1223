import NearbyGeo
import NearbySQLite

/// An MBTiles 1.3 file: SQLite with `tiles(zoom_level, tile_column, tile_row, tile_data)` in the
/// TMS scheme (row 0 is the south edge) and a `metadata(name, value)` table. Read-only.
public final class MBTilesArchive: TileArchive {
    public let path: String
    public private(set) var metadata: TileArchiveMetadata
    private let database: Database
    private let tileQuery: Statement

    public init(path: String) throws(TileArchiveError) {
        self.path = path
        do {
            database = try Database(path: path, mode: .readOnly)
            // Touching the schema is what reveals a file that is not a database at all.
            let tables = try database.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")
            var names = Set<String>()
            while try tables.step() { names.insert(tables.text(at: 0)) }
            guard names.contains("tiles") else { throw TileArchiveError(path: path, "not an MBTiles file (no tiles table)") }
            tileQuery = try database.prepare("SELECT tile_data FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?")
            metadata = TileArchiveMetadata(container: "mbtiles")
            if names.contains("metadata") {
                let rows = try database.prepare("SELECT name, value FROM metadata")
                while try rows.step() {
                    if !rows.isNull(at: 0) { metadata.apply(name: rows.text(at: 0), value: rows.text(at: 1)) }
                }
            }
        } catch let error as TileArchiveError {
            throw error
        } catch let error as SQLiteError {
            throw TileArchiveError(path: path, Self.sentence(error))
        } catch {
            throw TileArchiveError(path: path, "cannot read the MBTiles file (\(error))")
        }
    }

    public func tileData(_ id: TileKey) throws(TileArchiveError) -> [UInt8]? {
        guard id.isValid else { return nil }
        do {
            defer { tileQuery.reset() }
            try tileQuery.bind([.integer(id.zoom), .integer(id.x), .integer(id.tmsRow)])
            guard try tileQuery.step() else { return nil }
            return tileQuery.blob(at: 0)
        } catch {
            throw TileArchiveError(path: path, Self.sentence(error))
        }
    }

    public func anyTile() throws(TileArchiveError) -> TileKey? {
        do {
            let query = try database.prepare("SELECT zoom_level, tile_column, tile_row FROM tiles ORDER BY zoom_level LIMIT 1")
            guard try query.step() else { return nil }
            let zoom = query.int(at: 0)
            guard (0...TileKey.maxZoom).contains(zoom) else { return nil }
            return TileKey(zoom: zoom, x: query.int(at: 1), tmsRow: query.int(at: 2))
        } catch {
            throw TileArchiveError(path: path, Self.sentence(error))
        }
    }

    private static func sentence(_ error: SQLiteError) -> String {
        switch error.primaryCode {
        case 26: return "not an MBTiles file (not an SQLite database)"  // SQLITE_NOTADB
        case 11: return "the MBTiles file is damaged (\(error.message))"  // SQLITE_CORRUPT
        case 14: return "cannot open the MBTiles file (\(error.message))"  // SQLITE_CANTOPEN
        default: return "cannot read the MBTiles file (\(error.message))"
        }
    }
}
