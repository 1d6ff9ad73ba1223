/// What evaluation needs besides the rules: the place's holidays, sun and clock.
struct EvaluationContext {
    var holidays: HolidayCalendar?
    var sun: SolarCalculator?
    var zone: ZoneRules

    /// The reference's stand-ins when no coordinates are known.
    static func constantMinute(of event: TimeValue.SunEvent) -> Int {
        switch event {
        case .dawn: return 5 * 60 + 30
        case .sunrise: return 6 * 60
        case .sunset: return 18 * 60
        case .dusk: return 18 * 60 + 30
        }
    }

    /// The local minute at which the reference's sun calculation moves on to this day (it rounds a Julian
    /// cycle that turns at about local solar midnight); nil without coordinates.
    func solarDayStart(day: Int) -> Int? {
        guard let sun else { return nil }
        var fraction = (0.0009 - sun.longitude / 360).truncatingRemainder(dividingBy: 1)
        if fraction < 0 { fraction += 1 }
        let offset = zone.offset(atUTC: day * 86_400) / 60
        return ((Int(fraction * 1440) + offset) % 1440 + 1440) % 1440
    }

    /// The event in minutes after local midnight of a day; nil when the sun never gets there that day.
    func sunMinute(_ event: TimeValue.SunEvent, day: Int) -> Int? {
        guard let sun else { return Self.constantMinute(of: event) }
        // The UTC day that holds this local day's midday.
        let noonUTC = zone.utcSeconds(fromLocal: day * 86_400 + 43_200)
        let utcDay = floorDiv(noonUTC, 86_400)
        switch sun.event(event, day: utcDay) {
        case .at(let minutes):
            guard minutes.isFinite else { return nil }
            let utc = utcDay * 86_400 + Int((minutes * 60).rounded(.down))
            let local = zone.localSeconds(fromUTC: utc) - day * 86_400
            return floorDiv(local, 60)
        case .alwaysAbove:
            return event == .dawn || event == .sunrise ? 0 : DaySchedule.minutesPerDay
        case .alwaysBelow:
            return nil
        }
    }
}
