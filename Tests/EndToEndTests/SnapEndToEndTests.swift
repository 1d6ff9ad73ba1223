import Foundation
import Synchronization
import XCTest
import NearbyTestSupport

/// `nearby snap` is the app's map pane: its text equals the map region the app draws in tmux
/// for the same options, it waits for an online source's tiles, and names the ones that never
/// came.
final class SnapEndToEndTests: TmuxTestCase {
    func snap(_ args: [String], environment: [String: String]? = nil) throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary, "snap"] + args, environment: environment ?? tmux.environment)
    }

    func testSnapsTextIsTheAppsMapRegion() throws {
        let archive = tmux.directory.appendingPathComponent("chicago.mbtiles").path
        try ChicagoArchive.make(at: archive)
        let view = ["--tiles", archive, "--at", ChicagoArchive.center, "--span", "3000"]
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' "
                       + view.map { "'\($0)'" }.joined(separator: " ") + "; sleep 30", width: 80, height: 24)
        // The map pane of an 80×24 screen is its top 12 rows.
        let screen = try tmux.waitForSettledMap("Chicago's streets drawn") { lines in
            lines.contains { $0.contains("venues within 3.0 km") }
                && lines.prefix(12).joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 100
        }
        let result = try snap(view + ["--size", "80x12", "--format", "text"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let frame = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        XCTAssertEqual(frame, Array(screen.prefix(12)), "snap:\n" + result.stdout + "\napp:\n" + screen.joined(separator: "\n"))
    }

    /// An online source whose tiles come slowly: snap waits for every one and draws what the
    /// archive of the same tiles draws; a tile that never comes is named on stderr, exit 1.
    func testSnapWaitsForAnOnlineSourceAndNamesTheTilesThatNeverCame() throws {
        let archive = tmux.directory.appendingPathComponent("chicago.mbtiles").path
        try ChicagoArchive.make(at: archive)
        let hold = Mutex("")
        let port = Mutex(0)
        let server = try LoopbackServer { request in
            if request.path == "/tiles.json" {
                let json = #"{"tilejson":"3.0.0","tiles":["http://127.0.0.1:\#(port.withLock { $0 })/t/{z}/{x}/{y}.mvt"],"#
                    + #""minzoom":0,"maxzoom":13}"#
                return .respond(status: 200, headers: [("Content-Type", "application/json")], body: Array(json.utf8))
            }
            usleep(100_000)
            let parts = request.path.split(separator: "/").map(String.init)
            guard parts.count == 4, parts[0] == "t", parts[1] == "13", let x = Int(parts[2]),
                  let y = Int(parts[3].replacing(".mvt", with: "")) else { return .respond(status: 404, headers: [], body: []) }
            if "\(x)/\(y)" == hold.withLock({ $0 }) { return .hang }
            guard let data = ChicagoArchive.tile(x: x, y: y) else { return .respond(status: 404, headers: [], body: []) }
            return .respond(status: 200, headers: [], body: Array(data))
        }
        defer { server.stop() }
        port.withLock { $0 = server.port }
        let style = Tmux.packageRoot.appendingPathComponent("Assets/styles/mapbox-streets-v7.json").path
        // A view of the source's deepest zoom (z13): the two tiles 13/2100/3044 and 13/2100/3045.
        let view = ["--at", ChicagoArchive.center, "--span", "1000", "--size", "80x20", "--format", "text", "--style", style]
        let offline = try snap(view + ["--tiles", archive])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        let online = try snap(view + ["--tiles", server.base + "/tiles.json", "--timeout", "20"])
        XCTAssertEqual(online.status, 0, online.stderr)
        XCTAssertEqual(online.stdout, offline.stdout, "online:\n" + online.stdout + "\narchive:\n" + offline.stdout)
        XCTAssertGreaterThan(online.stdout.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count, 100)
        XCTAssertTrue(server.requests.contains { $0.path == "/t/13/2100/3045.mvt" })

        // A fresh cache, and the middle tile never answered: drawn without it, and named.
        hold.withLock { $0 = "2100/3045" }
        let cache = tmux.directory.appendingPathComponent("cold-cache").path
        var environment = tmux.environment
        environment["XDG_CACHE_HOME"] = cache
        let started = Date()
        let partial = try snap(view + ["--tiles", server.base + "/tiles.json", "--timeout", "2"], environment: environment)
        XCTAssertEqual(partial.status, 1, partial.stderr)
        XCTAssertTrue(partial.stderr.contains("tile missing after the timeout: 13/2100/3045"), partial.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(started), 15, "bounded by the timeout")
        XCTAssertNotEqual(partial.stdout, offline.stdout)
        XCTAssertEqual(partial.stdout.split(separator: "\n").count, 20, "the frame is still printed")
    }

    /// `--format ansi` writes the colours as SGR escapes: the water of the default start in the
    /// bundled style's colour, each line ending in a reset; NO_COLOR draws no colour.
    func testANSIFormatCarriesTheColours() throws {
        let view = ["--span", "8000", "--size", "60x16"]
        let ansi = try snap(view + ["--format", "ansi"])
        XCTAssertEqual(ansi.status, 0, ansi.stderr)
        let lines = ansi.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 16)
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
        XCTAssertTrue(ansi.stdout.contains("48;5;"), "fills as 256-colour backgrounds")
        let text = try snap(view + ["--format", "text"])
        let stripped = ansi.stdout.replacing(#/\x1B\[[0-9;]*m/#, with: "")
        XCTAssertEqual(stripped, text.stdout, "the same characters")
        var environment = tmux.environment
        environment["NO_COLOR"] = "1"
        let plain = try snap(view + ["--format", "ansi"], environment: environment)
        XCTAssertFalse(plain.stdout.contains("8;5;"), "no colour with NO_COLOR")
        XCTAssertNotEqual(plain.stdout.replacing(#/\x1B\[[0-9;]*m/#, with: ""), text.stdout, "patterns instead of colour")
    }

    /// A snapshot is the map alone: it sets up no venue store, so it makes no data folder (where
    /// the app keeps its venues) in a home where the app has never run.
    func testSnapMakesNoDataFolder() throws {
        let data = tmux.directory.appendingPathComponent("data")
        XCTAssertFalse(FileManager.default.fileExists(atPath: data.path))
        let result = try snap(["--span", "8000", "--size", "40x10", "--format", "text"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 10)
        XCTAssertFalse(FileManager.default.fileExists(atPath: data.appendingPathComponent("nearby").path),
                       "snap made the data folder")
    }
}
