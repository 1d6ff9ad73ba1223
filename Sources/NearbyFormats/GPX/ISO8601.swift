/// Reads the ISO-8601 times GPX uses: `2024-06-01T09:00:00Z`, with optional fractional seconds
/// and a `±HH:MM` offset. Written by hand: no shipped target uses Foundation's date formatters.
enum ISO8601 {
    /// Seconds since 1970-01-01T00:00:00Z, or nil when `text` is not such a time.
    static func seconds(_ text: String) -> Double? {
        let chars = Array(text.utf8)
        var i = 0
        func digits(_ count: Int) -> Int? {
            guard i + count <= chars.count else { return nil }
            var value = 0
            for c in chars[i..<(i + count)] {
                guard (48...57).contains(c) else { return nil }
                value = value * 10 + Int(c - 48)
            }
            i += count
            return value
        }
        func expect(_ c: Character) -> Bool {
            guard i < chars.count, chars[i] == c.asciiValue else { return false }
            i += 1
            return true
        }
        guard let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2),
              i < chars.count, chars[i] == UInt8(ascii: "T") || chars[i] == UInt8(ascii: "t") || chars[i] == 0x20
        else { return nil }
        i += 1
        guard let hour = digits(2), expect(":"), let minute = digits(2), expect(":"), let second = digits(2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second <= 60
        else { return nil }
        var fraction = 0.0
        if i < chars.count, chars[i] == UInt8(ascii: ".") || chars[i] == UInt8(ascii: ",") {
            i += 1
            var scale = 0.1
            let start = i
            while i < chars.count, (48...57).contains(chars[i]) {
                fraction += Double(chars[i] - 48) * scale
                scale /= 10
                i += 1
            }
            guard i > start else { return nil }
        }
        var offset = 0
        if i < chars.count {
            if chars[i] == UInt8(ascii: "Z") || chars[i] == UInt8(ascii: "z") {
                i += 1
            } else if chars[i] == UInt8(ascii: "+") || chars[i] == UInt8(ascii: "-") {
                let sign = chars[i] == UInt8(ascii: "-") ? -1 : 1
                i += 1
                guard let h = digits(2) else { return nil }
                _ = expect(":")
                guard let m = digits(2), h < 24, m < 60 else { return nil }
                offset = sign * (h * 3600 + m * 60)
            }
        }
        // No zone means UTC: GPX requires UTC, and guessing a local zone would make playback depend on the host.
        guard i == chars.count else { return nil }
        let days = CivilCalendar.day(year: year, month: month, day: day)
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
    }
}

extension ISO8601 {
    /// `seconds` since 1970 as `2024-06-01T09:00:00Z` (UTC, whole seconds): what GPX's `<time>`
    /// and KML's `<when>` hold.
    static func text(_ seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        let (year, month, day) = CivilCalendar.date(of: days)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let paddedYear = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(paddedYear)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))Z"
    }
}
