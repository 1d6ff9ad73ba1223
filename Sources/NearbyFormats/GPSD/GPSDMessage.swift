/// One line of gpsd's JSON protocol (gpsd_json(5)), as far as Nearby reads it: a TPV report with
/// a fix or without one; any other class is named and passed over. A line that is not one JSON
/// object, or a TPV whose fix is unusable (no latitude or longitude, a value out of range), is
/// `ignored` with the reason, for the log. gpsd itself sends one such kind: a TPV with a mode but
/// no position yet, made of a receiver's GSA before its first position (gps-360 in gpsd's
/// regression logs); it is ignored like the rest and is never a fix.
public enum GPSDMessage: Sendable, Equatable {
    /// A TPV report with mode 2 (2D) or 3 (3D).
    case fix(GPSDFix)
    /// A TPV report with mode 0 (unknown) or 1 (no fix).
    case noFix(mode: Int)
    /// A report of another class (`VERSION`, `DEVICES`, `WATCH`, `SKY`, …), not used.
    case other(className: String)
    /// A line that cannot be used, and why.
    case ignored(reason: String)

    /// The longest line read: gpsd's own reports stay far below this (a SKY with every
    /// satellite is a few KB), so a longer line is someone else's and is skipped whole.
    public static let maxLineBytes = 65_536

    /// The bytes a client sends to have TPV reports streamed as JSON.
    public static let watchCommand = Array("?WATCH={\"enable\":true,\"json\":true};\n".utf8)

    /// Reads one line (without its newline; a trailing carriage return is allowed).
    public static func parse(_ line: [UInt8]) -> GPSDMessage {
        guard line.count <= maxLineBytes else { return .ignored(reason: "line longer than \(maxLineBytes) bytes") }
        let value: JSONValue
        do {
            value = try JSONValue.parse(line, limits: limits)
        } catch {
            return .ignored(reason: "not JSON: \(error.reason)")
        }
        guard value.isObject else { return .ignored(reason: "not a JSON object") }
        guard let className = value["class"]?.string else { return .ignored(reason: "no class") }
        guard className == "TPV" else { return .other(className: className) }
        return tpv(value)
    }

    /// A TPV report: its mode says whether there is a fix; a fix must have a latitude and a
    /// longitude in range (gpsd leaves out what it does not know, so NaN never comes from it).
    static func tpv(_ value: JSONValue) -> GPSDMessage {
        guard let mode = value["mode"]?.number, mode.isFinite, mode == mode.rounded(), (0...3).contains(mode) else {
            return .ignored(reason: "TPV without a mode 0 to 3")
        }
        guard mode >= 2 else { return .noFix(mode: Int(mode)) }
        guard let latitude = value["lat"]?.number, let longitude = value["lon"]?.number else {
            return .ignored(reason: "TPV fix without lat and lon")
        }
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else {
            return .ignored(reason: "TPV fix outside the globe (lat \(JSON.number(latitude)), lon \(JSON.number(longitude)))")
        }
        let accuracy = Self.accuracy(eph: measure(value["eph"]), epx: measure(value["epx"]), epy: measure(value["epy"]))
        var altitude = value["altHAE"]?.number ?? value["alt"]?.number
        if altitude?.isFinite != true || mode < 3 { altitude = nil }
        var course = value["track"]?.number
        if let c = course, !(c.isFinite && c >= 0 && c < 360) { course = nil }
        return .fix(GPSDFix(latitude: latitude, longitude: longitude, mode: Int(mode), accuracy: accuracy,
                            altitude: altitude, speed: measure(value["speed"]), course: course))
    }

    /// Horizontal uncertainty, meters: `eph` when gpsd gives it, else the larger of `epx` and
    /// `epy` (the longitude and latitude errors); nil when it gives neither.
    static func accuracy(eph: Double?, epx: Double?, epy: Double?) -> Double? {
        if let eph { return eph }
        switch (epx, epy) {
        case let (x?, y?): return max(x, y)
        case let (x?, nil): return x
        case let (nil, y?): return y
        case (nil, nil): return nil
        }
    }

    /// A non-negative finite number, else nil.
    static func measure(_ value: JSONValue?) -> Double? {
        guard let number = value?.number, number.isFinite, number >= 0 else { return nil }
        return number
    }

    /// gpsd's reports are flat and small; a deep or huge document is not one of them.
    static let limits = JSONLimits(maxDepth: 8, maxStringBytes: 4096)
}

/// A TPV fix: where, by which mode, and how well known (what gpsd gave of it).
public struct GPSDFix: Sendable, Equatable {
    public var latitude: Double
    public var longitude: Double
    /// 2 (2D) or 3 (3D).
    public var mode: Int
    /// Horizontal uncertainty, meters (nil: gpsd did not say).
    public var accuracy: Double?
    /// Meters, from a 3D fix only.
    public var altitude: Double?
    /// Meters per second over ground.
    public var speed: Double?
    /// Degrees clockwise from true north, [0, 360).
    public var course: Double?

    public init(latitude: Double, longitude: Double, mode: Int, accuracy: Double? = nil, altitude: Double? = nil,
                speed: Double? = nil, course: Double? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.mode = mode
        self.accuracy = accuracy
        self.altitude = altitude
        self.speed = speed
        self.course = course
    }
}
