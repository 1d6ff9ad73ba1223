/// Turns rules into the schedule of one local day, the way the reference reads rule sequences:
/// a `;` rule that matches a day starts it over (except `off` with times, which only closes those),
/// `,` adds, `||` fills only what is still closed, and ranges past midnight spill into the next day.
struct RuleEvaluator {
    static let openEndComment = "Specified as open end. Closing time was guessed."
    static let noSchoolHolidaysComment = "School holidays are not known for this place"

    let rules: [HoursRule]
    let context: EvaluationContext

    /// A stretch of one rule on one day, in minutes from that day's midnight (may run past 24:00).
    struct Piece {
        var start: Int
        var end: Int
        var state: HoursRule.State
        var comment: String?
    }

    func schedule(day: Int) -> DaySchedule {
        var schedule = DaySchedule()
        for rule in rules {
            let today = match(rule, day: day)
            let yesterday = rule.mayRunPastMidnight ? match(rule, day: day - 1) : .no
            guard today.matches || yesterday.matches else { continue }
            let state = today.forcedUnknown || yesterday.forcedUnknown ? .unknown : rule.effectiveState
            if today.matches, rule.separator == .normal, !(state == .closed && !rule.times.isEmpty) {
                schedule.reset()
            }
            let onlyClosed = rule.separator == .fallback
            if yesterday.matches {
                // The reference names a holiday only on its own day, not in the hours that spill past midnight.
                for piece in pieces(rule, day: day - 1, state: state, holiday: nil) where piece.end > DaySchedule.minutesPerDay {
                    schedule.paint(piece.start - DaySchedule.minutesPerDay, piece.end - DaySchedule.minutesPerDay,
                                   piece.state, piece.comment, onlyClosed: onlyClosed)
                }
            }
            if today.matches {
                for piece in pieces(rule, day: day, state: state, holiday: today.comment) {
                    schedule.paint(piece.start, piece.end, piece.state, piece.comment, onlyClosed: onlyClosed)
                }
            }
        }
        return schedule
    }

    /// The rule's stretches on a day it matches, in the order written.
    func pieces(_ rule: HoursRule, day: Int, state: HoursRule.State, holiday: String?) -> [Piece] {
        let comment = rule.comment ?? holiday
        let openEndState: HoursRule.State = state == .closed ? .closed : .unknown
        let openEndComment = rule.comment ?? Self.openEndComment
        guard !rule.times.isEmpty else {
            return [Piece(start: 0, end: DaySchedule.minutesPerDay, state: state, comment: comment)]
        }
        var result: [Piece] = []
        var openEnds: [Int] = []
        for span in rule.times {
            guard let start = minute(of: span.start, day: day) else { continue }
            guard let endValue = span.end else {
                if span.openEnd {
                    openEnds.append(result.count)
                    result.append(Piece(start: start, end: Self.guessedClose(after: start), state: openEndState, comment: openEndComment))
                } else {
                    result.append(Piece(start: start, end: start + 1, state: state, comment: comment))
                }
                continue
            }
            guard var end = minute(of: endValue, day: day) else { continue }
            if case .sun(let event, _) = span.start, case .fixed = endValue {
                if end < EvaluationContext.constantMinute(of: event) { end += DaySchedule.minutesPerDay }
                else if start >= end { continue }
            } else if end <= start {
                guard span.start.isFixed, endValue.isFixed, end <= DaySchedule.minutesPerDay else { continue }
                end += DaySchedule.minutesPerDay
            }
            if let period = span.period {
                var t = start
                while t <= end, result.count < 2000 {
                    result.append(Piece(start: t, end: t + 1, state: state, comment: comment))
                    t += period
                }
                continue
            }
            result.append(Piece(start: start, end: end, state: state, comment: comment))
            if span.openEnd {
                openEnds.append(result.count)
                result.append(Piece(start: end, end: Self.guessedClose(after: end), state: openEndState, comment: openEndComment))
            }
        }
        // An open end that swallows a later range stops where that range ends.
        for i in openEnds {
            for later in result[(i + 1)...] where later.start >= result[i].start && later.start < result[i].end
                && later.end <= result[i].end {
                result[i].end = later.end
            }
        }
        return result
    }

    /// The reference's guess: to midnight before 17:00, ten hours until 22:00, eight hours after.
    static func guessedClose(after start: Int) -> Int {
        let dayStart = start / DaySchedule.minutesPerDay * DaySchedule.minutesPerDay
        let time = start - dayStart
        if time < 17 * 60 { return dayStart + DaySchedule.minutesPerDay }
        return start + (time < 22 * 60 ? 10 * 60 : 8 * 60)
    }

    private func minute(of value: TimeValue, day: Int) -> Int? {
        switch value {
        case .fixed(let minute): return minute
        case .sun(let event, let offset): return context.sunMinute(event, day: day).map { $0 + offset }
        }
    }
}

extension HoursRule {
    /// Whether any of the rule's times can reach into the next day (most rules' cannot, and skip that check).
    var mayRunPastMidnight: Bool {
        times.contains { span in
            guard case .fixed(let start) = span.start, let end = span.end, case .fixed(let stop) = end,
                  !span.openEnd else { return true }
            return stop > DaySchedule.minutesPerDay || stop <= start
        }
    }
}

private extension TimeValue {
    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }
}
