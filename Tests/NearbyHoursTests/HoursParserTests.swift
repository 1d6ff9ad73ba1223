import XCTest
@testable import NearbyHours

/// Each construct of the specification, read and written back.
final class HoursParserTests: XCTestCase {
    func canonical(_ value: String, mode: HoursMode = .ranges, country: String? = "DE") throws -> String {
        try OpeningHours(value, mode: mode, location: HoursLocation(country: country, state: "Berlin")).canonical
    }

    func testConstructsRoundTrip() throws {
        for value in [
            "Mo-Fr 08:00-18:00; Sa 10:00-14:00", "22:00-02:00; Tu 12:00-14:00", "Tu 23:59-48:00", "17:00+",
            "14:00-17:00+", "Mo off", "Mo unknown \"call\"", "We[4,5] 10:00-12:00", "Sa[-1] +3 days 10:00-12:00",
            "Jan 23-31 00:00-24:00", "Jan 23-Feb 12", "2013 Dec 31,2014 Jan 05", "week 02-52/6 Fr 00:00-24:00",
            "easter -7 days-Nov 01", "Dec 25-easter", "(sunrise+01:02)-(sunset-00:30)", "dawn-dusk", "PH off",
            "PH +1 day", "PH -1 day Mo-We", "SH Mo-Fr", "2012-2016/2 Mo", "2055+ Mo", "Jan Su[2]-Jan 15",
            "Mo 10:00-12:00 || \"by appointment\"", "Mo-Fr 10:00-16:00, We 12:00-18:00", "Apr-Sep; Oct-Dec \"on request\"",
        ] {
            XCTAssertEqual(try canonical(value), value)
        }
        XCTAssertEqual(try canonical("Mo-Fr 10:00-16:00/01:30", mode: .points), "Mo-Fr 10:00-16:00/01:30")
        XCTAssertEqual(try canonical("Mo 12:00,15:00", mode: .points), "Mo 12:00,15:00")
    }

    func testTolerancesFoldIntoTheCanonicalForm() throws {
        let cases: [(String, String)] = [
            ("Tu12:00-14:00", "Tu 12:00-14:00"), ("Mo-Fr: 08.00-18.00", "Mo-Fr 08:00-18:00"),
            ("17:00-late", "17:00+"), ("17:00 till late", "17:00+"), ("17:00 bis Open End", "17:00+"),
            ("Mo: geschlossen, Di: 14-18Uhr", "Mo off, Tu 14:00-18:00"), ("24/7", "00:00-24:00"),
            ("Mo and We", "Mo,We"), ("Mo&We", "Mo,We"), ("public holidays", "PH"), ("day after public holiday", "PH +1 day"),
            ("Easter - 07 days - Nov 01", "easter -7 days-Nov 01"), ("Dec 24.,Jan 02", "Dec 24,Jan 02"),
            ("   monday,    Tu, wE,   TH    12:00 - 20:00", "Mo,Tu,We,Th 12:00-20:00"), ("janvier", "Jan"),
            ("понедельник-пятница 09:00-17:00", "Mo-Fr 09:00-17:00"), ("0-24", "00:00-24:00"),
            ("SH on work days", "SH Mo-Fr"), ("Mo-Fr 13:00-17:00 open nach Vereinbarung", "Mo-Fr 13:00-17:00 open \"Nach Vereinbarung\""),
            ("Mo–Fr 10:00–12:00", "Mo-Fr 10:00-12:00"),
        ]
        for (value, expected) in cases { XCTAssertEqual(try canonical(value), expected, value) }
        XCTAssertEqual(try canonical("pn 10:00-12:00", country: "PL"), "Mo 10:00-12:00")
        XCTAssertThrowsError(try canonical("pn 10:00-12:00"))
    }

    func testErrorsAreOneSentenceNamingTheColumn() {
        let cases: [(String, Int)] = [
            ("", 1), ("Mo-Fr 25:00-26:00", 7), ("listopad 12:00-18:00", 1), ("Mo-Fr 10:00-12:00; ;", 20),
            ("week 54", 6), ("week 00", 6), ("Feb 30", 1), ("Mo,,Th", 3), ("12:00", 1), ("Sa[1,0,3]", 6),
            ("easter +1000 days", 9), ("99999 Jan 01", 1), ("2014-2012", 1), ("Mo 10:00-12:00 »x«", 16),
            ("21:00-22:60", 7), ("PH + 2 day", 1), ("Tu 23:59-48:00+", 4), ("\"open", 1),
        ]
        for (value, column) in cases {
            XCTAssertThrowsError(try canonical(value), value) { error in
                guard let error = error as? HoursSyntaxError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.column, column, "\(value): \(error)")
                let text = error.description
                XCTAssertTrue(text.hasSuffix("at column \(column)."), text)
                XCTAssertEqual(text.filter { $0 == "." }.count, 1, text)
            }
        }
    }

    func testAbsurdValuesAreBoundedInTimeAndMemory() throws {
        let clock = ContinuousClock()
        let started = clock.now
        let repeated = String(repeating: "Mo-Su 00:00-24:00; ", count: 10_000)
        XCTAssertThrowsError(try OpeningHours(repeated)) { XCTAssertTrue("\($0)".contains("4096"), "\($0)") }
        let megabyte = String(repeating: "a", count: 1 << 20)
        XCTAssertThrowsError(try OpeningHours(megabyte))
        // The longest value that is read: 200 rules, evaluated over a year.
        let long = Array(repeating: "Mo-Su 00:00-24:00", count: 200).joined(separator: "; ")
        let hours = try OpeningHours(long)
        XCTAssertEqual(hours.intervals(from: LocalTime(year: 2026, month: 1, day: 1), to: LocalTime(year: 2027, month: 1, day: 1)).count, 1)
        // A century is cut to the maximum range.
        let open = try OpeningHours("Mo 10:00-11:00")
        let century = open.intervals(from: LocalTime(year: 2000, month: 1, day: 1), to: LocalTime(year: 2100, month: 1, day: 1))
        XCTAssertLessThanOrEqual(century.count, OpeningHours.maximumDays / 7 + 1)
        XCTAssertLessThan(clock.now - started, .seconds(20))
    }
}
