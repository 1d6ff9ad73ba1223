import NearbyFormats

/// The movable days the reference's holiday definitions name (`easter`, `firstJanuaryMonday`,
/// `nextMo-Fr17March`, `mondayBefore20Jun`, …), read from their names. Weekdays count from Sunday = 0.
enum MovableDay: Sendable, Equatable {
    case easter, orthodoxEaster, victoriaDay, canadaDay, springEquinox, autumnalEquinox
    /// The first (`nth` 1) or last (`nth` -1) weekday of a month.
    case nth(month: Int, weekday: Int, nth: Int)
    /// The date itself when its weekday is in `weekdays`, else the next day that is.
    case onOrAfter(month: Int, day: Int, weekdays: ClosedRange<Int>)
    /// The last given weekday strictly before the date.
    case before(month: Int, day: Int, weekday: Int)

    private static let months = ["january", "february", "march", "april", "may", "june", "july", "august",
                                 "september", "october", "november", "december"]
    private static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    private static let short: [String: Int] = ["Su": 0, "Mo": 1, "Tu": 2, "We": 3, "Th": 4, "Fr": 5, "Sa": 6]

    init?(name: String) {
        switch name {
        case "easter": self = .easter
        case "orthodox_easter": self = .orthodoxEaster
        case "victoriaDay": self = .victoriaDay
        case "canadaDay": self = .canadaDay
        case "springEquinox": self = .springEquinox
        case "autumnalEquinox": self = .autumnalEquinox
        default:
            guard let parsed = Self.parse(name) else { return nil }
            self = parsed
        }
    }

    private static func parse(_ name: String) -> MovableDay? {
        let lower = name.lowercased()
        for (prefix, nth) in [("first", 1), ("last", -1)] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            guard let m = months.firstIndex(where: { rest.hasPrefix($0) }),
                  let w = weekdays.firstIndex(of: String(rest.dropFirst(months[m].count))) else { return nil }
            return .nth(month: m + 1, weekday: w, nth: nth)
        }
        if lower.hasPrefix("next") {
            let rest = name.dropFirst(4)
            // `nextMo-Fr17March`: a range of weekdays; `nextSaturday20Jun`: one weekday.
            let range: ClosedRange<Int>
            let tail: Substring
            if rest.count > 5, rest[rest.index(rest.startIndex, offsetBy: 2)] == "-",
               let a = short[String(rest.prefix(2))], let b = short[String(rest.dropFirst(3).prefix(2))], a <= b {
                range = a...b
                tail = rest.dropFirst(5)
            } else if let w = weekdays.firstIndex(where: { rest.lowercased().hasPrefix($0) }) {
                range = w...w
                tail = rest.dropFirst(weekdays[w].count)
            } else {
                return nil
            }
            guard let (month, day) = monthDay(tail) else { return nil }
            return .onOrAfter(month: month, day: day, weekdays: range)
        }
        if let w = weekdays.firstIndex(where: { lower.hasPrefix($0 + "before") }) {
            guard let (month, day) = monthDay(name.dropFirst(weekdays[w].count + 6)) else { return nil }
            return .before(month: month, day: day, weekday: w)
        }
        return nil
    }

    /// `17March`, `20Jun`, `07August`.
    private static func monthDay(_ text: Substring) -> (Int, Int)? {
        let digits = text.prefix { $0.isNumber }
        guard let day = Int(digits) else { return nil }
        let word = text.dropFirst(digits.count).lowercased()
        guard word.count >= 3, let m = months.firstIndex(where: { $0.hasPrefix(word) }) else { return nil }
        return (m + 1, day)
    }

    /// Sunday = 0 … Saturday = 6.
    static func weekday(_ day: Int) -> Int { (CivilCalendar.weekday(of: day) + 1) % 7 }

    /// The day (from 1970-01-01) in a Gregorian year; nil where the reference has no date (equinoxes outside 1900–2099).
    func day(in year: Int) -> Int? {
        switch self {
        case .easter:
            return CivilCalendar.easter(year: year)
        case .orthodoxEaster:
            // The Julian computus, moved to the Gregorian calendar (valid 1900–2099).
            let d = (19 * (year % 19) + 15) % 30
            let e = (2 * (year % 4) + 4 * (year % 7) - d + 34) % 7
            return CivilCalendar.day(year: year, month: 4, day: d + e + 4)
        case .victoriaDay:
            let may24 = CivilCalendar.day(year: year, month: 5, day: 24)
            return may24 - (6 + Self.weekday(may24)) % 7
        case .canadaDay:
            let july1 = CivilCalendar.day(year: year, month: 7, day: 1)
            return Self.weekday(july1) == 0 ? july1 + 1 : july1
        case .springEquinox:
            return Self.equinox(year, month: 3, rows: Self.springRows)
        case .autumnalEquinox:
            return Self.equinox(year, month: 9, rows: Self.autumnRows)
        case .nth(let month, let weekday, let nth):
            if nth > 0 {
                let first = CivilCalendar.day(year: year, month: month, day: 1)
                return first + (weekday - Self.weekday(first) + 7) % 7
            }
            let last = CivilCalendar.day(year: year, month: month, day: CivilCalendar.daysInMonth(year: year, month: month))
            return last - (Self.weekday(last) - weekday + 7) % 7
        case .onOrAfter(let month, let day, let weekdays):
            let start = CivilCalendar.day(year: year, month: month, day: day)
            let w = Self.weekday(start)
            return weekdays.contains(w) ? start : start + (weekdays.lowerBound - w + 7) % 7
        case .before(let month, let day, let weekday):
            let date = CivilCalendar.day(year: year, month: month, day: day)
            let back = (Self.weekday(date) - weekday + 7) % 7
            return date - (back == 0 ? 7 : back)
        }
    }

    /// Japan's equinox days as the reference tabulates them: (first year, last year, the years' remainders
    /// mod 4 that fall on `early`, `early`, otherwise `early + 1`).
    private static let springRows: [(ClosedRange<Int>, Set<Int>, Int)] = [
        (1900...1923, [0, 1, 2], 21), (1924...1959, [0, 1, 2, 3], 21), (1960...1991, [0], 20),
        (1992...2023, [0, 1], 20), (2024...2055, [0, 1, 2], 20), (2056...2091, [0, 1, 2, 3], 20),
        (2092...2099, [0], 19),
    ]
    private static let autumnRows: [(ClosedRange<Int>, Set<Int>, Int)] = [
        (1900...1919, [0], 23), (1920...1947, [0, 1], 23), (1948...1979, [0, 1, 2], 23),
        (1980...2011, [0, 1, 2, 3], 23), (2012...2043, [0], 22), (2044...2075, [0, 1], 22),
        (2076...2099, [0, 1, 2], 22),
    ]

    private static func equinox(_ year: Int, month: Int, rows: [(ClosedRange<Int>, Set<Int>, Int)]) -> Int? {
        guard let row = rows.first(where: { $0.0.contains(year) }) else { return nil }
        let day = row.1.contains(year % 4) ? row.2 : row.2 + 1
        return CivilCalendar.day(year: year, month: month, day: day)
    }
}
