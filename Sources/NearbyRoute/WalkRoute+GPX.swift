import NearbyFormats
import NearbyGeo

/// A walk as a GPX 1.1 track, the file a GPS unit, OsmAnd or a watch loads: one track of one
/// segment along the line walked, named, with the length and time in its description.
extension WalkRoute {
    /// The GPX document; `name` names the file's metadata and the track ("Walk to Cafe Java").
    public func gpx(name: String = "Walk") -> String {
        let title = XMLText.escaped(name)
        let description = XMLText.escaped(WalkWords.summary(distance: distance, duration: duration))
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="nearby" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">
              <metadata>
                <name>\(title)</name>
                <desc>\(description)</desc>
              </metadata>
              <trk>
                <name>\(title)</name>
                <desc>\(description)</desc>
                <type>walking</type>
                <trkseg>

            """
        var points = geometry
        if points.isEmpty, let start = steps.first?.maneuver.location { points = [start] }
        for point in points {
            out += "      <trkpt lat=\"\(Self.gpxDegrees(point.latitude))\" lon=\"\(Self.gpxDegrees(point.longitude))\"/>\n"
        }
        out += "    </trkseg>\n  </trk>\n</gpx>\n"
        return out
    }

    /// Degrees to 7 decimals (about a centimetre), as plain decimals: GPX's `xsd:decimal` takes
    /// no exponent.
    static func gpxDegrees(_ degrees: Double) -> String {
        let units = Int((degrees * 1e7).rounded())
        let whole = abs(units) / 10_000_000, fraction = abs(units) % 10_000_000
        let digits = String(fraction)
        return (units < 0 ? "-" : "") + "\(whole)." + String(repeating: "0", count: 7 - digits.count) + digits
    }
}
