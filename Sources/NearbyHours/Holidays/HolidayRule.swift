import NearbyFormats

/// One public holiday as the reference defines it: a fixed or movable date, the years it applies,
/// and how a weekend moves it (`shift`) or adds a substitute day (`substitute`).
struct HolidayRule: Sendable {
    enum Date: Sendable {
        case fixed(month: Int, day: Int)
        case movable(MovableDay, offset: Int)
    }

    /// `if <weekdays> then next|previous <weekday>`; weekdays count from Sunday = 0.
    struct Clause: Sendable {
        var from: Set<Int>
        var forward: Bool
        var target: Int
    }

    var name: String
    var date: Date
    var year: Int?
    /// 0: even years only, 1: odd years only.
    var parity: Int?
    var shift: [Clause] = []
    var substitute: [Clause] = []
    var substituteName: String?
    var onlyStates: [String]?

    /// The day of the rule in a year before any shift, or nil when it does not apply that year.
    func baseDay(in year: Int) -> Int? {
        if let only = self.year, only != year { return nil }
        if let parity, ((year % 2) + 2) % 2 != parity { return nil }
        switch date {
        case .fixed(let month, let day):
            return CivilCalendar.day(year: year, month: month, day: day)
        case .movable(let movable, let offset):
            guard let base = movable.day(in: year) else { return nil }
            let day = base + offset
            // The reference refuses a movable holiday pushed out of its year; here it is left out.
            return CivilCalendar.date(of: day).year == year ? day : nil
        }
    }

    /// Applies the first clause whose weekdays hold the day; nil when none does.
    static func apply(_ clauses: [Clause], to day: Int) -> Int? {
        let weekday = (CivilCalendar.weekday(of: day) + 1) % 7
        for clause in clauses where clause.from.contains(weekday) {
            if clause.forward {
                let distance = (clause.target - weekday + 7) % 7
                return day + (distance == 0 ? 7 : distance)
            }
            let distance = (weekday - clause.target + 7) % 7
            return day - (distance == 0 ? 7 : distance)
        }
        return nil
    }

    /// Reads one entry of `HolidayBook.lines`; nil when it is not understood.
    init?(entry: Substring) {
        let fields = entry.split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count >= 2 else { return nil }
        name = String(fields[0])
        let dateField = fields[1]
        if dateField.hasPrefix("F") {
            let parts = dateField.dropFirst().split(separator: ".")
            guard parts.count == 2, let month = Int(parts[0]), let day = Int(parts[1]) else { return nil }
            date = .fixed(month: month, day: day)
        } else if dateField.hasPrefix("V") {
            var text = dateField.dropFirst()
            var offset = 0
            if let sign = text.lastIndex(where: { $0 == "+" || $0 == "-" }), sign != text.startIndex,
               let value = Int(text[text.index(after: sign)...]) {
                offset = text[sign] == "-" ? -value : value
                text = text[..<sign]
            }
            guard let movable = MovableDay(name: String(text)) else { return nil }
            date = .movable(movable, offset: offset)
        } else {
            return nil
        }
        for field in fields.dropFirst(2) {
            if field == "even" { parity = 0 } else if field == "odd" { parity = 1 }
            else if field.hasPrefix("y") { year = Int(field.dropFirst()) }
            else if field.hasPrefix("sh:") { shift = Self.clauses(field.dropFirst(3)) }
            else if field.hasPrefix("su:") { substitute = Self.clauses(field.dropFirst(3)) }
            else if field.hasPrefix("sn:") { substituteName = String(field.dropFirst(3)) }
            else if field.hasPrefix("os:") { onlyStates = field.dropFirst(3).split(separator: ",").map(String.init) }
        }
    }

    /// `60>+1,0>-5`: Saturday or Sunday to the next Monday; Sunday to the previous Friday.
    private static func clauses(_ text: Substring) -> [Clause] {
        text.split(separator: ",").compactMap { part in
            let sides = part.split(separator: ">")
            guard sides.count == 2, let direction = sides[1].first, let target = Int(sides[1].dropFirst()) else { return nil }
            return Clause(from: Set(sides[0].compactMap { $0.wholeNumberValue }), forward: direction == "+", target: target)
        }
    }
}
