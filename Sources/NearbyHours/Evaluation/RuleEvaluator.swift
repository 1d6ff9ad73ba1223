/// Turns rules into the schedule of one local day, the way the reference reads rule sequences:
/// a `;` rule that matches a day starts it over (except `off` with times, which only closes those),
/// `,` adds, `||` fills only what is still closed, and ranges past midnight spill into the next day.
struct RuleEvaluator {
    static let openEndComment = "Specified as open end. Closing time was guessed."
    static let noSchoolHolidaysComment = "School holidays are not known for this place"

    let rules: [HoursRule]
    let context: EvaluationContext
    /// Each year's public holidays, computed once for the evaluator's life (one query's).
    let holidayYears = HolidayYears()

    final class HolidayYears {
        var days: [Int: [Int: String]] = [:]
    }

    /// A stretch of one rule on one day, in minutes from that day's midnight (may run past 24:00).
    struct Piece {
        var start: Int
        var end: Int
        var state: HoursRule.State
        var comment: String?
    }

    func schedule(day: Int) -> DaySchedule {
        let exact = schedule(day: day, boundaries: nil)
        guard context.sun != nil, rules.contains(where: { $0.times.contains { $0.start.isSun || ($0.end?.isSun ?? false) } })
        else { return exact }
        // Where a sun time starts a stretch, the reference meets it coming from its last look at the
        // clock: see `startMinute`. The looks are the day's changes.
        return schedule(day: day, boundaries: exact.segments.map(\.start))
    }

    private func schedule(day: Int, boundaries: [Int]?) -> DaySchedule {
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
                for piece in pieces(rule, day: day - 1, state: state, holiday: nil, boundaries: nil)
                where piece.end > DaySchedule.minutesPerDay {
                    schedule.paint(piece.start - DaySchedule.minutesPerDay, piece.end - DaySchedule.minutesPerDay,
                                   piece.state, piece.comment, onlyClosed: onlyClosed)
                }
            }
            if today.matches {
                for piece in pieces(rule, day: day, state: state, holiday: today.comment, boundaries: boundaries) {
                    schedule.paint(piece.start, piece.end, piece.state, piece.comment, onlyClosed: onlyClosed)
                }
            }
        }
        return schedule
    }

    /// The rule's stretches on a day it matches, in the order written.
    func pieces(_ rule: HoursRule, day: Int, state: HoursRule.State, holiday: String?, boundaries: [Int]?) -> [Piece] {
        let comment = rule.comment ?? holiday
        let openEndState: HoursRule.State = state == .closed ? .closed : .unknown
        let openEndComment = rule.comment ?? Self.openEndComment
        guard !rule.times.isEmpty else {
            return [Piece(start: 0, end: DaySchedule.minutesPerDay, state: state, comment: comment)]
        }
        var result: [Piece] = []
        var openEnds: [Int] = []
        for span in rule.times {
            guard let start = startMinute(of: span.start, day: day, boundaries: boundaries) else { continue }
            guard let endValue = span.end else {
                if span.openEnd {
                    openEnds.append(result.count)
                    // The guess is made on the written time (a sun's stand-in), as the reference does.
                    let close = Self.guessedClose(after: span.start.constantMinute)
                    result.append(Piece(start: start, end: max(close, start), state: openEndState, comment: openEndComment))
                } else {
                    result.append(Piece(start: start, end: start + 1, state: state, comment: comment))
                }
                continue
            }
            // Whether a range runs past midnight is decided on the written times (the sun's stand-ins),
            // as the reference does; the part after midnight ends at the next day's sun.
            let wraps = endValue.constantMinute < span.start.constantMinute
                || (span.start.isFixed && endValue.isFixed && endValue.constantMinute == span.start.constantMinute)
            guard var end = wraps ? enteringMinute(of: endValue, day: day + 1) : minute(of: endValue, day: day) else { continue }
            if wraps {
                end += DaySchedule.minutesPerDay
            } else if end <= start {
                continue
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
                // The guess starts from the written end (a sun's stand-in), a day later when the range wrapped.
                let written = endValue.constantMinute + (wraps ? DaySchedule.minutesPerDay : 0)
                openEnds.append(result.count)
                result.append(Piece(start: end, end: Self.guessedClose(after: written), state: openEndState, comment: openEndComment))
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

    /// The reference's guess, from the minute the open end starts (past 24:00 after a range that wrapped):
    /// eight hours from 22:00 on, ten hours from 17:00 on, else the end of the day.
    static func guessedClose(after start: Int) -> Int {
        if start >= 22 * 60 { return start + 8 * 60 }
        if start >= 17 * 60 { return start + 10 * 60 }
        return DaySchedule.minutesPerDay
    }

    /// Where a stretch starts at a sun time. The reference computes the sun for the solar day of the
    /// moment it last looked: when that was on this day after the solar day began, the day's own time;
    /// otherwise it looked the day before (or just after midnight) and meets the later of the two days' times.
    private func startMinute(of value: TimeValue, day: Int, boundaries: [Int]?) -> Int? {
        guard let boundaries, case .sun = value, let exact = minute(of: value, day: day),
              let solarDayStart = context.solarDayStart(day: day) else { return minute(of: value, day: day) }
        if boundaries.contains(where: { $0 >= solarDayStart && $0 < exact }) { return exact }
        return enteringMinute(of: value, day: day)
    }

    /// A sun time met coming from the day before (see `startMinute`): the later of the two days' times.
    private func enteringMinute(of value: TimeValue, day: Int) -> Int? {
        guard case .sun = value, let today = minute(of: value, day: day) else { return minute(of: value, day: day) }
        guard let before = minute(of: value, day: day - 1) else { return today }
        return max(today, before)
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

extension TimeValue {
    var isSun: Bool {
        if case .sun = self { return true }
        return false
    }

    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }

    /// The minute as written: a fixed time, or the sun's stand-in plus its offset.
    var constantMinute: Int {
        switch self {
        case .fixed(let minute): return minute
        case .sun(let event, let offset): return EvaluationContext.constantMinute(of: event) + offset
        }
    }
}
