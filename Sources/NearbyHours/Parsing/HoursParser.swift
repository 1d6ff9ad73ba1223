/// What a value describes: time ranges (the default), points in time (`12:00,15:00`), or both.
public enum HoursMode: Int, Sendable {
    case ranges = 0, points = 1, both = 2
}

/// Recursive descent over the tokens of one value; selectors may come in any order, as the reference allows.
struct HoursParser {
    /// More rules than any real value has; a value of 10,000 copies of one rule is refused early.
    static let maximumRules = 500

    var tokens: [Token]
    var index = 0
    let mode: HoursMode
    let endColumn: Int

    static func parse(_ value: String, mode: HoursMode, country: String?) throws(HoursSyntaxError) -> [HoursRule] {
        var parser = HoursParser(tokens: try Lexer.tokens(of: value, country: country), mode: mode,
                                 endColumn: value.unicodeScalars.count + 1)
        return try parser.parseValue()
    }

    private enum Part { case none, date, time, allWeek, state, comment }

    mutating func parseValue() throws(HoursSyntaxError) -> [HoursRule] {
        guard !tokens.isEmpty else { throw HoursSyntaxError(column: 1, "The value is empty") }
        var rules: [HoursRule] = []
        var separator = HoursRule.Separator.normal
        while true {
            rules.append(try parseRule(separator))
            if rules.count > Self.maximumRules {
                throw HoursSyntaxError(column: column, "The value has more than \(Self.maximumRules) rules")
            }
            guard let token = peek else { break }
            index += 1
            switch token.kind {
            case .symbol(";"): separator = .normal
            case .symbol(","): separator = .additional
            default: separator = .fallback
            }
            if peek == nil, separator != .fallback { break }
        }
        return rules
    }

    private mutating func parseRule(_ separator: HoursRule.Separator) throws(HoursSyntaxError) -> HoursRule {
        var rule = HoursRule(separator: separator)
        var last = Part.none
        let startIndex = index
        loop: while let token = peek {
            switch token.kind {
            case .symbol(";"), .fallback:
                break loop
            case .symbol(","):
                if last == .time || last == .state || last == .comment { break loop }
                throw unexpected(token)
            case .symbol(":"):
                // As in the reference, a colon between selectors is only for readability: not at the
                // start or end of a rule, nor right after times.
                guard index != startIndex, last != .time, let next = kind(at: index + 1), next != .symbol(";"),
                      next != .fallback else { throw unexpected(token) }
                index += 1
                continue loop
            case .number(_, let digits) where digits == 4 && !startsTime(at: index):
                rule.selectors.append(try parseYearsOrDates())
                last = .date
            case .month, .keyword(.easter):
                rule.selectors.append(.dates(try parseDates()))
                last = .date
            case .keyword(.week):
                rule.selectors.append(.weeks(try parseWeeks()))
                last = .date
            case .weekday, .keyword(.publicHoliday), .keyword(.schoolHoliday), .keyword(.workdays):
                rule.selectors.append(.weekdays(try parseWeekdays()))
                last = .date
            case .keyword(.open), .keyword(.closed), .keyword(.unknown):
                guard rule.state == nil else { throw HoursSyntaxError(column: token.column, "The rule has a second state") }
                if case .keyword(.open) = token.kind { rule.state = .open }
                else if case .keyword(.closed) = token.kind { rule.state = .closed }
                else { rule.state = .unknown }
                index += 1
                last = .state
            case .comment(let text):
                guard rule.comment == nil else { throw HoursSyntaxError(column: token.column, "The rule has a second comment") }
                rule.comment = text
                index += 1
                last = .comment
            case .allWeek where !startsTime(at: index + 1) && kind(at: index + 1) != .symbol(","):
                // `24/7` alone is a selector of its own: a colon may follow it (`24/7: closed`).
                index += 1
                rule.times.append(TimeSpan(start: .fixed(0), end: .fixed(24 * 60)))
                last = .allWeek
            default:
                guard startsTime(at: index) else { throw unexpected(token) }
                rule.times += try parseTimes()
                last = .time
            }
        }
        if index == startIndex {
            throw HoursSyntaxError(column: column, peek == nil ? "A rule is missing at the end" : "A rule is empty")
        }
        return rule
    }

    // MARK: - Token helpers

    var peek: Token? { index < tokens.count ? tokens[index] : nil }

    func kind(at position: Int) -> Token.Kind? { position < tokens.count ? tokens[position].kind : nil }

    var column: Int { peek?.column ?? endColumn }

    func unexpected(_ token: Token) -> HoursSyntaxError {
        HoursSyntaxError(column: token.column, "Unexpected \(Self.describe(token.kind))")
    }

    func expected(_ what: String) -> HoursSyntaxError {
        let found = peek.map { Self.describe($0.kind) } ?? "the end of the value"
        return HoursSyntaxError(column: column, "Expected \(what) but found \(found)")
    }

    mutating func take(_ symbol: Character) -> Bool {
        guard case .symbol(symbol)? = peek?.kind else { return false }
        index += 1
        return true
    }

    mutating func number(maxDigits: Int = 9) throws(HoursSyntaxError) -> (value: Int, digits: Int) {
        guard case .number(let value, let digits)? = peek?.kind, digits <= maxDigits else { throw expected("a number") }
        index += 1
        return (value, digits)
    }

    /// `+3 days`, `-1 day` after a date or an nth weekday; nil (nothing consumed) when absent. The
    /// reference's limits: a year after a date, six days after an nth weekday (a week would be another nth).
    mutating func dayOffset(maximum: Int = 366) throws(HoursSyntaxError) -> Int? {
        guard case .symbol(let sign)? = kind(at: index), sign == "+" || sign == "-",
              case .number(let value, _)? = kind(at: index + 1), case .keyword(.day)? = kind(at: index + 2)
        else { return nil }
        let column = tokens[index + 1].column
        index += 3
        guard value <= maximum else {
            let what = maximum == 366 ? "more than a year" : "more than \(maximum) days here"
            throw HoursSyntaxError(column: column, "A day offset of \(value) days is \(what)")
        }
        return sign == "-" ? -value : value
    }

    static func describe(_ kind: Token.Kind) -> String {
        switch kind {
        case .number(let n, _): return "the number \(n)"
        case .weekday: return "a weekday"
        case .month: return "a month"
        case .keyword(let k): return "the keyword \(k)"
        case .sun(let e): return "“\(e.rawValue)”"
        case .comment: return "a comment"
        case .symbol(let c): return "“\(c)”"
        case .fallback: return "“||”"
        case .openEnd: return "an open end"
        case .allWeek: return "“24/7”"
        case .midnight: return "“midnight”"
        case .word(let w): return "the word “\(w)”"
        }
    }
}
