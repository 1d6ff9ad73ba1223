import NearbyGeo

extension Location {
    /// The `--log` line: `locationDelivered` with lat, lon and what else is known.
    public var logEvent: LogEvent {
        var fields: [(String, LogValue)] = [
            ("lat", .number(coordinate.latitude)), ("lon", .number(coordinate.longitude)),
            ("accuracy", .number(horizontalAccuracy)),
        ]
        if let altitude { fields.append(("altitude", .number(altitude))) }
        if let course { fields.append(("course", .number(course))) }
        if let speed { fields.append(("speed", .number(speed))) }
        return LogEvent("locationDelivered", fields)
    }
}
