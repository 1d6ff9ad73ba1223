import NearbyApp
import NearbyFormats
import NearbyGeo
import NearbyHours
import NearbyTestSupport

/// Venues with opening hours around the sample centre, and a clock on Tuesday 24 December 2024
/// in a fixed UTC+2 zone (Helsinki's winter offset), for the hours tests.
enum HoursSample {
    static let zone = ZoneRules(fixedOffset: 7200)

    /// The Unix time of a local time in `zone`.
    static func unix(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int = 0) -> Double {
        Double(LocalTime(year: y, month: mo, day: d, hour: h, minute: mi).minutes * 60 - 7200)
    }

    static let weekdays = "Mo-Fr 08:00-18:00"
    static let daily = "Mo-Su 10:00-16:00; PH off"
    static let broken = "Mo-Fr 08:00-18:00 sometimes"

    static func venue(_ id: String, _ name: String, north: Double, hours: String?, phone: String? = nil) -> Venue {
        var venue = Sample.venue(id, name, "Katu \(id)", north: north, east: 0)
        venue.details = VenueDetails(openingHours: hours, phone: phone)
        return venue
    }

    static let venues: [Venue] = [
        venue("w", "Weekday Cafe", north: 40, hours: weekdays, phone: "+358 9 123"),
        venue("d", "Daily Cafe", north: 80, hours: daily),
        venue("n", "No Hours Cafe", north: 120, hours: nil),
        venue("b", "Broken Cafe", north: 160, hours: broken),
    ]

    static func rows(_ venues: [Venue] = venues) -> [VenueRow] {
        venues.map { VenueRow(venue: $0, distance: Geodesic.distance(Sample.center, $0.coordinate)) }
            .sorted { $0.distance < $1.distance }
    }

    /// A state at `time` (Unix seconds; the wall clock reads 1000 then) with the venues loaded.
    static func state(at time: Double, width: Int = 80, height: Int = 24, rows: [VenueRow] = rows(),
                      hours load: HoursLoad = HoursLoad()) -> AppState {
        var state = AppState(width: width, height: height, provider: .offline, at: Sample.center)
        state.hours.homeZone = zone
        state.clock = AppClock(wall: 1000, simulatedAt: time)
        _ = Update.apply(&state, .venuesLoaded(rows, hours: load))
        return state
    }
}
