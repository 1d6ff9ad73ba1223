import NearbyFormats

/// Whether a rule's date selectors take a given day.
extension RuleEvaluator {
    struct Match {
        var matches: Bool
        /// The holiday's name when a `PH` item is what matched.
        var comment: String?
        /// `SH` where no school-holiday data exists: the day is unknown.
        var forcedUnknown = false

        static let no = Match(matches: false)
    }

    func match(_ rule: HoursRule, day: Int) -> Match {
        var result = Match(matches: true)
        guard !rule.selectors.isEmpty else { return result }
        let date = CivilCalendar.date(of: day)
        for group in rule.selectors {
            switch group {
            case .years(let ranges):
                guard ranges.contains(where: { $0.contains(date.year) }) else { return .no }
            case .weeks(let ranges):
                let week = CivilCalendar.isoWeek(of: day)
                guard ranges.contains(where: { week >= $0.from && week <= $0.to && (week - $0.from) % $0.step == 0 }) else {
                    return .no
                }
            case .dates(let ranges):
                guard ranges.contains(where: { matches($0, day: day, date: date) }) else { return .no }
            case .weekdays(let items):
                var any = false
                for item in items {
                    switch item {
                    case .publicHoliday(let offset):
                        if let name = holidayName(on: day - offset) {
                            any = true
                            result.comment = offset == 0 ? name : (offset > 0 ? "Day after \(name)" : "Day before \(name)")
                        }
                    case .schoolHoliday:
                        any = true
                        result.forcedUnknown = true
                        result.comment = result.comment ?? Self.noSchoolHolidaysComment
                    default:
                        if !any, matches(item, day: day) { any = true }
                    }
                }
                guard any else { return .no }
            }
        }
        return result
    }

    /// The public holiday on a day, from the year's list computed once per evaluation.
    func holidayName(on day: Int) -> String? {
        guard let holidays = context.holidays else { return nil }
        let year = CivilCalendar.date(of: day).year
        if let known = holidayYears.days[year] { return known[day] }
        var days: [Int: String] = [:]
        for (d, name) in holidays.holidays(in: year) where days[d] == nil { days[d] = name }
        holidayYears.days[year] = days
        return days[day]
    }

    private func matches(_ item: WeekdayItem, day: Int) -> Bool {
        switch item {
        case .range(let from, let to):
            let weekday = CivilCalendar.weekday(of: day)
            return from <= to ? (weekday >= from && weekday <= to) : (weekday >= from || weekday <= to)
        case .nth(let weekday, let nths, let offset):
            let base = day - offset
            guard CivilCalendar.weekday(of: base) == weekday else { return false }
            let date = CivilCalendar.date(of: base)
            let fromStart = (date.day - 1) / 7 + 1
            let fromEnd = -((CivilCalendar.daysInMonth(year: date.year, month: date.month) - date.day) / 7 + 1)
            return nths.contains(fromStart) || nths.contains(fromEnd)
        case .publicHoliday, .schoolHoliday:
            return false
        }
    }

    private func matches(_ range: DateRange, day: Int, date: (year: Int, month: Int, day: Int)) -> Bool {
        let year = date.year, month = date.month
        switch range {
        case .months(let from, let to):
            return from <= to ? (month >= from && month <= to) : (month >= from || month <= to)
        case .dates(let from, let to, 1) where from.year == nil && from.offsetDays == 0 && (to?.year == nil)
            && (to?.offsetDays ?? 0) == 0:
            // Fixed days without years or offsets compare as (month, day), wrapping over New Year.
            guard case .fixed(let m1, let d1) = from.anchor else { break }
            let here = month * 100 + date.day, start = m1 * 100 + d1
            guard let to else { return here == start }
            guard case .fixed(let m2, let d2) = to.anchor else { break }
            let end = m2 * 100 + d2
            return start <= end ? (here >= start && here <= end) : (here >= start || here <= end)
        default:
            break
        }
        switch range {
        case .months:
            return false
        case .dates(let from, nil, _):
            for y in (year - 1)...(year + 1) where from.year == nil || from.year == y {
                if resolve(from, year: y) == day { return true }
            }
            return false
        case .dates(let from, let to?, let step):
            // A range with years is the one range it names; without, the one that starts this year or last.
            let years = from.year.map { $0...$0 } ?? (year - 1)...year
            for y in years {
                guard let start = resolve(from, year: y) else { continue }
                guard var end = resolve(to, year: to.year ?? y) else { continue }
                if to.year == nil, end < start {
                    // The range wraps over New Year. The reference decides that within the year of the day:
                    // this year's range wraps when this year's end comes before this year's start.
                    if y == year {
                        if day >= start, (day - start) % step == 0 { return true }
                        continue
                    }
                    guard let endHere = resolve(to, year: year), let startHere = resolve(from, year: year),
                          endHere < startHere else { continue }
                    end = endHere
                }
                // The reference reads a movable end (`-easter`) as the day it stops, not the last day.
                if case .easter = to.anchor { end -= 1 }
                if day >= start, day <= end, (day - start) % step == 0 { return true }
            }
            return false
        }
    }

    func resolve(_ point: DatePoint, year: Int) -> Int? {
        let base: Int
        switch point.anchor {
        case .fixed(let month, let day):
            guard day <= CivilCalendar.daysInMonth(year: year, month: month) else { return nil }
            base = CivilCalendar.day(year: year, month: month, day: day)
        case .nthWeekday(let month, let weekday, let nth):
            guard let found = CivilCalendar.nthWeekday(weekday, nth, year: year, month: month) else { return nil }
            base = found
        case .easter:
            base = CivilCalendar.easter(year: year)
        }
        return base + point.offsetDays
    }
}

extension YearRange {
    func contains(_ year: Int) -> Bool {
        year >= from && (openEnded || year <= to) && (year - from) % step == 0
    }
}
