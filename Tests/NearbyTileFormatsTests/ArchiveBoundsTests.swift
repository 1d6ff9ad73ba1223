import Foundation
import NearbyTestSupport
import XCTest
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyTileFormats

/// Archives are tables: an MBTiles whose `tiles` or `metadata` is a view (here over a recursive
/// query that never ends) is one sentence at once; a stored tile past the cap is refused by its
/// length before its bytes are read; every query runs under a deadline and a value limit.
final class ArchiveBoundsTests: XCTestCase {
    static let recursive = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)"

    func mbtiles(_ scratch: ScratchDirectory, _ schema: String) throws -> String {
        let path = scratch.path + "/hostile-\(UUID().uuidString.prefix(6)).mbtiles"
        try Database(path: path).execute(schema)
        return path
    }

    func refusal(_ path: String) -> String? {
        do {
            _ = try MBTilesArchive(path: path)
            return nil
        } catch {
            return error.reason
        }
    }

    func testATilesViewOverARecursiveQueryIsRefusedAtOnce() throws {
        let scratch = try ScratchDirectory()
        let path = try mbtiles(scratch, """
            CREATE TABLE metadata (name TEXT, value TEXT);
            CREATE VIEW tiles AS \(Self.recursive)
              SELECT 0 AS zoom_level, 0 AS tile_column, n AS tile_row, x'1a00' AS tile_data FROM r WHERE n < 0;
            """)
        let started = Date()
        XCTAssertEqual(refusal(path), "not an MBTiles file (its tiles is a view, not a table)")
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    }

    func testAMetadataViewIsRefusedAtOnce() throws {
        let scratch = try ScratchDirectory()
        let path = try mbtiles(scratch, """
            CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            CREATE VIEW metadata AS \(Self.recursive) SELECT 'k' || n AS name, printf('%.1000c', 'x') AS value FROM r;
            """)
        XCTAssertEqual(refusal(path), "not an MBTiles file (its metadata is a view, not a table)")
    }

    /// A view of 900 MB: refused as a view, never built.
    func testAZeroblobBehindAViewIsRefused() throws {
        let scratch = try ScratchDirectory()
        let path = try mbtiles(scratch, """
            CREATE VIEW tiles AS SELECT 0 AS zoom_level, 0 AS tile_column, 0 AS tile_row, zeroblob(900000000) AS tile_data;
            """)
        XCTAssertEqual(refusal(path), "not an MBTiles file (its tiles is a view, not a table)")
    }

    /// The tile cache's own `tiles` view (its application id, over its `tile_store` table) is read.
    func testTheTileCachesOwnViewIsRead() throws {
        let scratch = try ScratchDirectory()
        let tile = TileArchiveTests.tile("0/0/0")
        let hex = tile.map { String(format: "%02X", $0) }.joined()
        let path = try mbtiles(scratch, """
            CREATE TABLE tile_store (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            CREATE VIEW tiles AS SELECT zoom_level, tile_column, tile_row, tile_data FROM tile_store WHERE length(tile_data) > 0;
            CREATE TABLE metadata (name TEXT PRIMARY KEY, value TEXT);
            INSERT INTO tile_store VALUES (0, 0, 0, X'\(hex)');
            PRAGMA application_id = \(MBTilesArchive.tileCacheApplicationID);
            """)
        let archive = try MBTilesArchive(path: path)
        XCTAssertEqual(try archive.tileData(TileKey(zoom: 0, x: 0, y: 0)), tile)
        // Without the cache's mark it is still one plain select over a stored table: read.
        try Database(path: path).execute("PRAGMA application_id = 0")
        XCTAssertEqual(try MBTilesArchive(path: path).tileData(TileKey(zoom: 0, x: 0, y: 0)), tile)
        // Over a view of its own, it is not.
        try Database(path: path).execute("""
            DROP VIEW tiles; ALTER TABLE tile_store RENAME TO tile_rows;
            CREATE VIEW tile_store AS SELECT * FROM tile_rows;
            CREATE VIEW tiles AS SELECT zoom_level, tile_column, tile_row, tile_data FROM tile_store WHERE length(tile_data) > 0;
            """)
        XCTAssertEqual(refusal(path), "not an MBTiles file (its tiles is a view, not a table)")
    }

    /// 50 MB stored in one row: its length is read, its bytes never are.
    func testAStoredTilePastTheCapIsRefusedByItsLength() throws {
        let scratch = try ScratchDirectory()
        let path = try mbtiles(scratch, """
            CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            INSERT INTO tiles VALUES (0, 0, 0, zeroblob(50000000));
            """)
        let archive = try MBTilesArchive(path: path)
        XCTAssertThrowsError(try archive.tileData(TileKey(zoom: 0, x: 0, y: 0))) { error in
            XCTAssertEqual((error as? TileArchiveError)?.reason,
                           "tile 0/0/0 is stored in 50000000 bytes, more than the 4 MiB a tile may have")
        }
    }

    /// A connection bounded for hostile files: a query that never ends is interrupted after
    /// its deadline, a value past the length limit is never built.
    func testABoundedConnectionInterruptsLongQueriesAndRefusesHugeValues() throws {
        let database = try Database(path: ":memory:")
        try database.bound(valueBytes: 1 << 20, querySeconds: 0.2)
        database.armDeadline()
        let started = Date()
        XCTAssertThrowsError(try database.prepare("\(Self.recursive) SELECT count(*) FROM r").step()) { error in
            XCTAssertEqual((error as? SQLiteError)?.primaryCode, SQLiteError.interrupted)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 1.5)
        database.armDeadline()
        XCTAssertThrowsError(try database.prepare("SELECT zeroblob(2000000)").step()) { error in
            XCTAssertEqual((error as? SQLiteError)?.primaryCode, SQLiteError.tooBig)
        }
        database.armDeadline()
        let small = try database.prepare("SELECT length(zeroblob(1000))")
        XCTAssertTrue(try small.step())
        XCTAssertEqual(small.int(at: 0), 1000)
    }

    /// A metadata table of a million rows: only the first thousand are read.
    func testMetadataRowsAreReadUpToALimit() throws {
        let scratch = try ScratchDirectory()
        let path = try mbtiles(scratch, """
            CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            CREATE TABLE metadata (name TEXT, value TEXT);
            INSERT INTO metadata \(Self.recursive.replacingOccurrences(of: "FROM r)", with: "FROM r WHERE n < 1000000)"))
              SELECT 'k' || n, 'v' FROM r;
            """)
        let archive = try MBTilesArchive(path: path)
        XCTAssertEqual(archive.metadata.other.count, MBTilesArchive.maxMetadataRows)
    }
}
