import Foundation
import XCTest
import NearbyTestSupport
import NearbyCLI
import NearbyFormats
import NearbyText

/// The real binary in tmux at 120×40, UTF-8, on the bundled offline data.
final class AppEndToEndTests: TmuxTestCase {
    func startApp(_ extra: String = "", width: Int = 120, height: Int = 40) throws {
        let command = "'\(Tmux.binary)' --db '\(databasePath)' --log '\(logPath)' \(extra); "
            + "echo EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e -icanon -e icanon -e -echo -e echo; sleep 30"
        try tmux.start(command, width: width, height: height)
    }

    /// The list pane's rows: (letter, name, distance text), parsed from the screen.
    func listRows(_ screen: [String]) -> [(letter: String, name: String, distance: String)] {
        guard let header = screen.firstIndex(where: { $0.hasPrefix("├") && $0.contains("venues within") }) else { return [] }
        var rows: [(String, String, String)] = []
        for line in screen[(header + 1)...] {
            if line.hasPrefix("└") { break }
            let chars = Array(line)
            guard chars.count > 70 else { continue }
            let letter = String(chars[2])
            // The name column ends where the address (or, with no address, the hours) begins: at
            // the first run of two spaces, since its width depends on which columns the list has.
            let rest = String(chars[5..<62])
            let name = String(rest.components(separatedBy: "  ").first ?? rest).trimmingCharacters(in: .whitespaces)
            // The distance is the row's last column, after a run of two spaces; the hours column
            // before it ("open until 21:00") changes width with the time of day.
            let inner = String(chars[..<(chars.count - 1)]).trimmingCharacters(in: .whitespaces)
            let tail = (inner.components(separatedBy: "  ").last ?? inner).trimmingCharacters(in: .whitespaces)
            rows.append((letter, name, tail))
        }
        return rows
    }

    func testBothPanesShowTheNearestCafesInOrderAndEnterRecentersAndQExits() throws {
        try startApp()
        // The first rows are the nearest cafés, checked against distances computed here.
        let here = (lat: 60.1690, lon: 24.9435)
        let cafes = try Self.bundledCafes()
        let expected = cafes.map { (name: $0.name, lat: $0.lat, lon: $0.lon, d: Self.haversine(here, ($0.lat, $0.lon))) }
            .sorted { $0.d < $1.d }
        /// What is wrong with the first ten rows of `screen` (none: each row's distance right —
        /// a walk's length, "1 min · 85 m", no shorter than the straight line — and the nearest in
        /// order: by the straight line after `t`, else by the walking time).
        func rowProblems(_ screen: [String], straightLine: Bool) -> [String] {
            let rows = listRows(screen)
            guard rows.count >= 10 else { return ["\(rows.count) rows"] }
            var problems: [String] = []
            if rows.first?.letter != "a" { problems.append("the first row's letter is \(rows.first?.letter ?? "")") }
            var minutes: [Int] = []
            for (i, row) in rows.prefix(10).enumerated() {
                let parts = row.distance.components(separatedBy: " · ")
                let metres = parts.last ?? row.distance
                if parts.count == 2, let walk = Int(parts[0].replacingOccurrences(of: " min", with: "")) { minutes.append(walk) }
                if straightLine {
                    // Haversine differs from the ellipsoid by < 0.5 %: rows that close may be in either order.
                    let tolerance = 1 + expected[i].d * 0.006
                    let candidates = expected.filter { abs($0.d - expected[i].d) <= tolerance }.map(\.name)
                    if !candidates.contains(row.name) { problems.append("row \(i) shows \(row.name), expected one of \(candidates)") }
                }
                guard let shown = Double(metres.replacingOccurrences(of: " m", with: "")),
                      let mine = expected.first(where: { $0.name == row.name })?.d else {
                    problems.append("row \(i): \(row.name) at \(row.distance)")
                    continue
                }
                if parts.count == 2 {
                    // A walk's length: never shorter than the straight line.
                    if shown + 1 + mine * 0.006 < mine { problems.append("walk to \(row.name): \(shown), under \(mine)") }
                } else if abs(shown - mine) > 1 + mine * 0.006 {
                    problems.append("distance of \(row.name): \(shown), not \(mine)")
                }
            }
            if !straightLine, minutes.count < 10 || minutes != minutes.sorted() { problems.append("walking times \(minutes)") }
            return problems
        }
        /// The whole screen as the test asserts it, in either order.
        func settled(_ lines: [String], straightLine: Bool) -> Bool {
            lines.contains { $0.contains("venues within 500 m · " + (straightLine ? "straight line" : "by walk")) }
                && lines.contains { $0.hasPrefix("┌ map") }
                && lines.contains { $0.contains("fetched") } && lines.joined().contains("© OpenStreetMap contributors")
                && lines.count > 10 && lines[0].count == 120 && Array(lines[10]).count > 60 && Array(lines[10])[60] == "◉"
                && lines.prefix(20).joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 200
                && rowProblems(lines, straightLine: straightLine).isEmpty
        }
        // Everything asserted of the screen is waited for: a frame may be caught half written.
        // The list comes in walking order (the bundled city's walks); t orders it by the straight line.
        let walking = try tmux.waitForSettledMap("the list of the nearest cafés by walk and the map with its streets") {
            settled($0, straightLine: false)
        }
        XCTAssertEqual(rowProblems(walking, straightLine: false), [])
        try tmux.send("t")
        let screen = try tmux.waitForSettledMap("the list of the nearest cafés by the straight line") { settled($0, straightLine: true) }
        XCTAssertEqual(screen[0].count, 120)
        XCTAssertTrue(screen.joined().contains("© OpenStreetMap contributors"))
        let braille = screen.prefix(20).joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
        XCTAssertGreaterThan(braille.count, 200, "streets are drawn in braille")
        XCTAssertEqual(rowProblems(screen, straightLine: true), [])
        let rows = listRows(screen)
        // The user is at the map's center cell (column 60, row 10 of the screen at 120×40).
        XCTAssertEqual(Array(screen[10])[60], "◉")

        // Select row b and press Enter: the map recenters on it.
        try tmux.send("j")
        let target = rows[1]
        try tmux.waitFor("selection on row b") { lines in lines.contains { $0.hasPrefix("│>b") } }
        try tmux.send("Enter")
        let recentered = try tmux.waitFor("the selected pin at the center, its callout naming it") { lines in
            lines.count > 10 && Array(lines[10]).count > 60 && Array(lines[10])[60] == "●" && lines.joined().contains(target.name)
        }
        XCTAssertTrue(recentered.joined().contains(target.name), "callout names the venue")
        let event = try XCTUnwrap(LogFile(logPath).events("mapRecentered").last)
        let venue = try XCTUnwrap(cafes.first { $0.name == target.name })
        XCTAssertEqual(event["lat"] as? Double ?? 0, venue.lat, accuracy: 1e-7)
        XCTAssertEqual(event["lon"] as? Double ?? 0, venue.lon, accuracy: 1e-7)

        try tmux.send("q")
        let after = try tmux.waitFor(text: "EXIT=")
        XCTAssertTrue(after.contains("EXIT=0"), after.joined(separator: "\n"))
        try tmux.waitFor("stty output") { $0.contains("icanon") && $0.contains("echo") }
        for event in ["started", "locationDelivered", "fetchStarted", "fetchCommitted", "venuesUpdated",
                      "selectionChanged", "mapRecentered", "stopped"] {
            XCTAssertTrue(LogFile(logPath).names.contains(event), event)
        }
    }

    func testResizingRedrawsAtEverySize() throws {
        try startApp()
        try tmux.waitFor(text: "venues within 500 m")
        for (width, height) in [(80, 24), (40, 12), (200, 60), (30, 8), (120, 40)] {
            try tmux.resize(width: width, height: height)
            let screen = try tmux.waitFor("a whole \(width)×\(height) frame") { lines in
                if width < 40 || height < 12 { return lines.joined().contains("terminal too small") }
                return lines.first.map { $0.hasPrefix("┌ map") && $0.count == width && $0.hasSuffix("┐") } ?? false
                    && lines.contains { $0.hasPrefix("└ offline") && $0.count == width }
                    && lines.prefix(height - 1).filter { !$0.isEmpty }.allSatisfy { $0.count == width }
            }
            if width >= 40 && height >= 12 {
                let body = screen.prefix(height - 1).filter { !$0.isEmpty }
                for line in body {
                    XCTAssertEqual(line.count, width, "a broken border at \(width)×\(height): \(line)")
                }
            }
        }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").contains("EXIT=0"))
    }

    func testBadArgumentsGiveOneSentenceAndStatusTwo() throws {
        for (bad, culprit) in [("--at 91,0", "91"), ("--at abc", "abc"), ("--span", "--span"), ("--provider nowhere", "nowhere"),
                               ("--frobnicate", "--frobnicate")] {
            let result = try Spawn.run([Tmux.binary] + bad.split(separator: " ").map(String.init))
            XCTAssertEqual(result.status, 2, bad)
            XCTAssertEqual(result.output, "", bad)
            // One sentence naming the culprit, then where to read more (as coreutils do).
            let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.count, 3, result.error)
            XCTAssertTrue(lines[0].hasPrefix("nearby: ") && lines[0].contains(culprit), result.error)
            XCTAssertEqual(lines.dropFirst().first, "Try 'nearby --help'.", result.error)
        }
    }

    // MARK: Independent reference data

    /// Reads the bundled cafés with a parser of the test's own.
    static func bundledCafes() throws -> [BundledCafes.Cafe] { try BundledCafes.read() }

    /// Great-circle distance on a sphere of the mean Earth radius.
    static func haversine(_ a: (lat: Double, lon: Double), _ b: (lat: Double, lon: Double)) -> Double {
        let r = 6_371_008.8, rad = Double.pi / 180
        let dLat = (b.lat - a.lat) * rad, dLon = (b.lon - a.lon) * rad
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.lat * rad) * cos(b.lat * rad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * r * asin(min(1, sqrt(h)))
    }
}

/// Signals end the app cleanly: the terminal is restored and the log says it stopped.
final class SignalEndToEndTests: XCTestCase {
    func testTermAndHangupRestoreTheTerminal() throws {
        for signal in ["TERM", "HUP", "INT"] {
            let tmux = try Tmux()
            defer { tmux.kill() }
            let log = tmux.directory.appendingPathComponent("events.jsonl").path
            let pidFile = tmux.directory.appendingPathComponent("pid").path
            // The inner shell writes its pid, then becomes nearby (exec), so the pid is nearby's.
            let command = "sh -c 'echo $$ > \(pidFile); exec \(Tmux.binary) --db \(tmux.directory.path)/v.sqlite --log \(log)'; "
                + "echo EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e -icanon -e icanon -e -echo -e echo; sleep 30"
            try tmux.start(command)
            try tmux.waitFor(text: "venues within")
            let pid = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertEqual(try Spawn.run(["kill", "-\(signal)", pid]).status, 0)
            // stty's flags, both of them, whichever way they are set.
            let screen = try tmux.waitFor("exit after SIG\(signal)") { lines in
                lines.contains { $0.hasPrefix("EXIT=") } && (lines.contains("echo") || lines.contains("-echo"))
                    && (lines.contains("icanon") || lines.contains("-icanon"))
            }
            XCTAssertTrue(screen.contains("EXIT=0"), "SIG\(signal): " + screen.joined(separator: "\n"))
            XCTAssertTrue(screen.contains("icanon"), "SIG\(signal) left the terminal raw")
            XCTAssertTrue(LogFile(log).names.contains("stopped"), "SIG\(signal): \(LogFile(log).text)")
        }
    }
}

/// Ctrl-Z gives the terminal back to the shell; `fg` brings the app back, fully redrawn.
final class SuspendEndToEndTests: XCTestCase {
    func testControlZAndFgRedraw() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        // An interactive shell, so there is job control to stop and continue the app.
        try tmux.start("PS1='shell$ ' exec bash --norc --noprofile -i")
        try tmux.waitFor(text: "shell$")
        try tmux.type("'\(Tmux.binary)' --db '\(tmux.directory.path)/v.sqlite'")
        try tmux.send("Enter")
        try tmux.waitFor(text: "venues within")
        try tmux.send("C-z")
        let stopped = try tmux.waitFor("the shell after Ctrl-Z") { lines in
            lines.contains { $0.contains("Stopped") } && !lines.contains { $0.contains("venues within") }
        }
        XCTAssertFalse(stopped.contains { $0.hasPrefix("┌") }, "the app's frame is gone while stopped")
        try tmux.type("fg")
        try tmux.send("Enter")
        let back = try tmux.waitFor("the app redrawn after fg") { lines in
            lines.first?.hasPrefix("┌") == true && lines.contains { $0.contains("venues within") }
                && lines.contains { $0.hasPrefix("└") } && !lines.contains { $0.contains("Stopped") }
        }
        XCTAssertFalse(back.contains { $0.contains("Stopped") }, "the whole screen was redrawn")
        try tmux.send("q")
        try tmux.waitFor("the shell again") { $0.filter { $0.hasPrefix("shell$") }.count >= 3 }
        // `fg` returns the job's exit status.
        try tmux.type("echo EXIT=$?")
        try tmux.send("Enter")
        let after = try tmux.waitFor("the exit status") { $0.contains { $0.hasPrefix("EXIT=") } }
        XCTAssertTrue(after.contains("EXIT=0"), after.joined(separator: "\n"))
    }
}
