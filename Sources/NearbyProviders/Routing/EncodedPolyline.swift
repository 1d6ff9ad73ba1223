import NearbyGeo

/// The encoded polyline format (Google's algorithm) Valhalla writes a route's shape in, with six
/// decimal places (`polyline6`): each value the difference from the previous point's, as a
/// zig-zag signed integer in 5-bit chunks, each chunk plus 63 as one printable ASCII character.
enum EncodedPolyline {
    /// The points of `text` at `precision` decimal places; nil when it is not a whole polyline
    /// (a character out of range, a value cut short, a latitude or longitude out of range).
    static func decode(_ text: String, precision: Int = 6) -> [Coordinate]? {
        var scale = 1.0
        for _ in 0..<precision { scale *= 10 }
        let bytes = Array(text.utf8)
        var index = 0
        var latitude = 0
        var longitude = 0
        var points: [Coordinate] = []

        func value() -> Int? {
            var result = 0
            var shift = 0
            while index < bytes.count {
                let byte = Int(bytes[index])
                index += 1
                guard (63...126).contains(byte), shift <= 60 else { return nil }
                let chunk = byte - 63
                result |= (chunk & 0x1F) << shift
                shift += 5
                if chunk < 0x20 { return (result & 1) != 0 ? ~(result >> 1) : result >> 1 }
            }
            return nil
        }

        while index < bytes.count {
            guard let dLat = value(), let dLon = value() else { return nil }
            let (lat, latOverflow) = latitude.addingReportingOverflow(dLat)
            let (lon, lonOverflow) = longitude.addingReportingOverflow(dLon)
            guard !latOverflow, !lonOverflow else { return nil }
            latitude = lat
            longitude = lon
            let point = Coordinate(latitude: Double(latitude) / scale, longitude: Double(longitude) / scale)
            guard abs(point.latitude) <= 90, abs(point.longitude) <= 180 else { return nil }
            points.append(point)
        }
        return points
    }
}
