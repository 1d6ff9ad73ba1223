import Foundation

/// Local wall-clock times for status-bar sentences ("rate limited until 14:05").
enum ClockFormat {
    static func hoursMinutes(unixTime: Double) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: Date(timeIntervalSince1970: unixTime))
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}
