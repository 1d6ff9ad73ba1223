import XCTest
@testable import NearbyHours

/// Evaluation of each construct, the state at an instant and the next change.
final class EvaluatorTests: XCTestCase {
    func t(_ text: String) -> LocalTime { LocalTime(text) ?? LocalTime(minutes: 0) }

    func spans(_ value: String, _ from: String, _ to: String, location: HoursLocation = HoursLocation(),
               mode: HoursMode = .ranges) throws -> [String] {
        try OpeningHours(value, mode: mode, location: location).intervals(from: t(from), to: t(to)).map {
            "\($0.from)–\($0.to)\($0.unknown ? " ?" : "")\($0.comment.map { " \($0)" } ?? "")"
        }
    }

    func testRangesAcrossMidnightSpillIntoTheNextDay() throws {
        // 2026-12-04 is a Friday.
        XCTAssertEqual(try spans("Fr 22:00-02:00", "2026-12-04 00:00", "2026-12-06 00:00"),
                       ["2026-12-04 22:00–2026-12-05 02:00"])
        XCTAssertEqual(try spans("Fr 20:00-26:00", "2026-12-04 00:00", "2026-12-06 00:00"),
                       ["2026-12-04 20:00–2026-12-05 02:00"])
        // A later `;` rule that takes Saturday starts Saturday over, spill included.
        XCTAssertEqual(try spans("Fr 22:00-02:00; Sa 10:00-12:00", "2026-12-04 00:00", "2026-12-06 00:00"),
                       ["2026-12-04 22:00–2026-12-05 00:00", "2026-12-05 10:00–2026-12-05 12:00"])
    }

    func testOpenEndIsUnknownWithTheReferenceGuess() throws {
        XCTAssertEqual(try spans("Fr 18:00+", "2026-12-04 00:00", "2026-12-06 00:00"),
                       ["2026-12-04 18:00–2026-12-05 04:00 ? \(RuleEvaluator.openEndComment)"])
        XCTAssertEqual(try spans("Fr 10:00-14:00+", "2026-12-04 00:00", "2026-12-05 00:00"),
                       ["2026-12-04 10:00–2026-12-04 14:00", "2026-12-04 14:00–2026-12-05 00:00 ? \(RuleEvaluator.openEndComment)"])
        XCTAssertEqual(RuleEvaluator.guessedClose(after: 23 * 60), 31 * 60)
    }

    func testOffWithTimesOnlyClosesThoseTimes() throws {
        XCTAssertEqual(try spans("Fr 10:00-18:00; 12:00-13:00 off", "2026-12-04 00:00", "2026-12-05 00:00"),
                       ["2026-12-04 10:00–2026-12-04 12:00", "2026-12-04 13:00–2026-12-04 18:00"])
    }

    func testFallbackFillsOnlyWhatIsClosed() throws {
        XCTAssertEqual(try spans("Fr 10:00-12:00 || \"ring\"", "2026-12-04 00:00", "2026-12-05 00:00"),
                       ["2026-12-04 00:00–2026-12-04 10:00 ? ring", "2026-12-04 10:00–2026-12-04 12:00",
                        "2026-12-04 12:00–2026-12-05 00:00 ? ring"])
    }

    func testNthWeekdaysWithOffsetsAndMonthRanges() throws {
        // The last Saturday of November 2026 is the 28th; three days later is Tuesday 1 December.
        XCTAssertEqual(try spans("Sa[-1] +3 days 10:00-12:00", "2026-11-01 00:00", "2026-12-31 00:00"),
                       ["2026-11-03 10:00–2026-11-03 12:00", "2026-12-01 10:00–2026-12-01 12:00",
                        "2026-12-29 10:00–2026-12-29 12:00"])
        XCTAssertEqual(try spans("Dec 10:00-11:00; Dec 24-26 off", "2026-12-23 00:00", "2026-12-28 00:00"),
                       ["2026-12-23 10:00–2026-12-23 11:00", "2026-12-27 10:00–2026-12-27 11:00"])
        // Written the other way round, the later rule wins every December day.
        XCTAssertEqual(try spans("Dec 24-26: off; Dec 10:00-11:00", "2026-12-23 00:00", "2026-12-28 00:00").count, 5)
    }

    func testWeeksEasterAndYears() throws {
        // ISO week 1 of 2026 starts on Monday 29 December 2025.
        XCTAssertEqual(try spans("week 01", "2025-12-20 00:00", "2026-01-10 00:00"), ["2025-12-29 00:00–2026-01-05 00:00"])
        XCTAssertEqual(try spans("easter +1 day", "2026-01-01 00:00", "2027-01-01 00:00"), ["2026-04-06 00:00–2026-04-07 00:00"])
        XCTAssertEqual(try spans("2027 Jan 01", "2026-01-01 00:00", "2028-01-01 00:00"), ["2027-01-01 00:00–2027-01-02 00:00"])
        XCTAssertEqual(try spans("2026-2030/2 Jan 01 10:00-11:00", "2026-01-01 00:00", "2029-01-02 00:00").count, 2)
    }

    func testHolidaysTakeTheirNames() throws {
        let helsinki = HoursLocation(country: "FI")
        XCTAssertEqual(try spans("PH 10:00-12:00", "2026-12-05 00:00", "2026-12-08 00:00", location: helsinki),
                       ["2026-12-06 10:00–2026-12-06 12:00 itsenäisyyspäivä - självständighetsdagen"])
        XCTAssertEqual(try spans("Mo-Su 10:00-12:00; PH off", "2026-12-05 00:00", "2026-12-08 00:00", location: helsinki),
                       ["2026-12-05 10:00–2026-12-05 12:00", "2026-12-07 10:00–2026-12-07 12:00"])
        XCTAssertEqual(try spans("SH", "2026-12-05 00:00", "2026-12-06 00:00", location: helsinki),
                       ["2026-12-05 00:00–2026-12-06 00:00 ? \(RuleEvaluator.noSchoolHolidaysComment)"])
        XCTAssertThrowsError(try OpeningHours("PH off"))
    }

    func testPointsInTime() throws {
        XCTAssertEqual(try spans("Fr 10:00-12:00/01:00", "2026-12-04 00:00", "2026-12-05 00:00", mode: .points),
                       ["2026-12-04 10:00–2026-12-04 10:01", "2026-12-04 11:00–2026-12-04 11:01", "2026-12-04 12:00–2026-12-04 12:01"])
    }

    func testStateAtAnInstantAndTheNextChange() throws {
        let hours = try OpeningHours("Mo-Fr 08:00-18:00; Sa 10:00-14:00 \"short day\"")
        XCTAssertEqual(hours.state(at: t("2026-12-04 12:00")).state, .open)
        XCTAssertEqual(hours.state(at: t("2026-12-04 18:00")).state, .closed)
        XCTAssertEqual(hours.state(at: t("2026-12-05 11:00")).state, .unknown)
        XCTAssertEqual(hours.state(at: t("2026-12-05 11:00")).comment, "short day")
        XCTAssertEqual(hours.nextChange(after: t("2026-12-04 12:00")), t("2026-12-04 18:00"))
        XCTAssertEqual(hours.nextChange(after: t("2026-12-04 18:00")), t("2026-12-05 10:00"))
        XCTAssertEqual(hours.nextChange(after: t("2026-12-05 15:00")), t("2026-12-07 08:00"))
        XCTAssertNil(try OpeningHours("24/7").nextChange(after: t("2026-12-04 12:00")))
        XCTAssertEqual(try OpeningHours("Fr 22:00-02:00").nextChange(after: t("2026-12-04 23:00")), t("2026-12-05 02:00"))
    }

    func testCoordinatesOffTheGlobeFallBackToTheConstantSunTimes() throws {
        let nowhere = HoursLocation(latitude: .nan, longitude: 400)
        XCTAssertEqual(try spans("sunrise-sunset", "2026-12-04 00:00", "2026-12-05 00:00", location: nowhere),
                       ["2026-12-04 06:00–2026-12-04 18:00"])
        XCTAssertNil(LocalTime("99999-01-01 00:00"))
        XCTAssertNil(LocalTime("2026-02-30 00:00"))
    }

    func testWeekStable() throws {
        XCTAssertTrue(try OpeningHours("Mo-Fr 08:00-18:00; Sa off").isWeekStable)
        XCTAssertFalse(try OpeningHours("Mo[1] 08:00-18:00").isWeekStable)
        XCTAssertFalse(try OpeningHours("Dec 08:00-18:00").isWeekStable)
        XCTAssertFalse(try OpeningHours("sunrise-sunset", location: HoursLocation(latitude: 60, longitude: 25)).isWeekStable)
        XCTAssertTrue(try OpeningHours("sunrise-sunset").isWeekStable)
    }
}
