import Foundation
import NearbyTestSupport
import XCTest

/// The test harness itself: a wait that runs out of time is a failure naming what it waited for
/// (never a skip), the event log reader takes only complete lines, and `scripts/test-summary`
/// counts skips by reason before XCTest's closing lines and keeps the run's exit status.
final class HarnessTests: BinaryTestCase {
    func testATimedOutWaitIsAFailureThatSaysWhatAndWhere() throws {
        let started = Date()
        XCTAssertThrowsError(try Wait.until("the sky to fall", timeout: 0.05, detail: { "screen:\nclear" }) { false }) { error in
            XCTAssertFalse(error is XCTSkip, "a hang is never a skip")
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("timed out after 0.05 s waiting for the sky to fall (/"), text)
            XCTAssertTrue(text.contains("HarnessTests.swift:"), text)
            XCTAssertTrue(text.hasSuffix("; screen:\nclear"), text)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        var polls = 0
        XCTAssertEqual(try Wait.value("the third poll", every: 0) { () -> Int? in
            polls += 1
            return polls == 3 ? polls : nil
        }, 3)
    }

    func testTheEventLogReadsOnlyCompleteEvents() throws {
        let path = directory.appendingPathComponent("events.jsonl").path
        XCTAssertEqual(LogFile(path).names, [], "no file yet: no events")
        try (#"{"event":"started"}"# + "\n" + #"{"event":"frameDrawn","keys":1}"# + "\n" + #"{"event":"frameDr"#)
            .write(toFile: path, atomically: false, encoding: .utf8)
        let log = LogFile(path)
        XCTAssertEqual(log.names, ["started", "frameDrawn"])
        XCTAssertEqual(log.count("frameDrawn"), 1)
        XCTAssertEqual(log.events("frameDrawn").first?["keys"] as? Int, 1)
    }

    /// What XCTest prints for two skips and the closing lines, then swift-testing's line.
    static let run = """
        Test Case 'A.testOne' started at 2026-01-01 00:00:00.000
        /p/A.swift:3: A.testOne : Test skipped - tippecanoe is not installed (scripts/install-tools)
        Test Case 'A.testOne' skipped (0.0 seconds)
        /p/A.swift:9: A.testTwo : Test skipped - no /dev/full here
        Test Case 'A.testTwo' skipped (0.0 seconds)
        Test Suite 'All tests' passed at 2026-01-01 00:00:00.100
        \t Executed 2 tests, with 2 tests skipped and 0 failures (0 unexpected) in 0.1 (0.1) seconds
        ✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.

        """

    func summary(_ arguments: [String], status: Int32 = 0) throws -> ChildProcess.Outcome {
        try Self.run.write(toFile: directory.appendingPathComponent("run.txt").path, atomically: false, encoding: .utf8)
        let script = ChildProcess.packageRoot.appendingPathComponent("scripts/test-summary").path
        return try ChildProcess.run([script] + arguments + ["sh", "-c", "cat '\(directory.path)/run.txt'; exit \(status)"])
    }

    func testTheSkipSummaryComesBeforeXCTestsClosingLinesAndKeepsTheStatus() throws {
        let plain = try summary([])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let lines = plain.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.suffix(6)), [
            "✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.",
            "skipped: 2",
            "  1 × tippecanoe is not installed (scripts/install-tools)",
            "  1 × no /dev/full here",
            "Test Suite 'All tests' passed at 2026-01-01 00:00:00.100",
            "\t Executed 2 tests, with 2 tests skipped and 0 failures (0 unexpected) in 0.1 (0.1) seconds",
        ])
        XCTAssertEqual(try summary([], status: 1).status, 1, "the tests' own status")

        let strict = try summary(["--strict"])
        XCTAssertEqual(strict.status, 3, "a skip doc/DEVELOPMENT.md does not name fails CI")
        XCTAssertTrue(strict.stdout.contains("unexpected skip (not an optional input doc/DEVELOPMENT.md names): no /dev/full here\n"), strict.stdout)
        XCTAssertFalse(strict.stdout.contains("unexpected skip (not an optional input doc/DEVELOPMENT.md names): tippecanoe"), strict.stdout)
        XCTAssertTrue(strict.stdout.hasSuffix("(0.1) seconds\n"), "XCTest's line stays last")
        XCTAssertEqual(try summary(["--strict"], status: 1).status, 1, "a failed run keeps its own status")
    }
}
