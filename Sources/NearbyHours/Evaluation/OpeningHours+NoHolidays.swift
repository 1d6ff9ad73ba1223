/// Evaluating where the country is not known.
extension OpeningHours {
    /// A value read where no country is known, so no day is a public holiday: `PH` rules match
    /// no day (and `SH` stays "unknown") instead of the value being refused, which is how a
    /// list without a gazetteer still shows "Mo-Fr 08:00-18:00; PH off" as open on a Monday.
    /// The grammar is checked exactly as `init(_:mode:location:zone:)` checks it.
    public init(withoutHolidays value: String, mode: HoursMode = .ranges, latitude: Double? = nil,
                longitude: Double? = nil, zone: ZoneRules = .utc) throws(HoursSyntaxError) {
        rules = try HoursParser.parse(value, mode: mode, country: nil)
        self.mode = mode
        location = HoursLocation(latitude: latitude, longitude: longitude)
        var sun: SolarCalculator?
        if let latitude, let longitude, abs(latitude) <= 90, abs(longitude) <= 180 {
            sun = SolarCalculator(latitude: latitude, longitude: longitude)
        }
        context = EvaluationContext(holidays: HolidayCalendar([]), sun: sun, zone: zone)
    }
}
