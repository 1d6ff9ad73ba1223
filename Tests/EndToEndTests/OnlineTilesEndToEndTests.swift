import Foundation
import Synchronization
import XCTest
import NearbyTestSupport
import NearbyFormats
import NearbyText

/// The map from an online tile source with the real binary in tmux: the loopback server serves
/// a TileJSON and the real-world San Francisco tiles (Mapbox Streets v7, z15) with 50 ms of
/// latency each; the app draws them, pans into tiles not yet loaded while keys keep working,
/// and the cache holds what came.
final class OnlineTilesEndToEndTests: XCTestCase {
    var tmux: Tmux!
    var server: LoopbackServer!
    static let fixtures = SharedFixtures.location("mvt-fixtures/real-world/sanfrancisco")
    /// What the test and the server's threads share.
    final class Shared: Sendable {
        /// Tiles the server holds back until the test lets them through (x = 5239, the east column).
        let holdEast = Mutex(false)
        let port = Mutex(0)
    }
    let shared = Shared()

    override func setUpWithError() throws {
        guard FileManager.default.fileExists(atPath: Self.fixtures.path) else { throw XCTSkip(SharedFixtures.absent) }
        tmux = try Tmux()
        server = try LoopbackServer { [shared] request in
            if request.path == "/tiles.json" {
                let base = "http://127.0.0.1:\(shared.port.withLock { $0 })"
                let json = #"{"tilejson":"3.0.0","tiles":["\#(base)/t/{z}/{x}/{y}.mvt"],"minzoom":0,"maxzoom":15,"#
                    + #""attribution":"<a href=\"x\">© Test Streets</a>\u001b[2J"}"#
                return .respond(status: 200, headers: [("Content-Type", "application/json")], body: Array(json.utf8))
            }
            usleep(50_000)
            let parts = request.path.split(separator: "/")
            guard parts.count == 4, parts[0] == "t" else { return .respond(status: 404, headers: [], body: []) }
            if parts[2] == "5239" {
                // Held until the test lets go, or 20 s (then the test's own wait has failed).
                _ = try? Wait.until("the east column let go", timeout: 20) { !shared.holdEast.withLock { $0 } }
            }
            let name = "\(parts[1])-\(parts[2])-\(parts[3].replacing(".mvt", with: "")).mvt"
            guard let data = FileManager.default.contents(atPath: Self.fixtures.appendingPathComponent(name).path) else {
                return .respond(status: 404, headers: [], body: [])
            }
            return .respond(status: 200, headers: [], body: Array(data))
        }
        shared.port.withLock { $0 = server.port }
    }

    override func tearDown() {
        tmux?.kill()
        server?.stop()
    }

    func startApp(at: String) throws {
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' --at \(at) --span 400 "
                       + "--tiles '\(server.base)/tiles.json'; echo EXIT=$?; sleep 30", width: 120, height: 40)
    }

    func log() -> [[String: Any]] { LogFile(tmux.logPath).events }

    func updatedTiles() -> [String] {
        LogFile(tmux.logPath).events("tilesUpdated").compactMap { $0["tile"] as? String }
    }

    func mapRows(_ screen: [String]) -> [String] {
        Array(screen.prefix { !($0.hasPrefix("├") && $0.contains("within")) })
    }

    static func braille(_ lines: [String]) -> Int {
        lines.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
    }

    func testTheRealSanFranciscoTilesAreDrawnWithTheirStreetNames() throws {
        try startApp(at: "37.7664,-122.4481")
        let screen = try tmux.waitFor("San Francisco's streets and names, with the credit") { lines in
            let map = self.mapRows(lines)
            return Self.braille(map) > 300 && map.joined().contains(" St") && map.joined().contains("© Test Streets")
        }
        let map = mapRows(screen).joined(separator: "\n")
        XCTAssertTrue(updatedTiles().contains { $0.hasPrefix("15/523") }, "\(updatedTiles())")
        // The TileJSON's credit, terminal-safe: no markup's escape reaches the terminal.
        XCTAssertTrue(map.contains("© Test Streets"), map)
        XCTAssertFalse(map.contains("\u{1b}"))
        XCTAssertFalse(map.contains("no map data here"), map)
        // Every tile went through the tile cache in the test's XDG_CACHE_HOME.
        let cache = tmux.directory.appendingPathComponent("cache/nearby/tiles.mbtiles").path
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache))
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }

    func testPanningIntoTilesNotLoadedYetFillsTheMapInWhileKeysKeepWorking() throws {
        shared.holdEast.withLock { $0 = true }
        // West of the fixture's middle: the view needs the x 5237 and 5238 columns only.
        try startApp(at: "37.7664,-122.4500")
        let first = try tmux.waitFor("the first view drawn") { Self.braille(self.mapRows($0)) > 300 }
        XCTAssertFalse(updatedTiles().contains { $0.contains("/5239/") })
        // Pan east into the column the server holds back: keys still answer meanwhile.
        try tmux.send("Right", "Right")
        _ = try tmux.waitFor("the pan drawn") { self.mapRows($0) != self.mapRows(first) }
        let keysBefore = LogFile(tmux.logPath).count("frameDrawn")
        try tmux.send("j", "k")
        try Wait.until("frames for j and k while the east tiles load") {
            let frames = LogFile(self.tmux.logPath).events("frameDrawn")
            return frames.dropFirst(keysBefore).contains { ($0["keys"] as? Int ?? 0) > 0 }
        }
        XCTAssertFalse(updatedTiles().contains { $0.contains("/5239/") }, "the east column is still held back")
        let waiting = mapRows(try tmux.capture())
        // The tiles arrive: tilesUpdated in the log, then the screen changes.
        shared.holdEast.withLock { $0 = false }
        try Wait.until("the east column loaded") { self.updatedTiles().contains { $0.contains("/5239/") } }
        let filled = try tmux.waitForSettledMap("the map filled in") { Self.braille(self.mapRows($0)) > Self.braille(waiting) }
        XCTAssertGreaterThan(Self.braille(mapRows(filled)), Self.braille(waiting))
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }

    /// A proxy that records every connection the app's libcurl attempts (curl honours
    /// `https_proxy`/`http_proxy`), refusing each.
    /// `direct` lists hosts that bypass it (`no_proxy`), e.g. a loopback venue service.
    func startWithRecordingProxy(_ arguments: String, direct: String? = nil) throws -> LoopbackServer {
        let proxy = try LoopbackServer { _ in .respond(status: 403, headers: [], body: []) }
        var env = ["https_proxy": proxy.base, "http_proxy": proxy.base, "HTTPS_PROXY": proxy.base, "ALL_PROXY": proxy.base]
        if let direct { env["no_proxy"] = direct }
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' \(arguments); echo EXIT=$?; sleep 30",
                       width: 120, height: 40, environment: env)
        return proxy
    }

    func testTheOfflineDefaultSendsNothingOverTheNetwork() throws {
        let proxy = try startWithRecordingProxy("")
        defer { proxy.stop() }
        _ = try tmux.waitFor("the bundled map drawn") { Self.braille(self.mapRows($0)) > 200 }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
        XCTAssertEqual(proxy.requests.map { "\($0.method) \($0.path)" }, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: tmux.directory.appendingPathComponent("cache/nearby/tiles.mbtiles").path))
    }

    func testAnOnlineProviderWithoutTilesAsksOpenFreeMapAndSaysWhyNot() throws {
        // The control for the test above: the same proxy sees the map's request.
        let proxy = try startWithRecordingProxy("--provider overpass")
        defer { proxy.stop() }
        try Wait.until("a connection to OpenFreeMap") {
            proxy.requests.contains { $0.method == "CONNECT" && $0.path.hasPrefix("tiles.openfreemap.org") }
        }
        // In words: in the status bar (cut to its width) and whole in the log.
        _ = try tmux.waitFor("the failure in the status bar") { $0.last { $0.hasPrefix("└") }?.contains("no onlin") ?? false }
        try tmux.waitForLog("the failure in the log") { !$0.events("tileFailed").isEmpty }
        let reasons = LogFile(tmux.logPath).events("tileFailed").compactMap { $0["reason"] as? String }
        XCTAssertTrue(reasons.contains { $0.hasPrefix("no online map: cannot use the tile server tiles.openfreemap.org") }, "\(reasons)")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }

    func testAnOnlineProviderOnALoopbackBaseURLStillDrawsOpenFreeMap() throws {
        // `--base-url` moves the venue service only: the map still asks OpenFreeMap (refused by
        // the proxy, said in words), and the venues still come from the loopback service.
        let overpass = #"{"elements":[{"type":"node","id":42,"lat":60.1691,"lon":24.9436,"#
            + #""tags":{"amenity":"cafe","name":"Loopback Kahvila"}}]}"#
        let venues = try LoopbackServer { _ in .respond(status: 200, headers: [("Content-Type", "application/json")], body: Array(overpass.utf8)) }
        defer { venues.stop() }
        let proxy = try startWithRecordingProxy("--provider overpass --base-url \(venues.base)", direct: "127.0.0.1")
        defer { proxy.stop() }
        _ = try tmux.waitFor("the loopback venue listed") { $0.contains { $0.contains("Loopback Kahvila") } }
        try Wait.until("a connection to OpenFreeMap") {
            proxy.requests.contains { $0.method == "CONNECT" && $0.path.hasPrefix("tiles.openfreemap.org") }
        }
        try Wait.until("the map's failure in the log") {
            self.log().contains { ($0["reason"] as? String)?.hasPrefix("no online map: cannot use the tile server tiles.openfreemap.org") ?? false }
        }
        let paths = venues.requests.map(\.path)
        XCTAssertTrue(!paths.isEmpty && paths.allSatisfy { $0 == "/api/interpreter" }, "\(paths)")
        XCTAssertFalse(proxy.requests.contains { $0.path.contains("127.0.0.1") }, "\(proxy.requests.map(\.path))")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }
}
