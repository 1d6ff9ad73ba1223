/// A lexical unit of an `opening_hours` value, with the column it starts at.
struct Token: Equatable {
    enum Kind: Equatable {
        case number(Int, digits: Int)
        case weekday(Int)
        case month(Int)
        case keyword(Keyword)
        case sun(TimeValue.SunEvent)
        case comment(String)
        case symbol(Character)
        /// `||`
        case fallback
        /// `+` as open end, also `late`, `open end`, `til late`.
        case openEnd
        /// `24/7`, `24 hours`.
        case allWeek
        /// `midnight`
        case midnight
        /// A word no table knows; only phrases may take it, otherwise the value is refused.
        case word(String)
    }

    enum Keyword: Equatable {
        case publicHoliday, schoolHoliday, week, easter, day, open, closed, unknown, workdays
    }

    var kind: Kind
    var column: Int
    /// The lowercased word the token was read from (empty for numbers and symbols), for phrases.
    var spelling = ""
}
