import NearbyFormats
import XCTest
@testable import NearbyHours

/// Sun times against published almanac values (within two minutes) and the polar cases.
final class SolarCalculatorTests: XCTestCase {
    func localMinute(_ event: TimeValue.SunEvent, lat: Double, lon: Double, zone: ZoneRules,
                     _ y: Int, _ m: Int, _ d: Int) -> Int? {
        let context = EvaluationContext(holidays: nil, sun: SolarCalculator(latitude: lat, longitude: lon), zone: zone)
        return context.sunMinute(event, day: CivilCalendar.day(year: y, month: m, day: d))
    }

    func assertNear(_ value: Int?, _ hour: Int, _ minute: Int, file: StaticString = #filePath, line: UInt = #line) {
        guard let value else { return XCTFail("no time", file: file, line: line) }
        XCTAssertLessThanOrEqual(abs(value - (hour * 60 + minute)), 2, "got \(value / 60):\(value % 60)", file: file, line: line)
    }

    func testHelsinkiAtTheSolstices() throws {
        let zone = try ZoneRules.load("Europe/Helsinki")
        let (lat, lon) = (60.1699, 24.9384)
        assertNear(localMinute(.sunrise, lat: lat, lon: lon, zone: zone, 2026, 6, 21), 3, 54)
        assertNear(localMinute(.sunset, lat: lat, lon: lon, zone: zone, 2026, 6, 21), 22, 50)
        assertNear(localMinute(.sunrise, lat: lat, lon: lon, zone: zone, 2026, 12, 21), 9, 24)
        assertNear(localMinute(.sunset, lat: lat, lon: lon, zone: zone, 2026, 12, 21), 15, 13)
        // Civil dawn in midwinter Helsinki comes some 50 minutes before sunrise.
        let dawn = try XCTUnwrap(localMinute(.dawn, lat: lat, lon: lon, zone: zone, 2026, 12, 21))
        XCTAssertTrue((9 * 60 + 24 - 60)...(9 * 60 + 24 - 35) ~= dawn, "dawn \(dawn)")
    }

    func testPolarNightAndMidnightSun() {
        let barrow = SolarCalculator(latitude: 71.29, longitude: -156.79)
        XCTAssertEqual(barrow.event(.sunrise, day: CivilCalendar.day(year: 2026, month: 12, day: 21)), .alwaysBelow)
        let tromso = SolarCalculator(latitude: 69.65, longitude: 18.96)
        XCTAssertEqual(tromso.event(.sunset, day: CivilCalendar.day(year: 2026, month: 6, day: 21)), .alwaysAbove)
        // In the polar night `sunrise-sunset` opens on no day; under the midnight sun it is open all day.
        let night = try? OpeningHours("sunrise-sunset", location: HoursLocation(latitude: 71.29, longitude: -156.79))
        XCTAssertEqual(night?.intervals(from: LocalTime(year: 2026, month: 12, day: 20), to: LocalTime(year: 2026, month: 12, day: 23)), [])
        let day = try? OpeningHours("sunrise-sunset", location: HoursLocation(latitude: 69.65, longitude: 18.96))
        let from = LocalTime(year: 2026, month: 6, day: 20), to = LocalTime(year: 2026, month: 6, day: 22)
        XCTAssertEqual(day?.totals(from: from, to: to).open, 2 * 86_400_000)
    }

    func testWithoutCoordinatesTheReferenceConstantsApply() throws {
        let hours = try OpeningHours("sunrise-sunset")
        let list = hours.intervals(from: LocalTime(year: 2026, month: 1, day: 1), to: LocalTime(year: 2026, month: 1, day: 2))
        XCTAssertEqual(list.map { "\($0.from)–\($0.to)" }, ["2026-01-01 06:00–2026-01-01 18:00"])
    }
}
