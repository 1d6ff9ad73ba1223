#if canImport(Glibc)
import Glibc
#endif
import NearbyHTTP
import NearbyText

/// When a rate limit lifts, from `Retry-After` (seconds or an HTTP date, RFC 9110 §10.2.3) or
/// `X-RateLimit-Reset` (Unix seconds, as Foursquare sends it). Capped at `maxWait` from now, so
/// a hostile or broken server cannot switch a provider off for the session.
enum RateLimitReset {
    static let maxWait = 24 * 3600.0

    static func time(from response: HTTPResponse, now: Double) -> Double? {
        announced(by: response, now: now).map { min($0, now + maxWait) }
    }

    private static func announced(by response: HTTPResponse, now: Double) -> Double? {
        if let retry = response.header("retry-after")?.trimmedWhitespace {
            if let seconds = Double(retry), seconds >= 0, seconds.isFinite { return now + seconds }
            if let date = httpDate(retry) { return date }
        }
        if let reset = response.header("x-ratelimit-reset").flatMap({ Double($0.trimmedWhitespace) }),
           reset.isFinite, reset > 0 {
            // Some services send seconds-until-reset instead of an epoch: a small number is a delay.
            return reset < 1_000_000_000 ? now + reset : reset
        }
        return nil
    }

    /// IMF-fixdate: "Sun, 06 Nov 1994 08:49:37 GMT".
    static func httpDate(_ text: String) -> Double? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","), parts[5] == "GMT",
              let day = Int32(parts[1]), parts[1].count == 2, (1...31).contains(day),
              let month = months.firstIndex(of: String(parts[2])),
              let year = Int32(parts[3]), parts[3].count == 4 else { return nil }
        let clock = parts[4].split(separator: ":", omittingEmptySubsequences: false)
        guard parts[4].count == 8, clock.count == 3,
              let hour = Int32(clock[0]), let minute = Int32(clock[1]), let second = Int32(clock[2]),
              (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        var fields = tm()
        fields.tm_year = year - 1900
        fields.tm_mon = Int32(month)
        fields.tm_mday = day
        fields.tm_hour = hour
        fields.tm_min = minute
        fields.tm_sec = second
        // timegm(3) normalises out-of-range days (31 Feb); a date that moved was not a real one.
        let seconds = timegm(&fields)
        guard fields.tm_mday == day, fields.tm_mon == Int32(month) else { return nil }
        return Double(seconds)
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
