/// The state at one instant and when it next changes.
extension OpeningHours {
    /// The state and comment at a local time.
    public func state(at time: LocalTime) -> (state: HoursRule.State, comment: String?) {
        let evaluator = RuleEvaluator(rules: rules, context: context)
        let minute = time.minutes - time.day * 1440
        for segment in evaluator.schedule(day: time.day).segments where segment.start <= minute && minute < segment.end {
            return (segment.state, segment.comment)
        }
        return (.closed, nil)
    }

    /// The first local time after `time` at which the state (open, closed, unknown) differs,
    /// looking at most `days` ahead (a value that never changes, like `24/7`, gives nil).
    public func nextChange(after time: LocalTime, days: Int = 366) -> LocalTime? {
        let evaluator = RuleEvaluator(rules: rules, context: context)
        let minute = time.minutes - time.day * 1440
        let first = evaluator.schedule(day: time.day)
        let current = first.segments.first { $0.start <= minute && minute < $0.end }?.state ?? .closed
        for day in time.day...(time.day + max(0, min(days, Self.maximumDays))) {
            let schedule = day == time.day ? first : evaluator.schedule(day: day)
            for segment in schedule.segments {
                let start = day * 1440 + segment.start
                if start > time.minutes, segment.state != current { return LocalTime(minutes: start) }
            }
        }
        return nil
    }
}
