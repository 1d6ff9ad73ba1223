import Foundation
import Synchronization
import XCTest
import NearbyTestSupport

/// The tile cache knows whose tiles it holds: two online sources on one home, one after the
/// other and both at once, each draw their own tiles and ask their own server; `tiles fetch`
/// does not count another source's tiles as there. Source `a` serves the real San Francisco
/// tiles; source `b` has no tile anywhere (204), so its map must stay empty of streets.
final class TileCacheSourceEndToEndTests: XCTestCase {
    static let fixtures = SharedFixtures.location("mvt-fixtures/real-world/sanfrancisco")
    var server: LoopbackServer!
    var home: URL!
    var sessions: [Tmux] = []

    override func setUpWithError() throws {
        guard FileManager.default.fileExists(atPath: Self.fixtures.path) else { throw XCTSkip(SharedFixtures.absent) }
        let port = Mutex(0)
        server = try LoopbackServer { request in
            let parts = request.path.split(separator: "/")
            guard parts.count >= 2 else { return .respond(status: 404, headers: [], body: []) }
            let source = parts[0]
            if parts[1] == "tiles.json" {
                let json = #"{"tilejson":"3.0.0","tiles":["http://127.0.0.1:\#(port.withLock { $0 })/\#(source)/t/{z}/{x}/{y}.mvt"],"#
                    + #""minzoom":0,"maxzoom":15}"#
                return LoopbackServer.json(200, json)
            }
            guard source == "a", parts.count == 5 else { return .respond(status: 204, headers: [], body: []) }
            let name = "\(parts[2])-\(parts[3])-\(parts[4].replacing(".mvt", with: "")).mvt"
            guard let data = FileManager.default.contents(atPath: Self.fixtures.appendingPathComponent(name).path) else {
                return .respond(status: 204, headers: [], body: [])
            }
            return .respond(status: 200, headers: [], body: Array(data))
        }
        port.withLock { $0 = server.port }
        home = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-cache-sources-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        for tmux in sessions { tmux.kill() }
        server?.stop()
        if let home { try? FileManager.default.removeItem(at: home) }
    }

    /// Tile requests the server got for `source`.
    func tileRequests(_ source: String) -> Int { server.requests.filter { $0.path.hasPrefix("/\(source)/t/") }.count }

    /// The app with `source`'s TileJSON, its tile cache in the shared home.
    func app(_ source: String) throws -> Tmux {
        let tmux = try Tmux()
        sessions.append(tmux)
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' --at 37.7664,-122.4481 --span 400 "
                       + "--tiles '\(server.base)/\(source)/tiles.json'; echo EXIT=$?; sleep 30", width: 120, height: 40,
                       environment: ["XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                                     "NEARBY_ASSETS": Tmux.packageRoot.appendingPathComponent("Assets").path])
        return tmux
    }

    func mapRows(_ screen: [String]) -> [String] {
        Array(screen.prefix { !($0.hasPrefix("├") && $0.contains("within")) })
    }

    func braille(_ lines: [String]) -> Int {
        lines.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
    }

    func waitForStreets(_ tmux: Tmux) throws {
        _ = try tmux.waitFor("San Francisco's streets") { lines in
            let map = self.mapRows(lines)
            return self.braille(map) > 300 && map.joined().contains(" St")
        }
    }

    /// Source `b` asked its server for tiles, loaded them (as no tile) and draws no streets.
    func expectOwnEmptyTiles(_ tmux: Tmux) throws {
        try Wait.until("source b's tiles asked for", timeout: 20) { self.tileRequests("b") > 0 }
        try Wait.until("source b's tiles loaded", timeout: 20) { LogFile(tmux.logPath).events("tilesUpdated").count > 0 }
        let screen = try tmux.waitFor("source b's map settled") { lines in
            LogFile(tmux.logPath).events("tilesUpdated").contains { ($0["tile"] as? String)?.hasPrefix("15/") == true }
                && !self.mapRows(lines).joined().contains(" St")
        }
        let map = mapRows(screen).joined(separator: "\n")
        XCTAssertFalse(map.contains(" St"), "source a's streets drawn for source b:\n\(map)")
        XCTAssertLessThan(braille(mapRows(screen)), 300, map)
    }

    func quit(_ tmux: Tmux) throws {
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }

    func testAnotherSourceOnTheSameHomeDrawsItsOwnTilesAndAsksItsServer() throws {
        let first = try app("a")
        try waitForStreets(first)
        try quit(first)
        XCTAssertGreaterThan(tileRequests("a"), 0)
        let second = try app("b")
        try expectOwnEmptyTiles(second)
        try quit(second)
        // And back: source a's tiles were kept apart, so a draws them again from the cache.
        let asked = tileRequests("a")
        let third = try app("a")
        try waitForStreets(third)
        try quit(third)
        XCTAssertEqual(tileRequests("a"), asked, "source a's tiles came from the cache")
    }

    func testTwoAppsWithDifferentSourcesAtOnceEachDrawTheirOwn() throws {
        let first = try app("a")
        try waitForStreets(first)
        let second = try app("b")
        try expectOwnEmptyTiles(second)
        // The first still draws its own, and keys still reach it.
        try first.send("Right")
        try first.send("Left")
        try waitForStreets(first)
        try quit(second)
        try quit(first)
    }

    func testTilesFetchDoesNotCountAnotherSourcesTilesAsThere() throws {
        let first = try app("a")
        try waitForStreets(first)
        try quit(first)
        let fetch = try ChildProcess.run([Tmux.binary, "tiles", "fetch", "--at", "37.7664,-122.4481", "--radius", "0.5", "--zooms", "15",
                                          "--tiles", server.base + "/b/tiles.json"],
                                         environment: ["HOME": home.path, "LANG": "C.UTF-8", "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                                                       "NEARBY_ASSETS": Tmux.packageRoot.appendingPathComponent("Assets").path])
        XCTAssertEqual(fetch.status, 0, fetch.stderr)
        XCTAssertTrue(fetch.stdout.contains("Fetching 9 tiles"), fetch.stdout)
        XCTAssertFalse(fetch.stdout.contains("already"), fetch.stdout)
        XCTAssertEqual(server.requests.filter { $0.path.hasPrefix("/b/t/15/") }.count, 9)
    }
}
