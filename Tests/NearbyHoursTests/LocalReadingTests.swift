import NearbyFormats
import Foundation
import XCTest
@testable import NearbyHours

/// How a local time reads in a zone, from the system's tz database: a time the clocks skip
/// moves forward by the gap (an hour in Helsinki, half an hour on Lord Howe Island), a time they
/// show twice is the first unless an offset picks the second; checked by hand at each change and
/// against Foundation's reading of the same zones every quarter hour around each change of 2026.
final class LocalReadingTests: XCTestCase {
    func local(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int = 0) -> LocalTime {
        LocalTime(year: y, month: mo, day: d, hour: h, minute: mi)
    }

    func utc(_ time: LocalTime) -> Int { time.minutes * 60 }

    func testTheSpringGapMovesForwardByItsLength() throws {
        let helsinki = try ZoneRules.load("Europe/Helsinki")
        let gap = helsinki.reading(of: local(2026, 3, 29, 3, 30))
        XCTAssertEqual(gap.kind, .gap(skipped: 3600, change: local(2026, 3, 29, 3)))
        XCTAssertEqual(gap.utc, utc(local(2026, 3, 29, 1, 30)))
        XCTAssertEqual(gap.wallTime, local(2026, 3, 29, 4, 30))
        XCTAssertEqual(gap.stamped, "2026-03-29 04:30 +03:00")
        // The same instant the zone's older reading gives (what `list --open-at` and the app used).
        XCTAssertEqual(gap.utc, helsinki.utcSeconds(fromLocal: utc(local(2026, 3, 29, 3, 30))))

        let lordHowe = try ZoneRules.load("Australia/Lord_Howe")
        let half = lordHowe.reading(of: local(2026, 10, 4, 2, 15))
        XCTAssertEqual(half.kind, .gap(skipped: 1800, change: local(2026, 10, 4, 2)))
        XCTAssertEqual(half.stamped, "2026-10-04 02:45 +11:00")

        // Santiago skips midnight itself (23:59:59 → 01:00).
        let santiago = try ZoneRules.load("America/Santiago")
        let midnight = santiago.reading(of: local(2026, 9, 6, 0, 30))
        XCTAssertEqual(midnight.kind, .gap(skipped: 3600, change: local(2026, 9, 6, 0)))
        XCTAssertEqual(midnight.stamped, "2026-09-06 01:30 -03:00")
    }

    func testTheAutumnOverlapIsTheFirstUnlessAnOffsetPicks() throws {
        let helsinki = try ZoneRules.load("Europe/Helsinki")
        let time = local(2026, 10, 25, 3, 30)
        let first = helsinki.reading(of: time)
        XCTAssertEqual(first.kind, .overlap(otherOffset: 7200))
        XCTAssertEqual(first.utc, utc(local(2026, 10, 25, 0, 30)))
        XCTAssertEqual(first.stamped, "2026-10-25 03:30 +03:00")
        let second = helsinki.reading(of: time, offset: 7200)
        XCTAssertEqual(second.kind, .overlap(otherOffset: 10_800))
        XCTAssertEqual(second.utc, first.utc + 3600)
        XCTAssertEqual(second.stamped, "2026-10-25 03:30 +02:00")
        XCTAssertEqual(helsinki.reading(of: time, offset: 10_800), first)
        // An offset the zone does not have then: the instant the offset says, in the zone's time.
        let elsewhere = helsinki.reading(of: local(2026, 6, 1, 12), offset: 5 * 3600)
        XCTAssertEqual(elsewhere.kind, .offsetNotInZone(written: 5 * 3600))
        XCTAssertEqual(elsewhere.stamped, "2026-06-01 10:00 +03:00")
        // A time shown once, with or without its own offset.
        XCTAssertEqual(helsinki.reading(of: local(2026, 6, 1, 12)).kind, .exact)
        XCTAssertEqual(helsinki.reading(of: local(2026, 6, 1, 12), offset: 10_800).kind, .exact)
        XCTAssertEqual(try ZoneRules.load("Asia/Tokyo").reading(of: local(2026, 3, 29, 3, 30)).kind, .exact)
    }

    /// Foundation's zones as the oracle: a local time is shown by each offset `o` the zone has
    /// around it for which the instant `local - o` is at offset `o`; none: a gap, read with the
    /// offset before it.
    func testEveryQuarterHourAroundEachChangeOf2026AgreesWithFoundation() throws {
        for name in ["Europe/Helsinki", "America/New_York", "Australia/Lord_Howe", "America/Santiago", "Asia/Tokyo",
                     "Pacific/Chatham", "America/St_Johns"] {
            let zone = try ZoneRules.load(name)
            let oracle = try XCTUnwrap(TimeZone(identifier: name))
            func offset(_ seconds: Int) -> Int { oracle.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))) }
            var checked = 0
            for day in CivilCalendar.day(year: 2026, month: 1, day: 1)..<CivilCalendar.day(year: 2027, month: 1, day: 1) {
                let noon = day * 86_400 + 43_200
                guard offset(noon - 86_400) != offset(noon + 86_400) else { continue }
                for quarter in 0..<(3 * 96) {
                    let time = LocalTime(minutes: (day - 1) * 1440 + quarter * 15)
                    let seconds = time.minutes * 60
                    let around = Set([offset(seconds - 43_200), offset(seconds + 43_200)])
                    let fits = around.filter { offset(seconds - $0) == $0 }.sorted(by: >)
                    let reading = zone.reading(of: time)
                    let expected = fits.first.map { seconds - $0 } ?? seconds - offset(seconds - 43_200)
                    XCTAssertEqual(reading.utc, expected, "\(name) \(time)")
                    XCTAssertEqual(reading.offset, offset(reading.utc), "\(name) \(time)")
                    switch fits.count {
                    case 0:
                        guard case .gap = reading.kind else { return XCTFail("\(name) \(time): \(reading.kind), not a gap") }
                    case 1: XCTAssertEqual(reading.kind, .exact, "\(name) \(time)")
                    default: XCTAssertEqual(reading.kind, .overlap(otherOffset: fits[1]), "\(name) \(time)")
                    }
                    checked += 1
                }
            }
            XCTAssertEqual(checked > 0, name != "Asia/Tokyo", "\(name): days with a change")
        }
    }
}
