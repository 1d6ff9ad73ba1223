import NearbyText

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
        guard parts.count == 2, let lat = DecimalNumber.parse(parts[0]), let lon = DecimalNumber.parse(parts[1])
        else { throw .notACoordinate }
        guard abs(lat) <= 90 else { throw .latitudeOutOfRange(parts[0]) }
        guard abs(lon) <= 180 else { throw .longitudeOutOfRange(parts[1]) }
        return Coordinate(latitude: lat, longitude: lon)
    }
}
