/// `LAT,LON` text (decimal degrees) — the form of `--at` and of config files.
extension Coordinate {
    public enum ParseError: Error, Sendable, Equatable {
        /// Not two finite decimal numbers separated by a comma.
        case notACoordinate
        case latitudeOutOfRange(String)
        case longitudeOutOfRange(String)
    }

    /// Parses `60.1690,24.9435` (spaces around the numbers allowed).
    public static func parse(_ text: String) throws(ParseError) -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        guard parts.count == 2, parts.allSatisfy(isDecimal), let lat = Double(parts[0]), let lon = Double(parts[1]),
              lat.isFinite, lon.isFinite
        else { throw .notACoordinate }
        guard abs(lat) <= 90 else { throw .latitudeOutOfRange(parts[0]) }
        guard abs(lon) <= 180 else { throw .longitudeOutOfRange(parts[1]) }
        return Coordinate(latitude: lat, longitude: lon)
    }

    /// Plain decimal notation only: `Double("nan")`, `"0x1p3"` and `"1e5"` are not coordinates.
    static func isDecimal(_ s: String) -> Bool {
        var digits = 0, dots = 0
        for (i, c) in s.enumerated() {
            if c == "-" || c == "+" { if i != 0 { return false }; continue }
            if c == "." { dots += 1; continue }
            guard c.isASCII, c.isNumber else { return false }
            digits += 1
        }
        return digits > 0 && dots <= 1
    }
}
