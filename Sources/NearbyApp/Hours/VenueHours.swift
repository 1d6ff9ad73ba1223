import NearbyFormats
import NearbyHours

/// One venue's `opening_hours` value read once at its place: the parsed hours, or why the
/// parser refused them. Asked for the state at an instant, it also says until when that answer
/// holds, so a list re-reads it only when the clock passes a change.
public struct VenueHours: Sendable {
    public let value: String
    public let place: HoursPlace
    public let reading: Result<OpeningHours, HoursSyntaxError>

    /// How far ahead a closed venue's next opening is looked for.
    static let lookAheadDays = 8
    /// "until 18:00" is said when the closing is at most this far off, seconds.
    static let untilWithin = 86_400.0

    public init(value: String, place: HoursPlace, latitude: Double, longitude: Double) {
        self.value = value
        self.place = place
        let location = HoursLocation(country: place.country, state: place.division, latitude: latitude, longitude: longitude)
        do throws(HoursSyntaxError) {
            reading = .success(try OpeningHours(value, location: location, zone: place.zone))
        } catch {
            // Refused for its holidays (no country, or none known for it)? Read without any, so
            // the grammar alone decides whether the value is unreadable.
            do throws(HoursSyntaxError) {
                reading = .success(try OpeningHours(withoutHolidays: value, latitude: latitude, longitude: longitude,
                                                    zone: place.zone))
            } catch {
                reading = .failure(error)
            }
        }
    }

    /// The hours at a Unix instant, and the instant until which that answer holds.
    public func status(atUnix now: Double) -> (status: HoursStatus, until: Double) {
        let hours: OpeningHours
        switch reading {
        case .failure(let error): return (.unreadable(error), .infinity)
        case .success(let parsed): hours = parsed
        }
        let local = place.localTime(atUnix: now)
        let (state, comment) = hours.state(at: local)
        let next = hours.nextChange(after: local, days: Self.lookAheadDays)
        let nextUnix = next.map(place.unixTime(of:))
        // Without a change in sight the answer is checked again when the look-ahead ends.
        let horizon = nextUnix ?? now + Double(Self.lookAheadDays - 1) * 86_400
        switch state {
        case .open:
            guard let next, let nextUnix else { return (.open(until: nil), horizon) }
            if nextUnix - now <= Self.untilWithin { return (.open(until: next), nextUnix) }
            // "until" appears once the closing comes within a day.
            return (.open(until: nil), nextUnix - Self.untilWithin)
        case .closed:
            // The weekday alone names the opening only within a week.
            guard let next, hours.state(at: next).state == .open, next.day - local.day < 7 else {
                return (.closed(opens: nil), horizon)
            }
            return (.closed(opens: next), horizon)
        case .unknown:
            return (.unknown(comment: comment), horizon)
        }
    }

    /// The open and unknown stretches of one local day, from its midnight to the next.
    public func intervals(ofDay day: LocalTime) -> [HoursInterval] {
        guard case .success(let hours) = reading else { return [] }
        return hours.intervals(from: day.midnight(), to: day.midnight(plusDays: 1))
    }
}
