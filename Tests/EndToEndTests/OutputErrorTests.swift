import Foundation
import XCTest
import NearbyTestSupport

/// Output errors are reported like coreutils reports them: one sentence on stderr, exit 1.
/// A full disk is /dev/full (write(2) gives ENOSPC); a closed stdout is the shell's `>&-`.
/// A closed pipe stays quiet (ListCommandTests.testAClosedPipeIsNotAnError).
final class OutputErrorTests: BinaryTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
    }

    /// Exactly the variables the test means: a private HOME and XDG folders, the Assets.
    var environment: [String: String] {
        ["HOME": directory.path, "XDG_DATA_HOME": directory.path + "/data", "XDG_CONFIG_HOME": directory.path + "/config",
         "NEARBY_ASSETS": Tmux.packageRoot.appendingPathComponent("Assets").path, "LANG": "C.UTF-8"]
    }

    /// Runs `nearby ARGS REDIRECTION` through sh, so the shell sets up stdout.
    func nearby(_ args: String, _ redirection: String) throws -> ChildProcess.Outcome {
        try ChildProcess.run(["sh", "-c", "exec '\(Tmux.binary)' \(args) \(redirection)"], environment: environment)
    }

    func expectWriteError(_ args: String, _ redirection: String, _ reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let outcome = try nearby(args, redirection)
        XCTAssertEqual(outcome.status, 1, "nearby \(args) \(redirection): \(outcome.stderr)", file: file, line: line)
        XCTAssertEqual(outcome.stderr, "nearby: write error: \(reason)\n", "nearby \(args) \(redirection)", file: file, line: line)
    }

    func testListToAFullDiskOrAClosedStdoutFails() throws {
        for format in ["table", "json", "tsv"] {
            try expectWriteError("list --format \(format)", ">/dev/full", "No space left on device")
            try expectWriteError("list --format \(format)", ">&-", "Bad file descriptor")
        }
    }

    func testHelpAndVersionToAFullDiskOrAClosedStdoutFail() throws {
        for args in ["--help", "--version", "list --help", "import --help"] {
            try expectWriteError(args, ">/dev/full", "No space left on device")
            try expectWriteError(args, ">&-", "Bad file descriptor")
        }
    }

    func testTheImportSummaryToAFullDiskFailsButTheRowsAreKept() throws {
        let csv = directory.appendingPathComponent("cafes.csv")
        try "id,name,lat,lon\nout-1,Output Cafe,60.169,24.9435\n".write(to: csv, atomically: true, encoding: .utf8)
        let database = directory.appendingPathComponent("import.sqlite").path
        try expectWriteError("import '\(csv.path)' --db '\(database)'", ">/dev/full", "No space left on device")
        try expectWriteError("import '\(csv.path)' --db '\(database)'", ">&-", "Bad file descriptor")
        let (_, rows) = try DatabaseProbe.read(database, query: "SELECT id FROM venue WHERE id = 'out-1'")
        XCTAssertEqual(rows, ["out-1"], "the import committed whatever happened to its summary")
    }

    func testAClosedStdoutIsNeverMistakenForTheDatabase() throws {
        // With fd 1 closed, the next open() would get descriptor 1; nearby must not write rows into it.
        let database = directory.appendingPathComponent("closed.sqlite").path
        let outcome = try nearby("list --format json --db '\(database)'", ">&-")
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        let check = try ChildProcess.run(["sh", "-c", "exec '\(Tmux.binary)' list --format json --db '\(database)'"], environment: environment)
        XCTAssertEqual(check.status, 0, "the database is intact: \(check.stderr)")
    }

    func testALogFileThatCannotBeOpenedIsARuntimeError() throws {
        // The app checks its log before the terminal: run it where a terminal is not needed to fail.
        let tmux = try Tmux()
        defer { tmux.kill() }
        let missing = directory.path + "/no/such/folder/events.jsonl"
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(missing)'; echo EXIT=$?; sleep 30",
                       environment: environment)
        let screen = try tmux.waitFor(text: "EXIT=")
        XCTAssertTrue(screen.contains("EXIT=1"), screen.joined(separator: "\n"))
        XCTAssertTrue(screen.contains("nearby: cannot open the log file \(missing): No such file or directory"),
                      screen.joined(separator: "\n"))
    }

    func testALogFileThatCannotBeWrittenIsReportedAfterTheAppEnds() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log /dev/full; echo EXIT=$?; sleep 30",
                       environment: environment)
        try tmux.waitFor("the app's status bar") { $0.contains { $0.hasPrefix("└") } }
        try tmux.send("q")
        let screen = try tmux.waitFor(text: "EXIT=")
        XCTAssertTrue(screen.contains("EXIT=1"), screen.joined(separator: "\n"))
        XCTAssertTrue(screen.contains("nearby: cannot write the log file /dev/full: No space left on device"),
                      screen.joined(separator: "\n"))
    }
}
