import Foundation
import XCTest
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbySQLite

/// The tile cache checks a stored tile's length before reading it: a row of 50 MB (another
/// program's, or a damaged write) is a sentence, never 50 MB in memory.
final class TileCacheBoundsTests: XCTestCase {
    func testATileStoredPastTheCapIsRefusedByItsLength() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-cachebounds-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = try TileCacheFile(path: directory + "/tiles.mbtiles", role: .cache, maxBytes: nil,
                                      source: TileCacheSource(url: "https://tiles.example/tiles.json"))
        try cache.database.execute("INSERT INTO tile_store VALUES (\(cache.sourceID), 0, 0, 0, zeroblob(50000000), NULL, 0, 0)")
        XCTAssertThrowsError(try cache.tile(TileKey(zoom: 0, x: 0, y: 0))) { error in
            XCTAssertTrue("\(error)".hasSuffix("tile 0/0/0 is stored in 50000000 bytes, more than the 4 MiB a tile may have"), "\(error)")
        }
        try cache.commit([.tile(TileKey(zoom: 1, x: 0, y: 0), data: [0x1A, 0x00], etag: nil)])
        XCTAssertEqual(try cache.tile(TileKey(zoom: 1, x: 0, y: 0))?.data, [0x1A, 0x00])
    }
}
