/// One rule of an `opening_hours` value: date selectors (all must match), times, a state and a comment.
public struct HoursRule: Equatable, Sendable {
    /// How a rule joins the one before it.
    public enum Separator: Equatable, Sendable {
        /// `;` (or the first rule): a matching day starts over from this rule.
        case normal
        /// `,`: adds to what the rules before it said about the day.
        case additional
        /// `||`: applies only where the rules before it leave the facility closed.
        case fallback
    }

    public enum State: Equatable, Sendable { case open, closed, unknown }

    public var separator: Separator = .normal
    /// Groups that must all match; inside a group, one item is enough.
    public var selectors: [SelectorGroup] = []
    /// Empty: the whole day.
    public var times: [TimeSpan] = []
    /// nil when the value states none (open, or unknown when only a comment is given).
    public var state: State?
    public var comment: String?

    /// What the rule means when it applies.
    var effectiveState: State {
        // A comment without a state means "it depends": unknown, as the specification says.
        state ?? (comment == nil ? .open : .unknown)
    }
}

/// A group of alternatives of one kind; a day matches the group when it matches one of them.
public enum SelectorGroup: Equatable, Sendable {
    case years([YearRange])
    case dates([DateRange])
    case weeks([NumberRange])
    case weekdays([WeekdayItem])
}

/// `2012`, `2012-2016/2`, `2055+`.
public struct YearRange: Equatable, Sendable {
    public var from: Int
    public var to: Int
    public var step: Int = 1
    public var openEnded = false
}

/// `week 02-10/2` or a plain number range.
public struct NumberRange: Equatable, Sendable {
    public var from: Int
    public var to: Int
    public var step: Int = 1
}

/// A month range (`Jan-Mar`) or a range of dates (`Jan 23-Feb 12/2`, `easter -2 days`, `Dec Su[-1]`).
public enum DateRange: Equatable, Sendable {
    case months(from: Int, to: Int)
    case dates(from: DatePoint, to: DatePoint?, step: Int)
}

/// A day of the year, possibly movable, with an optional year and a day offset.
public struct DatePoint: Equatable, Sendable {
    public enum Anchor: Equatable, Sendable {
        case fixed(month: Int, day: Int)
        case nthWeekday(month: Int, weekday: Int, nth: Int)
        case easter
    }

    public var year: Int?
    public var anchor: Anchor
    public var offsetDays = 0
}

/// An item of the weekday/holiday group.
public enum WeekdayItem: Equatable, Sendable {
    /// `Mo-Fr` (0 = Monday); wraps when `to < from`.
    case range(from: Int, to: Int)
    /// `Sa[1,-1] +2 days`.
    case nth(weekday: Int, nths: [Int], offsetDays: Int)
    /// `PH`, `PH +1 day`.
    case publicHoliday(offsetDays: Int)
    /// `SH`.
    case schoolHoliday
}

/// A time of day, fixed (minutes from midnight, up to 48:00) or from the sun.
public enum TimeValue: Equatable, Sendable {
    public enum SunEvent: String, Equatable, Sendable, CaseIterable { case dawn, sunrise, sunset, dusk }
    case fixed(Int)
    case sun(SunEvent, offset: Int)
}

/// `10:00-18:00`, `18:00+`, `14:00-17:00+`, `12:00` (a point), `10:00-16:00/01:30`.
public struct TimeSpan: Equatable, Sendable {
    public var start: TimeValue
    public var end: TimeValue?
    public var openEnd = false
    /// Minutes between points (points-in-time mode).
    public var period: Int?
}
