/// Foursquare's weekly hours (`hours.regular[]` of v3 and the 2025 Places API: `day` 1–7 for
/// Monday–Sunday, `open` and `close` as "HHMM", a close at or before the open — or written
/// "+HHMM" — falling on the next day) as an `opening_hours` value: days with the same times
/// joined into ranges (`Mo-Fr 08:00-18:00; Sa 10:00-16:00`), days not listed closed, a whole
/// week round the clock `24/7`. Pure.
enum FoursquareHours {
    private static let dayNames = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

    /// The value, or nil when the hours hold no regular week or an entry cannot be read (a
    /// wrong value would be worse than none: the venue's hours are then unknown).
    static func openingHours(_ hours: JSONTree) -> String? {
        guard let regular = hours["regular"].array, !regular.isEmpty, regular.count <= 7 * 24 else { return nil }
        var days: [[(open: Int, close: Int)]] = Array(repeating: [], count: 7)
        for entry in regular {
            guard let day = entry["day"].int, (1...7).contains(day),
                  let open = minutes(entry["open"].string, allowNextDay: false),
                  let close = minutes(entry["close"].string, allowNextDay: true) else { return nil }
            // 0000-0000 and 0000-2359 are how "all day" is written; past midnight keeps the clock time.
            let end = close.minutes == 0 && open.minutes == 0 || close.minutes == 23 * 60 + 59 ? 24 * 60 : close.minutes
            days[day - 1].append((open.minutes, end))
        }
        let times = days.map { spans in
            spans.sorted { $0.open < $1.open }.map { clock($0.open) + "-" + clock($0.close) }.joined(separator: ",")
        }
        if times.allSatisfy({ $0 == "00:00-24:00" }) { return "24/7" }
        var rules: [String] = []
        var start = 0
        while start < 7 {
            var end = start
            while end + 1 < 7, times[end + 1] == times[start] { end += 1 }
            if !times[start].isEmpty {
                let range = start == end ? dayNames[start] : end == start + 1 ? dayNames[start] + "," + dayNames[end]
                    : dayNames[start] + "-" + dayNames[end]
                rules.append(range + " " + times[start])
            }
            start = end + 1
        }
        return rules.isEmpty ? nil : rules.joined(separator: "; ")
    }

    /// "HHMM" (or "+HHMM", the next day's, for a close) as minutes of the day; 2400 is midnight's end.
    private static func minutes(_ text: String?, allowNextDay: Bool) -> (minutes: Int, nextDay: Bool)? {
        guard var text else { return nil }
        var nextDay = false
        if allowNextDay, text.hasPrefix("+") {
            nextDay = true
            text.removeFirst()
        }
        let digits = Array(text.utf8)
        guard digits.count == 4, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
        let hour = Int(digits[0] - 48) * 10 + Int(digits[1] - 48), minute = Int(digits[2] - 48) * 10 + Int(digits[3] - 48)
        guard minute < 60, hour < 24 || (hour == 24 && minute == 0 && !nextDay) else { return nil }
        return (hour * 60 + minute, nextDay)
    }

    private static func clock(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0\(h)" : "\(h)") + ":" + (m < 10 ? "0\(m)" : "\(m)")
    }
}
