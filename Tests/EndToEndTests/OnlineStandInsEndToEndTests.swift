import Foundation
import NearbyTestSupport
import Synchronization
import XCTest
import NearbyFormats
import NearbyGeo
import NearbyText

/// An online map from a bare `{z}/{x}/{y}` template on a loopback server (50 ms per tile, a grid
/// of roads in every tile): a jump into an area nothing is cached for asks a few ancestors
/// first and draws them scaled before the view's own tiles arrive; the template is taken to
/// serve z0–14, so closer views enlarge z14 tiles instead of asking for tiles that do not exist.
final class OnlineStandInsEndToEndTests: XCTestCase {
    var tmux: Tmux!
    var server: LoopbackServer!
    /// Holds the z14 tiles back (up to 20 s each) while on, as a slow link would.
    final class Hold: Sendable {
        let on = Mutex(false)
    }
    let holdDeepest = Hold()

    override func setUpWithError() throws {
        tmux = try Tmux()
        let grid = GridTile.bytes
        server = try LoopbackServer { [holdDeepest] request in
            usleep(50_000)
            guard let key = Self.tile(request.path), key.zoom <= 14 else { return .respond(status: 404, headers: [], body: []) }
            if key.zoom == 14 {
                // Held until the test lets go, or 20 s (then the test's own wait has failed).
                _ = try? Wait.until("the z14 tiles let go", timeout: 20) { !holdDeepest.on.withLock { $0 } }
            }
            return .respond(status: 200, headers: [], body: grid)
        }
    }

    override func tearDown() {
        tmux?.kill()
        server?.stop()
    }

    /// `/z/x/y.pbf` as the tile it asks for.
    static func tile(_ path: String) -> TileKey? {
        TileKey(parsing: String(path.dropFirst().replacing(".pbf", with: "")))
    }

    func startApp(span: Int) throws {
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' --at 60.1690,24.9435 "
                       + "--span \(span) --tiles '\(server.base)/{z}/{x}/{y}.pbf'; echo EXIT=$?; sleep 30", width: 200, height: 60)
    }

    func frames() -> [[String: Any]] { LogFile(tmux.logPath).events("frameDrawn") }

    func mapRows(_ screen: [String]) -> [String] {
        Array(screen.prefix { !($0.hasPrefix("├") && $0.contains("within")) })
    }

    static func braille(_ lines: [String]) -> Int {
        lines.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
    }

    func testAJumpIntoAnUncachedAreaDrawsAncestorsFirstThenTheViewsTiles() throws {
        try startApp(span: 700)
        _ = try tmux.waitForSettledMap("Helsinki's grid drawn") { Self.braille(self.mapRows($0)) > 200 }
        // Jump to Tokyo (L, the fifth preset) with the view's own tiles held back at the server.
        holdDeepest.on.withLock { $0 = true }
        let requestsBefore = server.requests.count
        try tmux.send("L")
        try tmux.waitFor(text: "Jump to")
        try tmux.send("Home")
        for _ in 0..<4 { try tmux.send("Down") }
        try tmux.send("Enter")
        let standIn = try tmux.waitFor("Tokyo drawn from scaled ancestors") { lines in
            (lines.last { $0.hasPrefix("└") }?.contains("35.7021 N") ?? false) && Self.braille(self.mapRows(lines)) > 100
        }
        let tokyo = { (frame: [String: Any]) in abs((frame["lat"] as? Double ?? 0) - 35.702069) < 0.01 }
        // The frame is logged once it is written: the screen may show it first.
        try tmux.waitForLog("a frame with stand-ins") { log in
            log.events("frameDrawn").contains { tokyo($0) && ($0["tilesLoading"] as? Int ?? 0) > 0 }
        }
        // The server saw the ancestors first: a few tiles two or more zooms up, in the first
        // round of transfers, before the view's own z14 tiles (held, so asked and not answered).
        try Wait.until("the view's own tiles asked") {
            self.server.requests.dropFirst(requestsBefore).contains { Self.tile($0.path)?.zoom == 14 }
        }
        let asked = server.requests.dropFirst(requestsBefore).compactMap { Self.tile($0.path) }
        let ancestors = asked.filter { $0.zoom < 14 }
        XCTAssertTrue((1...4).contains(ancestors.count), "\(asked)")
        XCTAssertTrue(ancestors.allSatisfy { $0.zoom <= 12 }, "\(asked)")
        XCTAssertTrue(asked.prefix(4).filter { $0.zoom < 14 }.count == ancestors.count, "ancestors in the first round: \(asked)")
        XCTAssertTrue(asked.contains { $0.zoom == 14 }, "the view's own tiles asked too: \(asked)")
        // The view's tiles come: the complete frame follows the stand-ins.
        holdDeepest.on.withLock { $0 = false }
        let complete = try tmux.waitForSettledMap("Tokyo's own tiles") { lines in
            lines.last { $0.hasPrefix("└") }?.contains("35.7021 N") ?? false
        }
        let tokyoFrames = frames().filter(tokyo)
        let firstStandIn = try XCTUnwrap(tokyoFrames.firstIndex { ($0["tilesLoading"] as? Int ?? 0) > 0 })
        let firstComplete = try XCTUnwrap(tokyoFrames.firstIndex { ($0["tilesLoading"] as? Int ?? 1) == 0 })
        XCTAssertLessThan(firstStandIn, firstComplete)
        XCTAssertGreaterThan(Self.braille(mapRows(complete)), 0)
        XCTAssertNotEqual(mapRows(complete), mapRows(standIn), "the own tiles replaced the scaled ancestors")
        let later = server.requests.dropFirst(requestsBefore + asked.count).compactMap { Self.tile($0.path) }
        XCTAssertTrue(later.allSatisfy { $0.zoom == 14 }, "no new ancestors once the view's tiles came: \(later)")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }

    func testABareTemplateIsTakenToServeZoomsUpTo14AndCloserViewsEnlargeThem() throws {
        // 150 m across 200 columns wants about z17: the template's z14 tiles are enlarged.
        try startApp(span: 150)
        let screen = try tmux.waitForSettledMap("the enlarged grid drawn") { Self.braille(self.mapRows($0)) > 20 }
        let zooms = Set(server.requests.compactMap { Self.tile($0.path)?.zoom })
        XCTAssertTrue(zooms.contains(14), "\(zooms)")
        XCTAssertEqual(zooms.filter { $0 > 14 }, [], "no tile past z14 asked")
        XCTAssertFalse(mapRows(screen).joined().contains("no map data here"))
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }
}
