import Foundation
import XCTest
import NearbyTestSupport

/// The 30 real-world Chicago z13 tiles of mvt-fixtures (Mapbox Streets v7) as an MBTiles
/// archive made with sqlite3 in the test's folder (never copied into the project), and the
/// view at their middle.
enum ChicagoArchive {
    static let folder = SharedFixtures.location("mvt-fixtures/real-world/chicago")
    static let center = "41.8696,-87.6929"
    static let columns = 2098...2102, rows = 3042...3047

    /// Makes the archive at `path`; skips the test without the fixtures.
    static func make(at path: String) throws {
        guard FileManager.default.fileExists(atPath: folder.path) else { throw XCTSkip(SharedFixtures.absent) }
        var sql = "CREATE TABLE metadata (name TEXT, value TEXT);"
            + "INSERT INTO metadata VALUES ('format', 'pbf'), ('minzoom', '13'), ('maxzoom', '13');"
            + "CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);"
        for x in columns {
            for y in rows {
                sql += "INSERT INTO tiles VALUES (13, \(x), \((1 << 13) - 1 - y), readfile('\(folder.path)/13-\(x)-\(y).mvt'));"
            }
        }
        let made = try ChildProcess.run(["sqlite3", path, sql])
        XCTAssertEqual(made.status, 0, made.stderr)
    }

    /// A tile's bytes, for a server that serves them.
    static func tile(x: Int, y: Int) -> Data? {
        FileManager.default.contents(atPath: folder.appendingPathComponent("13-\(x)-\(y).mvt").path)
    }
}
