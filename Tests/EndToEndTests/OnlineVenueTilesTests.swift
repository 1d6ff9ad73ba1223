import Foundation
import XCTest
import NearbyTestSupport

/// `nearby list --provider tiles --tiles URL`: the cafés of the bundled archive's z14 tiles,
/// served by a loopback tile server, are the same rows as read from the archive itself; the
/// tiles land in the tile cache, so a second run needs no server.
final class OnlineVenueTilesTests: BinaryTestCase {
    static let kauppatori = "60.1675,24.9525"

    /// The bundled archive's z14 tiles by `x/y` (XYZ), read with the sqlite3 shell.
    static func bundledTiles() throws -> [String: [UInt8]] {
        let archive = Tmux.packageRoot.appendingPathComponent("Assets/helsinki.mbtiles").path
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else { throw XCTSkip("no sqlite3 shell") }
        let out = try ChildProcess.run(["/usr/bin/sqlite3", archive,
                                        "select tile_column, (1 << 14) - 1 - tile_row, hex(tile_data) from tiles where zoom_level = 14"])
        var tiles: [String: [UInt8]] = [:]
        for line in out.stdout.split(separator: "\n") {
            let parts = line.split(separator: "|")
            guard parts.count == 3 else { continue }
            let hex = Array(parts[2].utf8)
            var bytes: [UInt8] = []
            var i = 0
            while i + 1 < hex.count {
                bytes.append(UInt8(String(decoding: hex[i...i + 1], as: UTF8.self), radix: 16) ?? 0)
                i += 2
            }
            tiles["\(parts[0])/\(parts[1])"] = bytes
        }
        return tiles
    }

    func list(_ extra: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary, "list", "--provider", "tiles", "--fetch", "--at", Self.kauppatori, "--span", "1000",
                              "--format", "json", "--db", directory.appendingPathComponent("v.sqlite").path] + extra,
                             environment: ["HOME": directory.path, "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path])
    }

    func testCafesFromAnOnlineSourceMatchTheArchiveAndStayInTheCache() throws {
        let tiles = try Self.bundledTiles()
        XCTAssertGreaterThan(tiles.count, 0)
        let server = try LoopbackServer { request in
            let parts = request.path.split(separator: "/")
            guard parts.count == 4, parts[1] == "14",
                  let tile = tiles["\(parts[2])/\(parts[3].replacing(".pbf", with: ""))"] else {
                return .respond(status: 404, headers: [], body: [])
            }
            return .respond(status: 200, headers: [], body: tile)
        }
        let template = server.base + "/t/{z}/{x}/{y}.pbf"
        let online = try list(["--tiles", template])
        server.stop()
        XCTAssertEqual(online.status, 0, online.stderr)
        XCTAssertEqual(online.stderr, "")
        XCTAssertTrue(server.requests.contains { $0.path.hasPrefix("/t/14/") }, "\(server.requests.map(\.path))")
        // The same rows as the archive itself gives.
        let fromArchive = try ChildProcess.run([Tmux.binary, "list", "--provider", "tiles", "--fetch", "--at", Self.kauppatori,
                                                "--span", "1000", "--format", "json",
                                                "--db", directory.appendingPathComponent("a.sqlite").path],
                                               environment: ["HOME": directory.path])
        XCTAssertEqual(fromArchive.status, 0, fromArchive.stderr)
        XCTAssertTrue(online.stdout.contains("\"name\""), online.stdout)
        XCTAssertEqual(online.stdout, fromArchive.stdout)
        // The server is gone: the tiles come from the tile cache.
        let cached = try list(["--tiles", template])
        XCTAssertEqual(cached.status, 0, cached.stderr)
        XCTAssertEqual(cached.stdout, online.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("cache/nearby/tiles.mbtiles").path))
    }
}
