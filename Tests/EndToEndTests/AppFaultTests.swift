import Foundation
import XCTest
import NearbyTestSupport
import NearbyCLI

/// The full-screen app under faults, in tmux: it keeps running, says what happened in the status
/// bar, logs `fetchFailed` with the reason (never the secret), keeps moving the selection while
/// the server holds the response, and `q` exits 0 with the terminal restored.
final class AppFaultTests: TmuxTestCase {
    /// Seeds the database with three venues through `nearby list --fetch`, then starts the app
    /// on the foursquare provider against `server`.
    func startApp(against server: LoopbackServer, timeout: String = "2") throws {
        let seed = try LoopbackServer { _ in
            LoopbackServer.json(200, VenueFeed.v2([VenueFeed.near("seed-1", "Seed One"),
                VenueFeed.near("seed-2", "Seed Two", meters: 60), VenueFeed.near("seed-3", "Seed Three", meters: 90)]))
        }
        let seeded = try ChildProcess.run([Tmux.binary, "list", "--fetch", "--provider", "foursquare", "--base-url", seed.base,
                                           "--db", databasePath], environment: FaultMatrixTests.environment(tmux.directory))
        seed.stop()
        XCTAssertEqual(seeded.status, 0, seeded.stderr)
        var environment = FaultMatrixTests.environment(tmux.directory)
        environment["NEARBY_HTTP_TIMEOUT"] = timeout
        environment["LANG"] = nil
        let command = "'\(Tmux.binary)' --provider foursquare --base-url \(server.base) --tiles none --db '\(databasePath)' --log '\(logPath)'; "
            + "echo EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e -icanon -e icanon -e -echo -e echo; sleep 30"
        try tmux.start(command, environment: environment)
    }

    /// Waits for the failure in the status bar, checks the log and the secret, then quits.
    func expectFailure(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let screen = try tmux.waitFor("':( failed: \(text)' in the status bar, the stored venues listed", timeout: 20,
                                      file: file, line: line) { lines in
            lines.contains { $0.hasPrefix("└") && $0.contains(":( failed: \(text)") }
                && lines.contains { $0.hasPrefix("│") && $0.contains("Seed One") }
        }
        XCTAssertTrue(screen.contains { $0.hasPrefix("│") && $0.contains("Seed One") }, "the stored venues are still listed")
        try tmux.send("j")
        try tmux.waitFor("the selection moves after the failure", file: file, line: line) { $0.contains { $0.hasPrefix("│>b") } }
        let secret = FaultMatrixTests.secret
        XCTAssertFalse(try tmux.capture().joined().contains(secret), "the secret is on the screen", file: file, line: line)

        try tmux.send("q")
        let after = try tmux.waitFor(text: "EXIT=", file: file, line: line)
        XCTAssertTrue(after.contains("EXIT=0"), after.joined(separator: "\n"), file: file, line: line)
        try tmux.waitFor("the terminal restored", file: file, line: line) { $0.contains("icanon") && $0.contains("echo") }

        let log = LogFile(logPath).text
        let failed = LogFile(logPath).events("fetchFailed")
        XCTAssertEqual(failed.count, 1, log, file: file, line: line)
        XCTAssertTrue((failed.first?["reason"] as? String ?? "").contains(text), log, file: file, line: line)
        XCTAssertFalse(log.contains(secret), "the secret is in the log", file: file, line: line)
        for name in try FileManager.default.contentsOfDirectory(atPath: tmux.directory.path) where name.hasPrefix("venues.sqlite") {
            let data = try Data(contentsOf: tmux.directory.appendingPathComponent(name))
            XCTAssertNil(data.range(of: Data(secret.utf8)), "the secret is in \(name)", file: file, line: line)
        }
        let stored = try DatabaseProbe.read(databasePath).snapshot
        XCTAssertEqual(stored.rows, 3, "the database is unchanged", file: file, line: line)
    }

    func test401SaysTheKeyWasRejected() throws {
        let body = #"{"meta":{"code":401,"errorType":"invalid_auth","errorDetail":"bad secret \#(FaultMatrixTests.secret)"},"response":{}}"#
        let server = try LoopbackServer { _ in LoopbackServer.json(401, body) }
        defer { server.stop() }
        try startApp(against: server)
        try expectFailure("Foursquare rejected the key (bad secret REDACTED)")
    }

    func test503SaysTheServiceIsUnavailable() throws {
        let server = try LoopbackServer { _ in LoopbackServer.json(503, "{}") }
        defer { server.stop() }
        try startApp(against: server)
        try expectFailure("Foursquare answered 503 Service Unavailable")
        XCTAssertEqual(server.requests.count, 3, "tried three times")
    }

    func testAServerThatNeverAnswersLeavesTheAppResponsive() throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        // A timeout far beyond the test's own waits: the request is surely in flight throughout
        // (the timeout's message is the fault matrix's "never answers" case).
        try startApp(against: server, timeout: "120")
        // While the request hangs: the spinner shows, keys still move the selection, q quits.
        try tmux.waitFor("the fetch in progress") { $0.contains { $0.hasPrefix("└") && $0.contains("fetching") } }
        try tmux.send("j")
        try tmux.waitFor("row b selected while fetching") { lines in
            lines.contains { $0.hasPrefix("│>b") } && lines.contains { $0.hasPrefix("└") && $0.contains("fetching") }
        }
        try tmux.send("k")
        try tmux.waitFor("row a selected while fetching") { lines in
            lines.contains { $0.hasPrefix("│>a") } && lines.contains { $0.hasPrefix("└") && $0.contains("fetching") }
        }
        try tmux.send("q")
        let after = try tmux.waitFor(text: "EXIT=")
        XCTAssertTrue(after.contains("EXIT=0"), after.joined(separator: "\n"))
        try tmux.waitFor("the terminal restored") { $0.contains("icanon") && $0.contains("echo") }
        XCTAssertEqual(server.requests.count, 1)
        let log = try String(contentsOfFile: logPath, encoding: .utf8)
        XCTAssertTrue(log.contains(#""event":"stopped""#), log)
        XCTAssertFalse(log.contains(#""event":"fetchCommitted""#), log)
        XCTAssertEqual(try DatabaseProbe.read(databasePath).snapshot.rows, 3, "the database is unchanged")
    }

    func testA100MBBodyIsCutOff() throws {
        let filler = Array(#"{"id":"x","name":"y","location":{"lat":60.1,"lng":24.9}},"#.utf8)
        let server = try LoopbackServer { _ in
            .stream(status: 200, headers: [], prefix: Array(#"{"meta":{"code":200},"response":{"venues":["#.utf8),
                    filler: filler, length: 100 << 20)
        }
        defer { server.stop() }
        try startApp(against: server)
        try tmux.waitFor("the failure") { $0.contains { $0.contains(":( failed: the response was larger") } }
        let peak = try XCTUnwrap(appPeakKiB(), "the app's VmHWM")
        XCTAssertLessThan(peak, FaultMatrixTests.peakLimitKiB, "peak RSS \(peak / 1024) MB")
        try expectFailure("the response was larger than 8192 KiB and was cut off")
    }

    /// The app's peak resident set (VmHWM, proc(5)): the pane's shell's child process.
    func appPeakKiB() throws -> Int? {
        let shell = try tmux.run(["list-panes", "-t", tmux.session, "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        for child in children.split(separator: " ") {
            guard let status = try? String(contentsOfFile: "/proc/\(child)/status", encoding: .utf8),
                  status.contains("Name:\tnearby") else { continue }
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            return line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") }
        }
        return nil
    }
}
