import Foundation
import XCTest
import NearbyTestSupport
import NearbyFormats
import NearbyText

/// The real binary as a Unix tool: the config file is bounded and read safely, options may come
/// before the subcommand, `list --limit` caps the rows, and a rate limit that lifts in time is
/// waited out.
final class CommandLineTests: XCTestCase {
    var directory: URL!
    var configFile: URL { directory.appendingPathComponent("config/nearby/config") }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-cli-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ChildProcess.requireNearbyBinary()
    }

    override func tearDown() {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    var environment: [String: String] {
        ["HOME": directory.path, "XDG_DATA_HOME": directory.path + "/data", "XDG_CONFIG_HOME": directory.path + "/config",
         "NEARBY_ASSETS": Tmux.packageRoot.appendingPathComponent("Assets").path, "LANG": "C.UTF-8"]
    }

    func nearby(_ args: [String], environment extra: [String: String] = [:]) throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary] + args, environment: environment.merging(extra) { _, new in new })
    }

    // MARK: Config file

    func testAFIFOAsTheConfigFileIsRefusedNotWaitedOn() throws {
        XCTAssertEqual(mkfifo(configFile.path, 0o600), 0)
        // A writer stands by, so a nearby that opens the FIFO reads a bad line and fails the test
        // instead of hanging it; it is released below when nearby never opened the FIFO.
        let fifo = configFile.path
        let writerDone = DispatchSemaphore(value: 0)
        Thread {
            let fd = open(fifo, O_WRONLY)
            if fd >= 0 {
                _ = write(fd, "span = tiny\n", 12)
                close(fd)
            }
            writerDone.signal()
        }.start()
        let outcome = try nearby(["list"])
        let release = open(fifo, O_RDONLY | O_NONBLOCK)
        writerDone.wait()
        if release >= 0 { close(release) }
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "nearby: the config file \(configFile.path) is not a regular file\n")
    }

    func testDevZeroLinkedAsTheConfigFileIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: configFile.path, withDestinationPath: "/dev/zero")
        // Under a 1 GiB address-space limit, so a nearby that reads /dev/zero fails the test
        // quickly instead of filling the machine's memory.
        let outcome = try ChildProcess.run(["sh", "-c", "ulimit -v 1048576; exec '\(Tmux.binary)' list"], environment: environment,
                                           measure: true)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "nearby: the config file \(configFile.path) is not a regular file\n")
        XCTAssertLessThan(try XCTUnwrap(outcome.peakKiB), 100 * 1024, "nothing of /dev/zero was read")
    }

    func testAConfigFileOver64KiBIsRefused() throws {
        let text = "# padding\n" + String(repeating: "#", count: 64 * 1024) + "\nspan = 800\n"
        try text.write(to: configFile, atomically: true, encoding: .utf8)
        let outcome = try nearby(["list"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "nearby: the config file \(configFile.path) is larger than 64 KiB\n")
    }

    func testAWindowsSavedConfigFileWithCommentsIsRead() throws {
        let text = "\u{FEFF}format = tsv   # for scripts\r\nunknown-1 = x\r\n" + (2...9).map { "unknown-\($0) = x\r\n" }.joined()
        try text.write(to: configFile, atomically: true, encoding: .utf8)
        let outcome = try nearby(["list"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdout.hasPrefix("id\tname\t"), "format = tsv applied: \(outcome.stdout.prefix(80))")
        let warnings = outcome.stderr.split(separator: "\n")
        XCTAssertEqual(warnings.count, 6, outcome.stderr)
        XCTAssertEqual(warnings.last.map(String.init), "nearby: \(configFile.path): … and 4 more unknown settings ignored")
    }

    // MARK: Parsing and listing

    func testHexIsNotANumber() throws {
        for args in [["list", "--span", "0x10"], ["list", "--radius", "1e3"], ["list", "--limit", "0x3"]] {
            let outcome = try nearby(args)
            XCTAssertEqual(outcome.status, 2, "\(args)")
            XCTAssertTrue(outcome.stderr.contains("expects a decimal number (got '\(args[2])')"), outcome.stderr)
        }
        // Read for the network providers only; nothing is fetched without --fetch.
        let timeout = try nearby(["list", "--provider", "overpass"], environment: ["NEARBY_HTTP_TIMEOUT": "0x10"])
        XCTAssertEqual(timeout.status, 2, timeout.stderr)
        XCTAssertTrue(timeout.stderr.hasPrefix("nearby: NEARBY_HTTP_TIMEOUT must be a number of seconds"), timeout.stderr)
        // --timeout wins, so the variable is not read at all.
        let given = try nearby(["list", "--provider", "overpass", "--timeout", "5"], environment: ["NEARBY_HTTP_TIMEOUT": "0x10"])
        XCTAssertEqual(given.status, 0, given.stderr)
    }

    func testOptionsBeforeTheSubcommandApplyToIt() throws {
        let database = directory.appendingPathComponent("x.sqlite").path
        let outcome = try nearby(["--db", database, "list", "--format", "tsv"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdout.hasPrefix("id\tname\t"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: database), "--db before list was used")
        let wrong = try nearby(["--ascii", "list"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.hasPrefix("nearby: option --ascii does not apply to nearby list\n"), wrong.stderr)
    }

    func testListLimitCapsTheRowsListed() throws {
        let all = try nearby(["list", "--format", "tsv"]).stdout.split(separator: "\n").dropFirst()
        XCTAssertGreaterThan(all.count, 3)
        let three = try nearby(["list", "--format", "tsv", "--limit", "3"])
        XCTAssertEqual(three.status, 0, three.stderr)
        XCTAssertEqual(three.stdout.split(separator: "\n").dropFirst(), all.prefix(3), "the three nearest")
    }

    // MARK: Rate limits

    func fetch(_ server: LoopbackServer, timeout: String) throws -> ChildProcess.Outcome {
        try nearby(["list", "--fetch", "--provider", "foursquare", "--base-url", server.base, "--format", "tsv",
                    "--db", directory.appendingPathComponent("v.sqlite").path],
                   environment: ["FOURSQUARE_CLIENT_ID": "id-1234", "FOURSQUARE_CLIENT_SECRET": "secret-1234",
                                 "NEARBY_HTTP_TIMEOUT": timeout])
    }

    func testA429WithARetryAfterWithinTheTimeoutIsWaitedOut() throws {
        let counter = RequestCounter()
        let limited = try LoopbackServer { _ in
            counter.next() == 1 ? LoopbackServer.json(429, "{}", headers: [("Retry-After", "1")])
                : LoopbackServer.json(200, VenueFeed.v2([VenueFeed.near("later-1", "Later Cafe")]))
        }
        defer { limited.stop() }
        let outcome = try fetch(limited, timeout: "10")
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stderr, "")
        XCTAssertTrue(outcome.stdout.contains("later-1\tLater Cafe"), outcome.stdout)
        XCTAssertEqual(limited.requests.count, 2)
    }

    func testARetryAfterBeyondTheTimeoutFailsAtOnceWithTheResetTime() throws {
        let server = try LoopbackServer { _ in LoopbackServer.json(429, "{}", headers: [("Retry-After", "30")]) }
        defer { server.stop() }
        let outcome = try fetch(server, timeout: "5")
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.stderr.hasPrefix("nearby: Foursquare: rate limited until "), outcome.stderr)
        XCTAssertEqual(server.requests.count, 1)
    }
}
