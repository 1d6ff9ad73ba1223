import Foundation
import NearbyTestSupport
import XCTest
import NearbyCLI

/// The real binary against what real terminals send and do: escape sequences terminfo does not
/// list, Ctrl-L after someone else wrote on the screen, emoji widths, TERM=dumb.
final class TerminalEndToEndTests: TmuxTestCase {
    func startApp(term: String = "xterm-256color", width: Int = 100, height: Int = 30) throws {
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)'; echo EXIT=$?; sleep 30", width: width,
                       height: height, environment: ["TERM": term])
    }

    func waitForList() throws -> [String] {
        let log = LogFile(tmux.logPath)
        return try tmux.waitForSettledMap("the list, its hours read where the cafés are") { lines in
            // The gazetteer is read after the list's first frame; the frame after it shows the
            // hours in the cafés' own zone, as every later frame does.
            let names = log.names
            guard let places = names.firstIndex(of: "placesLoaded"), names[places...].contains("frameDrawn") else { return false }
            // The walks come from the route worker after the rows: a screen compared later must
            // already show them (the rows' "1 min · 85 m" and the callout's).
            return lines.contains { $0.contains("venues within 500 m") } && lines.contains { $0.contains("fetched") }
                && Self.drawnAfter(["walkTimesFound", "routeFound"], in: names)
        }
    }

    /// Whether a frame was drawn after each of `events` (the screen read after the log shows it).
    static func drawnAfter(_ events: [String], in names: [String]) -> Bool {
        guard let frame = names.lastIndex(of: "frameDrawn") else { return false }
        return events.allSatisfy { event in names.firstIndex(of: event).map { $0 < frame } ?? false }
    }

    /// The last row of the list pane (just above the status bar).
    func lastListRow(_ screen: [String]) -> String? {
        guard let status = screen.firstIndex(where: { $0.hasPrefix("└") }), status > 0 else { return nil }
        return screen[status - 1]
    }

    func testEndUnderXtermGoesToTheLastRow() throws {
        try endGoesToTheLastRow(term: "xterm-256color")
    }

    /// tmux sends ESC [ 4 ~ for End whatever TERM says; each entry names it differently, or not at all.
    func testEndUnderOtherTerminalsGoesToTheLastRow() throws {
        for term in ["vt220", "linux", "rxvt-unicode", "tmux-256color"] {
            tmux.kill()
            tmux = try Tmux()
            try endGoesToTheLastRow(term: term)
        }
    }

    func endGoesToTheLastRow(term: String) throws {
        try startApp(term: term)
        let start = try waitForList()
        XCTAssertFalse(lastListRow(start)?.hasPrefix("│>") ?? true, "the first row is selected at start")
        let home = try XCTUnwrap(start.firstIndex { $0.contains("◉") })
        try tmux.send("End")
        let end = try tmux.waitFor("the last row selected, the map where it was") { lines in
            (self.lastListRow(lines)?.hasPrefix("│>") ?? false) && lines.firstIndex { $0.contains("◉") } == home
        }
        XCTAssertEqual(end.firstIndex { $0.contains("◉") }, home, "End does not pan the map")
        try tmux.send("Home")
        try tmux.waitFor("the first row selected again") { lines in
            lines.first { $0.hasPrefix("│>") }.map { $0.hasPrefix("│>a ") } ?? false
        }
    }

    func testHomeInsideThePickerKeepsItOpen() throws {
        try startApp()
        _ = try waitForList()
        try tmux.send("L")
        try tmux.waitFor(text: "Jump to")
        try tmux.send("End")
        try tmux.send("Home")
        for _ in 0..<4 { try tmux.send("Down") }
        try tmux.send("Enter")
        // Tokyo is the fifth preset: only an open picker at its first row gets there.
        let tokyo = try tmux.waitFor("Tokyo, the picker closed") { lines in
            lines.joined().contains("35.7021 N 139.7753 E") && !lines.joined().contains("Jump to")
        }
        XCTAssertFalse(tokyo.joined().contains("Jump to"))
    }

    func testAnUnknownSequenceChangesNothing() throws {
        try startApp()
        _ = try waitForList()
        // The frame to compare with, whole: not one caught half written.
        try tmux.waitForQuiet()
        let before = try tmux.capture()
        try tmux.type("\u{1B}[99~")
        // Keys are read in order: once the zoom out and back in show, the sequence was read.
        try tmux.send("-")
        try tmux.waitFor(text: "venues within 1.0 km")
        try tmux.send("+")
        // The rows and the map read again for 500 m: the frame as before, but for the status bar.
        func same(_ lines: [String]) -> Bool {
            lines.count == before.count && (0..<before.count).allSatisfy { before[$0].hasPrefix("└") || lines[$0] == before[$0] }
        }
        let after = try tmux.waitForSettledMap("the frame as it was at 500 m") { same($0) }
        for y in 0..<before.count where !before[y].hasPrefix("└") {
            XCTAssertEqual(after[y], before[y], "row \(y)")
        }
    }

    func testCtrlLRepaintsWhatAnotherProgramWroteOver() throws {
        try startApp()
        _ = try waitForList()
        let tty = try tmux.run(["display-message", "-p", "-t", tmux.session, "#{pane_tty}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: tty))
        handle.write(Data("\u{1B}[3;5HSCRIBBLED-OVER\u{1B}[20;5HSCRIBBLED-OVER".utf8))
        try handle.close()
        try tmux.waitFor(text: "SCRIBBLED-OVER")
        try tmux.send("C-l")
        // Ctrl-L clears, then draws: wait for the whole frame, not for the cleared screen between.
        let clean = try tmux.waitFor("the scribbles repainted") {
            !$0.joined().contains("SCRIBBLED") && $0.first?.hasPrefix("┌ map ") == true && $0.joined().contains("│>a")
        }
        XCTAssertTrue(clean[0].hasPrefix("┌ map "))
    }

    func testAZWJEmojiInTheFilterLeavesNoStaleCells() throws {
        try startApp(term: "screen-256color")
        _ = try waitForList()
        try tmux.send("/")
        try tmux.type("x👩\u{200D}👩\u{200D}👧\u{200D}👦y")
        let typed = try tmux.waitFor("the filter typed, the border in place") { lines in
            lines.first { $0.contains("y▏") }?.hasSuffix("┤") ?? false
        }
        let header = try XCTUnwrap(typed.firstIndex { $0.contains("y▏") })
        XCTAssertTrue(typed[header].hasSuffix("┤"), "the border is where it belongs: " + typed[header])
        // The joined emoji is one character of the filter: two backspaces leave "x".
        try tmux.send("BSpace")
        try tmux.send("BSpace")
        let cleared = try tmux.waitFor("the emoji erased, every border whole") { lines in
            lines.contains { $0.contains("/x▏") } && !lines.joined().contains("👩") && !lines.joined().contains("👦")
                && lines.prefix(29).allSatisfy { $0.hasSuffix("│") || $0.hasSuffix("┤") || $0.hasSuffix("┐") || $0.hasSuffix("┘") }
        }
        XCTAssertFalse(cleared.joined().contains("👩"), "no stale cells:\n" + cleared.joined(separator: "\n"))
        XCTAssertFalse(cleared.joined().contains("👦"), "no stale cells:\n" + cleared.joined(separator: "\n"))
        for line in cleared.prefix(29) {
            XCTAssertTrue(line.hasSuffix("│") || line.hasSuffix("┤") || line.hasSuffix("┐") || line.hasSuffix("┘"), line)
        }
    }

    func testDumbTerminalIsRefusedWithOneSentence() throws {
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' 2>'\(tmux.directory.path)/err'; echo EXIT=$?; sleep 30",
                       environment: ["TERM": "dumb"])
        let screen = try tmux.waitFor(text: "EXIT=")
        XCTAssertTrue(screen.joined().contains("EXIT=1"), screen.joined(separator: "\n"))
        let error = try String(contentsOfFile: tmux.directory.path + "/err", encoding: .utf8)
        XCTAssertTrue(error.hasPrefix("nearby: ") && error.contains("cannot move its cursor"), error)
        XCTAssertEqual(error.filter { $0 == "\n" }.count, 1, error)
    }
}
