/// How prominent a line on the map is.
public enum LineClass: UInt8, Sendable, Comparable {
    case coast = 1, path, minor, major

    /// The OSM `highway=*` value's drawing class.
    public init(highway: String) {
        switch highway {
        case "motorway", "trunk", "primary", "secondary", "motorway_link", "trunk_link", "primary_link",
             "secondary_link":
            self = .major
        case "footway", "path", "steps", "cycleway", "bridleway", "track", "corridor":
            self = .path
        case "coast":
            self = .coast
        default:
            self = .minor
        }
    }

    public static func < (a: LineClass, b: LineClass) -> Bool { a.rawValue < b.rawValue }
}

/// A polyline to draw, with its bounding box for culling.
public struct Polyline: Sendable {
    public var lineClass: LineClass
    public var points: [Coordinate]
    public let minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double

    public init(lineClass: LineClass, points: [Coordinate]) {
        self.lineClass = lineClass
        self.points = points
        minLatitude = points.map(\.latitude).min() ?? 0
        maxLatitude = points.map(\.latitude).max() ?? 0
        minLongitude = points.map(\.longitude).min() ?? 0
        maxLongitude = points.map(\.longitude).max() ?? 0
    }
}

/// The lines the map pane draws: streets and coastlines.
public struct StreetMap: Sendable {
    public var lines: [Polyline]
    public init(lines: [Polyline] = []) { self.lines = lines }

    /// The asset files the map draws, in drawing order.
    public static let assetFiles = ["coastlines.txt", "helsinki-streets.txt"]

    /// The lines of several asset files, drawn in the order given (coastlines first, so streets
    /// win the cells they share). Malformed lines are skipped.
    public init(parsing texts: [String]) {
        self.init(lines: texts.flatMap { Self.parse($0).map.lines })
    }

    /// Parses the asset format: one polyline per line, `class lat0,lon0 dlat,dlon ...` in
    /// microdegrees, each pair after the first a delta from the previous point; `#` starts a
    /// comment line. Malformed lines (a point off the globe included) are skipped and counted.
    public static func parse(_ text: String) -> (map: StreetMap, skipped: Int) {
        var lines: [Polyline] = []
        var skipped = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if raw.first == "#" { continue }
            let fields = raw.split(separator: " ")
            guard fields.count >= 3 else { skipped += 1; continue }
            var lat = 0, lon = 0
            var points: [Coordinate] = []
            points.reserveCapacity(fields.count - 1)
            var ok = true
            for field in fields.dropFirst() {
                // A sum off the globe or past Int (`abs(Int.min)` would trap too) is a malformed
                // line, never a trap.
                guard let comma = field.firstIndex(of: ","),
                      let a = Int(field[..<comma]), let b = Int(field[field.index(after: comma)...]),
                      case (let sumLat, false) = lat.addingReportingOverflow(a), (-90_000_000...90_000_000).contains(sumLat),
                      case (let sumLon, false) = lon.addingReportingOverflow(b), (-180_000_000...180_000_000).contains(sumLon)
                else { ok = false; break }
                lat = sumLat
                lon = sumLon
                points.append(Coordinate(latitude: Double(lat) / 1e6, longitude: Double(lon) / 1e6))
            }
            guard ok else {
                skipped += 1
                continue
            }
            lines.append(Polyline(lineClass: LineClass(highway: String(fields[0])), points: points))
        }
        return (StreetMap(lines: lines), skipped)
    }
}
