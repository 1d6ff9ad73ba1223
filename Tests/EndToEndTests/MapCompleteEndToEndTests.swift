import Foundation
import NearbyTestSupport
import Synchronization
import XCTest
import NearbyGeo

/// The log says when the map is whole: `frameDrawn` carries `tilesLoading`, and `mapComplete`
/// comes once per view, after the view's tiles arrived — never while a tile is on its way.
final class MapCompleteEndToEndTests: XCTestCase {
    var tmux: Tmux!
    var server: LoopbackServer!
    /// Holds every tile back (up to 20 s) while on.
    final class Hold: Sendable {
        let on = Mutex(true)
    }
    let hold = Hold()

    override func setUpWithError() throws {
        tmux = try Tmux()
        let grid = GridTile.bytes
        server = try LoopbackServer { [hold] request in
            guard let key = OnlineStandInsEndToEndTests.tile(request.path), key.zoom <= 14 else {
                return .respond(status: 404, headers: [], body: [])
            }
            _ = try? Wait.until("the tiles let go", timeout: 20) { !hold.on.withLock { $0 } }
            return .respond(status: 200, headers: [], body: grid)
        }
    }

    override func tearDown() {
        hold.on.withLock { $0 = false }
        tmux?.kill()
        server?.stop()
    }

    func testMapCompleteIsLoggedOncePerViewAndOnlyAfterItsTilesArrive() throws {
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' --at 35.6812,139.7671 "
                       + "--span 700 --tiles '\(server.base)/{z}/{x}/{y}.pbf'; echo EXIT=$?; sleep 30", width: 160, height: 50)
        let log = LogFile(tmux.logPath)
        // The tiles are held: frames are drawn with tiles loading, and the map is not complete.
        try Wait.until("a frame with tiles loading", timeout: 20) {
            log.events("frameDrawn").contains { ($0["tilesLoading"] as? Int ?? 0) > 0 }
        }
        XCTAssertEqual(log.count("mapComplete"), 0, "no mapComplete while every tile is held")
        hold.on.withLock { $0 = false }
        try Wait.until("mapComplete", timeout: 20) { log.count("mapComplete") == 1 }
        let names = log.names
        let complete = try XCTUnwrap(names.firstIndex(of: "mapComplete"))
        XCTAssertTrue(names[..<complete].contains("tilesUpdated"), "the tiles came first: \(names)")
        // The frame it speaks of had nothing loading.
        let frames = log.events.prefix(complete).filter { $0["event"] as? String == "frameDrawn" }
        XCTAssertEqual(frames.last?["tilesLoading"] as? Int, 0)
        let event = log.events("mapComplete")[0]
        XCTAssertEqual(event["span"] as? Double, 700)
        // Frames of the same view (the list's selection moves) say nothing new.
        let framesBefore = log.count("frameDrawn")
        try tmux.send("j")
        try Wait.until("a frame after the key", timeout: 10) { log.count("frameDrawn") > framesBefore }
        XCTAssertEqual(log.count("mapComplete"), 1, "once per view")
        // A new view is complete again once its tiles are in.
        try tmux.send("-")
        try Wait.until("the wider view's mapComplete", timeout: 20) { log.count("mapComplete") == 2 }
        XCTAssertEqual(log.events("mapComplete")[1]["span"] as? Double, 1400)
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }
}
