import Foundation
import XCTest
import NearbyTestSupport
import NearbyCLI

/// The full-screen app's fetch commits against SIGKILL and against quitting: the app fetches a
/// batch of 5,000 venues from the loopback server at its first delivery (new ids and a new tag on
/// every request, as in `CrashSafetyTests`), commits it on the fetch thread, and is killed or told
/// to quit around that commit. The database must pass `integrity_check` and hold whole batches.
final class AppCrashSafetyTests: XCTestCase {
    static let batchSize = CrashSafetyTests.batchSize
    static let kills = 30

    var tmux: Tmux!
    var pidFile: String { tmux.directory.appendingPathComponent("app.pid").path }

    override func setUpWithError() throws { tmux = try Tmux() }
    override func tearDown() { tmux?.kill() }

    /// A server answering every search with the next tagged batch.
    func batchServer() throws -> LoopbackServer {
        try CommitKills.batchServer(serving: CrashSafetyTests.TaggedBody(count: Self.batchSize))
    }

    /// Starts the app in the tmux pane through a shell that writes its pid and then becomes the
    /// app (exec), so the pid file names the app itself; `EXIT=status` follows on the screen.
    func startApp(server: LoopbackServer) throws {
        let quoted = { (s: String) in "'" + s + "'" }
        let argv = [Tmux.binary, "--provider", "foursquare", "--base-url", server.base, "--tiles", "none", "--db", tmux.databasePath,
                    "--log", tmux.logPath]
        try tmux.start("sh -c 'echo $$ > \"$0\"; exec \"$@\"' \(quoted(pidFile)) "
                       + argv.map(quoted).joined(separator: " ") + "; echo EXIT=$?; sleep 60",
                       environment: FaultMatrixTests.environment(tmux.directory))
    }

    /// Runs the pane's command again (a fresh app on the same database and log).
    func restartApp() throws {
        try? FileManager.default.removeItem(atPath: pidFile)
        try tmux.run(["respawn-pane", "-k", "-t", tmux.session,
                      "sh '\(tmux.directory.appendingPathComponent("run.sh").path)'"])
    }

    func appPID(timeout: TimeInterval = 10) throws -> pid_t {
        try Wait.value("the app to write its pid", timeout: timeout, every: 0.002) {
            (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// Alive: not gone and not a zombie.
    func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z")
    }

    func logCount(_ name: String) -> Int { LogFile(tmux.logPath).count(name) }

    /// Waits (polling every 2 ms: the kills land between commits) with the log and screen as detail.
    func waitUntil(_ what: String, timeout: TimeInterval = 10, _ condition: () -> Bool) throws {
        try Wait.until(what, timeout: timeout, every: 0.002, detail: {
            "log:\n\(LogFile(self.tmux.logPath).text)\nscreen:\n" + ((try? self.tmux.capture()) ?? []).joined(separator: "\n")
        }, condition)
    }

    /// Integrity, and every tag's row count is the whole batch; returns the number of batches.
    @discardableResult
    func checkWholeBatches(after run: Int, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try CommitKills.checkWholeBatches(tmux.databasePath, batchSize: Self.batchSize, after: "run \(run)", file: file, line: line)
    }

    func testSIGKILLDuringTheAppsFetchCommitsLeavesOnlyWholeBatches() throws {
        let server = try batchServer()
        defer { server.stop() }
        let started = Date()
        // One whole run first: it sets the time scale for the kills and proves a batch commits.
        let launched = Date()
        try startApp(server: server)
        try waitUntil("the first commit", timeout: 20) { logCount("fetchCommitted") == 1 }
        var timing = CommitKills.Timing(wholeRun: Date().timeIntervalSince(launched))
        kill(try appPID(), SIGKILL)
        var random = SystemRandomNumberGenerator()
        for run in 1...Self.kills {
            let committed = logCount("fetchCommitted")
            try restartApp()
            Thread.sleep(forTimeInterval: timing.delay(using: &random))
            let pid = try appPID()
            kill(pid, SIGKILL)
            try waitUntil("the killed app to end") { !isRunning(pid) }
            timing.killed(beforeCommit: logCount("fetchCommitted") == committed)
            if run % 10 == 0 { try checkWholeBatches(after: run) }
        }
        let batches = try checkWholeBatches(after: Self.kills)
        print("app crash safety: \(Self.kills) SIGKILLs of the full-screen app (\(timing.early) before a logged commit, "
              + "\(timing.late) after), integrity ok, \(batches) whole batches of \(Self.batchSize), none partial, "
              + String(format: "%.1f s", Date().timeIntervalSince(started)))
        XCTAssertGreaterThan(batches, 1, "some killed runs had committed")
    }

    /// `q` while the fetch thread is committing: the test holds the database's write lock so the
    /// commit waits (as a slow disk would make it), quits, then lets the commit go. The app must
    /// still be running after it handled `q`, and exit 0 only once the batch is stored whole.
    func testQuitDuringACommitExitsOnlyAfterTheBatchIsWhole() throws {
        let server = try batchServer()
        defer { server.stop() }
        // The schema first (no fetch), so the lock below has a database to hold.
        let create = try ChildProcess.run([Tmux.binary, "list", "--provider", "foursquare", "--base-url", server.base,
                                           "--db", tmux.databasePath], environment: FaultMatrixTests.environment(tmux.directory))
        XCTAssertEqual(create.status, 0, create.stderr)
        let locked = tmux.directory.appendingPathComponent("locked").path
        let release = tmux.directory.appendingPathComponent("release").path
        let holder = try ChildProcess(["python3", "-c", """
            import os, sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=0)
            db.execute("BEGIN IMMEDIATE")
            open(sys.argv[2], "w").close()
            deadline = time.time() + 30
            while not os.path.exists(sys.argv[3]) and time.time() < deadline: time.sleep(0.005)
            db.execute("ROLLBACK")
            """, tmux.databasePath, locked, release])
        defer { _ = holder.wait() }
        // Runs first (defers run last first): a failing test never leaves the lock held.
        defer { _ = FileManager.default.createFile(atPath: release, contents: nil) }
        try waitUntil("the write lock") { FileManager.default.fileExists(atPath: locked) }

        try startApp(server: server)
        let pid = try appPID()
        // Once the batch is downloaded and decoded the fetch thread is committing (waiting for
        // the lock). A second connection to the file is no sign of it: the route worker looks
        // for walking graphs there too, and SQLite keeps a closed connection's descriptor open
        // while another connection of the process holds a lock on the file.
        try waitUntil("the fetch's answer received") { logCount("fetchReceived") == 1 }
        try tmux.send("q")
        try waitUntil("q to be handled") { logCount("stopped") == 1 }
        XCTAssertTrue(isRunning(pid), "the app waits for the commit in flight")
        XCTAssertEqual(try checkWholeBatches(after: 0), 0, "nothing committed while the lock is held")
        XCTAssertTrue(FileManager.default.createFile(atPath: release, contents: nil))
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=", timeout: 20).joined().contains("EXIT=0"))
        XCTAssertEqual(try checkWholeBatches(after: 1), 1, "the batch committed before the app exited, whole")
    }
}
