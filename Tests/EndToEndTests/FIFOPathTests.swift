import Foundation
import XCTest
import NearbyTestSupport

/// A FIFO where a file is expected (`mkfifo`, nobody writing): every path the app or
/// `tiles info` reads is checked before it is opened for good, so each is one sentence and
/// exit status 2 at once — never a start that blocks waiting for a writer.
final class FIFOPathTests: TmuxTestCase {
    func makeFIFO(_ name: String) throws -> String {
        let path = tmux.directory.appendingPathComponent(name).path
        guard mkfifo(path, 0o600) == 0 else { throw XCTSkip("mkfifo failed: errno \(errno)") }
        return path
    }

    func testTilesInfoOnAFIFOIsOneSentenceAtOnce() throws {
        let fifo = try makeFIFO("tiles.mbtiles")
        let run = try ChildProcess.run(["timeout", "10", Tmux.binary, "tiles", "info", fifo])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertLessThan(run.seconds, 2)
        XCTAssertEqual(run.stderr, "nearby: \(fifo): not a regular file (a FIFO)\n")
    }

    /// `option FIFO` makes the app say so and exit 2 before the screen starts.
    func assertRefusesFIFO(_ option: String, name: String, says words: String, file: StaticString = #filePath, line: UInt = #line) throws {
        tmux.kill()
        tmux = try Tmux()
        let fifo = try makeFIFO(name)
        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(logPath)' \(option) '\(fifo)'; echo EXIT=$?; sleep 30")
        // A FIFO opened for reading would block the app for good: the exit is waited for, and
        // no frame was drawn before it.
        let screen = try tmux.waitFor(text: "EXIT=", timeout: 10, file: file, line: line)
        XCTAssertEqual(LogFile(logPath).count("frameDrawn"), 0, "\(option): the screen never started", file: file, line: line)
        let text = screen.joined(separator: "\n")
        XCTAssertTrue(text.contains("EXIT=2"), text, file: file, line: line)
        XCTAssertEqual(screen.filter { $0.hasPrefix("nearby:") }.count, 1, text, file: file, line: line)
        XCTAssertTrue(screen.joined().contains(words), text, file: file, line: line)
        XCTAssertFalse(text.contains("┌ map"), "the screen never started:\n" + text, file: file, line: line)
    }

    func testTilesStyleAndRouteOnAFIFOAreRefusedAtOnce() throws {
        try assertRefusesFIFO("--tiles", name: "map.mbtiles", says: "map.mbtiles: not a regular file (a FIFO)")
        try assertRefusesFIFO("--style", name: "style.json", says: "style.json: not a regular file (a FIFO)")
        try assertRefusesFIFO("--route", name: "walk.gpx", says: "walk.gpx: not a regular file (a FIFO)")
    }
}
