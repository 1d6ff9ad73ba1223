import Foundation
import NearbyTestSupport
import Synchronization
import XCTest
import NearbyGeo

/// Sparse tile servers on loopback, as self-hosted extracts are: tiles at one zoom only, the
/// other zooms answered empty (404) whatever the TileJSON says, or holes here and there. The
/// app asks only inside the source's zooms, is never stopped by an empty ancestor, overzooms
/// past the deepest zoom, draws deeper tiles scaled down below the shallowest, and the map
/// fills: every part of the pane has the grid's lines, the pane never says "no map data here".
final class OnlineSparseTilesEndToEndTests: XCTestCase {
    var tmux: Tmux!
    var server: LoopbackServer!

    /// What the server holds: a TileJSON's zooms (nil: a bare template) and which tiles exist.
    struct Holding: Sendable {
        var minZoom: Int?
        var maxZoom: Int?
        var holds: @Sendable (TileKey) -> Bool
    }

    final class Shared: Sendable {
        let port = Mutex(0)
    }
    let shared = Shared()

    override func tearDown() {
        tmux?.kill()
        server?.stop()
    }

    func serve(_ holding: Holding) throws {
        tmux = try Tmux()
        let grid = GridTile.bytes
        server = try LoopbackServer { [shared] request in
            if request.path == "/tiles.json", let minZoom = holding.minZoom, let maxZoom = holding.maxZoom {
                let base = "http://127.0.0.1:\(shared.port.withLock { $0 })"
                let json = #"{"tilejson":"3.0.0","tiles":["\#(base)/{z}/{x}/{y}.pbf"],"minzoom":\#(minZoom),"maxzoom":\#(maxZoom)}"#
                return .respond(status: 200, headers: [("Content-Type", "application/json")], body: Array(json.utf8))
            }
            usleep(20_000)
            guard let key = OnlineStandInsEndToEndTests.tile(request.path), holding.holds(key) else {
                return .respond(status: 404, headers: [], body: [])
            }
            return .respond(status: 200, headers: [], body: grid)
        }
        shared.port.withLock { $0 = server.port }
    }

    /// Starts the app over Tokyo (no bundled venue there: no pins or callout over the map).
    func startApp(span: Int, holding: Holding) throws {
        let tiles = holding.minZoom == nil ? "\(server.base)/{z}/{x}/{y}.pbf" : "\(server.base)/tiles.json"
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' --at 35.6812,139.7671 "
                       + "--span \(span) --tiles '\(tiles)'; echo EXIT=$?; sleep 30", width: 200, height: 60)
    }

    /// Whether every stretch of 20 columns of every map row (but the scale bar's) has lines.
    static func filled(_ screen: [String]) -> Bool {
        let rows = Array(screen.prefix { !($0.hasPrefix("├") && $0.contains("within")) }.dropFirst().dropLast())
        guard rows.count > 5, !rows.joined().contains("no map data here") else { return false }
        return rows.allSatisfy { row in
            let cells = Array(row).dropFirst().dropLast()
            return stride(from: 0, to: cells.count - 19, by: 20).allSatisfy { start in
                cells[(cells.startIndex + start)..<(cells.startIndex + start + 20)].contains {
                    $0.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false
                }
            }
        }
    }

    var asked: [TileKey] { server.requests.compactMap { OnlineStandInsEndToEndTests.tile($0.path) } }

    func assertFills(span: Int, _ holding: Holding, file: StaticString = #filePath, line: UInt = #line) throws {
        try serve(holding)
        try startApp(span: span, holding: holding)
        let screen: [String]
        do {
            screen = try tmux.waitForSettledMap("the map filled", timeout: 40, file: file, line: line) { Self.filled($0) }
        } catch {
            let frames = LogFile(tmux.logPath).events("frameDrawn").suffix(2)
            XCTFail("span \(span): \(error); last frames \(frames); asked \(asked); screen:\n"
                    + ((try? tmux.capture()) ?? []).joined(separator: "\n"), file: file, line: line)
            throw error
        }
        XCTAssertTrue(Self.filled(screen), file: file, line: line)
        if let minZoom = holding.minZoom, let maxZoom = holding.maxZoom {
            let outside = asked.filter { !(minZoom...maxZoom).contains($0.zoom) }
            XCTAssertEqual(outside, [], "asked outside the source's zooms", file: file, line: line)
        }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"), file: file, line: line)
    }

    /// Only z12, a TileJSON saying z0–12: the ancestors are empty, the view's z12 tiles are
    /// asked all the same and enlarged for a closer view; a wider view, whose own tiles are
    /// empty, draws the z12 tiles under them scaled down.
    func testOnlyZ12WithMinzoom0FillsCloseAndWideViews() throws {
        try assertFills(span: 1_000, Holding(minZoom: 0, maxZoom: 12) { $0.zoom == 12 })
        XCTAssertTrue(asked.contains { $0.zoom == 12 })
        tmux.kill()
        server.stop()
        try assertFills(span: 6_000, Holding(minZoom: 0, maxZoom: 12) { $0.zoom == 12 })
    }

    /// Only z12 and a TileJSON that says so: nothing above z12 is asked, and a view wider
    /// than z12 draws z12 tiles scaled down.
    func testOnlyZ12WithMinzoom12FillsCloseAndWideViews() throws {
        try assertFills(span: 1_000, Holding(minZoom: 12, maxZoom: 12) { $0.zoom == 12 })
        tmux.kill()
        server.stop()
        try assertFills(span: 6_000, Holding(minZoom: 12, maxZoom: 12) { $0.zoom == 12 })
    }

    /// Only z14 behind a bare template (taken as z0–14): the empty ancestors stand in for
    /// nothing, the view's own tiles come.
    func testOnlyZ14Fills() throws {
        try assertFills(span: 500, Holding(minZoom: nil, maxZoom: nil) { $0.zoom == 14 })
    }

    /// Every zoom, with a third of the tiles missing (fixed seed): a hole is drawn from the
    /// nearest ancestor the server has.
    func testRandomHolesFill() throws {
        let holes: @Sendable (TileKey) -> Bool = { key in
            var random = SplitMix64(seed: 20 &+ UInt64(key.zoom) << 48 &+ UInt64(key.x) << 24 &+ UInt64(key.y))
            return random.next() % 3 == 0
        }
        try assertFills(span: 3_000, Holding(minZoom: 0, maxZoom: 14) { !holes($0) })
    }

    /// A server with no tile at all (every zoom answered 404): once every level is answered,
    /// the pane says "no map data here" instead of staying blank.
    func testNoTileAtAllSaysNoMapDataHere() throws {
        try serve(Holding(minZoom: 0, maxZoom: 14) { _ in false })
        try startApp(span: 3_000, holding: Holding(minZoom: 0, maxZoom: 14) { _ in false })
        let screen = try tmux.waitForSettledMap("the note", timeout: 40) { $0.joined().contains("no map data here") }
        XCTAssertTrue(screen.joined().contains("no map data here"))
        XCTAssertTrue(asked.contains { $0.zoom == 0 }, "every level asked before giving up: \(asked)")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }
}
