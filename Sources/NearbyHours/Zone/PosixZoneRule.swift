import NearbyFormats

/// The POSIX `TZ` rule a TZif v2+ file ends with (`EET-2EEST,M3.5.0/3,M10.5.0/4`), used past the table.
struct PosixZoneRule: Equatable, Sendable {
    /// When a change happens: `Mm.w.d` (w = 5: last), `Jn` (1…365, no Feb 29) or `n` (0…365).
    enum Date: Equatable, Sendable {
        case monthWeekDay(month: Int, week: Int, weekday: Int)
        case julianNoLeap(Int)
        case zeroBased(Int)
    }

    /// Seconds east of UTC.
    var standardOffset: Int
    var daylightOffset: Int?
    var start: (date: Date, time: Int)?
    var end: (date: Date, time: Int)?

    static func == (a: PosixZoneRule, b: PosixZoneRule) -> Bool {
        a.standardOffset == b.standardOffset && a.daylightOffset == b.daylightOffset
            && a.start?.date == b.start?.date && a.start?.time == b.start?.time
            && a.end?.date == b.end?.date && a.end?.time == b.end?.time
    }

    init?(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        guard scanner.skipName(), let std = scanner.offset() else { return nil }
        standardOffset = -std
        guard !scanner.atEnd else { return }
        guard scanner.skipName() else { return nil }
        if let dst = scanner.offset() { daylightOffset = -dst } else { daylightOffset = standardOffset + 3600 }
        guard scanner.take(UInt8(ascii: ",")), let s = scanner.rule(), scanner.take(UInt8(ascii: ",")),
              let e = scanner.rule(), scanner.atEnd else { return nil }
        start = s
        end = e
    }

    /// Seconds east of UTC at a UTC instant.
    func offset(at utc: Int) -> Int {
        guard let daylight = daylightOffset, let start, let end else { return standardOffset }
        let year = CivilCalendar.date(of: floorDiv(utc + standardOffset, 86_400)).year
        let startUTC = Self.day(start.date, year: year) * 86_400 + start.time - standardOffset
        let endUTC = Self.day(end.date, year: year) * 86_400 + end.time - daylight
        let inDaylight = startUTC < endUTC ? (utc >= startUTC && utc < endUTC) : (utc < endUTC || utc >= startUTC)
        return inDaylight ? daylight : standardOffset
    }

    private static func day(_ date: Date, year: Int) -> Int {
        switch date {
        case .monthWeekDay(let month, let week, let weekday):
            let monday0 = (weekday + 6) % 7
            return CivilCalendar.nthWeekday(monday0, week == 5 ? -1 : week, year: year, month: month)
                ?? CivilCalendar.nthWeekday(monday0, -1, year: year, month: month) ?? 0
        case .julianNoLeap(let n):
            let jan1 = CivilCalendar.day(year: year, month: 1, day: 1)
            return jan1 + n - 1 + (CivilCalendar.isLeap(year) && n >= 60 ? 1 : 0)
        case .zeroBased(let n):
            return CivilCalendar.day(year: year, month: 1, day: 1) + n
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var i = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        var atEnd: Bool { i >= bytes.count }
        var current: UInt8? { i < bytes.count ? bytes[i] : nil }

        mutating func take(_ byte: UInt8) -> Bool {
            guard current == byte else { return false }
            i += 1
            return true
        }

        /// `EET` or `<+03>`.
        mutating func skipName() -> Bool {
            if take(UInt8(ascii: "<")) {
                while let c = current, c != UInt8(ascii: ">") { i += 1 }
                return take(UInt8(ascii: ">"))
            }
            let start = i
            while let c = current, (c >= 65 && c <= 90) || (c >= 97 && c <= 122) { i += 1 }
            return i - start >= 3
        }

        mutating func number() -> Int? {
            var value = 0, digits = 0
            while let c = current, c >= 48, c <= 57 { value = value * 10 + Int(c - 48); digits += 1; i += 1 }
            return digits > 0 ? value : nil
        }

        /// `[+-]hh[:mm[:ss]]` in seconds.
        mutating func offset() -> Int? {
            var sign = 1
            if take(UInt8(ascii: "-")) { sign = -1 } else { _ = take(UInt8(ascii: "+")) }
            guard let h = number() else { return nil }
            var seconds = h * 3600
            if take(UInt8(ascii: ":")), let m = number() {
                seconds += m * 60
                if take(UInt8(ascii: ":")), let s = number() { seconds += s }
            }
            return sign * seconds
        }

        mutating func rule() -> (Date, Int)? {
            let date: Date
            if take(UInt8(ascii: "M")) {
                guard let m = number(), take(UInt8(ascii: ".")), let w = number(), take(UInt8(ascii: ".")),
                      let d = number(), (1...12).contains(m), (1...5).contains(w), (0...6).contains(d) else { return nil }
                date = .monthWeekDay(month: m, week: w, weekday: d)
            } else if take(UInt8(ascii: "J")) {
                guard let n = number(), (1...365).contains(n) else { return nil }
                date = .julianNoLeap(n)
            } else {
                guard let n = number(), n <= 365 else { return nil }
                date = .zeroBased(n)
            }
            var time = 7200
            if take(UInt8(ascii: "/")) {
                guard let t = offset() else { return nil }
                time = t
            }
            return (date, time)
        }
    }
}

func floorDiv(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
}
