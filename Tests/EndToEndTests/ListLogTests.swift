import Foundation
import XCTest
import NearbyTestSupport
import NearbyFormats
import NearbyText

/// `nearby list --fetch --log FILE` logs its fetch as the app does, and reports a log it cannot
/// open or write.
final class ListLogTests: BinaryTestCase {
    func testListLogsItsFetchAndReportsAnUnwritableLog() throws {
        let server = try LoopbackServer { _ in LoopbackServer.json(200, VenueFeed.v2([VenueFeed.near("log-1", "Logged Cafe")])) }
        defer { server.stop() }
        func list(log: String) throws -> ChildProcess.Outcome {
            try ChildProcess.run([Tmux.binary, "list", "--fetch", "--provider", "foursquare", "--base-url", server.base,
                                  "--db", directory.appendingPathComponent("v.sqlite").path, "--log", log],
                                 environment: FaultMatrixTests.environment(directory))
        }
        let logPath = directory.appendingPathComponent("events.jsonl").path
        let logged = try list(log: logPath)
        XCTAssertEqual(logged.status, 0, logged.stderr)
        let events = LogFile(logPath).events
        XCTAssertEqual(events.compactMap { $0["event"] as? String }, ["fetchStarted", "fetchCommitted"])
        XCTAssertEqual(events.last?["count"] as? Int, 1)

        let full = try list(log: "/dev/full")
        XCTAssertEqual(full.status, 1)
        XCTAssertEqual(full.stderr, "nearby: cannot write the log file /dev/full: No space left on device\n")
        XCTAssertTrue(full.stdout.contains("Logged Cafe"), "the rows are still printed")

        let missing = directory.path + "/no/such/events.jsonl"
        let unopenable = try list(log: missing)
        XCTAssertEqual(unopenable.status, 1)
        XCTAssertEqual(unopenable.stderr, "nearby: cannot open the log file \(missing): No such file or directory\n")
        XCTAssertEqual(server.requests.count, 2, "nothing is fetched when the log cannot be opened")
    }
}
