import Foundation
import Synchronization
import XCTest
import NearbyTestSupport

/// The app meets a damaged tile cache (garbage at `$XDG_CACHE_HOME/nearby/tiles.mbtiles`): it
/// moves it aside, as `tiles fetch` does, and says where — in the status bar, where it stays
/// while fresh tiles arrive, and in the log.
final class DamagedTileCacheTests: TmuxTestCase {
    func testTheAppNamesTheDamagedCacheItMovedAside() throws {
        let folder = tmux.directory.appendingPathComponent("cache/nearby")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(String(repeating: "not a database at all\n", count: 200).utf8).write(to: folder.appendingPathComponent("tiles.mbtiles"))
        let base = Mutex("")
        let server = try LoopbackServer { request in
            if request.path == "/tiles.json" {
                let url = base.withLock { $0 }
                return LoopbackServer.json(200, #"{"tilejson":"3.0.0","tiles":["\#(url)/t/{z}/{x}/{y}.pbf"],"minzoom":0,"maxzoom":14}"#)
            }
            return .respond(status: 200, headers: [], body: GridTile.bytes)
        }
        base.withLock { $0 = server.base }
        addTeardownBlock { server.stop() }
        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(logPath)' --tiles '\(server.base)/tiles.json' "
                       + "--at 37.7664,-122.4481 --span 2000; echo EXIT=$?; sleep 30", width: 200)
        try tmux.waitForLog("the set-aside logged and tiles drawn after it") { log in
            log.count("tileCacheSetAside") == 1 && log.count("tilesUpdated") > 0
        }
        let aside = try XCTUnwrap(LogFile(logPath).events("tileCacheSetAside").first?["path"] as? String)
        XCTAssertTrue(aside.hasPrefix(folder.path + "/tiles.mbtiles.damaged-"), aside)
        XCTAssertTrue(FileManager.default.fileExists(atPath: aside), "the damaged file is kept where it was said to be")
        let screen = try tmux.waitFor("the status bar naming the file") { lines in
            (lines.last { $0.hasPrefix("└") } ?? "").contains("map: the tile cache was damaged; moved aside as " + folder.path)
        }
        XCTAssertFalse(screen.joined().contains("not a database"), screen.joined(separator: "\n"))
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }
}
