import Foundation
import Synchronization
import XCTest
import NearbyTestSupport
import NearbyCLI

/// `nearby tiles fetch` with the real binary against a tile server on 127.0.0.1 serving the
/// real San Francisco tiles (z15, x 5237–5239, y 12665–12667) at their own addresses.
final class TilesFetchTests: BinaryTestCase {
    let sanFrancisco = SharedFixtures.location("mvt-fixtures/real-world/sanfrancisco")
    /// The centre of the nine fixture tiles.
    let centre = "37.7664,-122.4481"

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard FileManager.default.fileExists(atPath: sanFrancisco.path) else { throw XCTSkip(SharedFixtures.absent) }
    }

    /// The fixture tiles by their `z/x/y` path.
    func fixtureTiles() throws -> [String: [UInt8]] {
        var tiles: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: sanFrancisco.path) where name.hasSuffix(".mvt") {
            let parts = name.dropLast(4).split(separator: "-")
            tiles["/\(parts[0])/\(parts[1])/\(parts[2])"] = [UInt8](try Data(contentsOf: sanFrancisco.appendingPathComponent(name)))
        }
        return tiles
    }

    func server(_ handler: @escaping @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply) throws -> LoopbackServer {
        let server = try LoopbackServer(handler)
        addTeardownBlock { server.stop() }
        return server
    }

    /// Serves the fixture tiles (OpenFreeMap's empty 200 elsewhere) and a TileJSON at /tiles.json
    /// whose attribution holds escape sequences.
    func tileServer(delay: useconds_t = 0) throws -> LoopbackServer {
        let tiles = try fixtureTiles()
        let base = Mutex<String>("")
        let server = try server { request in
            if request.path == "/tiles.json" {
                let json = #"{"tilejson":"3.0.0","name":"SF test","minzoom":0,"maxzoom":15,"tiles":["\#(base.withLock { $0 }){z}/{x}/{y}.pbf"],"attribution":"<a href=\"x\">\u001b]0;pwned\u0007\u001b[31m© Test Tiles</a>"}"#
                return LoopbackServer.json(200, json)
            }
            if delay > 0 { usleep(delay) }
            let key = String(request.path.dropLast(4))
            return .respond(status: 200, headers: [("ETag", "\"\(key)\"")], body: tiles[key] ?? [])
        }
        base.withLock { $0 = server.base + "/" }
        return server
    }

    func nearby(_ args: [String], cache: Bool = false) throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary] + args, environment: ["HOME": directory.path, "LANG": "C.UTF-8"])
    }

    /// integrity_check and every tile (TMS row turned back to XYZ) with its SHA-256, read by
    /// python3's sqlite3 so the file cannot vouch for itself.
    func probe(_ path: String) throws -> (integrity: String, tiles: [String: String]) {
        let script = """
            import hashlib, sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            print(";".join(r[0] for r in db.execute("PRAGMA integrity_check")))
            for z, x, row, data in db.execute("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles"):
                print("/%d/%d/%d %s" % (z, x, (1 << z) - 1 - row, hashlib.sha256(data).hexdigest()))
            """
        let result = try Spawn.run(["python3", "-c", script, path])
        XCTAssertEqual(result.status, 0, result.error)
        var lines = result.output.split(separator: "\n").map(String.init)
        let integrity = lines.isEmpty ? "" : lines.removeFirst()
        var tiles: [String: String] = [:]
        for line in lines {
            let parts = line.split(separator: " ")
            tiles[String(parts[0])] = String(parts[1])
        }
        return (integrity, tiles)
    }

    func sha256(_ bytes: [UInt8]) throws -> String {
        let file = directory.appendingPathComponent("hash-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        let result = try Spawn.run(["python3", "-c", "import hashlib,sys;print(hashlib.sha256(open(sys.argv[1],'rb').read()).hexdigest())", file.path])
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testAnAreaFromATileJSONSourceIsSavedWholeAndWorksOffline() throws {
        let server = try tileServer()
        let out = directory.appendingPathComponent("sf.mbtiles").path
        let run = try nearby(["tiles", "fetch", "--at", centre, "--radius", "0.5", "--zooms", "15",
                              "--tiles", server.base + "/tiles.json", "--out", out])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("9 tiles at zoom 15 within 0.5 km"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Fetching 9 tiles from 127.0.0.1"), run.stdout)
        XCTAssertTrue(run.stdout.contains("© Test Tiles"), run.stdout)
        XCTAssertFalse((run.stdout + run.stderr).contains("\u{1B}"), "no escape sequence reaches the terminal")
        XCTAssertEqual(run.stderr, "", "no progress bar when stderr is not a terminal")
        XCTAssertTrue(run.stdout.contains("Fetched 9 tiles"), run.stdout)

        let stored = try probe(out)
        XCTAssertEqual(stored.integrity, "ok")
        var expected: [String: String] = [:]
        for (key, bytes) in try fixtureTiles() { expected[key] = try sha256(bytes) }
        XCTAssertEqual(stored.tiles, expected, "every tile, byte for byte")

        // Offline: the tile server is gone and `tiles info` reads the file.
        server.stop()
        let info = try nearby(["tiles", "info", out, "--tile", "15/5238/12666"])
        XCTAssertEqual(info.status, 0, info.stderr)
        XCTAssertTrue(info.stdout.contains("schema:        Mapbox Streets v7"), info.stdout)
        XCTAssertTrue(info.stdout.contains("zooms:         15"), info.stdout)
    }

    func testRunningAgainResumesWithoutAskingForTilesItHas() throws {
        let server = try tileServer()
        let out = directory.appendingPathComponent("sf.mbtiles").path
        let args = ["tiles", "fetch", "--at", centre, "--radius", "0.5", "--zooms", "14-15",
                    "--tiles", server.base + "/{z}/{x}/{y}.pbf", "--out", out]
        let run = try nearby(args)
        XCTAssertEqual(run.status, 0, run.stderr)
        let first = server.requests.count
        XCTAssertEqual(first, Int(run.stdout.prefix { $0.isNumber }), "each tile of the plan asked for once")
        XCTAssertEqual(try probe(out).tiles.count, 9, "the z15 tiles; z14 is answered empty")
        let again = try nearby(args)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("already in"), again.stdout)
        XCTAssertEqual(server.requests.count, first, "no tile asked for twice")
    }

    func testTooManyTilesNeedYesAndNothingIsSentBeforeIt() throws {
        let server = try tileServer()
        let run = try nearby(["tiles", "fetch", "--near", "helsinki", "--radius", "50", "--zooms", "0-15",
                              "--tiles", server.base + "/tiles.json", "--out", directory.appendingPathComponent("big.mbtiles").path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("more than 20000 tiles; add --yes"), run.stderr)
        XCTAssertEqual(server.requests.count, 0)
    }

    func testFaultyTilesAreCountedAndOnlyWholeTilesAreKept() throws {
        let good = try XCTUnwrap(try fixtureTiles()["/15/5238/12666"])
        let gzipHalf = [UInt8](try Data(contentsOf: sanFrancisco.deletingLastPathComponent().appendingPathComponent("compressed/14-9384-9577.mvt.gz"))).prefix(500)
        let server = try server { request in
            // A different fault for each column of the 3×3 block, the middle row good.
            let parts = request.path.split(separator: "/")
            let x = Int(parts[1]) ?? 0, y = Int(parts[2].prefix { $0 != "." }) ?? 0
            if y == 12666 { return .respond(status: 200, headers: [], body: good) }
            switch x {
            case 5237: return .respond(status: 404, headers: [], body: Array("not here".utf8))
            case 5238: return .respond(status: 200, headers: [], body: Array(gzipHalf))
            default: return .respond(status: 200, headers: [], body: Array("<html>gateway</html>".utf8))
            }
        }
        let out = directory.appendingPathComponent("faults.mbtiles").path
        let run = try nearby(["tiles", "fetch", "--at", centre, "--radius", "0.5", "--zooms", "15",
                              "--tiles", server.base + "/{z}/{x}/{y}.pbf", "--out", out])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("Fetched 3 tiles"), run.stdout)
        XCTAssertTrue(run.stdout.contains("2 empty"), run.stdout)
        XCTAssertTrue(run.stderr.contains("4 of 9 tiles failed"), run.stderr)
        XCTAssertTrue(run.stderr.contains("run the same command again"), run.stderr)
        let stored = try probe(out)
        XCTAssertEqual(stored.integrity, "ok")
        XCTAssertEqual(Set(stored.tiles.keys), ["/15/5237/12666", "/15/5238/12666", "/15/5239/12666"])
        XCTAssertEqual(Set(stored.tiles.values), [try sha256(good)])
    }

    func testAnUnreachableSourceEndsWithOneSentence() throws {
        let refusing = try RefusingPort()
        defer { withExtendedLifetime(refusing) {} }
        let port = refusing.port
        let json = try nearby(["tiles", "fetch", "--at", centre, "--radius", "0.5", "--zooms", "15",
                               "--tiles", "http://127.0.0.1:\(port)/tiles.json", "--out", directory.appendingPathComponent("a.mbtiles").path])
        XCTAssertEqual(json.status, 1)
        XCTAssertTrue(json.stderr.hasPrefix("nearby: cannot use the tile source 127.0.0.1: cannot reach"), json.stderr)
        XCTAssertEqual(json.stderr.split(separator: "\n").count, 1, json.stderr)
        let template = try nearby(["tiles", "fetch", "--at", centre, "--radius", "3", "--zooms", "15",
                                   "--tiles", "http://127.0.0.1:\(port)/{z}/{x}/{y}", "--out", directory.appendingPathComponent("b.mbtiles").path])
        XCTAssertEqual(template.status, 1)
        XCTAssertTrue(template.stderr.contains("stopped: no tile arrived"), template.stderr)
        XCTAssertTrue(template.stderr.contains("connection refused"), template.stderr)
        let http = try nearby(["tiles", "fetch", "--at", centre, "--radius", "1", "--zooms", "15", "--tiles", "http://example.org/{z}/{x}/{y}"])
        XCTAssertEqual(http.status, 2)
        XCTAssertTrue(http.stderr.contains("only for loopback"), http.stderr)
    }

    func testTheCacheSurvivesKillsDuringWrites() throws {
        // A small gzip tile at every address: 702 tiles, more than ten kills can get through.
        let tile = [UInt8](try Data(contentsOf: sanFrancisco.deletingLastPathComponent().appendingPathComponent("compressed/14-9385-9577.mvt.gz")))
        let server = try server { _ in
            usleep(2_000)
            return .respond(status: 200, headers: [], body: tile)
        }
        let args = ["tiles", "fetch", "--at", centre, "--radius", "2.5", "--zooms", "13-17", "--connections", "8",
                    "--tiles", server.base + "/{z}/{x}/{y}.pbf"]
        let environment = ["HOME": directory.path, "LANG": "C.UTF-8", "XDG_CACHE_HOME": directory.path + "/cache"]
        let cache = directory.path + "/cache/nearby/tiles.mbtiles"
        var random = SplitMix64(seed: 15)
        var kills = 0
        for _ in 0..<10 {
            let before = server.requests.count
            let child = try ChildProcess([Tmux.binary] + args, environment: environment)
            // Kill after a seeded number of tiles were served: mid-download, mid-commit.
            let target = before + 10 + Int(random.next() % 40)
            try Wait.until("\(target) tiles served", timeout: 20, every: 0.001) { server.requests.count >= target }
            child.kill(SIGKILL)
            let outcome = child.wait()
            XCTAssertTrue(outcome.signalled, "the area is large enough to be killed mid-way every time")
            kills += 1
            let stored = try probe(cache)
            XCTAssertEqual(stored.integrity, "ok")
            XCTAssertEqual(Set(stored.tiles.values).subtracting([try sha256(tile)]), [], "only whole tiles")
        }
        XCTAssertEqual(kills, 10)
        let finish = try ChildProcess.run([Tmux.binary] + args, environment: environment)
        XCTAssertEqual(finish.status, 0, finish.stderr)
        let stored = try probe(cache)
        XCTAssertEqual(stored.integrity, "ok")
        let total = Int(finish.stdout.prefix { $0.isNumber }) ?? -1
        XCTAssertEqual(total, 702, finish.stdout)
        XCTAssertEqual(stored.tiles.count, total, finish.stdout)
    }

    func testADamagedCacheIsSetAsideWithOneWarning() throws {
        let server = try tileServer()
        let cacheDirectory = directory.path + "/cache/nearby"
        try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 10_000).write(to: URL(fileURLWithPath: cacheDirectory + "/tiles.mbtiles"))
        let environment = ["HOME": directory.path, "LANG": "C.UTF-8", "XDG_CACHE_HOME": directory.path + "/cache"]
        let run = try ChildProcess.run([Tmux.binary, "tiles", "fetch", "--at", centre, "--radius", "0.5", "--zooms", "15",
                                        "--tiles", server.base + "/tiles.json"], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("nearby: warning: the tile cache was damaged"), run.stderr)
        XCTAssertEqual(try probe(cacheDirectory + "/tiles.mbtiles").tiles.count, 9)
        let aside = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory).filter { $0.hasPrefix("tiles.mbtiles.damaged-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        XCTAssertEqual(aside.count, 1)
    }

    func testTheConfiguredCacheBoundHoldsAndTheNewestTilesStay() throws {
        let tile = try XCTUnwrap(try fixtureTiles()["/15/5238/12666"])  // about 100 kB
        let server = try server { _ in .respond(status: 200, headers: [], body: tile) }
        let config = directory.path + "/config/nearby"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "tile-cache-mb = 1\n".write(toFile: config + "/config", atomically: true, encoding: .utf8)
        let environment = ["HOME": directory.path, "LANG": "C.UTF-8", "XDG_CACHE_HOME": directory.path + "/cache",
                           "XDG_CONFIG_HOME": directory.path + "/config"]
        let run = try ChildProcess.run([Tmux.binary, "tiles", "fetch", "--at", centre, "--radius", "1", "--zooms", "15-16",
                                        "--connections", "1", "--tiles", server.base + "/{z}/{x}/{y}.pbf"], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("may not fit the tile cache's 1 MiB"), "said so first: \(run.stderr)")
        let stored = try probe(directory.path + "/cache/nearby/tiles.mbtiles")
        XCTAssertEqual(stored.tiles.count, (1 << 20) / tile.count, "as many whole tiles as fit in 1 MiB")
        // Tiles are fetched z15 first, so the cache kept z16, the last ones fetched.
        XCTAssertTrue(stored.tiles.keys.allSatisfy { $0.hasPrefix("/16/") }, "\(stored.tiles.keys.sorted())")
    }

    /// The config file is read before `tiles fetch` is parsed: its source and timeout apply, and
    /// the command line wins over them.
    func testTheConfigFileNamesTheSourceAndTheTimeout() throws {
        let server = try tileServer(delay: 1_000_000)
        let config = directory.path + "/config/nearby"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "tiles = \(server.base)/tiles.json\ntimeout = 0.3\n".write(toFile: config + "/config", atomically: true, encoding: .utf8)
        let environment = ["HOME": directory.path, "LANG": "C.UTF-8", "XDG_CONFIG_HOME": directory.path + "/config"]
        let args = [Tmux.binary, "tiles", "fetch", "--at", centre, "--radius", "0.5", "--zooms", "15", "--connections", "8"]
        let slow = try ChildProcess.run(args + ["--out", directory.path + "/slow.mbtiles"], environment: environment)
        XCTAssertEqual(slow.status, 1, slow.stderr)
        XCTAssertTrue(slow.stdout.contains("Fetching 9 tiles from 127.0.0.1"), "the config's source: \(slow.stdout)")
        XCTAssertTrue(slow.stderr.contains("timed out"), "the config's 0.3 s: \(slow.stderr)")
        let patient = try ChildProcess.run(args + ["--out", directory.path + "/patient.mbtiles", "--timeout", "30"], environment: environment)
        XCTAssertEqual(patient.status, 0, patient.stderr)
        XCTAssertTrue(patient.stdout.contains("Fetched 9 tiles"), patient.stdout)
    }

    func testUsageMistakesAreOneSentenceAndStatus2() throws {
        let cases: [([String], String)] = [
            (["--at", centre, "--zooms", "14"], "needs --radius"),
            (["--at", centre, "--radius", "1"], "needs --zooms"),
            (["--radius", "1", "--zooms", "14"], "needs a centre"),
            (["--at", centre, "--near", "tokyo", "--radius", "1", "--zooms", "14"], "not both"),
            (["--at", centre, "--radius", "1", "--zooms", "14-10"], "0 ≤ A ≤ B ≤ 22"),
            (["--at", centre, "--radius", "0x10", "--zooms", "14"], "--radius expects a decimal number"),
            // Atlantis is a town of the Western Cape now that --near knows every city: a name none has.
            (["--near", "atlantys", "--radius", "1", "--zooms", "14"], "no place called 'atlantys' — did you mean Atlantis, ZA?"),
            (["--at", centre, "--radius", "1", "--zooms", "14", "--tiles", "mapnik"], "unknown tile source 'mapnik'"),
            (["--at", centre, "--radius", "1", "--zooms", "14", "--tile", "1/0/0"], "option --tile does not apply to nearby tiles fetch"),
            (["--at", centre, "--radius", "1", "--zooms", "14", "--timeout", "0"], "--timeout must be between 0.1 and 3600"),
        ]
        for (args, words) in cases {
            let run = try nearby(["tiles", "fetch"] + args)
            XCTAssertEqual(run.status, 2, "\(args): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("nearby: ") && run.stderr.contains(words), "\(args): \(run.stderr)")
            XCTAssertEqual(run.stdout, "")
        }
        let help = try nearby(["tiles", "fetch", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("Usage: nearby tiles fetch"), help.stdout)
    }

    func testAProgressBarIsDrawnOnATerminal() throws {
        let server = try tileServer()
        let tmux = try Tmux()
        defer { tmux.kill() }
        let out = directory.appendingPathComponent("tty.mbtiles").path
        try tmux.start("'\(Tmux.binary)' tiles fetch --at \(centre) --radius 0.5 --zooms 15 --tiles \(server.base)/tiles.json --out '\(out)'; echo \"exit=$?\"; sleep 30")
        let screen = try tmux.waitFor(text: "exit=0")
        // The last drawing of the bar is complete, on its own line before the summary.
        let bar = try XCTUnwrap(screen.first { $0.hasPrefix("[") }, screen.joined(separator: "\n"))
        let bytes = try fixtureTiles().values.reduce(0) { $0 + $1.count }
        XCTAssertEqual(bar.trimmingCharacters(in: .whitespaces), "[" + String(repeating: "#", count: 30) + "] 100% 9/9 tiles, \((bytes + 999) / 1000) kB")
        let summary = try XCTUnwrap(screen.firstIndex { $0.hasPrefix("Fetched 9 tiles") })
        XCTAssertEqual(screen.firstIndex(of: bar).map { $0 + 1 }, summary)
    }

    func testSilenceDrippingHugeTilesRedirectLoopsAndPassingErrorsEachEndInWords() throws {
        let good = try XCTUnwrap(try fixtureTiles()["/15/5238/12666"])
        let calls = Mutex<[String: Int]>([:])
        let server = try server { request in
            let parts = request.path.split(separator: "/")
            let x = Int(parts[1]) ?? 0, y = Int(parts[2].prefix { $0 != "." }) ?? 0
            let seen = calls.withLock { $0[request.path, default: 0] += 1; return $0[request.path] ?? 0 }
            switch (x, y) {
            case (5237, 12665): return .hang
            case (5238, 12665): return .drip(status: 200, headers: [], body: good, interval: 1)
            case (5239, 12665): return .stream(status: 200, headers: [], prefix: [0x1A], filler: [0x42], length: 100 << 20)
            case (5237, 12666): return LoopbackServer.redirect(to: request.path + "/again")
            case (5238, 12666): return seen < 2 ? .respond(status: 503, headers: [], body: []) : .respond(status: 200, headers: [], body: good)
            default: return .respond(status: 200, headers: [], body: good)
            }
        }
        let out = directory.appendingPathComponent("faults.mbtiles").path
        let run = try ChildProcess.run([Tmux.binary, "tiles", "fetch", "--at", centre, "--radius", "0.5", "--zooms", "15",
                                        "--tiles", server.base + "/{z}/{x}/{y}.pbf", "--out", out],
                                       environment: ["HOME": directory.path, "LANG": "C.UTF-8", "NEARBY_HTTP_TIMEOUT": "1"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("Fetched 5 tiles"), run.stdout)
        XCTAssertTrue(run.stderr.contains("4 of 9 tiles failed"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        let stored = try probe(out)
        XCTAssertEqual(stored.integrity, "ok")
        XCTAssertEqual(Set(stored.tiles.keys), ["/15/5238/12666", "/15/5239/12666", "/15/5237/12667", "/15/5238/12667", "/15/5239/12667"])
        XCTAssertEqual(Set(stored.tiles.values), [try sha256(good)])
        XCTAssertEqual(calls.withLock { $0["/15/5238/12666.pbf"] }, 2, "the 503 was retried once")
    }

    func testAnotherSourceIsKeptApartInTheCacheButNeverMixesIntoAnOutFile() throws {
        let first = try tileServer()
        let second = try tileServer()
        let environment = ["HOME": directory.path, "LANG": "C.UTF-8", "XDG_CACHE_HOME": directory.path + "/cache"]
        let cache = directory.path + "/cache/nearby/tiles.mbtiles"
        func fetch(_ server: LoopbackServer, out: String? = nil) throws -> ChildProcess.Outcome {
            try ChildProcess.run([Tmux.binary, "tiles", "fetch", "--at", centre, "--radius", "0.5", "--zooms", "15",
                                  "--tiles", server.base + "/{z}/{x}/{y}.pbf"] + (out.map { ["--out", $0] } ?? []),
                                 environment: environment)
        }
        XCTAssertEqual(try fetch(first).status, 0)
        let switched = try fetch(second)
        XCTAssertEqual(switched.status, 0, switched.stderr)
        XCTAssertTrue(switched.stderr.contains("the tile cache held tiles from \(first.base)"), switched.stderr)
        XCTAssertTrue(switched.stdout.contains("Fetching 9 tiles"), "the other source's tiles were not kept: \(switched.stdout)")
        XCTAssertEqual(try probe(cache).tiles.count, 9)

        let out = directory.appendingPathComponent("one-source.mbtiles").path
        XCTAssertEqual(try fetch(first, out: out).status, 0)
        let mixed = try fetch(second, out: out)
        XCTAssertEqual(mixed.status, 1)
        XCTAssertTrue(mixed.stderr.contains("holds tiles from \(first.base)"), mixed.stderr)
        XCTAssertEqual(second.requests.filter { $0.path.hasPrefix("/15/") }.count, 9, "nothing asked for the refused file")
    }
}
