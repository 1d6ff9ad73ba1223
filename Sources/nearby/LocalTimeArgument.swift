import NearbyApp
import NearbyCLI
import NearbyHours
import NearbyText

/// A local time given on the command line (`nearby hours --from/--to`, `nearby list
/// --open-at`), read in its zone as the app reads `--time`: a time the clocks skip moves
/// forward by the gap, one they show twice is the first unless an offset picks the second,
/// and either is said in one sentence on stderr (English or Chinese, by the locale).
enum LocalTimeArgument {
    /// `text`, already checked for shape by the option table, read in `zone`.
    static func read(_ text: String, option: String, zone: ZoneRules) throws(UsageError) -> LocalReading {
        guard let (time, offset) = LocalTimeText.withOffset(text), let local = LocalTime(time) else {
            throw UsageError("\(option): \(TerminalSafe.quoted(text, always: true)) is not a day of the calendar (YYYY-MM-DD HH:MM)")
        }
        return zone.reading(of: local, offset: offset)
    }

    /// The sentence for `reading` in the locale's language (nil: the clock shows the time once).
    static func note(_ reading: LocalReading, zone: ZoneRules) -> String? {
        let language = Language.fromLocale(lcAll: Platform.environment("LC_ALL"), lcMessages: Platform.environment("LC_MESSAGES"),
                                           lang: Platform.environment("LANG"))
        return Strings(language).localTimeNote(reading, zone: zone.name)
    }

    /// Says the note of `reading`, if any, on stderr.
    static func sayNote(_ reading: LocalReading, zone: ZoneRules) {
        if let note = note(reading, zone: zone) { Platform.printError("nearby: " + note) }
    }
}
