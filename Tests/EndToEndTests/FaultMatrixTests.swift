import Foundation
import Synchronization
import XCTest
import NearbyTestSupport

/// The fault matrix: the real `nearby list --fetch` against a real HTTP server on 127.0.0.1 that
/// misbehaves in every way a network or a service can. For each case the process exits 1 with one
/// sentence naming what happened and the database is untouched, or exits 0 with the right rows;
/// peak memory stays bounded and the secret appears nowhere. Prints one summary line.
final class FaultMatrixTests: BinaryTestCase {
    static let secret = "S3CRET-fault-9137"
    /// About twice what `list --fetch` and the app peak (30–35 MB, measured honestly); 150 MB
    /// was needed only while the figure was the test process's own size.
    static let peakLimitKiB = 64 * 1024

    enum Expect: Sendable {
        /// Exit 1, one line on stderr containing the text, database unchanged; optionally the
        /// number of requests the server saw (retries).
        case fails(String, requests: Int? = nil)
        /// Exit 0; `query` (tab-separated rows) returns `rows`; stdout lists every id in `listed`.
        case stores(query: String, rows: [String], listed: [String])
    }

    struct Case: Sendable {
        let name: String
        /// nil: nothing listens on the port.
        let reply: (@Sendable (LoopbackServer.Request) -> LoopbackServer.Reply)?
        let expect: Expect
        init(_ name: String, _ expect: Expect, _ reply: (@Sendable (LoopbackServer.Request) -> LoopbackServer.Reply)?) {
            self.name = name
            self.reply = reply
            self.expect = expect
        }
    }

    static func json(_ status: Int, _ body: String, _ headers: [(String, String)] = []) -> @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply {
        { _ in LoopbackServer.json(status, body, headers: headers) }
    }

    static var cases: [Case] {
        let secret = Self.secret
        let good = VenueFeed.v2([VenueFeed.near("good-1", "Good Cafe")])
        let invalidUTF8 = Array(#"{"meta":{"code":200},"response":{"venues":[{"id":"u1","name":"Caf"#.utf8) + [0xC3, 0x28, 0xFF, 0xFE]
            + Array(#"","location":{"lat":60.169,"lng":24.9435}}]}}"#.utf8)
        let hostile = VenueFeed.v2([
            VenueFeed.near("ok-1", "Kept Cafe"),
            .init(id: "nan-1", name: "NaN Cafe", lat: #""NaN""#, lon: "24.94"),
            .init(id: "inf-1", name: "Inf Cafe", lat: "60.16", lon: #""inf""#),
            .init(id: "lat-1", name: "North of North", lat: "91.5", lon: "24.94"),
            .init(id: "lon-1", name: "East of East", lat: "60.16", lon: "180.01"),
            .init(id: "null-1", name: "Null Cafe", lat: "null", lon: "24.94"),
            .init(id: "empty-1", name: "", lat: "60.169", lon: "24.9435"),
            .init(id: "blank-1", name: "   ", lat: "60.169", lon: "24.9435"),
            VenueFeed.near("ok-2", "Also Kept", meters: 40),
        ])
        let duplicates = VenueFeed.v2([
            VenueFeed.near("dup-1", "First Name"), VenueFeed.near("dup-2", "Other"),
            VenueFeed.near("dup-1", "Second Name"), VenueFeed.near("dup-1", "Last Name", meters: 30),
        ])
        let bulk = VenueFeed.v2(VenueFeed.many(10_000, tag: "bulk"))
        let overpassHead = Array(#"{"version":0.6,"elements":["#.utf8)
        let overpassNode = Array(#"{"type":"node","id":1,"lat":60.1,"lon":24.9,"tags":{"amenity":"cafe","name":"x"}},"#.utf8)
        // The slow cases (they wait for timeouts) come first: they overlap the rest.
        return [
            Case("never answers", .fails("Foursquare did not answer in time", requests: 1), { _ in .hang }),
            Case("a byte a second", .fails("Foursquare did not answer in time"), { _ in
                .drip(status: 200, headers: [], body: Array(good.utf8), interval: 1) }),
            Case("401 invalid_auth", .fails("Foursquare rejected the key", requests: 1), json(401,
                #"{"meta":{"code":401,"errorType":"invalid_auth","errorDetail":"OAuth token invalid: client_secret=\#(secret)"},"response":{}}"#)),
            Case("403 rate_limit_exceeded", .fails("Foursquare: rate limited", requests: 1), json(403,
                #"{"meta":{"code":403,"errorType":"rate_limit_exceeded","errorDetail":"Quota exceeded"},"response":{}}"#,
                [("X-RateLimit-Remaining", "0")])),
            Case("429 Retry-After", .fails("Foursquare: rate limited until", requests: 1), json(429, "{}", [("Retry-After", "120")])),
            Case("500", .fails("Foursquare answered 500 Internal Server Error", requests: 3), json(500, "oops \(secret)")),
            Case("502", .fails("Foursquare answered 502 Bad Gateway", requests: 3), json(502, "<html>bad gateway</html>")),
            Case("503", .fails("Foursquare answered 503 Service Unavailable", requests: 3), json(503, "", [("Retry-After", "1")])),
            Case("connection refused", .fails("cannot reach Foursquare (connection refused"), nil),
            Case("redirect loop", .fails("Foursquare redirected too many times"), { _ in LoopbackServer.redirect(to: "/v2/venues/search?loop=1") }),
            Case("truncated transfer", .fails("the Foursquare response was cut off"), { _ in
                .truncated(status: 200, headers: [], body: Array(good.utf8.prefix(40)), claimedLength: good.utf8.count) }),
            Case("truncated JSON", .fails("invalid or truncated JSON in the Foursquare response"), json(200, String(good.prefix(60)))),
            Case("invalid UTF-8", .fails("invalid or truncated JSON in the Foursquare response"), { _ in
                .respond(status: 200, headers: [("Content-Type", "application/json")], body: invalidUTF8) }),
            Case("100 MB body", .fails("larger than 8192 KiB"), { _ in
                .stream(status: 200, headers: [], prefix: overpassHead, filler: overpassNode, length: 100 << 20) }),
            Case("endless headers", .fails("the Foursquare response headers were larger than 64 KiB"), { _ in .endlessHeaders(bytes: 200 << 20) }),
            Case("empty 200 body", .fails("empty Foursquare response"), json(200, "")),
            Case("captive portal HTML", .fails("invalid or truncated JSON"), json(200, "<html><body>Log in to the Wi-Fi</body></html>")),
            Case("wrong shape: array", .fails("neither response.venues"), json(200, "[1,2,3]")),
            Case("wrong shape: venues object", .fails("neither response.venues"),
                 json(200, #"{"meta":{"code":200},"response":{"venues":{"id":"v1"}}}"#)),
            Case("NaN, out-of-range coordinates, empty names",
                 .stores(query: "SELECT id FROM venue WHERE provider = 'foursquare' AND id NOT LIKE 'seed-%' ORDER BY id", rows: ["ok-1", "ok-2"],
                         listed: ["ok-1", "ok-2"]), json(200, hostile)),
            Case("duplicate ids in one batch",
                 .stores(query: "SELECT id, name FROM venue WHERE provider = 'foursquare' AND id NOT LIKE 'seed-%' ORDER BY id",
                         rows: ["dup-1\tLast Name", "dup-2\tOther"], listed: ["dup-1", "dup-2"]), json(200, duplicates)),
            Case("10,000 venues", .stores(query: "SELECT count(*), count(DISTINCT id) FROM venue WHERE name LIKE 'bulk cafe %'",
                                          rows: ["10000\t10000"], listed: ["bulk-v5050"]), json(200, bulk)),
        ]
    }

    static func environment(_ directory: URL) -> [String: String] {
        ["NEARBY_ASSETS": Tmux.packageRoot.appendingPathComponent("Assets").path, "HOME": directory.path,
         "XDG_DATA_HOME": directory.path, "XDG_CONFIG_HOME": directory.path, "LANG": "C.UTF-8",
         "FOURSQUARE_CLIENT_ID": "CLIENT-ID-fault", "FOURSQUARE_CLIENT_SECRET": secret, "FOURSQUARE_API_KEY": secret,
         "NEARBY_HTTP_TIMEOUT": "2"]
    }

    static func list(_ directory: URL, base: String) throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary, "list", "--fetch", "--provider", "foursquare", "--base-url", base,
                              "--format", "json", "--db", directory.appendingPathComponent("venues.sqlite").path],
                             environment: environment(directory), measure: true)
    }

    func testFaultMatrix() throws {
        let started = Date()
        // A database with three venues in it, copied into every case: failures must leave it be.
        let template = directory.appendingPathComponent("template")
        try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
        let seed = try LoopbackServer(Self.json(200, VenueFeed.v2([VenueFeed.near("seed-1", "Seed One"),
            VenueFeed.near("seed-2", "Seed Two", meters: 60), VenueFeed.near("seed-3", "Seed Three", meters: 90)])))
        let seeded = try Self.list(template, base: seed.base)
        seed.stop()
        XCTAssertEqual(seeded.status, 0, seeded.stderr)
        let before = try DatabaseProbe.read(template.appendingPathComponent("venues.sqlite").path).snapshot
        XCTAssertEqual(before.rows, 3)

        let cases = Self.cases
        let results = Mutex<[Int: (problems: [String], peakKiB: Int)]>([:])
        // Cases run three at a time, the slow ones (timeouts) first, so the matrix stays short.
        let slots = DispatchSemaphore(value: 3)
        let group = DispatchGroup()
        for (index, item) in cases.enumerated() {
            slots.wait()
            group.enter()
            let directory = directory.appendingPathComponent("case-\(index)")
            let thread = Thread {
                let outcome = Self.check(item, directory: directory, template: template, before: before)
                results.withLock { $0[index] = outcome }
                slots.signal()
                group.leave()
            }
            thread.start()
        }
        group.wait()

        let all = results.withLock { $0 }
        var passed = 0
        for (index, item) in cases.enumerated() {
            let problems = all[index]?.problems ?? ["did not run"]
            if problems.isEmpty { passed += 1 }
            for problem in problems { XCTFail("\(item.name): \(problem)") }
        }
        let peak = all.values.map(\.peakKiB).max() ?? 0
        print("fault matrix: \(passed)/\(cases.count) cases passed in "
              + String(format: "%.1f s, largest peak RSS %.0f MB", Date().timeIntervalSince(started), Double(peak) / 1024))
    }

    /// Runs one case in its own directory; returns what went wrong (nothing when it passed).
    static func check(_ item: Case, directory: URL, template: URL, before: DatabaseProbe.Snapshot) -> (problems: [String], peakKiB: Int) {
        var problems: [String] = []
        do {
            try FileManager.default.copyItem(at: template, to: directory)
            let server = try item.reply.map { try LoopbackServer($0) }
            let refusing = server == nil ? try RefusingPort() : nil
            let base = server?.base ?? "http://127.0.0.1:\(refusing?.port ?? 0)"
            let outcome = try list(directory, base: base)
            server?.stop()
            withExtendedLifetime(refusing) {}
            let database = directory.appendingPathComponent("venues.sqlite").path
            let stderrLines = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            switch item.expect {
            case .fails(let text, let requests):
                if outcome.status != 1 { problems.append("exit status \(outcome.status), expected 1") }
                if stderrLines.count != 1 || !outcome.stderr.hasPrefix("nearby: ") || !outcome.stderr.contains(text) {
                    problems.append("stderr should be one sentence with '\(text)', was: \(outcome.stderr)")
                }
                if !outcome.stdout.isEmpty { problems.append("stdout should be empty, was: \(outcome.stdout.prefix(200))") }
                if let requests, let seen = server?.requests.count, seen != requests {
                    problems.append("\(seen) requests, expected \(requests)")
                }
                let after = try DatabaseProbe.read(database).snapshot
                if after != before { problems.append("database changed: \(before) → \(after)") }
            case .stores(let query, let rows, let listed):
                if outcome.status != 0 || !outcome.stderr.isEmpty {
                    problems.append("exit status \(outcome.status), stderr: \(outcome.stderr)")
                }
                for id in listed + ["seed-1"] where !outcome.stdout.contains(#""id":"\#(id)""#) {
                    problems.append("\(id) not listed")
                }
                let (after, found) = try DatabaseProbe.read(database, query: query)
                if found != rows { problems.append("database holds \(found), expected \(rows)") }
                if after.integrity != "ok" { problems.append("integrity_check: \(after.integrity)") }
            }
            let peakKiB = outcome.peakKiB ?? Int.max
            if peakKiB > peakLimitKiB { problems.append(outcome.peakKiB.map { "peak RSS \($0 / 1024) MB" } ?? "peak RSS not measured") }
            if outcome.stdout.contains(secret) || outcome.stderr.contains(secret) { problems.append("the secret was printed") }
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                let data = try Data(contentsOf: directory.appendingPathComponent(file))
                if data.range(of: Data(secret.utf8)) != nil { problems.append("the secret is in \(file)") }
            }
            return (problems, outcome.peakKiB ?? 0)
        } catch {
            return (problems + ["could not run: \(error)"], 0)
        }
    }
}
