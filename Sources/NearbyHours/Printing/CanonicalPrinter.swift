/// Writes rules back in the specification's canonical spelling (`Mo-Fr 08:00-18:00; PH off`).
enum CanonicalPrinter {
    static let weekdayNames = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func print(_ rules: [HoursRule]) -> String {
        var out = ""
        for (i, rule) in rules.enumerated() {
            if i > 0 {
                switch rule.separator {
                case .normal: out += "; "
                case .additional: out += ", "
                case .fallback: out += " || "
                }
            }
            out += print(rule)
        }
        return out
    }

    static func print(_ rule: HoursRule) -> String {
        var parts: [String] = []
        // Wide selectors first, then holidays before weekdays, as the specification orders them.
        let order: (SelectorGroup) -> Int = { group in
            switch group {
            case .years: return 0
            case .dates: return 1
            case .weeks: return 2
            case .weekdays(let items):
                return items.contains { if case .range = $0 { return false }; if case .nth = $0 { return false }; return true } ? 3 : 4
            }
        }
        let groups = rule.selectors.enumerated().sorted { (order($0.element), $0.offset) < (order($1.element), $1.offset) }
        for (position, (_, group)) in groups.enumerated() {
            var text = print(group)
            // `Feb Su[5]` and `2012 Jan` would read as one date; a colon keeps the two selectors apart.
            if position + 1 < groups.count {
                switch (group, groups[position + 1].element) {
                case (.dates, .weekdays(let next)):
                    if case .nth? = next.first { text += ":" }
                case (.years(let years), .dates):
                    if let last = years.last, last.from == last.to, last.step == 1, !last.openEnded { text += ":" }
                default:
                    break
                }
            }
            parts.append(text)
        }
        if !rule.times.isEmpty { parts.append(rule.times.map(print).joined(separator: ",")) }
        if let state = rule.state {
            parts.append(state == .open ? "open" : state == .closed ? "off" : "unknown")
        }
        if let comment = rule.comment { parts.append("\"\(comment)\"") }
        return parts.joined(separator: " ")
    }

    static func print(_ group: SelectorGroup) -> String {
        switch group {
        case .years(let ranges):
            return ranges.map { r in
                var s = "\(r.from)"
                if r.openEnded && r.step == 1 { s += "+" } else if r.to != r.from && !r.openEnded { s += "-\(r.to)" }
                if r.step != 1 { s += "/\(r.step)" }
                return s
            }.joined(separator: ",")
        case .weeks(let ranges):
            return "week " + ranges.map { r in
                (r.to == r.from ? two(r.from) : "\(two(r.from))-\(two(r.to))") + (r.step != 1 ? "/\(r.step)" : "")
            }.joined(separator: ",")
        case .dates(let ranges):
            return ranges.map(print).joined(separator: ",")
        case .weekdays(let items):
            return items.map(print).joined(separator: ",")
        }
    }

    static func print(_ range: DateRange) -> String {
        switch range {
        case .months(let from, let to):
            return from == to ? monthNames[from - 1] : "\(monthNames[from - 1])-\(monthNames[to - 1])"
        case .dates(let from, let to, let step):
            var s = print(from)
            if let to {
                if to.year == from.year, case .fixed(let m1, let d1) = from.anchor, case .fixed(let m2, let d2) = to.anchor,
                   m1 == m2, d2 >= d1, to.offsetDays == 0 {
                    s += "-\(two(d2))"
                } else {
                    s += "-" + print(to)
                }
            }
            if step != 1 { s += "/\(step)" }
            return s
        }
    }

    static func print(_ point: DatePoint) -> String {
        var s = point.year.map { "\($0) " } ?? ""
        switch point.anchor {
        case .fixed(let month, let day): s += "\(monthNames[month - 1]) \(two(day))"
        case .nthWeekday(let month, let weekday, let nth): s += "\(monthNames[month - 1]) \(weekdayNames[weekday])[\(nth)]"
        case .easter: s += "easter"
        }
        return s + offset(point.offsetDays)
    }

    static func print(_ item: WeekdayItem) -> String {
        switch item {
        case .range(let from, let to):
            return from == to ? weekdayNames[from] : "\(weekdayNames[from])-\(weekdayNames[to])"
        case .nth(let weekday, let nths, let offsetDays):
            return "\(weekdayNames[weekday])[\(nths.map(String.init).joined(separator: ","))]" + offset(offsetDays)
        case .publicHoliday(let offsetDays):
            return "PH" + offset(offsetDays)
        case .schoolHoliday:
            return "SH"
        }
    }

    static func print(_ span: TimeSpan) -> String {
        var s = print(span.start)
        if let end = span.end { s += "-" + print(end) }
        if span.openEnd { s += "+" }
        if let period = span.period { s += "/\(two(period / 60)):\(two(period % 60))" }
        return s
    }

    static func print(_ value: TimeValue) -> String {
        switch value {
        case .fixed(let minutes): return "\(two(minutes / 60)):\(two(minutes % 60))"
        case .sun(let event, 0): return event.rawValue
        case .sun(let event, let offset):
            let a = abs(offset)
            return "(\(event.rawValue)\(offset < 0 ? "-" : "+")\(two(a / 60)):\(two(a % 60)))"
        }
    }

    private static func offset(_ days: Int) -> String {
        days == 0 ? "" : " \(days > 0 ? "+" : "-")\(abs(days)) \(abs(days) == 1 ? "day" : "days")"
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

extension OpeningHours {
    /// The value in the specification's canonical spelling.
    public var canonical: String { CanonicalPrinter.print(rules) }
}
