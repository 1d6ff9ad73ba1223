/// OSM's `duration` values as OSRM reads them: `M`, `H:M`, `H:M:S` (one or two digits each),
/// and ISO 8601 periods (`PT1H30M`, `P1DT2H`, `P2W`, `PT013000`, `PT01:30:00`).
enum OSMDuration {
    /// Seconds, or nil where OSRM finds the value invalid.
    static func seconds(_ text: String) -> Int? {
        let s = Array(text.utf8)
        guard !s.isEmpty else { return nil }
        if s[0] == UInt8(ascii: "P") { return period(s[1...]) }
        return osmTime(s[...])
    }

    private static func digits(_ s: ArraySlice<UInt8>, _ i: inout Int, max: Int = .max) -> Int? {
        var value = 0, n = 0
        while i < s.endIndex, n < max, let d = digit(s[i]) {
            value = value &* 10 &+ d; i += 1; n += 1
            if value > 100_000_000 { return nil }
        }
        return n == 0 ? nil : value
    }

    private static func digit(_ c: UInt8) -> Int? {
        c >= 48 && c <= 57 ? Int(c - 48) : nil
    }

    /// `M`, `H:M` or `H:M:S`, each part one or two digits.
    private static func osmTime(_ s: ArraySlice<UInt8>) -> Int? {
        var parts: [Int] = []
        var i = s.startIndex
        while true {
            guard let v = digits(s, &i, max: 2) else { return nil }
            parts.append(v)
            if i == s.endIndex { break }
            guard s[i] == UInt8(ascii: ":"), parts.count < 3 else { return nil }
            i += 1
        }
        switch parts.count {
        case 1: return parts[0] * 60
        case 2: return parts[0] * 3600 + parts[1] * 60
        default: return parts[0] * 3600 + parts[1] * 60 + parts[2]
        }
    }

    /// What follows `P`: `nW`, or `[nD][T...]`.
    private static func period(_ s: ArraySlice<UInt8>) -> Int? {
        var i = s.startIndex
        if let last = s.last, last == UInt8(ascii: "W") || last == UInt8(ascii: "w") {
            guard let w = digits(s, &i), i == s.endIndex - 1 else { return nil }
            return w * 604_800
        }
        var total = 0
        let save = i
        if let d = digits(s, &i), i < s.endIndex, s[i] == UInt8(ascii: "D") || s[i] == UInt8(ascii: "d") {
            total += d * 86_400; i += 1
        } else {
            i = save
        }
        if i == s.endIndex { return total }
        guard s[i] == UInt8(ascii: "T") else { return nil }
        i += 1
        let rest = s[i...]
        if let compact = fixedTime(rest) { return total + compact }
        // T[nH][nM][nS]
        var seen = 0
        let units: [(Set<UInt8>, Int)] = [([72, 104], 3600), ([77, 109], 60), ([83, 115], 1)]
        for (letters, factor) in units {
            let before = i
            if let v = digits(s, &i), i < s.endIndex, letters.contains(s[i]) {
                total += v * factor; i += 1; seen += 1
            } else {
                i = before
            }
        }
        return i == s.endIndex ? total : nil
    }

    /// `hhmmss` or `hh:mm:ss` after the `T` (hours < 24, minutes and seconds < 60).
    private static func fixedTime(_ s: ArraySlice<UInt8>) -> Int? {
        let d = s.map { digit($0) ?? -1 }
        let at: [Int]
        if d.count == 6, !d.contains(-1) {
            at = [0, 2, 4]
        } else if d.count == 8, s[s.startIndex + 2] == 58, s[s.startIndex + 5] == 58,
                  [0, 1, 3, 4, 6, 7].allSatisfy({ d[$0] >= 0 }) {
            at = [0, 3, 6]
        } else {
            return nil
        }
        let values = at.map { d[$0] * 10 + d[$0 + 1] }
        guard values[0] < 24, values[1] < 60, values[2] < 60 else { return nil }
        return values[0] * 3600 + values[1] * 60 + values[2]
    }
}
