/// Day arithmetic in the proleptic Gregorian calendar; a day is counted from 1970-01-01 (day 0).
enum CivilCalendar {
    /// Day number of a calendar date (days-from-civil, after H. Hinnant's well-known derivation).
    static func day(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The calendar date of a day number.
    static func date(of dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday).
    static func weekday(of dayNumber: Int) -> Int {
        ((dayNumber % 7) + 7 + 3) % 7
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// ISO 8601 week number: week 1 holds the year's first Thursday.
    static func isoWeek(of dayNumber: Int) -> Int {
        let thursday = dayNumber - weekday(of: dayNumber) + 3
        let year = date(of: thursday).year
        let jan1 = day(year: year, month: 1, day: 1)
        return (thursday - jan1) / 7 + 1
    }

    /// Easter Sunday of a Gregorian year (the anonymous "Meeus/Jones/Butcher" computus).
    static func easter(year: Int) -> Int {
        let a = year % 19, b = year / 100, c = year % 100
        let d = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let dom = (h + l - 7 * m + 114) % 31 + 1
        return day(year: year, month: month, day: dom)
    }

    /// The nth (1…5, or -1…-5 from the end) given weekday of a month, or nil when the month has none.
    static func nthWeekday(_ weekday: Int, _ nth: Int, year: Int, month: Int) -> Int? {
        if nth > 0 {
            let first = day(year: year, month: month, day: 1)
            let offset = (weekday - self.weekday(of: first) + 7) % 7
            let result = first + offset + (nth - 1) * 7
            return result < first + daysInMonth(year: year, month: month) ? result : nil
        }
        let last = day(year: year, month: month, day: daysInMonth(year: year, month: month))
        let offset = (self.weekday(of: last) - weekday + 7) % 7
        let result = last - offset + (nth + 1) * 7
        return result >= day(year: year, month: month, day: 1) ? result : nil
    }
}
