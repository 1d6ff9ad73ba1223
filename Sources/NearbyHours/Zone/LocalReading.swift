/// How a local wall-clock time reads in a zone, the one way every command and the app read it:
/// a time the clocks skip (the spring gap) is moved forward by the gap's length (03:30 on the
/// night Helsinki goes from 03:00 to 04:00 is 04:30, +03:00); a time the clocks show twice (the
/// autumn overlap) is the first, earlier one (03:30 +03:00, summer time) unless an offset is
/// written with it (`03:30+02:00`, the second).
public struct LocalReading: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The clock shows the time once.
        case exact
        /// The clock skips it: `skipped` seconds go by at `change` (local time before it).
        case gap(skipped: Int, change: LocalTime)
        /// The clock shows it twice; `otherOffset` is the offset of the reading not taken.
        case overlap(otherOffset: Int)
        /// An offset was written that the zone does not have then: the instant is the one the
        /// written offset says, and `offset` the zone's own there.
        case offsetNotInZone(written: Int)
    }

    /// The time as written.
    public var asked: LocalTime
    /// The Unix instant it reads as.
    public var utc: Int
    /// Seconds east of UTC at that instant.
    public var offset: Int
    public var kind: Kind

    /// The wall-clock time at the instant: the asked time, or the gap's time moved forward.
    public var wallTime: LocalTime { LocalTime(minutes: Self.floorDiv(utc + offset, 60)) }

    /// The wall-clock time and its offset, `YYYY-MM-DD HH:MM +03:00`.
    public var stamped: String { "\(Self.padded(wallTime)) \(Self.offsetText(offset))" }

    /// `+03:00`, `-04:30`.
    public static func offsetText(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return (seconds < 0 ? "-" : "+") + two(minutes / 60) + ":" + two(minutes % 60)
    }

    /// `YYYY-MM-DD HH:MM`, the year in four digits.
    public static func padded(_ time: LocalTime) -> String {
        let text = time.description
        guard let dash = text.firstIndex(of: "-"), text.distance(from: text.startIndex, to: dash) < 4 else { return text }
        return String(repeating: "0", count: 4 - text.distance(from: text.startIndex, to: dash)) + text
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}

extension ZoneRules {
    /// How `local` reads here; with `offset` (seconds east, as written after the time), the
    /// reading of that offset when the clock shows the time twice.
    public func reading(of local: LocalTime, offset written: Int? = nil) -> LocalReading {
        let seconds = local.minutes * 60
        let before = offset(atUTC: seconds - 86_400 / 2), after = offset(atUTC: seconds + 86_400 / 2)
        let fits = Set([before, after]).filter { offset(atUTC: seconds - $0) == $0 }.sorted(by: >)
        if let written {
            guard fits.contains(written) else {
                return LocalReading(asked: local, utc: seconds - written, offset: offset(atUTC: seconds - written),
                                    kind: .offsetNotInZone(written: written))
            }
            let other = fits.first { $0 != written }
            return LocalReading(asked: local, utc: seconds - written, offset: written,
                                kind: other.map { .overlap(otherOffset: $0) } ?? .exact)
        }
        if fits.count == 2 {
            // The larger offset is the earlier instant: the first time the clock shows it.
            return LocalReading(asked: local, utc: seconds - fits[0], offset: fits[0], kind: .overlap(otherOffset: fits[1]))
        }
        if let only = fits.first { return LocalReading(asked: local, utc: seconds - only, offset: only, kind: .exact) }
        // Skipped: read with the offset before the change, which lands as far past the change.
        // The change is in (seconds - after, seconds - before]: found by halving.
        var low = seconds - after, high = seconds - before
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if offset(atUTC: mid) == before { low = mid } else { high = mid }
        }
        let utc = seconds - before
        return LocalReading(asked: local, utc: utc, offset: offset(atUTC: utc),
                            kind: .gap(skipped: after - before, change: LocalTime(minutes: LocalReading.floorDiv(high + before, 60))))
    }
}
