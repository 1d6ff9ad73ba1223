import NearbyCLI
import NearbyFormats
import NearbyGeo
import NearbyHours
import NearbyText

/// `nearby hours VALUE`: a value's open and unknown intervals in a range, its state at the
/// start, the next change and its canonical form, as text or JSON.
enum HoursCommand {
    /// A value that cannot be read: one sentence naming the column (exit status 2, no usage hint).
    struct BadValue: Error, CustomStringConvertible {
        let description: String
    }

    static let week = 7 * 1440

    static func run(_ options: Options, places: PlaceFinder? = PlaceFinding.finder()) throws {
        let hours = options.hours
        let local = hours.at.flatMap { places?.localPlace(near: $0) }
        let zone = try zone(hours.zone, place: local)
        let location = HoursLocation(country: hours.country ?? local.flatMap { $0.countryCode.isEmpty ? nil : $0.countryCode },
                                     state: hours.state ?? local.flatMap { $0.division.isEmpty ? nil : $0.division },
                                     latitude: hours.at?.latitude, longitude: hours.at?.longitude)
        let parsed: OpeningHours
        do throws(HoursSyntaxError) {
            parsed = try OpeningHours(hours.value, location: location, zone: zone)
        } catch {
            // The value quoted after the parser's sentence: a tag's value is outside text.
            var sentence = error.description
            if sentence.hasSuffix(".") { sentence.removeLast() }
            throw BadValue(description: "opening_hours: \(sentence) in \(TerminalSafe.quoted(hours.value, always: true))")
        }
        // Times the clocks skip or show twice are read as the list and the app read them, and said.
        let fromReading = try hours.from.map { text throws(UsageError) in try LocalTimeArgument.read(text, option: "--from", zone: zone) }
        let toReading = try hours.to.map { text throws(UsageError) in try LocalTimeArgument.read(text, option: "--to", zone: zone) }
        let from = fromReading?.wallTime ?? LocalTime(minutes: floorDiv(zone.localSeconds(fromUTC: Platform.unixTime()), 60))
        let to = toReading?.wallTime ?? LocalTime(minutes: from.minutes + week)
        guard from < to else { throw UsageError("--to must be later than --from (\(stamp(from)) is not before \(stamp(to)))") }
        // The evaluation stops after `maximumDays`: a longer range is refused, never cut with wrong totals.
        let days = (to.minutes - from.minutes + 1439) / 1440
        guard days <= OpeningHours.maximumDays else {
            throw UsageError("from \(stamp(from)) to \(stamp(to)) is \(days) days, and nearby hours lists at most "
                             + "\(OpeningHours.maximumDays) (about \(OpeningHours.maximumDays / 365) years) at a time: give --from and --to closer together")
        }
        for reading in [fromReading, toReading].compactMap({ $0 }) { LocalTimeArgument.sayNote(reading, zone: zone) }
        var report = Report(hours: parsed, from: from, to: to, zone: zone.name)
        // A start the clocks skip or show twice is named with its offset.
        if let fromReading, fromReading.kind != .exact { report.fromOffset = LocalReading.offsetText(fromReading.offset) }
        try StandardOutput.write(hours.json ? report.json : report.text)
    }

    /// `--tz`, else the zone of the place at `--at`, else `TZ`, else the system's.
    static func zone(_ name: String?, place: LocalPlace?) throws(UsageError) -> ZoneRules {
        if let name {
            do throws(ZoneRules.LoadError) { return try ZoneRules.load(name) } catch {
                throw UsageError("--tz: \(error.description)")
            }
        }
        if let zoneName = place?.timeZone, !zoneName.isEmpty, let zone = try? ZoneRules.load(zoneName) { return zone }
        return ZoneRules.system(tz: Platform.environment("TZ"))
    }

    /// `YYYY-MM-DD HH:MM`, the year in four digits (year 1 is 0001).
    static func stamp(_ time: LocalTime) -> String { LocalReading.padded(time) }

    /// Everything the command prints, worked out once for both formats.
    struct Report {
        let canonical: String
        let zone: String
        let from: LocalTime
        let to: LocalTime
        let intervals: [HoursInterval]
        let totals: (open: Int, unknown: Int)
        let weekStable: Bool
        let state: HoursRule.State
        let comment: String?
        let nextChange: LocalTime?
        /// `+03:00` after the start when the clocks skip it or show it twice (nil: shown once).
        var fromOffset: String?

        init(hours: OpeningHours, from: LocalTime, to: LocalTime, zone: String) {
            canonical = hours.canonical
            self.zone = zone
            self.from = from
            self.to = to
            intervals = hours.intervals(from: from, to: to)
            totals = hours.totals(from: from, to: to)
            weekStable = hours.isWeekStable
            (state, comment) = hours.state(at: from)
            nextChange = hours.nextChange(after: from)
        }

        var json: String {
            func optional(_ text: String?) -> String { text.map(JSONString.quoted) ?? "null" }
            let items = intervals.map { interval in
                "{\"from\":\(JSONString.quoted(stamp(interval.from))),\"to\":\(JSONString.quoted(stamp(interval.to))),"
                    + "\"unknown\":\(interval.unknown),\"comment\":\(optional(interval.comment))}"
            }
            let open = state == .unknown ? "null" : state == .open ? "true" : "false"
            return "{\"canonical\":\(JSONString.quoted(canonical)),\"zone\":\(JSONString.quoted(zone)),"
                + "\"from\":\(JSONString.quoted(stamp(from))),\"from_offset\":\(optional(fromOffset)),\"to\":\(JSONString.quoted(stamp(to))),"
                + "\"open\":\(open),\"next_change\":\(optional(nextChange.map(stamp))),"
                + "\"open_ms\":\(totals.open),\"unknown_ms\":\(totals.unknown),\"week_stable\":\(weekStable),"
                + "\"intervals\":[" + items.joined(separator: ",") + "]}\n"
        }

        var text: String {
            let word = state == .open ? "open" : state == .closed ? "closed" : "unknown"
            var out = "canonical:   \(canonical)\n"
            out += "at \(stamp(from))\(fromOffset.map { " " + $0 } ?? ""):  \(word)" + (comment.map { " (\"\($0)\")" } ?? "") + "\n"
            out += "next change: " + (nextChange.map(stamp) ?? "none within a year") + "\n"
            out += "intervals from \(stamp(from)) to \(stamp(to)) (\(zone)):\n"
            if intervals.isEmpty { out += "  none: closed throughout\n" }
            for interval in intervals {
                out += "  \(stamp(interval.from)) – \(stamp(interval.to))  " + (interval.unknown ? "unknown" : "open")
                    + (interval.comment.map { " \"\($0)\"" } ?? "") + "\n"
            }
            out += "open \(duration(totals.open)), unknown \(duration(totals.unknown)); "
                + "every week the same: " + (weekStable ? "yes" : "no") + "\n"
            return out
        }

        private func duration(_ ms: Int) -> String {
            let minutes = ms / 60_000
            return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
        }
    }
}

/// Floor division for negative times (before 1970).
func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
