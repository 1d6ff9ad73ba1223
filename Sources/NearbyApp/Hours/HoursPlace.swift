import NearbyHours

/// Where a venue's hours are read: its time zone and, when the gazetteer knows them, its
/// country and first-level division for public holidays (without a country no day is one).
public struct HoursPlace: Sendable, Equatable {
    public var zone: ZoneRules
    /// ISO 3166-1 alpha-2, or nil when not known.
    public var country: String?
    public var division: String?

    public init(zone: ZoneRules, country: String? = nil, division: String? = nil) {
        self.zone = zone
        self.country = country.flatMap { $0.isEmpty ? nil : $0 }
        self.division = division.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The local wall-clock time at a Unix instant.
    public func localTime(atUnix seconds: Double) -> LocalTime {
        let local = zone.localSeconds(fromUTC: Int(seconds.rounded(.down)))
        return LocalTime(minutes: local >= 0 ? local / 60 : -((-local + 59) / 60))
    }

    /// The Unix instant of a local wall-clock time.
    public func unixTime(of local: LocalTime) -> Double { Double(zone.utcSeconds(fromLocal: local.minutes * 60)) }

    /// The public holidays there (nil: none known).
    public var holidays: HolidayCalendar? { country.flatMap { HolidayCalendar.forPlace(country: $0, state: division) } }
}
