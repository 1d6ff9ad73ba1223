import Foundation
import XCTest
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbySQLite
import NearbyTileFormats

/// One tile file, several sources: each connection sees only its own source's tiles, the size
/// bound holds for them all, and a file of the first version moves to keyed tiles.
final class TileCacheSourcesTests: XCTestCase {
    var directory: String!
    let a = TileCacheSource(url: "https://a.example/tiles.json", schema: .openMapTiles)
    let b = TileCacheSource(url: "https://b.example/{z}/{x}/{y}.pbf")
    let key = TileKey(zoom: 14, x: 9326, y: 4740)

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-tilesources-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testEachSourceSeesOnlyItsOwnTilesAtTheSameAddress() throws {
        let path = directory + "/tiles.mbtiles"
        let first = try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: a)
        let second = try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: b)
        try first.commit([.tile(key, data: [1, 2, 3], etag: nil)])
        XCTAssertNil(try second.tile(key), "a's tile is not b's")
        XCTAssertFalse(try second.contains(key))
        try second.commit([.tile(key, data: [9], etag: nil)])
        XCTAssertEqual(try first.tile(key)?.data, [1, 2, 3])
        XCTAssertEqual(try second.tile(key)?.data, [9])
        let area = TileArea(centre: Coordinate(latitude: 60.17, longitude: 24.94), radiusKilometres: 1, zooms: 14...14)
        XCTAssertEqual(try first.count(of: area), area.tiles().contains(key) ? 1 : 0)
        try second.removeAllTiles()
        XCTAssertEqual(try first.tile(key)?.data, [1, 2, 3], "emptying one source leaves the other's")
    }

    func testTheBoundHoldsForAllSourcesTogether() throws {
        let path = directory + "/tiles.mbtiles"
        let first = try TileCacheFile(path: path, role: .cache, maxBytes: 2_500, source: a)
        let second = try TileCacheFile(path: path, role: .cache, maxBytes: 2_500, source: b)
        try first.commit([.tile(key, data: [UInt8](repeating: 1, count: 1000), etag: nil)])
        try second.commit([.tile(key, data: [UInt8](repeating: 2, count: 1000), etag: nil)])
        try second.commit([.tile(TileKey(zoom: 14, x: 1, y: 1), data: [UInt8](repeating: 3, count: 1000), etag: nil)])
        XCTAssertNil(try first.tile(key), "the least recently used tile went, whichever source it was")
        let reader = try Database(path: path, mode: .readOnly)
        let total = try reader.prepare("SELECT sum(length(tile_data)) FROM tile_store")
        XCTAssertTrue(try total.step())
        XCTAssertLessThanOrEqual(total.int(at: 0), 2_500)
    }

    func testASourceWhoseSchemaChangedLosesItsOldTiles() throws {
        let path = directory + "/tiles.mbtiles"
        try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: a).commit([.tile(key, data: [1], etag: nil)])
        XCTAssertNotNil(try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: TileCacheSource(url: a.url)).tile(key),
                        "a schema not known says nothing against the one recorded")
        XCTAssertNil(try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: TileCacheSource(url: a.url, schema: .shortbread)).tile(key))
    }

    /// A file of the first version, as `tiles fetch` left it: its tiles are kept as the source
    /// its metadata names, and no other source sees them.
    func testAFirstVersionFileKeepsItsTilesForTheSourceItNamed() throws {
        let path = directory + "/tiles.mbtiles"
        let old = try Database(path: path)
        try old.execute("""
            PRAGMA journal_mode = WAL;
            CREATE TABLE tile_store (zoom_level INTEGER NOT NULL, tile_column INTEGER NOT NULL, tile_row INTEGER NOT NULL,
                tile_data BLOB NOT NULL, etag TEXT, fetched_at INTEGER NOT NULL, used_at INTEGER NOT NULL,
                PRIMARY KEY (zoom_level, tile_column, tile_row));
            CREATE INDEX tile_store_by_use ON tile_store (used_at);
            CREATE VIEW tiles AS SELECT zoom_level, tile_column, tile_row, tile_data FROM tile_store WHERE length(tile_data) > 0;
            CREATE TABLE metadata (name TEXT PRIMARY KEY, value TEXT);
            INSERT INTO metadata VALUES ('nearby_source', '\(a.url)');
            INSERT INTO tile_store VALUES (14, 9326, \((1 << 14) - 1 - 4740), x'0102', '"e"', 5, 1);
            PRAGMA application_id = \(0x4E42_544C);
            PRAGMA user_version = 1;
            """)
        let other = try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: b)
        XCTAssertNil(try other.tile(key))
        let named = try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: a)
        XCTAssertEqual(try named.tile(key)?.data, [1, 2])
        XCTAssertEqual(try named.tile(key)?.etag, "\"e\"")
        XCTAssertEqual(try named.database.pragmaInteger("user_version"), 2)
        // Other readers see the tiles of the source opened last.
        let query = try named.database.prepare("SELECT count(*) FROM tiles")
        XCTAssertTrue(try query.step())
        XCTAssertEqual(query.int(at: 0), 1)
    }

    func testAFirstVersionFileWithoutASourceStartsEmpty() throws {
        let path = directory + "/tiles.mbtiles"
        let old = try Database(path: path)
        try old.execute("""
            CREATE TABLE tile_store (zoom_level INTEGER NOT NULL, tile_column INTEGER NOT NULL, tile_row INTEGER NOT NULL,
                tile_data BLOB NOT NULL, etag TEXT, fetched_at INTEGER NOT NULL, used_at INTEGER NOT NULL,
                PRIMARY KEY (zoom_level, tile_column, tile_row));
            CREATE VIEW tiles AS SELECT zoom_level, tile_column, tile_row, tile_data FROM tile_store WHERE length(tile_data) > 0;
            CREATE TABLE metadata (name TEXT PRIMARY KEY, value TEXT);
            INSERT INTO tile_store VALUES (14, 9326, \((1 << 14) - 1 - 4740), x'0102', NULL, 5, 1);
            PRAGMA application_id = \(0x4E42_544C);
            PRAGMA user_version = 1;
            """)
        let cache = try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: a)
        XCTAssertNil(try cache.tile(key), "whose tile it was is not known: not served")
        XCTAssertEqual(cache.totalBytes, 0)
    }
}
