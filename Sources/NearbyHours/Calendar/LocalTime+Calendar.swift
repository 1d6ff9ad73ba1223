import NearbyFormats

/// The calendar date and weekday of a local time, for showing it ("Tu 24 Dec 10:00").
extension LocalTime {
    /// The calendar date (proleptic Gregorian).
    public var date: (year: Int, month: Int, day: Int) { CivilCalendar.date(of: day) }

    /// 0 = Monday … 6 = Sunday.
    public var weekday: Int { CivilCalendar.weekday(of: day) }

    /// Hours and minutes after local midnight (0…23, 0…59).
    public var hourMinute: (hour: Int, minute: Int) {
        let m = minutes - day * 1440
        return (m / 60, m % 60)
    }

    /// Local midnight that starts the day `days` after this one.
    public func midnight(plusDays days: Int = 0) -> LocalTime { LocalTime(minutes: (day + days) * 1440) }
}
