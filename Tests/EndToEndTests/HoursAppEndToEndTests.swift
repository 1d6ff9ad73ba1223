import Foundation
import NearbyTestSupport
import XCTest

/// The real binary on a store whose venues have opening hours (written into the database with
/// SQL, as the store itself does not keep them yet): with the clock fixed by `--time`, a row's
/// state changes when `>` moves the clock past a closing, `o` lists only the open venues and
/// counts them in the title, and `i` shows the hours of the week.
final class HoursAppEndToEndTests: TmuxTestCase {
    /// Every bundled café gets the same hours, 09:00–17:00 every day, and a fetch time.
    func writeHours() throws {
        let created = try ChildProcess.run([Tmux.binary, "list", "--db", databasePath, "--format", "tsv"],
                                           environment: tmux.environment)
        XCTAssertEqual(created.status, 0, created.stderr)
        let script = """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            columns = [r[1] for r in db.execute("PRAGMA table_info(venue)")]
            if "opening_hours" not in columns: db.execute("ALTER TABLE venue ADD COLUMN opening_hours TEXT")
            # Fetched on Friday 20 December 2024 at 13:02 in Helsinki. Marked as a user's import
            # (run 1): the app's start fetches the bundled cafés, with their own hours, and that
            # fetch leaves imported rows alone.
            db.execute("UPDATE venue SET opening_hours = 'Mo-Su 09:00-17:00', updated_at = 1734692520, imported = 1")
            db.commit()
            print(db.execute("SELECT count(*) FROM venue WHERE opening_hours IS NOT NULL").fetchone()[0])
            """
        let result = try Spawn.run(["python3", "-c", script, databasePath])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertGreaterThan(Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0, 50, result.output)
    }

    func testARowClosesWhenTheClockPassesItsClosingAndOpenNowFollows() throws {
        try writeHours()
        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(tmux.logPath)' --time '2024-12-24 16:30'; echo EXIT=$?; sleep 30",
                       width: 110, height: 32, environment: ["TZ": "Europe/Helsinki"])
        // Each wait holds what is then asserted of its screen: a frame may be caught half written.
        let before = try tmux.waitFor("rows open until 17:00 at the simulated time, none closed") { lines in
            lines.contains { $0.contains("Tu 24 Dec 16:30 (simulated)") } && lines.contains { $0.contains("open until 17:00") }
                && !lines.joined().contains("opens We")
        }
        XCTAssertFalse(before.joined().contains("opens We"), before.joined(separator: "\n"))

        try tmux.type(">")
        let after = try tmux.waitFor("every row closed at 17:30") { lines in
            lines.contains { $0.contains("Tu 24 Dec 17:30 (simulated)") } && lines.contains { $0.contains("opens We 09:00") }
                && !lines.joined().contains("open until 17:00")
        }
        XCTAssertFalse(after.joined().contains("open until 17:00"), after.joined(separator: "\n"))

        // Open now, at 17:30: none of them; an hour back, all of them.
        try tmux.send("o")
        let none = try tmux.waitFor("no venue open, no row listed") { lines in
            lines.contains { $0.range(of: #"0 open of \d+ venues within 500 m"#, options: .regularExpression) != nil }
                && !lines.joined().contains("opens We 09:00")
        }
        XCTAssertFalse(none.joined().contains("opens We 09:00"), "the list holds no closed venue:\n" + none.joined(separator: "\n"))
        try tmux.type("<")
        let all = try tmux.waitFor("every venue open again") { lines in
            lines.contains { line in
                guard let match = line.range(of: #"(\d+) open of (\d+) venues"#, options: .regularExpression) else { return false }
                let numbers = line[match].split(separator: " ").compactMap { Int($0) }
                return numbers.count == 2 && numbers[0] == numbers[1] && numbers[0] > 0
            } && lines.contains { $0.contains("open until 17:00") }
        }
        XCTAssertTrue(all.contains { $0.contains("open until 17:00") }, all.joined(separator: "\n"))

        try tmux.send("i")
        let details = try tmux.waitFor("the week's hours with today's marked") { lines in
            lines.joined().contains("opening_hours: Mo-Su 09:00-17:00") && lines.contains { $0.contains("> Tu 24 Dec  09:00–17:00") }
        }
        XCTAssertTrue(details.contains { $0.contains("> Tu 24 Dec  09:00–17:00") }, details.joined(separator: "\n"))
        try tmux.waitFor(text: "fetched Fr 20 Dec 13:02")
        try tmux.send("Escape")
        try tmux.waitFor("the overlay to close") { !$0.joined().contains("opening_hours:") }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined(separator: "\n").contains("EXIT=0"))
    }

    func testABadTimeIsAUsageError() throws {
        let result = try ChildProcess.run([Tmux.binary, "--time", "tomorrow"], environment: tmux.environment)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--time expects a local date and time"), result.stderr)
    }
}
