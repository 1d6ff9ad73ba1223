import Foundation
import Synchronization
import XCTest
import NearbyTestSupport
import NearbyFormats
import NearbyGeo
import NearbyText

/// The online map's fault matrix with the real binary in tmux: a loopback server answers a
/// TileJSON and the San Francisco tiles, each tile failing in this case's one way. In every case
/// the app keeps answering keys, says what happened in the status bar in the case's own words
/// (a 404 or an empty 200 is no failure: nothing is said), `q` exits 0 with the terminal
/// restored, and the tile cache holds only whole tiles: each row byte for byte what the server
/// meant to send, never a faulty answer.
final class OnlineTileFaultTests: XCTestCase {
    static let sanFrancisco = SharedFixtures.location("mvt-fixtures/real-world/sanfrancisco")
    static let compressed = sanFrancisco.deletingLastPathComponent().appendingPathComponent("compressed/14-9384-9577.mvt.gz")

    enum Fault: Sendable {
        case notFound, emptyOK, busyThenFine, silence, drip, truncatedGzip, garbage, huge, redirectLoop, alwaysBusy
        /// Whole tiles, under a TileJSON whose attribution is hostile.
        case hostileAttribution
    }

    /// What the server's threads and the test share.
    final class Served: Sendable {
        let base = Mutex("")
        /// What the server meant to send for each `z/x/y` (empty: "no tile here").
        let meant = Mutex<[String: [UInt8]]>([:])
        let attempts = Mutex<[String: Int]>([:])
    }

    var tmux: Tmux!
    var tiles: [String: [UInt8]] = [:]

    override func setUpWithError() throws {
        guard FileManager.default.fileExists(atPath: Self.sanFrancisco.path) else { throw XCTSkip(SharedFixtures.absent) }
        tmux = try Tmux()
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.sanFrancisco.path) where name.hasSuffix(".mvt") {
            let key = String(name.dropLast(4)).replacing("-", with: "/")
            tiles[key] = [UInt8](try Data(contentsOf: Self.sanFrancisco.appendingPathComponent(name)))
        }
    }

    override func tearDown() {
        tmux?.kill()
    }

    /// ESC/CSI/OSC sequences, C1 controls, bidi overrides and a 10,000-character run of
    /// sequences around the visible credit, as JSON string text.
    static let hostileAttribution: String = {
        let flood = String(repeating: #"\u001b[0m"#, count: 2_500)  // 4 characters each, once decoded
        return #"<a href=\"x\">\u001b[2J\u001b]0;pwned\u0007© Test\u009b31m \u202eStreets\u202c\u001b]8;;http://evil\u001b\\</a>\u0085\u001bP1$r\u001b\\"#
            + flood
    }()

    func startServer(_ fault: Fault) throws -> (LoopbackServer, Served) {
        let served = Served()
        let tiles = self.tiles
        let gzipHalf = Array([UInt8](try Data(contentsOf: Self.compressed)).prefix(500))
        var random = SplitMix64(seed: 15)
        let garbage = (0..<2_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let server = try LoopbackServer { request in
            if request.path == "/tiles.json" {
                let attribution = fault == .hostileAttribution ? Self.hostileAttribution : #"<a href=\"x\">© Test Streets</a>"#
                let json = #"{"tilejson":"3.0.0","tiles":["\#(served.base.withLock { $0 })/t/{z}/{x}/{y}.pbf"],"#
                    + #""minzoom":0,"maxzoom":15,"attribution":"\#(attribution)"}"#
                return LoopbackServer.json(200, json)
            }
            guard request.path.hasPrefix("/t/"), request.path.hasSuffix(".pbf") else { return .respond(status: 400, headers: [], body: []) }
            let key = String(request.path.dropFirst(3).dropLast(4))
            // Tiles outside the fixtures: OpenFreeMap's "no tile here", an empty 200.
            let whole = tiles[key] ?? []
            let attempt = served.attempts.withLock { $0[key, default: 0] += 1; return $0[key] ?? 1 }
            switch fault {
            case .notFound:
                served.meant.withLock { $0[key] = [] }
                return .respond(status: 404, headers: [], body: Array("not here".utf8))
            case .emptyOK:
                served.meant.withLock { $0[key] = [] }
                return .respond(status: 200, headers: [], body: [])
            case .busyThenFine, .hostileAttribution:
                if fault == .busyThenFine, attempt == 1 { return .respond(status: 503, headers: [], body: Array("busy".utf8)) }
                served.meant.withLock { $0[key] = whole }
                return .respond(status: 200, headers: [], body: whole)
            case .alwaysBusy: return .respond(status: 503, headers: [], body: Array("busy".utf8))
            case .silence: return .hang
            case .drip: return .drip(status: 200, headers: [], body: tiles["15/5238/12666"] ?? [], interval: 1)
            case .truncatedGzip: return .respond(status: 200, headers: [], body: gzipHalf)
            case .garbage: return .respond(status: 200, headers: [], body: garbage)
            case .huge: return .stream(status: 200, headers: [], prefix: [0x1a, 0xff, 0xff, 0x7f], filler: Array("map".utf8), length: 100 << 20)
            case .redirectLoop: return LoopbackServer.redirect(to: request.path)
            }
        }
        served.base.withLock { $0 = server.base }
        addTeardownBlock { server.stop() }
        return (server, served)
    }

    func events(_ name: String) -> [[String: Any]] { LogFile(tmux.logPath).events(name) }

    func statusLine(_ screen: [String]) -> String { screen.last { $0.hasPrefix("└") } ?? "" }

    /// Every row of the tile cache as `z/x/y` → bytes (TMS row turned back to XYZ), "no tile
    /// here" rows included (`tile_store`; the MBTiles `tiles` view shows only real tiles), read
    /// by python3's sqlite3, with the integrity check first.
    func cacheRows() throws -> (integrity: String, rows: [String: [UInt8]]) {
        let path = tmux.directory.appendingPathComponent("cache/nearby/tiles.mbtiles").path
        let script = """
            import base64, sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            print(";".join(r[0] for r in db.execute("PRAGMA integrity_check")))
            for z, x, row, data in db.execute("SELECT zoom_level, tile_column, tile_row, tile_data FROM tile_store"):
                print("%d/%d/%d %s" % (z, x, (1 << z) - 1 - row, base64.b64encode(data or b"").decode()))
            """
        let result = try Spawn.run(["python3", "-c", script, path])
        XCTAssertEqual(result.status, 0, result.error)
        var lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        let integrity = lines.isEmpty ? "" : lines.removeFirst()
        var rows: [String: [UInt8]] = [:]
        for line in lines {
            let parts = line.split(separator: " ", omittingEmptySubsequences: false)
            rows[String(parts[0])] = [UInt8](Data(base64Encoded: String(parts.count > 1 ? parts[1] : "")) ?? Data())
        }
        return (integrity, rows)
    }

    /// Runs one case: starts the app on `fault`'s server, waits for `words` in the status bar
    /// (nil: for the map to settle with nothing said), checks keys, quits, and returns the cache.
    @discardableResult
    func run(_ fault: Fault, says words: String?, file: StaticString = #filePath, line: UInt = #line) throws -> (rows: [String: [UInt8]], meant: [String: [UInt8]]) {
        let (server, served) = try startServer(fault)
        // A short timeout makes silence and the drip fail soon; loopback answers well within it.
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' --at 37.7664,-122.4481 --span 400 "
                       + "--tiles '\(server.base)/tiles.json'; echo EXIT=$?; "
                       + "stty -a | tr ' ;' '\\n\\n' | grep -x -e -icanon -e icanon -e -echo -e echo; sleep 30",
                       width: 160, height: 40, environment: ["NEARBY_HTTP_TIMEOUT": "1"])
        if let words {
            let screen = try tmux.waitFor("'\(words)' in the status bar", timeout: 30, file: file, line: line) {
                self.statusLine($0).contains(words)
            }
            XCTAssertTrue(statusLine(screen).contains("map: "), statusLine(screen), file: file, line: line)
            XCTAssertTrue(statusLine(screen).contains(" failed — "), statusLine(screen), file: file, line: line)
        } else {
            // The view at 160×40 over 400 m is one row of three z15 tiles (the TileJSON's maxzoom):
            // each is loaded (committed, then read back). Tiles asked besides are the z13 ancestor
            // standing in for them and, where the server answers a tile empty, the ancestors
            // asked in its place, each once — never other tiles of the z0–14 guessed before the
            // TileJSON came.
            let view = ["15/5237/12666", "15/5238/12666", "15/5239/12666"]
            try Wait.until("the view's tiles loaded", file: file, line: line,
                           detail: { "\(server.requests.map(\.path)) \(self.events("tilesUpdated"))" }) {
                let updated = Set(self.events("tilesUpdated").compactMap { $0["tile"] as? String })
                return view.allSatisfy(updated.contains)
            }
            let asked = server.requests.map(\.path).filter { $0.hasPrefix("/t/") }.map { String($0.dropFirst(3).dropLast(4)) }
            XCTAssertEqual(Set(asked.filter { $0.hasPrefix("15/") }), Set(view), file: file, line: line)
            if fault != .busyThenFine {
                XCTAssertEqual(asked.filter { $0.hasPrefix("15/") }.count, view.count, "each asked once: \(asked)", file: file, line: line)
            }
            let ancestors = Set(view.compactMap(TileKey.init(parsing:)).flatMap { key in (1...key.zoom).map { key.ancestor(levels: $0).description } })
            let others = asked.filter { !$0.hasPrefix("15/") }
            XCTAssertEqual(Set(others).subtracting(ancestors), [], "\(asked)", file: file, line: line)
            if fault != .busyThenFine {
                XCTAssertEqual(others.count, Set(others).count, "each asked once: \(asked)", file: file, line: line)
            }
            if fault == .busyThenFine {
                // Every tile there: nothing but the stand-in besides the view.
                XCTAssertEqual(Set(others).subtracting(["13/1309/3166"]), [], "\(asked)", file: file, line: line)
            }
            let screen = try tmux.capture()
            XCTAssertFalse(statusLine(screen).contains("failed"), statusLine(screen), file: file, line: line)
            XCTAssertEqual(events("tilesFailed").count, 0, "\(events("tilesFailed"))", file: file, line: line)
        }

        // Keys still answer: frames drawn for j and k.
        let before = events("frameDrawn").count
        try tmux.send("j", "k")
        try Wait.until("frames for j and k", file: file, line: line) {
            self.events("frameDrawn").dropFirst(before).reduce(0) { $0 + ($1["keys"] as? Int ?? 0) } >= 2
        }
        let quitAt = Date()
        try tmux.send("q")
        let after = try tmux.waitFor(text: "EXIT=", timeout: 10, file: file, line: line)
        XCTAssertLessThan(Date().timeIntervalSince(quitAt), 5, "q exits promptly", file: file, line: line)
        XCTAssertTrue(after.contains("EXIT=0"), after.joined(separator: "\n"), file: file, line: line)
        try tmux.waitFor("the terminal restored", file: file, line: line) { $0.contains("icanon") && $0.contains("echo") }

        let cache = try cacheRows()
        XCTAssertEqual(cache.integrity, "ok", file: file, line: line)
        let meant = served.meant.withLock { $0 }
        for (key, bytes) in cache.rows {
            // Not XCTAssertEqual: a failure would print 50 kB of bytes.
            XCTAssertTrue(bytes == meant[key], "the cached \(key) (\(bytes.count) bytes) is not what the server meant to send "
                          + "(\(meant[key]?.count ?? -1) bytes)", file: file, line: line)
        }
        return (cache.rows, meant)
    }

    /// A failure case: said once per burst (the log's events count tiles), nothing cached.
    func expectFailure(_ fault: Fault, says words: String, coalesced: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws {
        let cache = try run(fault, says: words, file: file, line: line)
        XCTAssertEqual(cache.rows.count, 0, "no faulty answer is cached: \(cache.rows.keys.sorted())", file: file, line: line)
        let failed = events("tilesFailed")
        let english = "the tile server " + words
        XCTAssertTrue(failed.allSatisfy { $0["reason"] as? String == english }, "\(failed)", file: file, line: line)
        let tiles = failed.reduce(0) { $0 + ($1["count"] as? Int ?? 0) }
        if coalesced { XCTAssertLessThan(failed.count, tiles, "one event for many tiles: \(failed)", file: file, line: line) }
    }

    func test404IsNoTileHereAndNoFailure() throws {
        let cache = try run(.notFound, says: nil)
        XCTAssertFalse(cache.rows.isEmpty)
        XCTAssertTrue(cache.rows.values.allSatisfy(\.isEmpty), "\"no tile here\" rows only")
    }

    func testAnEmpty200IsNoTileHereAndNoFailure() throws {
        let cache = try run(.emptyOK, says: nil)
        XCTAssertFalse(cache.rows.isEmpty)
        XCTAssertTrue(cache.rows.values.allSatisfy(\.isEmpty), "\"no tile here\" rows only")
    }

    func testA503ThenSuccessIsRetriedAndTheTileArrives() throws {
        let cache = try run(.busyThenFine, says: nil)
        XCTAssertTrue(cache.rows["15/5238/12666"] == tiles["15/5238/12666"], "the centre tile arrived whole after the retry")
        for (key, bytes) in cache.meant where !bytes.isEmpty {
            XCTAssertTrue(cache.rows[key] == bytes, "\(key) arrived whole after the retry")
        }
    }

    func testAServerAlwaysBusyIsSaidWithItsStatus() throws {
        try expectFailure(.alwaysBusy, says: "answered 503 Service Unavailable")
    }

    func testSilenceTimesOut() throws {
        try expectFailure(.silence, says: "timed out", coalesced: false)
    }

    func testAByteASecondTimesOut() throws {
        try expectFailure(.drip, says: "timed out", coalesced: false)
    }

    func testTruncatedGzipIsADamagedTile() throws {
        try expectFailure(.truncatedGzip, says: "sent a damaged tile")
    }

    func testGarbageIsNotAMapTile() throws {
        try expectFailure(.garbage, says: "sent something that is not a map tile")
    }

    func testA100MBTileIsCutAtTheSizeCap() throws {
        try expectFailure(.huge, says: "sent a tile larger than 4 MiB")
    }

    func testARedirectLoopIsSaid() throws {
        try expectFailure(.redirectLoop, says: "redirected too many times")
    }

    func testAHostileAttributionShowsOnlyItsVisibleText() throws {
        let (server, _) = try startServer(.hostileAttribution)
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' --at 37.7664,-122.4481 --span 400 "
                       + "--tiles '\(server.base)/tiles.json'; echo EXIT=$?; sleep 30", width: 160, height: 40)
        let screen = try tmux.waitForSettledMap("the map with its credit") { $0.joined().contains("© Test Streets") }
        let text = screen.joined(separator: "\n")
        XCTAssertFalse(text.contains("[2J") || text.contains("[0m") || text.contains("31m"), text)
        XCTAssertFalse(text.contains("\u{FFFD}") || text.contains("pwned") || text.contains("evil"), text)
        XCTAssertFalse(try tmux.paneTitle().contains("pwned"), "no OSC reached the terminal")
        XCTAssertFalse(statusLine(screen).contains("failed"), statusLine(screen))
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
        let cache = try cacheRows()
        XCTAssertEqual(cache.integrity, "ok")
        XCTAssertTrue(cache.rows["15/5238/12666"] == tiles["15/5238/12666"], "the centre tile cached whole")
    }
}
