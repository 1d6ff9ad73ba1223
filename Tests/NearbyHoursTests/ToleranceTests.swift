import XCTest
@testable import NearbyHours

/// The reference's error tolerance: a sloppy value is read as the proper one it stands for.
final class ToleranceTests: XCTestCase {
    let week = (LocalTime(year: 2026, month: 3, day: 2), LocalTime(year: 2026, month: 3, day: 9))
    let germany = HoursLocation(country: "DE", state: "Baden-Württemberg")

    func intervals(_ value: String, _ location: HoursLocation = HoursLocation()) throws -> [HoursInterval] {
        try OpeningHours(value, location: location).intervals(from: week.0, to: week.1)
    }

    /// Each value reads exactly as the proper one beside it, over a week that has it open.
    func testSloppyValuesReadAsTheProperOnes() throws {
        let cases: [(String, String)] = [
            ("Montags bis sonntags 10:00-12:00", "Mo-Su 10:00-12:00"),
            ("Montag-Sonntags 10:00-12:00", "Mo-Su 10:00-12:00"),
            ("Mo 12:00‐14:00", "Mo 12:00-14:00"), ("Mo 12:00→14:00", "Mo 12:00-14:00"),
            ("Mo 12:00‒14:00", "Mo 12:00-14:00"), ("Mo 12:00−14:00", "Mo 12:00-14:00"),
            ("Mo 12:00ー14:00", "Mo 12:00-14:00"), ("Mo 12:00～14:00", "Mo 12:00-14:00"),
            ("Mo 12:00 to 14:00", "Mo 12:00-14:00"), ("Mo 12:00 до 14:00", "Mo 12:00-14:00"),
            ("Mo 12:00 às 14:00", "Mo 12:00-14:00"), ("Mo 12:00 through 14:00", "Mo 12:00-14:00"),
            ("Mo 12:00-14：00", "Mo 12:00-14:00"), ("Mo 12°°-14:00", "Mo 12:00-14:00"),
            ("Mo ₁₂:₀₀-¹⁴:⁰⁰", "Mo 12:00-14:00"),
            ("10am-12pm,1pm-8pm", "10:00-12:00,13:00-20:00"), ("12:00 a.m. - 12:01am", "00:00-00:01"),
            ("11:59a.m.-12:00 p.m.", "11:59-12:00"),
            ("daily 10:00-12:00", "Mo-Su 10:00-12:00"), ("täglich 10:00-12:00", "Mo-Su 10:00-12:00"),
            ("Mo,Th,weekend 10:00-12:00", "Mo,Th,Sa,Su 10:00-12:00"), ("always", "24/7"), ("nonstop geöffnet", "24/7"),
            ("opening_hours = nonstop geöffnet", "24/7"), ("Öffnungszeiten: nonstop", "24/7"),
            ("Mo – Fr: 9 – 12 Uhr und Mo, Di, Do: 15 – 18 Uhr", "Mo-Fr 09:00-12:00, Mo,Tu,Th 15:00-18:00"),
            ("Mo-Fr 08:00-12:00 by appointment", "Mo-Fr 08:00-12:00 \"by appointment\""),
            ("ორშაბათი-პარასკევი 09:00-17:00", "Mo-Fr 09:00-17:00"), ("月曜日-金曜日 09:00-17:00", "Mo-Fr 09:00-17:00"),
            ("الاثنين-الجمعة 09:00-17:00", "Mo-Fr 09:00-17:00"), ("วันจันทร์-วันศุกร์ 09:00-17:00", "Mo-Fr 09:00-17:00"),
            ("24/7: closed \"always closed\"", "24/7 closed \"always closed\""),
        ]
        for (sloppy, proper) in cases {
            let want = try intervals(proper, germany)
            XCTAssertEqual(try intervals(sloppy, germany), want, sloppy)
            XCTAssertTrue(proper.contains("closed") || !want.isEmpty, proper)
        }
    }

    /// A weekday or month name of another language counts where the place, the rule's other names or a
    /// wholly foreign value decide its language, and is refused where it is ambiguous.
    func testForeignNamesAreDecidedByThePlaceAndTheRule() throws {
        let poland = HoursLocation(country: "PL"), lithuania = HoursLocation(country: "LT")
        // `pn` is Monday in Polish and Friday in Lithuanian (2026-03-02 is a Monday).
        XCTAssertEqual(try intervals("pn 10:00-12:00", poland).first?.from, LocalTime(year: 2026, month: 3, day: 2, hour: 10))
        XCTAssertEqual(try intervals("pn 10:00-12:00", lithuania).first?.from, LocalTime(year: 2026, month: 3, day: 6, hour: 10))
        // `listopad` is November in Czech and Polish, October in Croatian.
        XCTAssertThrowsError(try intervals("listopad 12:00-18:00", germany))
        let november = try OpeningHours("listopad 12:00-18:00", location: poland)
            .intervals(from: LocalTime(year: 2026, month: 10, day: 31), to: LocalTime(year: 2026, month: 11, day: 2))
        XCTAssertEqual(november.first?.from, LocalTime(year: 2026, month: 11, day: 1, hour: 12))
        // `Di` (Tuesday in German and Dutch) beside an English `Mo`: refused without a place or a second such name.
        XCTAssertThrowsError(try intervals("Mo,Di 10:00-12:00"))
        XCTAssertEqual(try intervals("Mo,Di 10:00-12:00", germany), try intervals("Mo,Tu 10:00-12:00"))
        XCTAssertEqual(try intervals("Mo,Di,Do 10:00-12:00"), try intervals("Mo,Tu,Th 10:00-12:00"))
        XCTAssertThrowsError(try intervals("spring 10:00-12:00")) { error in
            XCTAssertEqual((error as? HoursSyntaxError)?.column, 1)
        }
    }

    /// Open ends are guessed from the written time as the reference guesses them.
    func testOpenEndsAreGuessedFromTheWrittenTime() throws {
        let after = try intervals("Mo 22:00-04:00+")
        XCTAssertEqual(after.last?.from, LocalTime(year: 2026, month: 3, day: 3, hour: 4))
        XCTAssertEqual(after.last?.to, LocalTime(year: 2026, month: 3, day: 3, hour: 12), "eight hours after 28:00")
        XCTAssertEqual(after.last?.unknown, true)
        let midnight = try intervals("Fr 11:00-24:00+")
        XCTAssertEqual(midnight.last?.to, LocalTime(year: 2026, month: 3, day: 7, hour: 8))
    }
}
