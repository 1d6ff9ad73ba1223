import NearbyFormats

/// A local wall-clock time in minutes from 1970-01-01 00:00, in the venue's own time zone.
public struct LocalTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var minutes: Int

    public init(minutes: Int) { self.minutes = minutes }

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        minutes = CivilCalendar.day(year: year, month: month, day: day) * 1440 + hour * 60 + minute
    }

    /// `YYYY-MM-DD H:MM` or `YYYY-MM-DD HH:MM`.
    public init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == ":" || $0 == "T" }).map { Int($0) }
        guard parts.count == 5, let y = parts[0], let mo = parts[1], let d = parts[2], let h = parts[3], let mi = parts[4],
              (1...9999).contains(y), (1...12).contains(mo), (1...CivilCalendar.daysInMonth(year: y, month: mo)).contains(d),
              (0...24).contains(h), (0...59).contains(mi) else { return nil }
        self.init(year: y, month: mo, day: d, hour: h, minute: mi)
    }

    public static func < (a: LocalTime, b: LocalTime) -> Bool { a.minutes < b.minutes }

    public var day: Int { floorDiv(minutes, 1440) }

    /// `YYYY-MM-DD HH:MM`.
    public var description: String {
        let date = CivilCalendar.date(of: day)
        let m = minutes - day * 1440
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(date.year)-\(two(date.month))-\(two(date.day)) \(two(m / 60)):\(two(m % 60))"
    }
}

/// Where a venue is, for its holidays and its sun.
public struct HoursLocation: Equatable, Sendable {
    public var country: String?
    public var state: String?
    public var latitude: Double?
    public var longitude: Double?

    public init(country: String? = nil, state: String? = nil, latitude: Double? = nil, longitude: Double? = nil) {
        self.country = country
        self.state = state
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// An open or unknown stretch of time.
public struct HoursInterval: Equatable, Sendable {
    public var from: LocalTime
    public var to: LocalTime
    public var unknown: Bool
    public var comment: String?
}

/// An `opening_hours` value (specification 0.7.2), parsed once and evaluated at a place.
public struct OpeningHours: Sendable {
    /// The longest range one call evaluates (a century); longer ranges are cut there.
    public static let maximumDays = 36_525

    public let rules: [HoursRule]
    public let mode: HoursMode
    public let location: HoursLocation
    let context: EvaluationContext

    public init(_ value: String, mode: HoursMode = .ranges, location: HoursLocation = HoursLocation(),
                zone: ZoneRules = .utc) throws(HoursSyntaxError) {
        rules = try HoursParser.parse(value, mode: mode, country: location.country)
        self.mode = mode
        self.location = location
        var holidays: HolidayCalendar?
        if let country = location.country { holidays = HolidayCalendar.forPlace(country: country, state: location.state) }
        var sun: SolarCalculator?
        // Coordinates off the globe (or NaN) mean no usable sun: the reference's constant times apply.
        if let lat = location.latitude, let lon = location.longitude, abs(lat) <= 90, abs(lon) <= 180 {
            sun = SolarCalculator(latitude: lat, longitude: lon)
        }
        context = EvaluationContext(holidays: holidays, sun: sun, zone: zone)
        try checkPlace(value)
    }

    /// `PH` needs a known country; `SH` needs at least a place to say it is not known there.
    private func checkPlace(_ value: String) throws(HoursSyntaxError) {
        for rule in rules {
            for case .weekdays(let items) in rule.selectors {
                for item in items {
                    if case .publicHoliday = item, context.holidays == nil {
                        let where_ = location.country.map { "for the country “\($0)”" } ?? "without a country"
                        throw HoursSyntaxError(column: column(of: .publicHoliday, in: value),
                                               "Public holidays are not known \(where_)")
                    }
                    if case .schoolHoliday = item, context.holidays == nil {
                        let where_ = location.country.map { "for the country “\($0)”" } ?? "without a country"
                        throw HoursSyntaxError(column: column(of: .schoolHoliday, in: value),
                                               "School holidays are not known \(where_)")
                    }
                }
            }
        }
    }

    /// Where the first holiday keyword of a kind is written (the lexer already accepted the value).
    private func column(of keyword: Token.Keyword, in value: String) -> Int {
        let tokens = (try? Lexer.tokens(of: value, country: location.country)) ?? []
        return tokens.first { $0.kind == .keyword(keyword) }?.column ?? 1
    }

    /// Every open or unknown interval in `[from, to)`, adjacent ones of the same state and comment merged.
    public func intervals(from: LocalTime, to: LocalTime) -> [HoursInterval] {
        let span = Self.maximumDays * 1440
        let to = min(to, LocalTime(minutes: from.minutes > Int.max - span ? Int.max : from.minutes + span))
        guard from < to else { return [] }
        let evaluator = RuleEvaluator(rules: rules, context: context)
        var result: [HoursInterval] = []
        for day in from.day...LocalTime(minutes: to.minutes - 1).day {
            for segment in evaluator.schedule(day: day).segments where segment.state != .closed {
                let start = max(from.minutes, day * 1440 + segment.start)
                let end = min(to.minutes, day * 1440 + segment.end)
                guard start < end else { continue }
                let unknown = segment.state == .unknown
                if var last = result.last, last.to.minutes == start, last.unknown == unknown, last.comment == segment.comment {
                    last.to = LocalTime(minutes: end)
                    result[result.count - 1] = last
                } else {
                    result.append(HoursInterval(from: LocalTime(minutes: start), to: LocalTime(minutes: end),
                                                unknown: unknown, comment: segment.comment))
                }
            }
        }
        return result
    }

    /// Real elapsed milliseconds between two local times (a daylight-saving night is an hour shorter or longer).
    public func milliseconds(from: LocalTime, to: LocalTime) -> Int {
        (context.zone.utcSeconds(fromLocal: to.minutes * 60) - context.zone.utcSeconds(fromLocal: from.minutes * 60)) * 1000
    }

    /// Total open and unknown time in `[from, to)`, in milliseconds.
    public func totals(from: LocalTime, to: LocalTime) -> (open: Int, unknown: Int) {
        var open = 0, unknown = 0
        for interval in intervals(from: from, to: to) {
            let ms = milliseconds(from: interval.from, to: interval.to)
            if interval.unknown { unknown += ms } else { open += ms }
        }
        return (open, unknown)
    }
}

extension OpeningHours {
    /// Whether every week looks the same: only weekdays and times, no dates, holidays or (real) sun times.
    public var isWeekStable: Bool {
        for rule in rules {
            for group in rule.selectors {
                switch group {
                case .years: return false
                case .weeks(let ranges):
                    guard ranges.contains(where: { $0.from == 1 && $0.to == 53 && $0.step == 1 }) else { return false }
                case .dates(let ranges):
                    guard ranges.contains(where: { $0 == .months(from: 1, to: 12) || Self.wrapsWholeYear($0) }) else {
                        return false
                    }
                case .weekdays(let items):
                    for item in items {
                        guard case .range = item else { return false }
                    }
                }
            }
            if context.sun != nil, rule.times.contains(where: { $0.start.isSun || ($0.end?.isSun ?? false) }) {
                return false
            }
        }
        return true
    }

    private static func wrapsWholeYear(_ range: DateRange) -> Bool {
        if case .months(let from, let to) = range { return to == from - 1 || (from == 1 && to == 12) }
        return false
    }
}

