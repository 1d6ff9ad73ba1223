import Foundation
import Synchronization
import XCTest
import NearbyTestSupport

/// `--geocoder nominatim` against a loopback Nominatim the test runs: what the gazetteer cannot
/// answer is asked once (identified, paced, cached); every fault is one sentence and loses
/// nothing; offline, the default, sends nothing.
final class GeocoderEndToEndTests: BinaryTestCase {
    /// When each request arrived (Unix seconds).
    final class Arrivals: Sendable {
        let times = Mutex<[Double]>([])
    }

    static let street = #"[{"place_id":1,"lat":"60.1686","lon":"24.9410","display_name":"Mannerheimintie 1, Kluuvi, Helsinki"}]"#

    func nominatim(_ arrivals: Arrivals) throws -> LoopbackServer {
        try LoopbackServer { request in
            arrivals.times.withLock { $0.append(Date().timeIntervalSince1970) }
            let q = request.query.first { $0.name == "q" }?.value ?? ""
            switch q {
            case "fail 429": return LoopbackServer.json(429, #"{"error":"slow down"}"#, headers: [("Retry-After", "60")])
            case "fail 503": return LoopbackServer.json(503, "<html>busy</html>")
            case "fail json": return LoopbackServer.json(200, #"[{"lat":"60.1","lon""#)
            case "fail hang": return .hang
            case "nowhere": return LoopbackServer.json(200, "[]")
            case "no position": return LoopbackServer.json(200, #"[{"lat":"north","lon":"","display_name":"Somewhere"}]"#)
            case "huge name":
                let name = String(repeating: "N", count: 400_000) + "\\u001b]0;x\\u0007"
                return LoopbackServer.json(200, #"[{"lat":"60.1675","lon":"24.9525","display_name":""# + name + #""}]"#)
            case "kauppatori": return LoopbackServer.json(200, #"[{"lat":"60.1675","lon":"24.9525","display_name":"Kauppatori"}]"#)
            default: return LoopbackServer.json(200, Self.street)
            }
        }
    }

    func list(_ near: String, _ extra: [String] = [], log: String? = nil) throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary, "list", "--near", near, "--format", "tsv",
                              "--db", directory.appendingPathComponent("v.sqlite").path] + extra
                             + (log.map { ["--fetch", "--log", $0] } ?? []),
                             environment: FaultMatrixTests.environment(directory))
    }

    func testAnAddressIsAskedOnceIdentifiedPacedAndCached() throws {
        let arrivals = Arrivals()
        let server = try nominatim(arrivals)
        defer { server.stop() }
        let online = ["--geocoder", "nominatim", "--geocoder-url", server.base]

        let offline = try list("Mannerheimintie 1", ["--geocoder-url", server.base])
        XCTAssertEqual(offline.status, 2, offline.stderr)
        XCTAssertTrue(server.requests.isEmpty, "offline is the default and sends nothing")

        let log = directory.appendingPathComponent("log.jsonl").path
        let found = try list("Mannerheimintie 1", online, log: log)
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertEqual(found.stderr, "nearby: found online: Mannerheimintie 1, Kluuvi, Helsinki\n")
        let started = try XCTUnwrap(LogFile(log).events.first { $0["event"] as? String == "fetchStarted" })
        XCTAssertEqual(started["lat"] as? Double, 60.1686)
        XCTAssertEqual(started["lon"] as? Double, 24.9410)
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.path, "/search")
        XCTAssertEqual(request.query.map { "\($0.name)=\($0.value)" }, ["q=Mannerheimintie 1", "format=jsonv2", "limit=5"])
        XCTAssertEqual(request.headers["user-agent"] ?? request.headers["User-Agent"], "nearby/0.1.0")

        let again = try list("mannerheimintie 1", online)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(server.requests.count, 1, "the second time comes from the cache")
        let gazetteer = try list("Helsingfors", online)
        XCTAssertEqual(gazetteer.status, 0, gazetteer.stderr)
        XCTAssertEqual(server.requests.count, 1, "what the gazetteer knows is never sent")

        XCTAssertEqual(try list("kauppatori", online).status, 0)
        let none = try list("nowhere", online)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.hasPrefix("nearby: no place called 'nowhere'") && none.stderr.hasSuffix("(Nominatim found nothing either)\n"),
                      none.stderr)
        let times = arrivals.times.withLock { $0 }
        XCTAssertEqual(times.count, 3)
        for (a, b) in zip(times, times.dropFirst()) { XCTAssertGreaterThan(b - a, 0.95, "at most one request a second") }
    }

    func testEveryFaultIsOneSentenceAndLosesNothing() throws {
        let arrivals = Arrivals()
        let server = try nominatim(arrivals)
        defer { server.stop() }
        let online = ["--geocoder", "nominatim", "--geocoder-url", server.base, "--timeout", "1"]
        XCTAssertEqual(try list("Mannerheimintie 1", online).status, 0)
        for (query, words) in [("fail 429", "rate"), ("fail 503", "503"), ("fail json", "JSON"), ("fail hang", "in time")] {
            let failed = try list(query, online)
            XCTAssertEqual(failed.status, 1, "\(query): \(failed.stderr)")
            XCTAssertEqual(failed.stdout, "")
            XCTAssertEqual(failed.stderr.split(separator: "\n").count, 1, failed.stderr)
            XCTAssertTrue(failed.stderr.hasPrefix("nearby: no place called '\(query)' in the bundled gazetteer, and Nominatim could not answer: "),
                          failed.stderr)
            XCTAssertTrue(failed.stderr.lowercased().contains(words.lowercased()), "\(query): \(failed.stderr)")
        }
        let requests = server.requests.count
        let cached = try list("Mannerheimintie 1", online)
        XCTAssertEqual(cached.status, 0, cached.stderr)
        XCTAssertEqual(server.requests.count, requests, "the answer from before the faults is still cached")
        XCTAssertEqual(try list("fail 503", online).status, 1, "a failure is not cached as an answer")
        XCTAssertEqual(server.requests.count, requests + 1)

        let plain = try list("Mannerheimintie 1", ["--geocoder", "nominatim", "--geocoder-url", "http://example.com"])
        XCTAssertEqual(plain.status, 2)
        XCTAssertTrue(plain.stderr.contains("http:// is allowed only for loopback"), plain.stderr)
    }
}

extension GeocoderEndToEndTests {
    /// A geocoder cache that is no database is moved aside, as the tile cache is, with one
    /// sentence; `--near` asks the service and goes on with a new cache that keeps the answer.
    func testADamagedCacheIsSetAsideWithOneSentence() throws {
        let arrivals = Arrivals()
        let server = try nominatim(arrivals)
        defer { server.stop() }
        let folder = directory.appendingPathComponent(".cache/nearby")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cache = folder.appendingPathComponent("geocoder.sqlite")
        try Data(String(repeating: "not a database at all\n", count: 200).utf8).write(to: cache)
        let online = ["--geocoder", "nominatim", "--geocoder-url", server.base]
        let found = try list("Mannerheimintie 1", online)
        XCTAssertEqual(found.status, 0, found.stderr)
        let lines = found.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, found.stderr)
        let aside = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .first { $0.hasPrefix("geocoder.sqlite.damaged-") })
        XCTAssertEqual(lines.first, "nearby: warning: the geocoder cache was damaged; it was moved to "
                       + folder.appendingPathComponent(aside).path + " and a new one started")
        XCTAssertEqual(lines.last, "nearby: found online: Mannerheimintie 1, Kluuvi, Helsinki")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(aside)).prefix(10), Data("not a data".utf8),
                       "the damaged file kept as it was")
        // The new cache answers the second time.
        let again = try list("Mannerheimintie 1", online)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stderr, "nearby: found online: Mannerheimintie 1, Kluuvi, Helsinki\n")
        XCTAssertEqual(server.requests.count, 1)
    }
}

extension GeocoderEndToEndTests {
    /// An answer whose places have no usable position is said as such, not as "found nothing";
    /// a 400 KB name from the server is shortened and its controls written out.
    func testAnUnusableAnswerIsNamedAndAHugeNameShortened() throws {
        let server = try nominatim(Arrivals())
        defer { server.stop() }
        let online = ["--geocoder", "nominatim", "--geocoder-url", server.base]
        let unusable = try list("no position", online)
        XCTAssertNotEqual(unusable.status, 0)
        XCTAssertTrue(unusable.stderr.contains("Nominatim found 1 place, none with a usable position"), unusable.stderr)
        XCTAssertFalse(unusable.stderr.contains("found nothing"), unusable.stderr)
        let huge = try list("huge name", online)
        XCTAssertEqual(huge.status, 0, String(huge.stderr.prefix(500)))
        XCTAssertLessThan(huge.stderr.utf8.count, 400, String(huge.stderr.prefix(500)))
        XCTAssertTrue(huge.stderr.hasPrefix("nearby: found online: NNNN"), String(huge.stderr.prefix(500)))
        XCTAssertEqual(huge.stderr.utf8.filter { $0 < 0x20 && $0 != 0x0A }, [])
    }
}
