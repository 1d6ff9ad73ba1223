import Foundation
import NearbyTestSupport
import XCTest

/// A local time the clocks skip or show twice, read the same way by `nearby hours`, `nearby
/// list --open-at` and the app's `--time`, with the system's tz database: 03:30 on 29 March 2026
/// in Helsinki (03:00 → 04:00) is 04:30 +03:00 in all three, and said in one sentence; 03:30 on
/// 25 October 2026 (04:00 → 03:00) is the first, +03:00, unless `+02:00` picks the second.
final class DaylightSavingEndToEndTests: TmuxTestCase {
    static let gap = "2026-03-29 03:30", overlap = "2026-10-25 03:30"
    static let gapNote = "nearby: 2026-03-29 03:30 does not exist in Europe/Helsinki (the clocks go forward 1 h at 03:00): "
        + "read as 2026-03-29 04:30 +03:00.\n"
    static let overlapNote = "nearby: 2026-10-25 03:30 comes twice in Europe/Helsinki: read as the first, 2026-10-25 03:30 +03:00 "
        + "(write 2026-10-25 03:30+02:00 for the second).\n"
    /// Three cafés at Helsinki's centre: open the hour before the gap, the hour the gap takes, the hour after.
    static let cafes = [("early", "Early Bird", "Mo-Su 02:00-03:00"), ("gap", "Gap Cafe", "Mo-Su 03:00-04:00"),
                        ("after", "After Four", "Mo-Su 04:00-05:00")]

    /// The binary in the test's HOME, with `TZ=UTC` (the zone must come from `--tz` or the place, not from TZ).
    func nearby(_ arguments: [String], lang: String = "C.UTF-8") throws -> ChildProcess.Outcome {
        try ChildProcess.run([Tmux.binary] + arguments, environment: tmux.environment.merging(["TZ": "UTC", "LANG": lang,
                                                                                               "LC_ALL": lang]) { _, new in new })
    }

    func importCafes() throws {
        let csv = tmux.directory.appendingPathComponent("cafes.csv")
        let rows = Self.cafes.enumerated().map { i, cafe in "\(cafe.0),\(cafe.1),\(60.1690 + Double(i) * 0.0001),24.9435,\(cafe.2)" }
        try (["id,name,lat,lon,opening_hours"] + rows).joined(separator: "\n").appending("\n").write(to: csv, atomically: true, encoding: .utf8)
        let imported = try nearby(["import", "--db", databasePath, csv.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
    }

    func testHoursReadsTheGapForwardAndNamesTheOverlapByItsOffset() throws {
        // Each café's state at the gap's 03:30: only the one open from 04:00, as at 04:30.
        for (id, _, value) in Self.cafes {
            let result = try nearby(["hours", value, "--tz", "Europe/Helsinki", "--from", Self.gap])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, Self.gapNote)
            let state = id == "after" ? "open" : "closed"
            XCTAssertTrue(result.stdout.contains("at 2026-03-29 04:30 +03:00:  \(state)\n"), "\(id):\n" + result.stdout)
        }
        let chinese = try nearby(["hours", "24/7", "--tz", "Europe/Helsinki", "--from", Self.gap], lang: "zh_CN.UTF-8")
        XCTAssertEqual(chinese.stderr, "nearby: 2026-03-29 03:30 在 Europe/Helsinki 不存在（时钟在 03:00 拨快 1 小时），按 2026-03-29 04:30 +03:00 计。\n")

        let first = try nearby(["hours", "Mo-Su 03:00-04:00", "--tz", "Europe/Helsinki", "--from", Self.overlap, "--format", "json"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, Self.overlapNote)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["from"] as? String, Self.overlap)
        XCTAssertEqual(report["from_offset"] as? String, "+03:00")
        XCTAssertEqual(report["open"] as? Bool, true)
        let second = try nearby(["hours", "Mo-Su 03:00-04:00", "--tz", "Europe/Helsinki", "--from", Self.overlap + "+02:00"])
        XCTAssertEqual(second.stderr, "nearby: 2026-10-25 03:30 comes twice in Europe/Helsinki: read as the second, 2026-10-25 03:30 +02:00.\n")
        XCTAssertTrue(second.stdout.contains("at 2026-10-25 03:30 +02:00:  open\n"), second.stdout)
        // A time shown once says nothing and carries no offset.
        let plain = try nearby(["hours", "24/7", "--tz", "Europe/Helsinki", "--from", "2026-06-01 12:00", "--format", "json"])
        XCTAssertEqual(plain.stderr, "")
        XCTAssertTrue(plain.stdout.contains("\"from_offset\":null"), plain.stdout)
    }

    func testListOpenAtReadsTheTimesAsHoursDoes() throws {
        try importCafes()
        func open(at time: String) throws -> (ids: [String], stderr: String) {
            let result = try nearby(["list", "--db", databasePath, "--span", "200", "--open-at", time, "--format", "tsv"])
            XCTAssertEqual(result.status, 0, result.stderr)
            return (result.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[0]) }, result.stderr)
        }
        let gap = try open(at: Self.gap)
        XCTAssertEqual(gap.ids, ["after"], "03:30 in the gap is 04:30, as nearby hours reads it")
        XCTAssertEqual(gap.stderr, Self.gapNote)
        let overlap = try open(at: Self.overlap)
        XCTAssertEqual(overlap.ids, ["gap"])
        XCTAssertEqual(overlap.stderr, Self.overlapNote)
        XCTAssertTrue(try open(at: Self.overlap + "+02:00").stderr.contains("read as the second, 2026-10-25 03:30 +02:00."))
        XCTAssertEqual(try open(at: "2026-06-01 04:30").stderr, "")
    }

    func testTheAppsClockReadsTheGapForwardAndSaysSo() throws {
        try importCafes()
        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(tmux.logPath)' --time '\(Self.gap)'; echo EXIT=$?; sleep 30",
                       width: 200, height: 32, environment: ["TZ": "UTC"])
        let screen = try tmux.waitFor("the clock at 04:30 with its note, only After Four open") { lines in
            let text = lines.joined(separator: "\n")
            return text.contains("Su 29 Mar 04:30 (simulated) · 03:30 does not exist here (the clocks go forward 1 h at 03:00): "
                                 + "read as 04:30 +03:00 ·")
                && lines.contains { $0.contains("After Four") && $0.contains("open until 05:00") }
                && lines.contains { $0.contains("Gap Cafe") && $0.contains("opens Mo 03:00") }
                && lines.contains { $0.contains("Early Bird") && $0.contains("opens Mo 02:00") }
        }
        XCTAssertTrue(screen.contains { $0.contains("After Four") && $0.contains("open until 05:00") }, screen.joined(separator: "\n"))
        try tmux.waitForLog("the whole sentence logged") { log in
            log.events("clockNote").first?["note"] as? String == String(Self.gapNote.dropFirst("nearby: ".count).dropLast())
        }
        // Moving the clock an hour drops the note.
        try tmux.type(">")
        try tmux.waitFor("05:30 and no note") { lines in
            lines.contains { $0.contains("Su 29 Mar 05:30 (simulated)") } && !lines.joined().contains("does not exist")
        }
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined(separator: "\n").contains("EXIT=0"))
    }
}
