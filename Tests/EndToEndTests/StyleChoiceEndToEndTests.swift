import Foundation
import Synchronization
import XCTest
import NearbyTestSupport

/// The style follows the schema for every source, with the real binary in tmux: the real Chicago
/// tiles of mvt-fixtures (Mapbox Streets v7, z13) from a bare template and from a TileJSON with
/// `vector_layers` give, colour for colour, the map that `--style mapbox-streets-v7.json` gives.
final class StyleChoiceEndToEndTests: XCTestCase {
    var server: LoopbackServer!
    var sessions: [Tmux] = []
    static let fixtures = SharedFixtures.location("mvt-fixtures/real-world/chicago")
    static let style = ChildProcess.packageRoot.appendingPathComponent("Assets/styles/mapbox-streets-v7.json").path
    final class Port: Sendable { let value = Mutex(0) }
    let port = Port()

    override func setUpWithError() throws {
        guard FileManager.default.fileExists(atPath: Self.fixtures.path) else { throw XCTSkip(SharedFixtures.absent) }
        server = try LoopbackServer { [port] request in
            let base = "http://127.0.0.1:\(port.value.withLock { $0 })"
            if request.path == "/tiles.json" {
                let json = #"{"tilejson":"3.0.0","tiles":["\#(base)/t/{z}/{x}/{y}.mvt"],"minzoom":0,"maxzoom":13,"#
                    + #""vector_layers":[{"id":"water"},{"id":"road"},{"id":"road_label"},{"id":"poi_label"}]}"#
                return .respond(status: 200, headers: [("Content-Type", "application/json")], body: Array(json.utf8))
            }
            let parts = request.path.split(separator: "/")
            guard parts.count == 4, parts[0] == "t" else { return .respond(status: 404, headers: [], body: []) }
            let name = "\(parts[1])-\(parts[2])-\(parts[3].replacing(".mvt", with: "")).mvt"
            guard let data = FileManager.default.contents(atPath: Self.fixtures.appendingPathComponent(name).path) else {
                return .respond(status: 404, headers: [], body: [])
            }
            return .respond(status: 200, headers: [], body: Array(data))
        }
        port.value.withLock { $0 = server.port }
    }

    override func tearDown() {
        for tmux in sessions { tmux.kill() }
        server?.stop()
    }

    /// The map pane's rows, colours included, once every tile of the view is drawn.
    func settledMap(tiles: String, style: String? = nil) throws -> [String] {
        let tmux = try Tmux()
        sessions.append(tmux)
        let styleOption = style.map { " --style '\($0)'" } ?? ""
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' --at 41.8800,-87.6930 --span 1100 "
                       + "--map-language en --tiles '\(tiles)'\(styleOption); echo EXIT=$?; sleep 30", width: 120, height: 40)
        _ = try tmux.waitFor("Chicago drawn") { lines in
            lines.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 300
        }
        _ = try tmux.waitForSettledMap("Chicago drawn, every tile loaded") { lines in
            lines.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 300
        }
        let screen = try tmux.capture(escapes: true)
        try tmux.send("q")
        _ = try tmux.waitFor(text: "EXIT=")
        return Array(screen.prefix { !$0.contains("within") })
    }

    func testEverySourceGetsTheBundledStyleOfItsSchema() throws {
        let template = "\(server.base)/t/{z}/{x}/{y}.mvt", tileJSON = "\(server.base)/tiles.json"
        let bare = try settledMap(tiles: template)
        XCTAssertEqual(bare, try settledMap(tiles: template, style: Self.style), "a bare template")
        XCTAssertTrue(bare.joined().contains("\u{1b}[38;5;"), "drawn in the style's colours")
        XCTAssertFalse(bare.joined().contains("not known"))
        XCTAssertEqual(try settledMap(tiles: tileJSON), try settledMap(tiles: tileJSON, style: Self.style), "a TileJSON")
    }
}
