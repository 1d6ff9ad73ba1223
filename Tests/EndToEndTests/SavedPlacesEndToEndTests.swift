import Foundation
import XCTest
import NearbyTestSupport

/// Saved places in the real app, in tmux, on the default database of a private HOME and XDG
/// folders: `b` marks the selected venue in the list and on the map, `B` lists it and `e`
/// gives it a note; a SIGKILL and a new start on the same folders keep both, and so does a
/// refetch.
final class SavedPlacesEndToEndTests: TmuxTestCase {
    var pidFile: String { tmux.directory.appendingPathComponent("app.pid").path }

    /// Starts the app through a shell that writes its pid, then becomes the app (exec). No
    /// `--db`: the database is the default one under the test's XDG_DATA_HOME.
    func startApp() throws {
        let quoted = { (s: String) in "'" + s + "'" }
        let argv = [Tmux.binary, "--tiles", "none", "--log", tmux.logPath, "--lang", "en"]
        try tmux.start("sh -c 'echo $$ > \"$0\"; exec \"$@\"' \(quoted(pidFile)) " + argv.map(quoted).joined(separator: " ")
                       + "; echo EXIT=$?; sleep 60", width: 120, height: 40)
    }

    /// The same command again in the same pane: a fresh app on the same folders and log.
    func restartApp() throws {
        try? FileManager.default.removeItem(atPath: pidFile)
        try tmux.run(["respawn-pane", "-k", "-t", tmux.session, "sh '\(tmux.directory.appendingPathComponent("run.sh").path)'"])
    }

    func appPID() throws -> pid_t {
        try Wait.value("the app to write its pid", timeout: 10, every: 0.01) {
            (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// The `savedChanged` events logged so far: (count, change).
    func savedChanges() -> [(count: Int, change: String)] {
        LogFile(tmux.logPath).events("savedChanged").map { ($0["count"] as? Int ?? -1, $0["change"] as? String ?? "") }
    }

    /// The selected row's venue name (the row that starts `│>`), read off the screen.
    func selectedName(_ screen: [String]) -> String? {
        guard let row = screen.first(where: { $0.hasPrefix("│>") }) else { return nil }
        let rest = row.dropFirst(4).drop { $0 == " " }
        return rest.components(separatedBy: "  ").first
    }

    /// Whether the map (above the list's header) shows the selected row's letter with the mark.
    func pinIsMarked(in screen: [String]) -> Bool {
        guard let row = screen.first(where: { $0.hasPrefix("│>") }), let header = screen.firstIndex(where: { $0.hasPrefix("├") })
        else { return false }
        let letter = String(Array(row)[2])
        return screen[..<header].contains { $0.contains(letter + "★") }
    }

    /// Whether the selected row is `name`'s and carries the saved mark (whatever its letter:
    /// walking order may move it).
    func selectedIsMarked(_ name: String, in screen: [String]) -> Bool {
        screen.contains { $0.hasPrefix("│>") && $0.dropFirst(3).hasPrefix("★ " + name) }
    }

    /// Waits for the list with its first row selected and the saved places read `loads` times.
    func waitForList(loads: Int) throws -> [String] {
        try tmux.waitForLog("the saved places read (\(loads))") { _ in self.savedChanges().filter { $0.change == "loaded" }.count == loads }
        return try tmux.waitFor("the list with its first row selected") { lines in
            lines.contains { $0.contains("venues within 500 m") } && self.selectedName(lines) != nil
                && lines.last(where: { $0.hasPrefix("└") })?.contains("fetched") == true
        }
    }

    func testSaveMarkNoteAndKeepThemThroughSIGKILLAndARefetch() throws {
        try startApp()
        let name = try XCTUnwrap(selectedName(try waitForList(loads: 1)))
        XCTAssertEqual(savedChanges().first?.count, 0, "a new database has none")

        // b: saved, marked in the list and on the map, said in the status bar.
        try tmux.send("b")
        try tmux.waitForLog("the save") { _ in self.savedChanges().last.map { $0 == (1, "saved") } ?? false }
        let marked = try tmux.waitFor("the mark and the notice") { lines in
            // The row, the pin on the map (its letter and ★), and the status bar's word.
            self.selectedIsMarked(name, in: lines)
                && self.pinIsMarked(in: lines)
                && lines.last(where: { $0.hasPrefix("└") })?.contains("Saved " + name) == true
        }
        XCTAssertEqual(marked.filter { $0.contains("★") }.count, 2, "one row and one pin: \(marked.joined(separator: "\n"))")

        // B lists it; e gives it a note, Enter keeps it.
        try tmux.send("B")
        try tmux.waitFor("the saved places") { lines in
            lines.contains { $0.contains("Saved places (1)") } && lines.contains { $0.contains("★ " + name) }
        }
        try tmux.send("e")
        try tmux.waitFor("the note line") { $0.contains { $0.contains("note: ▏") } }
        try tmux.type("window seat 好")
        try tmux.send("Enter")
        try tmux.waitForLog("the note") { _ in self.savedChanges().last.map { $0 == (1, "noted") } ?? false }
        try tmux.waitFor("the note in the list") { $0.contains { $0.contains("★ " + name + " · window seat 好") } }
        try tmux.send("Escape")
        try tmux.waitFor("the overlay closed") { !$0.joined().contains("Saved places (1)") }

        // SIGKILL, then a new start on the same HOME and XDG folders.
        let pid = try appPID()
        XCTAssertEqual(kill(pid, SIGKILL), 0)
        try Wait.until("the app to be gone", timeout: 10) { kill(pid, 0) != 0 }
        // What the killed app committed, read by `nearby saved` from the same default database.
        let listed = try ChildProcess.run([Tmux.binary, "saved", "--format", "json"], environment: tmux.environment)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let places = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]], listed.stdout)
        XCTAssertEqual(places.map { $0["name"] as? String }, [name])
        XCTAssertEqual(places.first?["note"] as? String, "window seat 好")
        try restartApp()
        let again = try waitForList(loads: 2)
        XCTAssertEqual(savedChanges().last.map { $0 == (1, "loaded") }, true, "\(savedChanges())")
        XCTAssertEqual(selectedName(again), name)
        try tmux.waitFor("the mark after the restart") { self.selectedIsMarked(name, in: $0) }
        try tmux.send("B")
        try tmux.waitFor("the note after the restart") { $0.contains { $0.contains("★ " + name + " · window seat 好") } }
        try tmux.send("Escape")
        try tmux.waitFor("the overlay closed") { !$0.joined().contains("Saved places (1)") }

        // A refetch rewrites the venues; the saved place, its mark and its note stay.
        let fetched = LogFile(tmux.logPath).count("fetchCommitted")
        try tmux.send("r")
        try tmux.waitForLog("the refetch") { $0.count("fetchCommitted") > fetched && $0.count("venuesUpdated") > 0 }
        try tmux.waitFor("the mark after the refetch") { self.selectedIsMarked(name, in: $0) }
        try tmux.send("B")
        try tmux.waitFor("the note after the refetch") { $0.contains { $0.contains("★ " + name + " · window seat 好") } }

        // b in the overlay unsaves it: the mark goes.
        try tmux.send("b")
        try tmux.waitForLog("the unsave") { _ in self.savedChanges().last.map { $0 == (0, "removed") } ?? false }
        let cleared = try tmux.waitFor("no mark left") { lines in
            lines.contains { $0.contains("Saved places (0)") } && !lines.contains { $0.hasPrefix("│>") && $0.dropFirst(3).hasPrefix("★") }
        }
        XCTAssertTrue(cleared.contains { $0.contains("Removed " + name + " from saved places") }, cleared.joined(separator: "\n"))
        try tmux.send("Escape")
        try tmux.waitFor("the overlay closed") { !$0.joined().contains("Saved places") }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined(separator: "\n").contains("EXIT=0"))
    }

    func testALockedDatabaseNeverHoldsUpAFrameAndTheSaveIsSaidToFailThenWorks() throws {
        try startApp()
        _ = try waitForList(loads: 1)
        // Another program holds the write lock of the default database until the test lets go.
        let path = tmux.directory.appendingPathComponent("data/nearby/venues.sqlite").path
        let lock = try DatabaseLockHolder(database: path, directory: tmux.directory)
        try tmux.send("b")
        // While the save waits for the lock, keys are answered: the next frame moves the selection.
        try tmux.send("j")
        try tmux.waitFor("the selection moved") { $0.contains { $0.hasPrefix("│>b") } }
        let log = LogFile(tmux.logPath)
        try tmux.waitForLog("the save said to have failed", timeout: 30) { $0.count("savedFailed") == 1 }
        let names = log.names
        let moved = try XCTUnwrap(names.lastIndex(of: "selectionChanged"))
        let answered = try XCTUnwrap(names[moved...].firstIndex(of: "frameDrawn"), "a frame after the key")
        XCTAssertLessThan(answered, try XCTUnwrap(names.firstIndex(of: "savedFailed")), "the frame did not wait for the store: \(names)")
        XCTAssertEqual(savedChanges().filter { $0.change != "loaded" }.count, 0, "nothing was saved")
        try tmux.waitFor("the failure in the status bar") { lines in
            lines.last(where: { $0.hasPrefix("└") })?.contains("could not change the saved places: the database is locked") == true
        }
        XCTAssertFalse(try tmux.capture().contains { $0.contains("★") }, "no mark for what the store does not hold")
        // Let go: the next b saves.
        try lock.release()
        try tmux.send("b")
        try tmux.waitForLog("the save") { _ in self.savedChanges().last.map { $0 == (1, "saved") } ?? false }
        // The selected row (walking order may have moved it since) carries the mark.
        try tmux.waitFor("the mark") { $0.contains { $0.hasPrefix("│>") && $0.dropFirst(3).hasPrefix("★ ") } }
    }
}
