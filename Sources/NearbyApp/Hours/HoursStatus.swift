import NearbyHours

/// What a venue's hours say at one moment, as a list row shows it.
public enum HoursStatus: Sendable, Equatable {
    /// Open; `until` is the local time it closes when that is within a day.
    case open(until: LocalTime?)
    /// Closed; `opens` is the local time it opens next when that is within a week.
    case closed(opens: LocalTime?)
    /// No `opening_hours` tag, or the value says "unknown" now (a comment may say why).
    case unknown(comment: String?)
    /// A value the parser refuses; the row says so and the details show where.
    case unreadable(HoursSyntaxError)

    public var isOpen: Bool {
        if case .open = self { return true }
        return false
    }
}
