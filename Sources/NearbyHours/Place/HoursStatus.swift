/// What a venue's hours say at one moment: the one answer the list, the details, `nearby list`
/// and the open-now filter all read. `until` and `opens` are filled only by an asker that looked
/// ahead for them (the app's list does, within a day and a week); nil otherwise.
public enum HoursStatus: Sendable, Equatable {
    /// Open; `until` is the local time it closes, when looked for and found.
    case open(until: LocalTime?)
    /// Closed; `opens` is the local time it opens next, when looked for and found.
    case closed(opens: LocalTime?)
    /// No `opening_hours` tag, or the value says "unknown" now (a comment may say why).
    case unknown(comment: String?)
    /// A value the parser refuses; the row says so and the details show where.
    case unreadable(HoursSyntaxError)

    /// Whether the venue is open at that moment.
    public var isOpen: Bool {
        if case .open = self { return true }
        return false
    }

    /// Whether the venue is closed at that moment (not unknown, not unreadable).
    public var isClosed: Bool {
        if case .closed = self { return true }
        return false
    }
}
