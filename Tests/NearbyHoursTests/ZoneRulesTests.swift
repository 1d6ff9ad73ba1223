import NearbyFormats
import XCTest
@testable import NearbyHours

/// TZif reading against dates fixed by the EU summer-time directive (2000/84/EC): last Sundays, 01:00 UTC.
final class ZoneRulesTests: XCTestCase {
    func utc(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int = 0, _ s: Int = 0) -> Int {
        CivilCalendar.day(year: y, month: mo, day: d) * 86_400 + h * 3600 + mi * 60 + s
    }

    func testHelsinkiChangesInMarchAndOctober2026() throws {
        let zone = try ZoneRules.load("Europe/Helsinki")
        XCTAssertEqual(zone.offset(atUTC: utc(2026, 3, 29, 0, 59, 59)), 7200)
        XCTAssertEqual(zone.offset(atUTC: utc(2026, 3, 29, 1)), 10_800)
        XCTAssertEqual(zone.offset(atUTC: utc(2026, 10, 25, 0, 59, 59)), 10_800)
        XCTAssertEqual(zone.offset(atUTC: utc(2026, 10, 25, 1)), 7200)
        XCTAssertEqual(zone.offset(atUTC: utc(2026, 7, 1, 12)), 10_800)
        XCTAssertEqual(zone.offset(atUTC: utc(2026, 1, 15, 12)), 7200)
    }

    func testTheFooterRuleCarriesPastTheTable() throws {
        let zone = try ZoneRules.load("Europe/Helsinki")
        XCTAssertEqual(zone.footer, PosixZoneRule("EET-2EEST,M3.5.0/3,M10.5.0/4"))
        // 2100: 28 March and 31 October are the last Sundays.
        XCTAssertEqual(zone.offset(atUTC: utc(2100, 3, 28, 0, 59)), 7200)
        XCTAssertEqual(zone.offset(atUTC: utc(2100, 3, 28, 1)), 10_800)
        XCTAssertEqual(zone.offset(atUTC: utc(2100, 10, 31, 0, 59)), 10_800)
        XCTAssertEqual(zone.offset(atUTC: utc(2100, 10, 31, 1)), 7200)
    }

    func testLocalTimesInTheGapAndTheOverlap() throws {
        let zone = try ZoneRules.load("Europe/Helsinki")
        // 03:30 does not exist on 29 March 2026 (03:00 → 04:00): read as 04:30 EEST.
        XCTAssertEqual(zone.utcSeconds(fromLocal: utc(2026, 3, 29, 3, 30)), utc(2026, 3, 29, 1, 30))
        // 03:30 happens twice on 25 October 2026: the first, still in summer time.
        XCTAssertEqual(zone.utcSeconds(fromLocal: utc(2026, 10, 25, 3, 30)), utc(2026, 10, 25, 0, 30))
        XCTAssertEqual(zone.utcSeconds(fromLocal: utc(2026, 7, 1, 12)), utc(2026, 7, 1, 9))
    }

    func testAnIntervalOverTheChangeIsAnHourShort() throws {
        let zone = try ZoneRules.load("Europe/Helsinki")
        let hours = try OpeningHours("Su 00:00-24:00", zone: zone)
        let from = LocalTime(year: 2026, month: 3, day: 29), to = LocalTime(year: 2026, month: 3, day: 30)
        XCTAssertEqual(hours.totals(from: from, to: to).open, 23 * 3_600_000)
        let autumn = hours.totals(from: LocalTime(year: 2026, month: 10, day: 25), to: LocalTime(year: 2026, month: 10, day: 26))
        XCTAssertEqual(autumn.open, 25 * 3_600_000)
    }

    func testSouthernAndWesternRules() throws {
        let sydney = try XCTUnwrap(PosixZoneRule("AEST-10AEDT,M10.1.0,M4.1.0/3"))
        XCTAssertEqual(sydney.offset(at: utc(2026, 1, 15, 0)), 39_600)
        XCTAssertEqual(sydney.offset(at: utc(2026, 6, 15, 0)), 36_000)
        let newYork = try XCTUnwrap(PosixZoneRule("EST5EDT,M3.2.0,M11.1.0"))
        XCTAssertEqual(newYork.offset(at: utc(2026, 7, 1, 12)), -14_400)
        XCTAssertEqual(newYork.offset(at: utc(2026, 12, 1, 12)), -18_000)
        XCTAssertEqual(PosixZoneRule("<+03>-3")?.offset(at: 0), 10_800)
        XCTAssertNil(PosixZoneRule("EST5EDT,M13.2.0,M11.1.0"))
    }

    func testBadNamesAndFilesAreRefused() {
        XCTAssertThrowsError(try ZoneRules.load("../etc/passwd"))
        XCTAssertThrowsError(try ZoneRules.load("No/Such_Zone"))
        XCTAssertThrowsError(try ZoneRules.parse(Array("TZif2 short".utf8), name: "x"))
        XCTAssertThrowsError(try ZoneRules.parse([], name: "x"))
    }
}
