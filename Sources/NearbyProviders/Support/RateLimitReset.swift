import Foundation

/// When a rate limit lifts, from `Retry-After` (seconds or an HTTP date, RFC 9110 §10.2.3) or
/// `X-RateLimit-Reset` (Unix seconds, as Foursquare sends it). Capped at `maxWait` from now, so
/// a hostile or broken server cannot switch a provider off for the session.
enum RateLimitReset {
    static let maxWait = 24 * 3600.0

    static func time(from response: HTTPResponse, now: Double) -> Double? {
        announced(by: response, now: now).map { min($0, now + maxWait) }
    }

    private static func announced(by response: HTTPResponse, now: Double) -> Double? {
        if let retry = response.header("retry-after")?.trimmingCharacters(in: .whitespaces) {
            if let seconds = Double(retry), seconds >= 0, seconds.isFinite { return now + seconds }
            if let date = httpDate(retry) { return date }
        }
        if let reset = response.header("x-ratelimit-reset").flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }),
           reset.isFinite, reset > 0 {
            // Some services send seconds-until-reset instead of an epoch: a small number is a delay.
            return reset < 1_000_000_000 ? now + reset : reset
        }
        return nil
    }

    /// IMF-fixdate: "Sun, 06 Nov 1994 08:49:37 GMT".
    static func httpDate(_ text: String) -> Double? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)?.timeIntervalSince1970
    }
}
