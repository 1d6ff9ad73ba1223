import Foundation
import Synchronization
import XCTest
import NearbyTestSupport

/// Bytes bound everything decoded, measured with the real binary: each hostile file (a gzip
/// bomb, 2M points, 1M keys, a 100 MB stored tile, views over endless queries) keeps `tiles info`
/// and the app under 150 MB at their peak (GNU time's maximum resident set), is said in one
/// sentence that names what was too large, and the app keeps answering keys.
final class HostileTilesEndToEndTests: TmuxTestCase {
    static let peakLimitKiB = 150 * 1024

    static let sentences: [HostileTileFiles.Kind: String] = [
        .bomb: "the data inflates to more than 4 MiB, the limit for one tile",
        .points: "the tile is too large to draw: layer \"water\": it holds more than 500000 points",
        .keys: "the tile is too large to draw: layer \"water\": it holds more than 200000 keys and values",
        .stored: "tile 0/0/0 is stored in 100000000 bytes, more than the 4 MiB a tile may have",
        .tilesView: "not an MBTiles file (its tiles is a view, not a table)",
        .metadataView: "not an MBTiles file (its metadata is a view, not a table)",
        .zeroblobView: "not an MBTiles file (its tiles is a view, not a table)",
    ]

    func testTilesInfoSaysEachHostileFileInOneSentenceWithinBoundedMemoryAndTime() throws {
        for kind in HostileTileFiles.Kind.allCases {
            let path = try HostileTileFiles.make(kind, in: tmux.directory)
            // `timeout`: a file that hangs the reader fails the test instead of hanging it.
            let run = try ChildProcess.run(["timeout", "20", Tmux.binary, "tiles", "info", path], measure: true)
            let peak = try XCTUnwrap(run.peakKiB)
            print("tiles info on \(kind.rawValue): exit \(run.status), \(peak) KiB, \(run.seconds) s")
            XCTAssertEqual(run.status, 2, "\(kind): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(kind): one sentence: \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(Self.sentences[kind] ?? "?"), "\(kind): \(run.stderr)")
            XCTAssertLessThan(peak, Self.peakLimitKiB, "\(kind): peak \(peak) KiB")
            XCTAssertLessThan(run.seconds, 2, "\(kind)")
        }
    }

    /// The app under GNU time in tmux on `--tiles FILE`; the peak is read once it has exited.
    func startApp(_ arguments: String, width: Int = 120) throws -> String {
        let peak = tmux.directory.appendingPathComponent("peak-\(UUID().uuidString.prefix(6))").path
        try tmux.start("/usr/bin/time -f %M -o '\(peak)' '\(Tmux.binary)' --db '\(databasePath)' --log '\(logPath)' "
                       + "\(arguments); echo EXIT=$?; sleep 30", width: width)
        return peak
    }

    func peakKiB(_ file: String) throws -> Int {
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        return try XCTUnwrap(lines.last.flatMap { Int($0) }, "\(lines)")
    }

    /// Keys still answer (frames drawn for them), `q` quits at once with status 0.
    func assertAnswersKeysAndQuits(file: StaticString = #filePath, line: UInt = #line) throws {
        let log = LogFile(logPath)
        let before = log.count("frameDrawn")
        try tmux.send("j", "k", "-", "-")
        try tmux.waitForLog("frames for j, k and two zooms out", file: file, line: line) { log in
            log.events("frameDrawn").dropFirst(before).reduce(0) { $0 + ($1["keys"] as? Int ?? 0) } >= 4
        }
        try assertQuitsAtOnce("hostile tiles", file: file, line: line)
    }

    func testTheAppLeavesEachHostileTileOutWithASentenceWithinBoundedMemory() throws {
        for kind in [HostileTileFiles.Kind.bomb, .points, .keys, .stored] {
            tmux.kill()
            tmux = try Tmux()
            let path = try HostileTileFiles.make(kind, in: tmux.directory)
            let peak = try startApp("--tiles '\(path)' --span 20000")
            let sentence = Self.sentences[kind] ?? "?"
            try tmux.waitForLog("\(kind): the tile left out with its sentence") { log in
                log.events("tileFailed").contains { ($0["reason"] as? String)?.contains(sentence) == true }
            }
            try assertAnswersKeysAndQuits()
            let measured = try peakKiB(peak)
            print("the app on \(kind.rawValue): \(measured) KiB")
            XCTAssertLessThan(measured, Self.peakLimitKiB, "\(kind): peak \(measured) KiB")
        }
    }

    func testTheAppRefusesAViewInOneSentenceBeforeTheScreenAppears() throws {
        for kind in [HostileTileFiles.Kind.tilesView, .metadataView, .zeroblobView] {
            tmux.kill()
            tmux = try Tmux()
            let path = try HostileTileFiles.make(kind, in: tmux.directory)
            let started = Date()
            let peak = try startApp("--tiles '\(path)'")
            let screen = try tmux.waitFor(text: "EXIT=", timeout: 10)
            XCTAssertLessThan(Date().timeIntervalSince(started), 2, "\(kind)")
            let text = screen.joined(separator: "\n")
            XCTAssertTrue(text.contains("EXIT=2"), text)
            let messages = screen.filter { $0.hasPrefix("nearby:") }
            XCTAssertEqual(messages.count, 1, text)
            // (A long sentence wraps: the pane's full rows join up again without a separator.)
            XCTAssertTrue(screen.joined().contains(Self.sentences[kind] ?? "?"), text)
            XCTAssertFalse(text.contains("┌ map"), "the screen never started:\n" + text)
            XCTAssertLessThan(try peakKiB(peak), Self.peakLimitKiB, "\(kind)")
        }
    }
}

/// The same tiles online: a loopback server answers a TileJSON and the hostile tile for every
/// tile asked (under the 4 MiB download cap, so only decoding can tell), or a whole tile with a
/// 1 MB ETag. The status bar says what the server sent, the cache keeps none of it, and the
/// app stays under the same peak while it keeps answering keys.
extension HostileTilesEndToEndTests {
    func serve(_ reply: @escaping @Sendable (String) -> LoopbackServer.Reply) throws -> LoopbackServer {
        let base = Mutex("")
        let server = try LoopbackServer { request in
            if request.path == "/tiles.json" {
                let url = base.withLock { $0 }
                return LoopbackServer.json(200, #"{"tilejson":"3.0.0","tiles":["\#(url)/t/{z}/{x}/{y}.pbf"],"minzoom":0,"maxzoom":14}"#)
            }
            return reply(request.path)
        }
        base.withLock { $0 = server.base }
        addTeardownBlock { server.stop() }
        return server
    }

    func runOnline(_ server: LoopbackServer, says words: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let peak = try startApp("--tiles '\(server.base)/tiles.json' --at 37.7664,-122.4481 --span 2000", width: 220)
        try tmux.waitFor("'\(words)' in the status bar", file: file, line: line) { screen in
            (screen.last { $0.hasPrefix("└") } ?? "").contains(words)
        }
        try assertAnswersKeysAndQuits(file: file, line: line)
        let measured = try peakKiB(peak)
        print("the app online, '\(words)': \(measured) KiB")
        XCTAssertLessThan(measured, Self.peakLimitKiB, "peak \(measured) KiB", file: file, line: line)
    }

    func testOnlineHostileTilesAreSaidAndBoundedInMemory() throws {
        let words: [HostileTileFiles.Kind: String] = [
            .bomb: "too large to draw (it inflates to more than 4 MiB)",
            .points: "too large to draw (it holds more than 500000 points)",
            .keys: "too large to draw (it holds more than 200000 keys and values)",
        ]
        for kind in [HostileTileFiles.Kind.bomb, .points, .keys] {
            tmux.kill()
            tmux = try Tmux()
            let path = try HostileTileFiles.make(kind, in: tmux.directory)
            let tile = [UInt8](try Data(contentsOf: URL(fileURLWithPath: String(path.dropLast(".mbtiles".count)) + ".tile")))
            XCTAssertLessThan(tile.count, 4 << 20, "under the download cap")
            let server = try serve { _ in .respond(status: 200, headers: [], body: tile) }
            try runOnline(server, says: words[kind] ?? "?")
        }
    }

    /// A 1 MB ETag is a header too large, not "Out of memory".
    func testAMegabyteETagIsSaidAsHeadersTooLarge() throws {
        let etag = "\"" + String(repeating: "e", count: 1 << 20) + "\""
        let server = try serve { _ in .respond(status: 200, headers: [("ETag", etag)], body: GridTile.bytes) }
        try runOnline(server, says: "the tile server sent headers larger than 64 KiB")
        let failed = LogFile(logPath).events("tilesFailed").compactMap { $0["reason"] as? String }
        XCTAssertFalse(failed.isEmpty)
        XCTAssertFalse(failed.contains { $0.lowercased().contains("memory") }, "\(failed)")
    }
}
