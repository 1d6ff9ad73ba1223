/// Time selectors: `10:00-18:00`, `22:00-02:00`, `18:00+`, `(sunset-01:00)`, `10:00-16:00/01:30`.
extension HoursParser {
    /// Whether a time selector starts at a token position.
    func startsTime(at position: Int) -> Bool {
        switch kind(at: position) {
        case .number(_, let digits)?:
            guard digits <= 2 else { return false }
            switch kind(at: position + 1) {
            case .symbol(":")?: return true
            case .symbol("-")?:
                if case .number(_, let d)? = kind(at: position + 2), d <= 2 { return true }
                return false
            default: return false
            }
        case .sun?, .midnight?, .allWeek?: return true
        case .symbol("(")?:
            if case .sun? = kind(at: position + 1) { return true }
            return false
        default: return false
        }
    }

    mutating func parseTimes() throws(HoursSyntaxError) -> [TimeSpan] {
        var spans = [try parseSpan()]
        while true {
            if case .symbol(",")? = peek?.kind, startsTime(at: index + 1) {
                index += 1
            } else if !startsTime(at: index) {
                break
            }
            spans.append(try parseSpan())
            if spans.count > 100 { throw HoursSyntaxError(column: column, "A rule has more than 100 times") }
        }
        return spans
    }

    private mutating func parseSpan() throws(HoursSyntaxError) -> TimeSpan {
        let column = self.column
        if case .allWeek? = peek?.kind {
            index += 1
            return TimeSpan(start: .fixed(0), end: .fixed(24 * 60))
        }
        let start = try parseTime(isEnd: false)
        var span = TimeSpan(start: start)
        if takeOpenEnd() {
            span.openEnd = true
        } else if take("-") {
            if takeOpenEnd() {
                span.openEnd = true
            } else {
                span.end = try parseTime(isEnd: true)
                span.openEnd = takeOpenEnd()
                if take("/") { span.period = try parsePeriod(column: column) }
            }
        }
        try validate(span, column: column)
        return span
    }

    private mutating func takeOpenEnd() -> Bool {
        switch peek?.kind {
        case .openEnd?, .symbol("+")?:
            index += 1
            return true
        default:
            return false
        }
    }

    private func validate(_ span: TimeSpan, column: Int) throws(HoursSyntaxError) {
        if case .fixed(let start) = span.start, start >= 24 * 60 {
            throw HoursSyntaxError(column: column, "A time range cannot start at 24:00 or later")
        }
        if case .fixed(let end)? = span.end {
            if end > 48 * 60 { throw HoursSyntaxError(column: column, "A time range cannot end after 48:00") }
            if span.openEnd, end >= 48 * 60 {
                throw HoursSyntaxError(column: column, "An open end cannot follow 48:00")
            }
        }
        if span.end == nil, !span.openEnd, mode == .ranges {
            throw HoursSyntaxError(column: column, "A point in time needs an end time here (a range like 12:00-14:00)")
        }
        if span.period != nil, mode == .ranges {
            throw HoursSyntaxError(column: column, "A repeating time (/…) is only for points in time")
        }
    }

    private mutating func parsePeriod(column: Int) throws(HoursSyntaxError) -> Int {
        let (value, digits) = try number(maxDigits: 4)
        var minutes = value
        if take(":") {
            let (m, mDigits) = try number(maxDigits: 2)
            guard digits == 2, mDigits == 2, m < 60 else { throw HoursSyntaxError(column: column, "The period must read HH:MM") }
            minutes = value * 60 + m
        }
        guard minutes > 0 else { throw HoursSyntaxError(column: column, "The period must be longer than zero") }
        return minutes
    }

    /// One time of day; an end time may run to 48:00 and may be written as bare hours (`10-18`).
    private mutating func parseTime(isEnd: Bool) throws(HoursSyntaxError) -> TimeValue {
        guard let token = peek else { throw expected("a time") }
        switch token.kind {
        case .midnight:
            index += 1
            return .fixed(isEnd ? 24 * 60 : 0)
        case .sun(let event):
            index += 1
            return .sun(event, offset: 0)
        case .symbol("("):
            index += 1
            guard case .sun(let event)? = peek?.kind else { throw expected("sunrise, sunset, dawn or dusk") }
            index += 1
            guard case .symbol(let sign)? = peek?.kind, sign == "+" || sign == "-" else { throw expected("“+” or “-”") }
            index += 1
            let offset = try clock(column: column, allowBareHours: false)
            guard take(")") else { throw expected("“)”") }
            return .sun(event, offset: sign == "-" ? -offset : offset)
        case .number:
            return .fixed(try clock(column: token.column, allowBareHours: isEnd || kind(at: index + 1) == .symbol("-")))
        default:
            throw expected("a time")
        }
    }

    /// `HH:MM`, `H:MM`, or bare hours where a range makes them clear.
    private mutating func clock(column: Int, allowBareHours: Bool) throws(HoursSyntaxError) -> Int {
        let (hours, digits) = try number(maxDigits: 2)
        guard digits <= 2 else { throw HoursSyntaxError(column: column, "An hour has at most two digits") }
        if take(":") {
            guard case .number(let minutes, 2)? = peek?.kind else { throw expected("two digits of minutes") }
            index += 1
            guard minutes < 60 else { throw HoursSyntaxError(column: column, "Minutes must be below 60") }
            guard hours <= 48 else { throw HoursSyntaxError(column: column, "An hour must be at most 48") }
            return hours * 60 + minutes
        }
        guard allowBareHours else { throw HoursSyntaxError(column: column, "A time needs minutes (HH:MM)") }
        guard hours <= 48 else { throw HoursSyntaxError(column: column, "An hour must be at most 48") }
        return hours * 60
    }
}
