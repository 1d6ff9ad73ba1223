import NearbyHours

/// Fuzz target for `opening_hours` values: parsing never crashes, the canonical form reads back
/// to itself, and evaluation gives ordered intervals in bounded time.
extension FuzzTargets {
    static let hours: [String: @Sendable ([UInt8]) -> Void] = [
        "opening-hours": { bytes in
            let value = String(decoding: bytes, as: UTF8.self)
            let place = HoursLocation(country: "FI", latitude: 60.17, longitude: 24.94)
            guard let hours = try? OpeningHours(value, mode: .both, location: place) else { return }
            let canonical = hours.canonical
            guard let again = try? OpeningHours(canonical, mode: .both, location: place) else {
                preconditionFailure("the canonical form does not read back: \(canonical)")
            }
            precondition(again.canonical == canonical, "the canonical form changes when read back: \(canonical)")
            let from = LocalTime(year: 2026, month: 12, day: 20)
            let intervals = hours.intervals(from: from, to: LocalTime(minutes: from.minutes + 14 * 1440))
            for (a, b) in zip(intervals, intervals.dropFirst()) {
                precondition(a.from < a.to && a.to <= b.from, "intervals out of order")
            }
            if let next = hours.nextChange(after: from, days: 30) { precondition(next > from, "a change in the past") }
        },
    ]
}
