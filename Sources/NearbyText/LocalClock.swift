#if canImport(Glibc)
import Glibc
#endif

/// Local wall-clock times where they are shown ("fetched 13:02", "rate limited until 14:05").
public enum LocalClock {
    /// "HH:MM" in the local time zone (localtime_r(3), which reads TZ).
    public static func hoursMinutes(unixTime: Double) -> String {
        var seconds = time_t(unixTime.isFinite ? unixTime.rounded(.down) : 0)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "--:--" }
        let hour = Int(parts.tm_hour), minute = Int(parts.tm_min)
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}
