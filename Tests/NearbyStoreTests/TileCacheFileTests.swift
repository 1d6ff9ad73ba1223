import Foundation
import Synchronization
import XCTest
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbySQLite

/// The tile cache on real files: MBTiles that other readers understand, whole-tile commits,
/// ETag revalidation, least-recently-used eviction, and damaged files.
final class TileCacheFileTests: XCTestCase {
    static let source = TileCacheSource(url: "https://tiles.example/tiles.json")
    var directory: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-tilecache-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A clock the test moves by hand.
    final class Clock: @unchecked Sendable {
        var now = 1_000
    }

    func bytes(_ seed: UInt8, count: Int = 1000) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: Int($0) &* 31 &+ Int(seed)) } }

    func testTilesRoundTripAndOtherReadersSeeAnMBTilesFile() throws {
        let path = directory + "/tiles.mbtiles"
        let cache = try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: Self.source)
        try cache.commit([.tile(TileKey(zoom: 14, x: 9326, y: 4740), data: bytes(1), etag: "\"a\""),
                          .tile(TileKey(zoom: 14, x: 9327, y: 4740), data: [], etag: nil)])
        try cache.setMetadata([("name", "test"), ("format", "pbf")])
        let tile = try XCTUnwrap(try cache.tile(TileKey(zoom: 14, x: 9326, y: 4740)))
        XCTAssertEqual(tile.data, bytes(1))
        XCTAssertEqual(tile.etag, "\"a\"")
        XCTAssertTrue(try XCTUnwrap(try cache.tile(TileKey(zoom: 14, x: 9327, y: 4740))).isEmpty, "'no tile here' is remembered")
        XCTAssertNil(try cache.tile(TileKey(zoom: 14, x: 1, y: 1)))
        XCTAssertTrue(try cache.contains(TileKey(zoom: 14, x: 9327, y: 4740)))
        XCTAssertFalse(try cache.contains(TileKey(zoom: 13, x: 9327, y: 4740)))

        // Another connection reads it as plain MBTiles: a tiles view in TMS rows, metadata.
        let reader = try Database(path: path, mode: .readOnly)
        let query = try reader.prepare("SELECT zoom_level, tile_column, tile_row, length(tile_data) FROM tiles")
        var rows: [[Int]] = []
        while try query.step() { rows.append([query.int(at: 0), query.int(at: 1), query.int(at: 2), query.int(at: 3)]) }
        XCTAssertEqual(rows, [[14, 9326, (1 << 14) - 1 - 4740, 1000]], "the empty answer is not a tile to other readers")
        let name = try reader.prepare("SELECT value FROM metadata WHERE name = 'name'")
        XCTAssertTrue(try name.step())
        XCTAssertEqual(name.text(at: 0), "test")
    }

    func testA304RenewsTheFetchTimeAndKeepsTheBytes() throws {
        let clock = Clock()
        let cache = try TileCacheFile(path: directory + "/t.mbtiles", role: .cache, maxBytes: nil, source: Self.source, clock: { clock.now })
        try cache.commit([.tile(TileKey(zoom: 3, x: 1, y: 2), data: bytes(7), etag: "W/\"x\"")])
        XCTAssertEqual(try cache.tile(TileKey(zoom: 3, x: 1, y: 2))?.fetchedAt, 1_000)
        clock.now = 5_000
        try cache.commit([.revalidated(TileKey(zoom: 3, x: 1, y: 2))])
        XCTAssertEqual(try cache.tile(TileKey(zoom: 3, x: 1, y: 2)), CachedTile(data: bytes(7), etag: "W/\"x\"", fetchedAt: 5_000))
    }

    func testTheLeastRecentlyUsedTilesGoFirstPastTheBound() throws {
        let path = directory + "/lru.mbtiles"
        let cache = try TileCacheFile(path: path, role: .cache, maxBytes: 3_500, source: Self.source)
        for x in 0..<3 { try cache.commit([.tile(TileKey(zoom: 5, x: x, y: 0), data: bytes(UInt8(x)), etag: nil)]) }
        // Reading tile 0 makes tile 1 the least recently used.
        XCTAssertNotNil(try cache.tile(TileKey(zoom: 5, x: 0, y: 0)))
        try cache.commit([.tile(TileKey(zoom: 5, x: 3, y: 0), data: bytes(3), etag: nil)])
        XCTAssertEqual(cache.totalBytes, 3_000)
        XCTAssertFalse(try cache.contains(TileKey(zoom: 5, x: 1, y: 0)), "the least recently used tile went")
        for x in [0, 2, 3] { XCTAssertTrue(try cache.contains(TileKey(zoom: 5, x: x, y: 0)), "tile \(x) stays") }
        // The order survives reopening: tile 2 is now the oldest.
        let reopened = try TileCacheFile(path: path, role: .cache, maxBytes: 3_500, source: Self.source)
        XCTAssertEqual(reopened.totalBytes, 3_000)
        try reopened.commit([.tile(TileKey(zoom: 5, x: 4, y: 0), data: bytes(4), etag: nil)])
        XCTAssertFalse(try reopened.contains(TileKey(zoom: 5, x: 2, y: 0)))
        XCTAssertTrue(try reopened.contains(TileKey(zoom: 5, x: 0, y: 0)))
    }

    func testADamagedCacheIsSetAsideAndRebuilt() throws {
        let path = directory + "/tiles.mbtiles"
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: path))
        let cache = try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: Self.source)
        let aside = try XCTUnwrap(cache.setAsidePath)
        XCTAssertTrue(aside.hasPrefix(path + ".damaged-"), aside)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: aside)), Data(repeating: 0x42, count: 8192), "kept as it was")
        try cache.commit([.tile(TileKey(zoom: 1, x: 0, y: 0), data: bytes(9), etag: nil)])
        XCTAssertEqual(try cache.tile(TileKey(zoom: 1, x: 0, y: 0))?.data, bytes(9))
        XCTAssertNil(try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: Self.source).setAsidePath, "the new cache is fine")
    }

    /// The app's tile reader and its downloader open the cache at once and both meet the
    /// damage: one moves it aside, the other opens the new cache (it used to fail "cannot be
    /// moved aside: No such file or directory", or move the new cache aside too). Many rounds of
    /// two threads opening together; each round, both open and one file is set aside.
    func testTwoOpenersMeetingTheDamageAtOnceSetItAsideOnce() throws {
        for round in 0..<200 {
            let folder = directory + "/round\(round)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = folder + "/tiles.mbtiles"
            try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: path))
            let results = Mutex<[Result<String?, TileCacheError>]>([])
            let group = DispatchGroup()
            // Both threads start opening at the same instant.
            let ready = Atomic<Int>(0)
            for _ in 0..<2 {
                group.enter()
                Thread.detachNewThread {
                    ready.add(1, ordering: .sequentiallyConsistent)
                    while ready.load(ordering: .sequentiallyConsistent) < 2 {}
                    let result = Result { () throws(TileCacheError) -> String? in
                        try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: Self.source).setAsidePath
                    }
                    results.withLock { $0.append(result) }
                    group.leave()
                }
            }
            group.wait()
            let outcomes = results.withLock { $0 }
            let asides = try outcomes.map { try $0.get() }.compactMap { $0 }
            XCTAssertEqual(asides.count, 1, "round \(round): \(outcomes)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            XCTAssertEqual(names.filter { $0.contains(".damaged-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }.count, 1,
                           "round \(round): \(names)")
            XCTAssertNil(try TileCacheFile(path: path, role: .cache, maxBytes: nil, source: Self.source).setAsidePath)
        }
    }

    func testAnotherProgramsFileGivenAsOutputIsLeftUntouched() throws {
        let path = directory + "/theirs.mbtiles"
        let theirs = try Database(path: path)
        try theirs.execute("CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)")
        let damaged = directory + "/damaged.mbtiles"
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: damaged))
        XCTAssertThrowsError(try TileCacheFile(path: path, role: .output, maxBytes: nil, source: Self.source)) { error in
            XCTAssertTrue("\(error)".contains("did not make"), "\(error)")
        }
        XCTAssertThrowsError(try TileCacheFile(path: damaged, role: .output, maxBytes: nil, source: Self.source)) { error in
            XCTAssertTrue("\(error)".contains("damaged"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: damaged)), Data(repeating: 0x42, count: 4096))
        XCTAssertFalse(FileManager.default.fileExists(atPath: damaged + ".damaged"), "never moved")
    }
}
