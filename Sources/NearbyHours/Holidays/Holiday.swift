import NearbyFormats

/// One public holiday as a rule that gives its day in a year (nil: not that year).
struct Holiday: Sendable {
    let name: String
    let date: @Sendable (Int) -> Int?

    init(_ name: String, _ date: @escaping @Sendable (Int) -> Int?) {
        self.name = name
        self.date = date
    }

    static func fixed(_ name: String, _ month: Int, _ day: Int, since: Int = 0) -> Holiday {
        Holiday(name) { $0 >= since ? CivilCalendar.day(year: $0, month: month, day: day) : nil }
    }

    static func easter(_ name: String, _ offset: Int) -> Holiday {
        Holiday(name) { CivilCalendar.easter(year: $0) + offset }
    }

    static func orthodoxEaster(_ name: String, _ offset: Int) -> Holiday {
        Holiday(name) { Holiday.julianEaster($0) + offset }
    }

    /// `nth` weekday (0 = Monday) of a month; negative counts from the end.
    static func nth(_ name: String, _ month: Int, _ weekday: Int, _ nth: Int, since: Int = 0) -> Holiday {
        Holiday(name) { $0 >= since ? CivilCalendar.nthWeekday(weekday, nth, year: $0, month: month) : nil }
    }

    /// The first given weekday on or after a date (Finland's Midsummer and All Saints' Saturdays).
    static func weekday(_ name: String, _ weekday: Int, onOrAfter month: Int, _ day: Int) -> Holiday {
        Holiday(name) { year in
            let first = CivilCalendar.day(year: year, month: month, day: day)
            return first + (weekday - CivilCalendar.weekday(of: first) + 7) % 7
        }
    }

    /// A fixed date moved off the weekend: Saturday to `saturday` days, Sunday to `sunday` days.
    static func moved(_ name: String, _ month: Int, _ day: Int, saturday: Int, sunday: Int, since: Int = 0) -> Holiday {
        Holiday(name) { year in
            guard year >= since else { return nil }
            let d = CivilCalendar.day(year: year, month: month, day: day)
            switch CivilCalendar.weekday(of: d) {
            case 5: return d + saturday
            case 6: return d + sunday
            default: return d
            }
        }
    }

    /// Only when the date falls on a weekend: the substitute weekday (`offsets` by Saturday, Sunday).
    static func substitute(_ name: String, _ month: Int, _ day: Int, saturday: Int?, sunday: Int?) -> Holiday {
        Holiday(name) { year in
            let d = CivilCalendar.day(year: year, month: month, day: day)
            switch CivilCalendar.weekday(of: d) {
            case 5: return saturday.map { d + $0 }
            case 6: return sunday.map { d + $0 }
            default: return nil
            }
        }
    }

    /// A day of the Islamic year by the tabular (arithmetic) calendar with the astronomical epoch,
    /// which the announced dates of Eid match in most years; one per Gregorian year (the rare second is dropped).
    static func islamic(_ name: String, month: Int, day: Int) -> Holiday {
        Holiday(name) { year in
            let estimate = (year - 622) * 33 / 32
            for hijri in (estimate - 1)...(estimate + 2) {
                let d = day + (59 * (month - 1) + 1) / 2 + (hijri - 1) * 354 + (3 + 11 * hijri) / 30 + 1_948_438 - 2_440_588
                if CivilCalendar.date(of: d).year == year { return d }
            }
            return nil
        }
    }

    /// Orthodox Easter Sunday as a Gregorian day number (Julian computus; valid 1900–2099, 13 days apart).
    static func julianEaster(_ year: Int) -> Int {
        let a = year % 4, b = year % 7, c = year % 19
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        return CivilCalendar.day(year: year, month: month, day: day) + 13
    }
}

/// The public holidays of one country (and state), looked up by day.
public struct HolidayCalendar: Sendable {
    /// The reference's definitions (most countries).
    let rules: [HolidayRule]
    /// Written here for countries the reference does not define.
    let holidays: [Holiday]

    init(_ holidays: [Holiday]) {
        self.holidays = holidays
        rules = []
    }

    init(rules: [HolidayRule]) {
        self.rules = rules
        holidays = []
    }

    /// The holiday's name on a day (day number from 1970-01-01), or nil.
    public func name(on day: Int) -> String? {
        let year = CivilCalendar.date(of: day).year
        if !rules.isEmpty { return HolidayBook.holidays(rules, in: year).first { $0.day == day }?.name }
        for holiday in holidays where holiday.date(year) == day { return holiday.name }
        return nil
    }

    /// Every holiday of a year, in date order.
    public func holidays(in year: Int) -> [(day: Int, name: String)] {
        if !rules.isEmpty { return HolidayBook.holidays(rules, in: year).filter { CivilCalendar.date(of: $0.day).year == year } }
        return holidays.compactMap { h in h.date(year).map { ($0, h.name) } }
            .filter { CivilCalendar.date(of: $0.0).year == year }
            .sorted { $0.0 < $1.0 }
    }

    /// The calendar for an ISO country code and, where holidays differ, a state or region name.
    public static func forPlace(country: String, state: String?) -> HolidayCalendar? {
        if let rules = HolidayBook.rules(country: country, state: state), !rules.isEmpty {
            return HolidayCalendar(rules: rules)
        }
        guard let list = HolidayTables.holidays(country: country.uppercased(), state: state) else { return nil }
        return HolidayCalendar(list)
    }
}
