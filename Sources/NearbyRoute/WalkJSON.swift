import NearbyFormats
import NearbyGeo

/// The JSON pieces the walk's encoders share, written as OSRM writes them: positions
/// `[lon, lat]` to 6 decimals (OSRM's fixed-point precision), lengths and times to a tenth.
enum WalkJSON {
    /// `[lon,lat]`, GeoJSON's order.
    static func position(_ c: Coordinate) -> String {
        "[" + JSON.number(sixDecimals(c.longitude)) + "," + JSON.number(sixDecimals(c.latitude)) + "]"
    }

    /// A GeoJSON LineString; a line of fewer than two points repeats its point (as OSRM's
    /// arrive step does), so the geometry stays valid GeoJSON.
    static func lineString(_ points: [Coordinate], fallback: Coordinate? = nil) -> String {
        var line = points
        if line.isEmpty, let fallback { line = [fallback] }
        if line.count == 1 { line.append(line[0]) }
        return "{\"type\":\"LineString\",\"coordinates\":[" + line.map(position).joined(separator: ",") + "]}"
    }

    /// A length or time rounded to a tenth, as OSRM rounds them.
    static func tenths(_ value: Double) -> String { JSON.number((value * 10).rounded() / 10) }

    static func sixDecimals(_ degrees: Double) -> Double { (degrees * 1e6).rounded() / 1e6 }

    /// Degrees clockwise from north, 0…359, from `a` towards `b` (0 when they coincide).
    static func bearing(_ a: Coordinate, _ b: Coordinate) -> Int {
        guard a != b else { return 0 }
        let azimuth = Geodesic.inverse(a, b).initialAzimuth
        return Int((azimuth < 0 ? azimuth + 360 : azimuth).rounded()) % 360
    }
}
