import NearbyFormats

/// Wide-range selectors: years, months and dates, weeks; and the weekday/holiday group.
extension HoursParser {
    /// Years written out are read from 1900 to 9999; beyond that no calendar rule is meaningful.
    static let years = 1900...9999

    /// `2012`, `2012-2014/2`, `2055+`, or a date with a year (`2013 Dec 31`).
    mutating func parseYearsOrDates() throws(HoursSyntaxError) -> SelectorGroup {
        if startsDateWithYear(at: index) { return .dates(try parseDates()) }
        var ranges: [YearRange] = []
        repeat {
            let column = self.column
            let from = try year()
            var range = YearRange(from: from, to: from)
            if take("+") {
                range.openEnded = true
                range.to = Self.years.upperBound
            } else if take("-") {
                range.to = try year()
                guard range.to > from else {
                    throw HoursSyntaxError(column: column, "The year range must run forwards (\(from)-\(range.to))")
                }
            }
            if take("/") {
                range.step = try number(maxDigits: 4).value
                guard range.step >= 1 else { throw HoursSyntaxError(column: column, "A year step must be at least 1") }
                if range.from == range.to { range.to = Self.years.upperBound; range.openEnded = true }
            }
            ranges.append(range)
        } while continues(with: { parser, p in
            if case .number(_, 4)? = parser.kind(at: p), !parser.startsDateWithYear(at: p) { return true }
            return false
        })
        return .years(ranges)
    }

    private mutating func year() throws(HoursSyntaxError) -> Int {
        let column = self.column
        let (value, digits) = try number(maxDigits: 5)
        guard digits == 4, Self.years.contains(value) else {
            throw HoursSyntaxError(column: column, "A year must be between \(Self.years.lowerBound) and \(Self.years.upperBound)")
        }
        return value
    }

    /// A year that begins a date (`2013 Dec 31`, `2013 easter`); before a bare month it is a year selector.
    func startsDateWithYear(at p: Int) -> Bool {
        guard case .number(_, 4)? = kind(at: p) else { return false }
        switch kind(at: p + 1) {
        case .keyword(.easter)?: return true
        case .month?:
            if case .number(_, let digits)? = kind(at: p + 2), digits <= 2 { return true }
            return false
        default: return false
        }
    }

    /// After a comma, continue the group only when the next item is of the same kind.
    private mutating func continues(with startsItem: (HoursParser, Int) -> Bool) -> Bool {
        guard case .symbol(",")? = peek?.kind, startsItem(self, index + 1) else { return false }
        index += 1
        return true
    }

    // MARK: - Dates

    mutating func parseDates() throws(HoursSyntaxError) -> [DateRange] {
        var ranges: [DateRange] = []
        repeat {
            // `Dec 24,25`, `Dec 11,15-17`: a bare day after a day of a month is in that month.
            if case .number(_, let digits)? = peek?.kind, digits <= 2, case .dates(let last, _, _)? = ranges.last,
               last.year == nil, case .fixed(let month, _) = last.anchor {
                ranges.append(try parseDayOfMonth(month))
                continue
            }
            ranges.append(try parseDateRange())
        } while continues(with: { parser, p in
            switch parser.kind(at: p) {
            case .month?, .keyword(.easter)?: return true
            case .number(_, let digits)? where digits <= 2:
                guard case .dates(let last, _, _)? = ranges.last, last.year == nil, case .fixed = last.anchor else { return false }
                return parser.kind(at: p + 1) != .symbol(":")
            default: return parser.startsDateWithYear(at: p)
            }
        })
        return ranges
    }

    /// `25`, `15-17`, `19-23/2` in a given month.
    private mutating func parseDayOfMonth(_ month: Int) throws(HoursSyntaxError) -> DateRange {
        let column = self.column
        let from = try number(maxDigits: 2).value
        try checkDay(month: month, day: from, column: column)
        var to: DatePoint?
        if case .symbol("-")? = peek?.kind, case .number(let day, let digits)? = kind(at: index + 1), digits <= 2 {
            index += 2
            try checkDay(month: month, day: day, column: column)
            guard day >= from else { throw HoursSyntaxError(column: column, "The day range must run forwards") }
            to = DatePoint(anchor: .fixed(month: month, day: day))
        }
        var step = 1
        if to != nil, take("/") {
            step = try number(maxDigits: 3).value
            guard step >= 1 else { throw HoursSyntaxError(column: column, "A day step must be at least 1") }
        }
        return .dates(from: DatePoint(anchor: .fixed(month: month, day: from)), to: to, step: step)
    }

    private enum DateStart { case month(Int), point(DatePoint) }

    private mutating func parseDateRange() throws(HoursSyntaxError) -> DateRange {
        let column = self.column
        switch try parseDatePoint() {
        case .month(let from):
            // `Nov-Feb` is a range of months; a number after it is a time (`Nov-Feb 00-24`).
            guard case .symbol("-")? = peek?.kind, case .month(let to)? = kind(at: index + 1) else {
                return .months(from: from, to: from)
            }
            index += 2
            return .months(from: from, to: to)
        case .point(let from):
            var to: DatePoint?
            if case .symbol("-")? = peek?.kind, startsDatePoint(at: index + 1) {
                index += 1
                if case .number(let day, let digits)? = peek?.kind, digits <= 2, case .fixed(let month, let fromDay) = from.anchor {
                    index += 1
                    try checkDay(month: month, day: day, column: column)
                    guard day >= fromDay else {
                        throw HoursSyntaxError(column: column, "The day range must run forwards")
                    }
                    to = DatePoint(year: from.year, anchor: .fixed(month: month, day: day))
                } else {
                    guard case .point(let end) = try parseDatePoint() else {
                        throw HoursSyntaxError(column: column, "A date range needs a day at its end")
                    }
                    to = end
                }
                if (from.year == nil) != (to?.year == nil) {
                    throw HoursSyntaxError(column: column, "A date range needs a year at both ends or at neither")
                }
            }
            var step = 1
            if take("/") {
                step = try number(maxDigits: 3).value
                guard step >= 1 else { throw HoursSyntaxError(column: column, "A day step must be at least 1") }
            }
            return .dates(from: from, to: to, step: step)
        }
    }

    private func startsDatePoint(at p: Int) -> Bool {
        switch kind(at: p) {
        case .month?, .keyword(.easter)?, .number(_, 1)?, .number(_, 2)?: return true
        default: return startsDateWithYear(at: p)
        }
    }

    private mutating func parseDatePoint() throws(HoursSyntaxError) -> DateStart {
        let column = self.column
        var year: Int?
        if case .number(let value, 4)? = peek?.kind {
            guard Self.years.contains(value) else {
                throw HoursSyntaxError(column: column, "A year must be between \(Self.years.lowerBound) and \(Self.years.upperBound)")
            }
            year = value
            index += 1
        }
        var point: DatePoint
        switch peek?.kind {
        case .keyword(.easter)?:
            index += 1
            point = DatePoint(year: year, anchor: .easter)
        case .month(let month)?:
            index += 1
            if case .number(let day, let digits)? = peek?.kind, digits <= 2, !startsClock(at: index) {
                index += 1
                try checkDay(month: month, day: day, column: column)
                point = DatePoint(year: year, anchor: .fixed(month: month, day: day))
            } else if case .weekday(let weekday)? = peek?.kind, kind(at: index + 1) == .symbol("[") {
                index += 2
                let nth = try nthValue()
                guard take("]") else { throw expected("“]”") }
                point = DatePoint(year: year, anchor: .nthWeekday(month: month, weekday: weekday, nth: nth))
            } else {
                guard year == nil else { throw HoursSyntaxError(column: column, "A year must be followed by a day") }
                return .month(month)
            }
        default:
            throw expected("a month or easter")
        }
        let nthWeekday: Bool
        if case .nthWeekday = point.anchor { nthWeekday = true } else { nthWeekday = false }
        if let offset = try dayOffset(maximum: nthWeekday ? 6 : 366) { point.offsetDays = offset }
        return .point(point)
    }

    /// `08:00` after a month is a time (`Apr 08:00`); `12: 00:00` is a day and a colon (`Feb 12: 00:00-24:00`).
    private func startsClock(at p: Int) -> Bool {
        guard kind(at: p + 1) == .symbol(":"), case .number(_, 2)? = kind(at: p + 2) else { return false }
        return kind(at: p + 3) != .symbol(":")
    }

    private func checkDay(month: Int, day: Int, column: Int) throws(HoursSyntaxError) {
        guard day >= 1, day <= CivilCalendar.daysInMonth(year: 2000, month: month) else {
            throw HoursSyntaxError(column: column, "Day \(day) does not exist in month \(month)")
        }
    }

    /// 1…5 or -1…-5.
    private mutating func nthValue() throws(HoursSyntaxError) -> Int {
        let column = self.column
        let negative = take("-")
        let value = try number(maxDigits: 1).value
        guard (1...5).contains(value) else {
            throw HoursSyntaxError(column: column, "The nth weekday must be 1 to 5 or -1 to -5")
        }
        return negative ? -value : value
    }

    // MARK: - Weeks

    mutating func parseWeeks() throws(HoursSyntaxError) -> [NumberRange] {
        index += 1
        var ranges: [NumberRange] = []
        repeat {
            // `week 01,week 03` repeats the keyword.
            if !ranges.isEmpty, case .keyword(.week)? = peek?.kind { index += 1 }
            let column = self.column
            let from = try weekNumber()
            var range = NumberRange(from: from, to: from)
            if take("-") {
                range.to = try weekNumber()
                guard range.to > from else { throw HoursSyntaxError(column: column, "The week range must run forwards") }
                if take("/") {
                    range.step = try number(maxDigits: 2).value
                    guard range.step >= 2, range.step <= range.to - range.from else {
                        throw HoursSyntaxError(column: column, "The week step must be from 2 to the length of the range")
                    }
                }
            }
            ranges.append(range)
        } while continues(with: { parser, p in
            if case .number? = parser.kind(at: p) { return true }
            if case .keyword(.week)? = parser.kind(at: p), case .number? = parser.kind(at: p + 1) { return true }
            return false
        })
        return ranges
    }

    private mutating func weekNumber() throws(HoursSyntaxError) -> Int {
        let column = self.column
        let value = try number(maxDigits: 2).value
        guard (1...53).contains(value) else { throw HoursSyntaxError(column: column, "A week number must be 1 to 53") }
        return value
    }

    // MARK: - Weekdays and holidays

    mutating func parseWeekdays() throws(HoursSyntaxError) -> [WeekdayItem] {
        var items: [WeekdayItem] = []
        repeat {
            items.append(try parseWeekdayItem())
        } while continues(with: { parser, p in
            switch parser.kind(at: p) {
            case .weekday?, .keyword(.publicHoliday)?, .keyword(.schoolHoliday)?, .keyword(.workdays)?: return true
            default: return false
            }
        })
        return items
    }

    private mutating func parseWeekdayItem() throws(HoursSyntaxError) -> WeekdayItem {
        let column = self.column
        switch peek?.kind {
        case .keyword(.publicHoliday)?:
            index += 1
            let offset = try dayOffset() ?? 0
            guard abs(offset) <= 1 else {
                throw HoursSyntaxError(column: column, "A public holiday can be shifted by one day only")
            }
            return .publicHoliday(offsetDays: offset)
        case .keyword(.schoolHoliday)?:
            index += 1
            return .schoolHoliday
        case .keyword(.workdays)?:
            index += 1
            return .range(from: 0, to: 4)
        case .weekday(let day)?:
            index += 1
            if take("[") {
                var nths: [Int] = []
                repeat {
                    let first = try nthValue()
                    if first > 0, take("-") {
                        let last = try nthValue()
                        guard last > first else { throw HoursSyntaxError(column: column, "The nth range must run forwards") }
                        nths += Array(first...last)
                    } else {
                        nths.append(first)
                    }
                } while take(",")
                guard take("]") else { throw expected("“]”") }
                return .nth(weekday: day, nths: nths, offsetDays: try dayOffset(maximum: 6) ?? 0)
            }
            if case .symbol("-")? = peek?.kind, case .weekday(let to)? = kind(at: index + 1) {
                index += 2
                return .range(from: day, to: to)
            }
            return .range(from: day, to: day)
        default:
            throw expected("a weekday")
        }
    }
}
