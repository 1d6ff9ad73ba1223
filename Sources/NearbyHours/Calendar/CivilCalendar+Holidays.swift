import NearbyFormats

/// The calendar days opening hours name: ISO weeks, Easter, the nth weekday of a month.
extension CivilCalendar {
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
