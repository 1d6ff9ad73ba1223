import Foundation
import NearbyTestSupport
import XCTest
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyTileFormats

/// A `tiles` view is read only when it is one plain select over stored tables — the layouts the
/// deduplicating writers use (mbutil and tippecanoe, Planetiler, martin's `mbtiles`); any other
/// view may hide an endless query or a huge value.
final class DeduplicatedViewTests: XCTestCase {
    let tables: [String: MBTilesView.Kind] = ["map": .table, "images": .table]
    let tippecanoe = """
        CREATE VIEW tiles AS SELECT map.zoom_level AS zoom_level, map.tile_column AS tile_column,
        map.tile_row AS tile_row, images.tile_data AS tile_data FROM map JOIN images ON images.tile_id = map.tile_id
        """
    /// Planetiler's compact layout (its default).
    static let planetiler = """
        CREATE TABLE metadata (name text, value text);
        CREATE TABLE tiles_shallow (zoom_level integer, tile_column integer, tile_row integer, tile_data_id integer,
          primary key(zoom_level, tile_column, tile_row)) without rowid;
        CREATE TABLE tiles_data (tile_data_id integer primary key, tile_data blob);
        CREATE VIEW tiles AS
          select tiles_shallow.zoom_level as zoom_level, tiles_shallow.tile_column as tile_column,
                 tiles_shallow.tile_row as tile_row, tiles_data.tile_data as tile_data
          from tiles_shallow join tiles_data on tiles_shallow.tile_data_id = tiles_data.tile_data_id;
        """
    /// martin's `mbtiles` "flat-with-hash" layout.
    static let flatWithHash = """
        CREATE TABLE metadata (name text NOT NULL PRIMARY KEY, value text);
        CREATE TABLE tiles_with_hash (zoom_level integer NOT NULL, tile_column integer NOT NULL,
          tile_row integer NOT NULL, tile_data blob, tile_hash text);
        CREATE UNIQUE INDEX tiles_with_hash_index on tiles_with_hash (zoom_level, tile_column, tile_row);
        CREATE VIEW tiles AS SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles_with_hash;
        """

    func testTheSourcesOfAPlainJoinAreItsTables() {
        XCTAssertEqual(MBTilesView.sources(of: tippecanoe), ["map", "images"])
        XCTAssertTrue(MBTilesView.isPlain(tippecanoe, kinds: tables))
        XCTAssertEqual(MBTilesView.sources(of: "CREATE VIEW tiles AS SELECT * FROM \"Map\" AS m, [images] i WHERE m.id = i.id"),
                       ["map", "images"])
        XCTAssertEqual(MBTilesView.sources(of: "create view tiles as select a.x from a left outer join b on (a.k = b.k) -- x\n order by 1"),
                       ["a", "b"])
    }

    func testOtherViewsAreNot() {
        XCTAssertFalse(MBTilesView.isPlain(tippecanoe, kinds: ["map": .view, "images": .table]), "map must be a table")
        XCTAssertFalse(MBTilesView.isPlain(tippecanoe, kinds: ["images": .table]), "no map")
        XCTAssertFalse(MBTilesView.isPlain(tippecanoe, kinds: ["map": .virtualTable, "images": .table]), "a virtual table")
        let recursive = """
            CREATE VIEW tiles AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)
            SELECT 0 AS zoom_level, 0 AS tile_column, 0 AS tile_row, zeroblob(1) AS tile_data FROM n, map, images
            """
        XCTAssertNil(MBTilesView.sources(of: recursive))
        XCTAssertNil(MBTilesView.sources(of: tippecanoe + " UNION SELECT 0, 0, 0, zeroblob(900000000)"))
        XCTAssertNil(MBTilesView.sources(of: "CREATE VIEW tiles AS SELECT 0, 0, 0, zeroblob(900000000)"), "no source")
        XCTAssertNil(MBTilesView.sources(of: "CREATE VIEW tiles AS SELECT * FROM (SELECT * FROM map)"), "a subquery")
        XCTAssertNil(MBTilesView.sources(of: "CREATE VIEW tiles AS SELECT 0, 0, 0, value FROM json_each('[1]')"), "a table-valued function")
        XCTAssertNil(MBTilesView.sources(of: "CREATE VIEW tiles AS SELECT * FROM other.map"), "another schema")
        XCTAssertNil(MBTilesView.sources(of: "CREATE VIEW tiles AS SELECT * FROM map WHERE x IN (SELECT 1)"), "a nested select")
        XCTAssertNil(MBTilesView.sources(of: "CREATE VIEW tiles AS SELECT * FROM map JOIN"), "cut short")
    }

    // MARK: real files

    func archive(_ schema: String, tile: [UInt8], insert: String) throws -> (ScratchDirectory, String) {
        let scratch = try ScratchDirectory()
        let path = scratch.path + "/dedup.mbtiles"
        let hex = tile.map { String(format: "%02X", $0) }.joined()
        try Database(path: path).execute(schema + insert.replacingOccurrences(of: "TILE", with: "X'\(hex)'"))
        return (scratch, path)
    }

    func testTheDeduplicatingWritersLayoutsAreRead() throws {
        let tile = TileArchiveTests.tile("3/4/2")
        let key = TileKey(zoom: 3, x: 4, y: 2)
        let layouts: [(String, String, String)] = [
            ("planetiler", Self.planetiler, "INSERT INTO tiles_data VALUES (7, TILE); INSERT INTO tiles_shallow VALUES (3, 4, \(key.tmsRow), 7);"),
            ("flat-with-hash", Self.flatWithHash, "INSERT INTO tiles_with_hash VALUES (3, 4, \(key.tmsRow), TILE, 'h');"),
            ("mbutil", """
                CREATE TABLE metadata (name text, value text);
                CREATE TABLE map (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_id TEXT);
                CREATE TABLE images (tile_data blob, tile_id text);
                \(tippecanoe);
                """, "INSERT INTO images VALUES (TILE, 'a'); INSERT INTO map VALUES (3, 4, \(key.tmsRow), 'a');"),
        ]
        for (name, schema, insert) in layouts {
            let (scratch, path) = try archive(schema, tile: tile, insert: insert)
            let archive = try MBTilesArchive(path: path)
            XCTAssertEqual(try archive.tileData(key), tile, name)
            XCTAssertNil(try archive.tileData(TileKey(zoom: 3, x: 5, y: 2)), name)
            _ = scratch
        }
    }

    func testAViewOverAnotherViewOrAVirtualTableIsRefused() throws {
        let refusal = "not an MBTiles file (its tiles is a view, not a table)"
        let overView = """
            CREATE VIEW inner_view AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)
              SELECT 0 AS zoom_level, 0 AS tile_column, n AS tile_row, x'1a00' AS tile_data FROM r;
            CREATE VIEW tiles AS SELECT zoom_level, tile_column, tile_row, tile_data FROM inner_view;
            """
        let overVirtual = """
            CREATE VIRTUAL TABLE store USING fts5(zoom_level, tile_column, tile_row, tile_data);
            CREATE VIEW tiles AS SELECT zoom_level, tile_column, tile_row, tile_data FROM store;
            """
        // Past the length read, a definition is refused rather than judged by its start.
        let long = Self.flatWithHash.replacingOccurrences(
            of: "FROM tiles_with_hash;",
            with: "FROM tiles_with_hash /* \(String(repeating: "x", count: MBTilesArchive.maxViewSQL)) */;")
        for (name, schema) in [("over a view", overView), ("over a virtual table", overVirtual), ("too long", long)] {
            let (scratch, path) = try archive(schema, tile: [], insert: "")
            let started = Date()
            XCTAssertThrowsError(try MBTilesArchive(path: path), name) { error in
                XCTAssertEqual((error as? TileArchiveError)?.reason, refusal, name)
            }
            XCTAssertLessThan(Date().timeIntervalSince(started), 1, name)
            _ = scratch
        }
    }
}
