import NearbyFormats
import Foundation
import XCTest
@testable import NearbyHours

/// Holidays of a few years per country, against the reference's definitions (opening_hours.js's
/// holiday tables, which name and date them as its evaluation cases expect).
final class HolidayCalendarTests: XCTestCase {
    func dates(_ country: String, _ state: String? = nil, _ year: Int) throws -> [String: String] {
        let calendar = try XCTUnwrap(HolidayCalendar.forPlace(country: country, state: state))
        var result: [String: String] = [:]
        for (day, name) in calendar.holidays(in: year) {
            let d = CivilCalendar.date(of: day)
            result[String(format: "%02d-%02d", d.month, d.day)] = name
        }
        return result
    }

    /// Each of `expected`'s days is the named holiday in `holidays` (others may be there too).
    func expect(_ holidays: [String: String], _ expected: KeyValuePairs<String, String>,
                file: StaticString = #filePath, line: UInt = #line) {
        for (day, name) in expected {
            XCTAssertEqual(holidays[day], name, day, file: file, line: line)
        }
    }

    func testFinland() throws {
        expect(try dates("FI", nil, 2026), [
            "04-03": "pitkäperjantai - långfredagen",
            "04-06": "toinen pääsiäispäivä - annandag påsk",
            "05-14": "helatorstai - Kristi himmelsfärdsdag",
            "06-20": "juhannuspäivä - midsommardagen",
            "10-31": "pyhäinpäivä - alla helgons dag",
            "12-06": "itsenäisyyspäivä - självständighetsdagen",
        ])
        // Midsummer Eve and Christmas Eve are days off by custom, not in the reference's table.
        XCTAssertNil(try dates("FI", nil, 2026)["06-19"])
        XCTAssertNil(try dates("FI", nil, 2026)["12-24"])
        expect(try dates("FI", nil, 2025), [
            "06-21": "juhannuspäivä - midsommardagen",
            "11-01": "pyhäinpäivä - alla helgons dag",
        ])
        XCTAssertEqual(try dates("FI", nil, 2024)["11-02"], "pyhäinpäivä - alla helgons dag")
    }

    func testGermanStatesDiffer() throws {
        expect(try dates("DE", "Baden-Württemberg", 2026), [
            "06-04": "Fronleichnam",
            "01-06": "Heilige Drei Könige",
            "05-25": "Pfingstmontag",
        ])
        let hb = try dates("DE", "Bremen", 2026)
        XCTAssertNil(hb["06-04"])
        XCTAssertEqual(hb["10-31"], "Reformationstag")
        XCTAssertNil(try dates("DE", "Bayern", 2017)["10-31"], "the reference has no one-off 2017 holiday")
        XCTAssertNil(try dates("DE", nil, 2026)["06-04"], "Corpus Christi only in the states that keep it")
        XCTAssertEqual(try dates("DE", "Sachsen", 2026)["11-18"], "Buß- und Bettag")
    }

    func testUnitedStatesObservedDaysAndHawaii() throws {
        let us = try dates("US", nil, 2026)
        expect(us, [
            "01-19": "Martin Luther King Jr. Day",
            "05-25": "Memorial Day",
            "07-03": "Independence Day",  // 4 July 2026 is a Saturday: Friday is added
            "07-04": "Independence Day",  // the reference keeps the day itself too
        ])
        XCTAssertEqual(us["11-26"], "Thanksgiving Day")
        XCTAssertEqual(try dates("US", nil, 2027)["12-24"], "Christmas Day", "25 December 2027 is a Saturday")
        XCTAssertNil(try dates("US", nil, 2026)["03-31"], "César Chávez Day is California's only")
        XCTAssertEqual(try dates("US", "California", 2026)["03-31"], "César Chávez Day")
        XCTAssertEqual(try dates("US", "Alaska", 2026)["03-30"], "Seward's Day")
        XCTAssertEqual(try dates("US", "Connecticut", 2026)["02-12"], "Lincoln's Birthday")
        expect(try dates("US", "Hawaii", 2026), [
            "03-26": "Prince Jonah Kuhio Kalanianaole Day",
            "06-11": "Kamehameha Day",
            "08-21": "Statehood Day",
        ])
    }

    func testUnitedKingdomSubstituteDays() throws {
        expect(try dates("GB", nil, 2026), [
            "05-04": "Early May bank holiday",
            "08-31": "Summer bank holiday",
            "12-28": "Boxing Day (substitute day)",  // 26 December 2026 is a Saturday
        ])
        expect(try dates("GB", nil, 2022), [
            "12-26": "Boxing Day",
            "12-27": "Christmas Day (substitute day)",  // 25 December 2022 was a Sunday
        ])
        expect(try dates("GB", "Scotland", 2023), [
            "01-02": "New Year’s Day (substitute day)",
            "01-03": "2nd January (substitute day)",
            "08-07": "Summer bank holiday",
            "11-30": "St. Andrew’s Day",
        ])
    }

    func testPresetCountries() throws {
        // (country, state, year, day, holiday): one row a fact of the law.
        let facts: [(String, String?, Int, String, String)] = [
            ("ZA", nil, 2026, "04-06", "Family Day"),
            ("ZA", nil, 2021, "12-27", "Public Holiday"),  // a Sunday holiday adds the Monday
            ("IN", nil, 2026, "01-26", "Republic Day"),
            ("JP", nil, 2026, "01-12", "成人の日"),
            ("JP", nil, 2026, "03-20", "春分の日"),
            ("JP", nil, 2026, "09-23", "秋分の日"),
            ("AU", nil, 2027, "12-28", "Boxing Day"),
            ("HK", nil, 2026, "04-04", "The day following Good Friday"),
            ("MX", nil, 2026, "02-02", "Día de la Constitución"),
            ("MX", nil, 2026, "03-16", "Natalicio de Benito Juárez"),
            ("MX", nil, 2026, "11-16", "Día de la Revolución"),
            ("BR", "Rio de Janeiro", 2026, "02-17", "Carnaval"),
            ("BR", nil, 2026, "10-04", "Dia de Eleição"),
            ("BR", nil, 2026, "10-25", "Dia de Eleição"),
            ("RU", nil, 2026, "06-12", "День России"),
            ("RU", "Саратовская область", 2014, "04-29", "Радоница"),
            ("CZ", nil, 2026, "07-06", "Den upálení mistra Jana Husa"),
            ("SE", nil, 2026, "06-06", "nationaldagen"),
        ]
        for (country, state, year, day, holiday) in facts {
            XCTAssertEqual(try dates(country, state, year)[day], holiday, "\(country) \(state ?? "") \(year)-\(day)")
        }
        XCTAssertNil(try dates("BR", nil, 2025)["10-05"], "no general election in odd years")
        XCTAssertNil(try dates("RU", "Республика Коми", 2025)["03-30"])
    }

    /// Every definition of the reference's tables is understood, and every country and state has holidays.
    func testEveryDefinitionOfTheReferenceIsRead() throws {
        var regions = 0
        for line in HolidayBook.lines.split(separator: "\n") {
            let parts = line.split(separator: "\t")
            let entries = parts[1].split(separator: "§")
            XCTAssertEqual(entries.compactMap { HolidayRule(entry: $0) }.count, entries.count, String(parts[0]))
            let key = parts[0].split(separator: "/", maxSplits: 1)
            let calendar = try XCTUnwrap(HolidayCalendar.forPlace(country: String(key[0]), state: key.count > 1 ? String(key[1]) : nil))
            XCTAssertFalse(calendar.holidays(in: 2026).isEmpty, String(parts[0]))
            regions += 1
        }
        XCTAssertGreaterThan(regions, 150)
    }

    /// A shift moves the day itself; a substitute adds one beside it.
    func testShiftsMoveAndSubstitutesAdd() throws {
        let au2025 = try dates("AU", nil, 2025)
        XCTAssertEqual(au2025["01-27"], "Australia Day", "26 January 2025 was a Sunday")
        XCTAssertNil(au2025["01-26"])
        let za2021 = try dates("ZA", nil, 2021)
        XCTAssertEqual(za2021["12-26"], "Day of Goodwill")
        XCTAssertEqual(za2021["12-27"], "Public Holiday")
        XCTAssertNil(try dates("BR", nil, 2025)["10-26"], "election days in even years only")
        XCTAssertEqual(try dates("BR", nil, 2026)["10-25"], "Dia de Eleição")
    }

    /// The gazetteer's English names of states find the reference's.
    func testTheGazetteersStateNamesFindTheReferences() throws {
        XCTAssertEqual(try dates("DE", "Bavaria", 2026)["06-04"], "Fronleichnam")
        XCTAssertEqual(try dates("DE", "Saxony", 2026)["11-18"], "Buß- und Bettag")
        XCTAssertNil(try dates("DE", "City state Bremen", 2026)["06-04"])
        XCTAssertEqual(try dates("RU", "Chechnya", 2014), try dates("RU", "Чечня", 2014))
        XCTAssertNotEqual(try dates("RU", "Tatarstan Republic", 2014), try dates("RU", nil, 2014))
    }

    func testUnknownCountriesHaveNoCalendar() {
        XCTAssertNil(HolidayCalendar.forPlace(country: "NONE", state: nil))
        XCTAssertThrowsError(try OpeningHours("Mo-Fr 10:00-20:00; PH off", location: HoursLocation(country: "NONE"))) {
            XCTAssertEqual(($0 as? HoursSyntaxError)?.column, 20)
        }
    }
}
