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

    /// Parses the asset format: one polyline per line, `class lat0,lon0 dlat,dlon ...` in
    /// microdegrees, each pair after the first a delta from the previous point; `#` starts a
    /// comment line. Malformed lines are skipped and counted.
    /// The lines of several asset files, drawn in the order given (coastlines first, so streets
    /// win the cells they share). Malformed lines are skipped.
    public init(parsing texts: [String]) {
        self.init(lines: texts.flatMap { Self.parse($0).map.lines })
    }

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
                guard let comma = field.firstIndex(of: ","),
                      let a = Int(field[..<comma]), let b = Int(field[field.index(after: comma)...])
                else { ok = false; break }
                lat += a
                lon += b
                points.append(Coordinate(latitude: Double(lat) / 1e6, longitude: Double(lon) / 1e6))
            }
            guard ok, points.allSatisfy({ abs($0.latitude) <= 90 && abs($0.longitude) <= 180 }) else {
                skipped += 1
                continue
            }
            lines.append(Polyline(lineClass: LineClass(highway: String(fields[0])), points: points))
        }
        return (StreetMap(lines: lines), skipped)
    }
}
