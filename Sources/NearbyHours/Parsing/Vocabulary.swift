/// The keywords the reference knows as they are written (weekday and month names are in `LocaleWords`,
/// everything else a mapper may write is read through `Corrections`).
enum Vocabulary {
    static let keywords: [String: Token.Kind] = [
        "ph": .keyword(.publicHoliday), "sh": .keyword(.schoolHoliday),
        "week": .keyword(.week), "easter": .keyword(.easter), "day": .keyword(.day), "days": .keyword(.day),
        "open": .keyword(.open), "closed": .keyword(.closed), "off": .keyword(.closed), "unknown": .keyword(.unknown),
        "sunrise": .sun(.sunrise), "sunset": .sun(.sunset), "dawn": .sun(.dawn), "dusk": .sun(.dusk),
    ]
}
