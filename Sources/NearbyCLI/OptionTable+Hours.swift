import NearbyGeo
import NearbyText

/// What `nearby hours` reads, and the "open" filter of `nearby list`. Times stay text here:
/// they are local times in a zone only the command knows, so the command reads them.
public struct HoursOptions: Sendable {
    public init() {}

    /// `nearby hours VALUE`: the `opening_hours` value.
    public var value = ""
    /// `--from T` and `--to T`, `YYYY-MM-DD HH:MM` local (default: now and a week later).
    public var from: String?
    public var to: String?
    /// `--at LAT,LON`: the venue's place (sun times, and its zone and country from the gazetteer).
    public var at: Coordinate?
    /// `--country CC`, `--state NAME`: the public holidays' country and division.
    public var country: String?
    public var state: String?
    /// `--tz ZONE`: an IANA zone name, ahead of the one at `--at` and of `TZ`.
    public var zone: String?
    /// `--format json` (else text).
    public var json = false
    /// `list --open-now`, `list --open-at T`: only venues open then.
    public var openNow = false
    public var openAt: String?
}

/// The options of `nearby hours` and the list's "open" filter; none is read from the config file.
extension OptionTable {
    static let hoursOptions: [OptionSpec] = [
        OptionSpec(name: "from", placeholder: "T", commands: [.hours], configurable: false) { o, v throws(UsageError) in
            o.hours.from = try localTime(v, option: "--from")
        },
        OptionSpec(name: "to", placeholder: "T", commands: [.hours], configurable: false) { o, v throws(UsageError) in
            o.hours.to = try localTime(v, option: "--to")
        },
        OptionSpec(name: "at", placeholder: "LAT,LON", commands: [.hours], configurable: false) { o, v throws(UsageError) in
            o.hours.at = try parseCoordinate(v, option: "--at")
        },
        OptionSpec(name: "country", placeholder: "CC", commands: [.hours], configurable: false) { o, v throws(UsageError) in
            guard v.count == 2, v.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw UsageError("--country wants a two-letter ISO 3166 code such as FI or DE, got \(TerminalSafe.quoted(v, always: true))")
            }
            o.hours.country = v.uppercased()
        },
        OptionSpec(name: "state", placeholder: "NAME", commands: [.hours], configurable: false) { o, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError("--state needs a name (a German state, for example Bayern)") }
            o.hours.state = v
        },
        OptionSpec(name: "tz", placeholder: "ZONE", commands: [.hours], configurable: false) { o, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError("--tz needs a time zone name such as Europe/Helsinki") }
            o.hours.zone = v
        },
        OptionSpec(name: "format", placeholder: "F", commands: [.hours], configurable: false) { o, v throws(UsageError) in
            o.hours.json = try oneOf(v, ["text", "json"], option: "--format") == "json"
        },
        OptionSpec(name: "open-now", placeholder: nil, commands: [.list], configurable: false) { o, v throws(UsageError) in
            o.hours.openNow = try parseBool(v, option: "--open-now")
        },
        OptionSpec(name: "open-at", placeholder: "T", commands: [.list], configurable: false) { o, v throws(UsageError) in
            o.hours.openAt = try localTime(v, option: "--open-at")
        },
    ]

    /// `YYYY-MM-DD HH:MM` (or with a `T`), perhaps with a UTC offset after it: checked for
    /// shape here, read in its zone by the command.
    static func localTime(_ text: String, option: String) throws(UsageError) -> String {
        guard let time = LocalTimeText.withOffset(text)?.time, let fields = localTimeFields(time), (1...12).contains(fields.month), (1...31).contains(fields.day),
              (0...24).contains(fields.hour), (0...59).contains(fields.minute), fields.year >= 1
        else {
            throw UsageError("\(option) wants a local time YYYY-MM-DD HH:MM, like 2026-12-24 10:00 or 2026-10-25 03:30+02:00 (got \(TerminalSafe.quoted(text, always: true)))")
        }
        return text
    }

    /// The numbers of a local time written exactly `YYYY-MM-DD HH:MM` (a `T` may stand for the
    /// space): four digits of year and two of each other field, no sign, nothing around it.
    public static func localTimeFields(_ text: String) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 16, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
              let minute = number(14..<16) else { return nil }
        return (year, month, day, hour, minute)
    }
}

extension ArgumentParser {
    /// `nearby hours VALUE`: exactly one value (quote it: it has spaces).
    static func hoursCommand(_ options: Options, positional: [String]) throws(UsageError) -> Options {
        guard let value = positional.first else {
            throw UsageError("hours needs an opening_hours VALUE, for example nearby hours 'Mo-Fr 08:00-18:00'")
        }
        guard positional.count == 1 else {
            throw UsageError("hours takes one VALUE, got \(TerminalSafe.quoted(positional[1], always: true)) too (quote a value with spaces)")
        }
        var options = options
        options.hours.value = value
        return options
    }
}
