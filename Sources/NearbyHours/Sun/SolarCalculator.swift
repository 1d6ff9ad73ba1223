import Glibc

/// Sunrise, sunset and civil twilight from coordinates, after NOAA's solar position equations
/// (Meeus' low-precision series): accurate to about a minute away from the poles.
public struct SolarCalculator: Equatable, Sendable {
    public var latitude: Double
    public var longitude: Double

    /// What the sun does on a day at this place.
    public enum Event: Equatable, Sendable {
        /// Minutes after the UTC midnight that starts the day (may be negative or past 1440).
        case at(Double)
        /// The sun stays above the event's altitude all day (midnight sun).
        case alwaysAbove
        /// The sun stays below it all day (polar night).
        case alwaysBelow
    }

    /// Zenith angles: the sun's upper limb at the horizon with refraction, and civil twilight.
    static func zenith(_ event: TimeValue.SunEvent) -> Double {
        event == .dawn || event == .dusk ? 96 : 90.833
    }

    /// The event on a civil day (day number from 1970-01-01), in minutes after 00:00 UTC of that day.
    public func event(_ event: TimeValue.SunEvent, day: Int) -> Event {
        let rising = event == .dawn || event == .sunrise
        // Start from solar noon and refine once at the estimated time, as NOAA's calculator does.
        var minutes = 720 - 4 * longitude
        for _ in 0..<2 {
            let solar = position(julianDay: Double(day) + 2_440_587.5 + minutes / 1440)
            let cosHourAngle = (cos(rad(Self.zenith(event))) / (cos(rad(latitude)) * cos(solar.declination)))
                - tan(rad(latitude)) * tan(solar.declination)
            if cosHourAngle > 1 { return .alwaysBelow }
            if cosHourAngle < -1 { return .alwaysAbove }
            let hourAngle = deg(acos(cosHourAngle))
            let noon = 720 - 4 * longitude - solar.equationOfTime
            minutes = rising ? noon - 4 * hourAngle : noon + 4 * hourAngle
        }
        return .at(minutes)
    }

    private func position(julianDay: Double) -> (declination: Double, equationOfTime: Double) {
        let t = (julianDay - 2_451_545) / 36_525
        let l0 = (280.46646 + t * (36_000.76983 + t * 0.0003032)).truncatingRemainder(dividingBy: 360)
        let m = 357.52911 + t * (35_999.05029 - 0.0001537 * t)
        let e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
        let c = sin(rad(m)) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(rad(2 * m)) * (0.019993 - 0.000101 * t)
            + sin(rad(3 * m)) * 0.000289
        let omega = 125.04 - 1934.136 * t
        let lambda = l0 + c - 0.00569 - 0.00478 * sin(rad(omega))
        let epsilon0 = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
        let epsilon = epsilon0 + 0.00256 * cos(rad(omega))
        let declination = asin(sin(rad(epsilon)) * sin(rad(lambda)))
        let y = pow(tan(rad(epsilon) / 2), 2)
        let equation = y * sin(2 * rad(l0)) - 2 * e * sin(rad(m)) + 4 * e * y * sin(rad(m)) * cos(2 * rad(l0))
            - 0.5 * y * y * sin(4 * rad(l0)) - 1.25 * e * e * sin(2 * rad(m))
        return (declination, 4 * deg(equation))
    }

    private func rad(_ degrees: Double) -> Double { degrees * .pi / 180 }
    private func deg(_ radians: Double) -> Double { radians * 180 / .pi }
}
