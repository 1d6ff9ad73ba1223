import Foundation
import XCTest
import NearbyTestSupport

/// `nearby hours` and `nearby list --open-now`/`--open-at`, the real binary in a private HOME.
final class HoursEndToEndTests: BinaryTestCase {
    var databasePath: String { directory.appendingPathComponent("venues.sqlite").path }

    func nearby(_ arguments: [String], tz: String? = nil) throws -> ChildProcess.Outcome {
        var environment = ["HOME": directory.path, "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
                           "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path, "LANG": "C.UTF-8"]
        if let tz { environment["TZ"] = tz }
        return try ChildProcess.run([ChildProcess.nearbyBinary] + arguments, environment: environment)
    }

    func json(_ outcome: ChildProcess.Outcome) throws -> Any {
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    }

    func testAHolidayClosesAndTheWeekGoesOn() throws {
        let report = try XCTUnwrap(json(try nearby(["hours", "Mo-Fr 08:00-18:00; PH off", "--country", "FI", "--tz", "Europe/Helsinki",
                                                    "--from", "2026-12-25 10:00", "--to", "2026-12-29 00:00", "--format", "json"]))
            as? [String: Any])
        XCTAssertEqual(report["open"] as? Bool, false, "Christmas Day is a public holiday in Finland")
        XCTAssertEqual(report["next_change"] as? String, "2026-12-28 08:00")
        XCTAssertEqual(report["canonical"] as? String, "Mo-Fr 08:00-18:00; PH off")
        XCTAssertEqual(report["open_ms"] as? Int, 10 * 3_600_000)
        XCTAssertEqual(report["unknown_ms"] as? Int, 0)
        XCTAssertEqual(report["week_stable"] as? Bool, false)
        let intervals = try XCTUnwrap(report["intervals"] as? [[String: Any]])
        XCTAssertEqual(intervals.count, 1)
        XCTAssertEqual(intervals[0]["from"] as? String, "2026-12-28 08:00")
        XCTAssertEqual(intervals[0]["to"] as? String, "2026-12-28 18:00")
        XCTAssertEqual(intervals[0]["unknown"] as? Bool, false)
        XCTAssertTrue(intervals[0]["comment"] is NSNull)
    }

    func testPastMidnightUnknownAndTheDaylightSavingNight() throws {
        let late = try XCTUnwrap(json(try nearby(["hours", "Fr 22:00-02:00; Su 10:00-12:00 \"call first\" unknown",
                                                  "--from", "2026-12-04 23:00", "--to", "2026-12-07 00:00", "--format", "json"],
                                                 tz: "Europe/Helsinki")) as? [String: Any])
        XCTAssertEqual(late["open"] as? Bool, true)
        XCTAssertEqual(late["next_change"] as? String, "2026-12-05 02:00")
        let intervals = try XCTUnwrap(late["intervals"] as? [[String: Any]])
        XCTAssertEqual(intervals.map { $0["from"] as? String }, ["2026-12-04 23:00", "2026-12-06 10:00"])
        XCTAssertEqual(intervals.map { $0["to"] as? String }, ["2026-12-05 02:00", "2026-12-06 12:00"])
        XCTAssertEqual(intervals.map { $0["unknown"] as? Bool }, [false, true])
        XCTAssertEqual(intervals[1]["comment"] as? String, "call first")
        XCTAssertEqual(late["unknown_ms"] as? Int, 2 * 3_600_000)
        // The spring-forward night in Helsinki is 23 hours long; the zone comes from TZ.
        let spring = try XCTUnwrap(json(try nearby(["hours", "24/7", "--from", "2026-03-29 00:00", "--to", "2026-03-30 00:00",
                                                    "--format", "json"], tz: "Europe/Helsinki")) as? [String: Any])
        XCTAssertEqual(spring["open_ms"] as? Int, 23 * 3_600_000)
        XCTAssertTrue(spring["next_change"] is NSNull)
        let tokyo = try XCTUnwrap(json(try nearby(["hours", "24/7", "--format", "json"], tz: "Asia/Tokyo")) as? [String: Any])
        XCTAssertEqual(tokyo["zone"] as? String, "Asia/Tokyo")
        // --tz wins over TZ.
        let tz = try XCTUnwrap(json(try nearby(["hours", "24/7", "--tz", "America/New_York", "--format", "json"], tz: "Asia/Tokyo"))
            as? [String: Any])
        XCTAssertEqual(tz["zone"] as? String, "America/New_York")
    }

    func testABadValueIsOneSentenceWithTheColumnAndStatusTwo() throws {
        let bad = try nearby(["hours", "Mo-Fr 08:00-18:00; Sa 10:00-1x:00"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stdout, "")
        let lines = bad.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, bad.stderr)
        XCTAssertTrue(bad.stderr.contains("column"), bad.stderr)
        XCTAssertTrue(bad.stderr.hasPrefix("nearby: opening_hours: "), bad.stderr)
        let holiday = try nearby(["hours", "Mo-Fr 08:00-18:00; PH off"])
        XCTAssertEqual(holiday.status, 2)
        XCTAssertTrue(holiday.stderr.contains("column 20"), holiday.stderr)
        XCTAssertEqual(try nearby(["hours", "24/7", "--tz", "Mars/Olympus"]).status, 2)
        XCTAssertEqual(try nearby(["hours", "24/7", "--from", "2026-12-24 10:00", "--to", "2026-12-24 09:00"]).status, 2)
        XCTAssertEqual(try nearby(["hours", "24/7", "--from", "2026-02-30 10:00"]).status, 2)
    }

    func testTheTextFormatSaysTheSame() throws {
        let text = try nearby(["hours", "Mo-Fr 08:00-18:00", "--from", "2026-12-04 17:00", "--to", "2026-12-08 00:00"], tz: "UTC")
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdout, """
            canonical:   Mo-Fr 08:00-18:00
            at 2026-12-04 17:00:  open
            next change: 2026-12-04 18:00
            intervals from 2026-12-04 17:00 to 2026-12-08 00:00 (UTC):
              2026-12-04 17:00 – 2026-12-04 18:00  open
              2026-12-07 08:00 – 2026-12-07 18:00  open
            open 11 h, unknown 0 h; every week the same: yes

            """)
    }

    /// The filtered list is exactly the unfiltered list's rows whose hours `nearby hours` says are
    /// open then, in its order: the store's nearest-first predicate read agrees with the evaluator.
    func testListOpenAtKeepsTheOpenRowsOfTheBundledCafes() throws {
        let unfiltered = try XCTUnwrap(json(try nearby(["list", "--db", databasePath, "--span", "5000", "--format", "json"],
                                                       tz: "Europe/Helsinki")) as? [[String: Any]])
        XCTAssertEqual(unfiltered.count, 85, "every bundled café is within the span")
        for time in ["2026-12-02 07:45", "2026-12-02 23:30", "2026-12-06 10:00"] {
            var known: [String: Bool] = [:]
            func isOpen(_ value: String) throws -> Bool {
                if let answer = known[value] { return answer }
                let outcome = try nearby(["hours", value, "--from", time, "--tz", "Europe/Helsinki", "--format", "json"])
                // A value it cannot read (PH without a country) is not open.
                let report = outcome.status == 0
                    ? try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any] : nil
                known[value] = report?["open"] as? Bool ?? false
                return known[value] ?? false
            }
            let expected = try unfiltered.filter { row in try (row["opening_hours"] as? String).map(isOpen) ?? false }
                .compactMap { $0["id"] as? String }
            let filtered = try XCTUnwrap(json(try nearby(["list", "--db", databasePath, "--span", "5000", "--open-at", time,
                                                          "--format", "json"], tz: "Europe/Helsinki")) as? [[String: Any]])
            XCTAssertEqual(filtered.compactMap { $0["id"] as? String }, expected, time)
            XCTAssertGreaterThan(expected.count, 0, time)
            XCTAssertLessThan(expected.count, 44, time)
            for row in filtered {
                XCTAssertEqual(row["open"] as? Bool, true)
                XCTAssertNotNil(row["opening_hours"] as? String)
            }
        }
        let night = try XCTUnwrap(json(try nearby(["list", "--db", databasePath, "--span", "5000", "--open-at", "2026-12-02 23:30",
                                                   "--format", "json"], tz: "Europe/Helsinki")) as? [[String: Any]])
        // Cafe Bar No9 (Mo-Fr 11:00-02:00) is open before midnight and closes at 02:00.
        let bar = try XCTUnwrap(night.first { $0["id"] as? String == "node/2249127683" })
        XCTAssertEqual(bar["next_change"] as? String, "2026-12-03 02:00")
        XCTAssertEqual(bar["website"] as? String, "http://www.bar9.net/")
        XCTAssertTrue(bar["phone"] is NSNull)
    }

    func testListOpenNowAndTheRowsFieldsForAnImport() throws {
        let csv = directory.appendingPathComponent("mine.csv")
        try """
            id,name,lat,lon,opening_hours,phone,website
            always,Always Open,60.1691,24.9436,24/7,+358 1,https://always.example/
            never,Never Open,60.1692,24.9437,off,,
            odd,Unreadable,60.1693,24.9438,Mo-Fr 25:00-26:00,,
            plain,No Hours,60.1694,24.9439,,,

            """.write(to: csv, atomically: true, encoding: .utf8)
        let imported = try nearby(["import", "--db", databasePath, csv.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let rows = try XCTUnwrap(json(try nearby(["list", "--db", databasePath, "--span", "200", "--format", "json"]))
            as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0["id"] as? String ?? "", $0) })
        XCTAssertEqual(byID["always"]?["open"] as? Bool, true)
        XCTAssertEqual(byID["always"]?["phone"] as? String, "+358 1")
        XCTAssertEqual(byID["always"]?["website"] as? String, "https://always.example/")
        XCTAssertEqual(byID["always"]?["opening_hours"] as? String, "24/7")
        XCTAssertEqual(byID["never"]?["open"] as? Bool, false)
        XCTAssertTrue(byID["odd"]?["open"] is NSNull, "unreadable hours are neither open nor closed")
        XCTAssertTrue(byID["plain"]?["open"] is NSNull)
        XCTAssertTrue(byID["plain"]?["opening_hours"] is NSNull)
        // Whatever the clock says, 24/7 is open now and the others are not.
        let now = try nearby(["list", "--db", databasePath, "--span", "200", "--open-now", "--format", "tsv"])
        XCTAssertEqual(now.status, 0, now.stderr)
        let ids = now.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[0]) }
        XCTAssertTrue(ids.contains("always"), now.stdout)
        XCTAssertTrue(Set(ids).isDisjoint(with: ["never", "odd", "plain"]), now.stdout)
        let both = try nearby(["list", "--open-now", "--open-at", "2026-12-02 10:00"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("not both"), both.stderr)
    }
}

extension HoursEndToEndTests {
    /// A range past the evaluation's bound is refused in one sentence, never listed in part with
    /// wrong totals; one inside it is listed whole (every Monday's hour counted, as a calendar
    /// of the test's own counts them); times are exactly YYYY-MM-DD HH:MM both ways.
    func testTheRangeIsWholeOrRefusedAndTimesAreExact() throws {
        let long = try nearby(["hours", "Mo 08:00-09:00", "--from", "2026-01-01 00:00", "--to", "2130-01-01 00:00", "--tz", "UTC"])
        XCTAssertEqual(long.status, 2)
        XCTAssertEqual(long.stdout, "")
        XCTAssertTrue(long.stderr.hasPrefix("nearby: from 2026-01-01 00:00 to 2130-01-01 00:00 is 37985 days"), long.stderr)
        XCTAssertTrue(long.stderr.contains("at most 36525 (about 100 years)"), long.stderr)

        let whole = try nearby(["hours", "Mo 08:00-09:00", "--from", "2026-01-01 00:00", "--to", "2035-12-31 00:00",
                                "--tz", "UTC", "--format", "json"])
        XCTAssertEqual(whole.status, 0, whole.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(whole.stdout.utf8)) as? [String: Any])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = try XCTUnwrap(calendar.date(from: DateComponents(year: 2026, month: 1, day: 1)))
        let end = try XCTUnwrap(calendar.date(from: DateComponents(year: 2035, month: 12, day: 31)))
        var mondays = 0
        var day = start
        while day < end {
            if calendar.component(.weekday, from: day) == 2 { mondays += 1 }
            day = try XCTUnwrap(calendar.date(byAdding: .day, value: 1, to: day))
        }
        XCTAssertEqual(report["open_ms"] as? Int, mondays * 3_600_000)
        XCTAssertEqual((report["intervals"] as? [Any])?.count, mondays)
        XCTAssertEqual(((report["intervals"] as? [[String: Any]])?.last?["from"] as? String)?.prefix(4), "2035")

        for bad in ["-001-01-01 00:00", "+2026-01-01 00:00", "26-01-01 00:00", "2026-1-01 00:00", "2026-01-01 0:00",
                    " 2026-01-01 00:00"] {
            let refused = try nearby(["hours", "24/7", "--from", bad])
            XCTAssertEqual(refused.status, 2, bad)
            XCTAssertTrue(refused.stderr.contains("YYYY-MM-DD HH:MM"), "\(bad): \(refused.stderr)")
            XCTAssertEqual(try nearby(["list", "--open-at", bad]).status, 2, bad)
        }
        let first = try nearby(["hours", "Mo 08:00-09:00", "--from", "0001-01-01 00:00", "--to", "0001-01-10 00:00", "--tz", "UTC"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("intervals from 0001-01-01 00:00 to 0001-01-10 00:00"), first.stdout)
        XCTAssertFalse(first.stdout.contains(" 1-01-"), first.stdout)
    }
}
