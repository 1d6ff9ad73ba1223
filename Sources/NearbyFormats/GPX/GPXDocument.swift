import NearbyGeo
import NearbyText

/// A point of a GPX file: `<trkpt>`, `<rtept>` or `<wpt>` with its optional `<ele>` and `<time>`.
public struct GPXPoint: Sendable, Equatable {
    public var coordinate: Coordinate
    /// `<ele>`, meters.
    public var elevation: Double?
    /// `<time>`, seconds since 1970-01-01T00:00:00Z.
    public var time: Double?

    public init(coordinate: Coordinate, elevation: Double? = nil, time: Double? = nil) {
        self.coordinate = coordinate
        self.elevation = elevation
        self.time = time
    }
}

/// The points of a GPX 1.0/1.1 file, by kind, in file order.
public struct GPXDocument: Sendable, Equatable {
    public var trackPoints: [GPXPoint] = []
    public var routePoints: [GPXPoint] = []
    public var waypoints: [GPXPoint] = []

    public init(trackPoints: [GPXPoint] = [], routePoints: [GPXPoint] = [], waypoints: [GPXPoint] = []) {
        self.trackPoints = trackPoints
        self.routePoints = routePoints
        self.waypoints = waypoints
    }

    /// What playback follows: the track if there is one, else the route, else the waypoints
    /// (Xcode plays a file of timed waypoints the same way).
    public var playablePoints: [GPXPoint] {
        !trackPoints.isEmpty ? trackPoints : !routePoints.isEmpty ? routePoints : waypoints
    }

    /// Reads a GPX file. Unknown elements are skipped; broken XML, a point without a valid
    /// lat/lon, or an unreadable `<ele>`/`<time>` is an error naming the line.
    public static func parse(_ text: String) throws(GPXError) -> GPXDocument {
        var scanner = XMLScanner(text)
        var document = GPXDocument()
        var open: [(name: String, line: Int)] = []
        var point: (kind: String, value: GPXPoint, line: Int)?
        var text = ""
        var sawRoot = false

        while let token = try Self.next(&scanner) {
            switch token {
            case .open(let name, let attributes, let selfClosing, let line):
                if open.isEmpty {
                    guard !sawRoot else { throw GPXError(line: line, message: "<\(name)> after the end of the document") }
                    guard name == "gpx" else {
                        throw GPXError(line: line, message: "not a GPX file: the root element is <\(name)>, not <gpx>")
                    }
                    sawRoot = true
                }
                if Self.pointKinds.contains(name) {
                    guard point == nil else { throw GPXError(line: line, message: "<\(name)> inside another point") }
                    point = (name, GPXPoint(coordinate: try Self.coordinate(attributes, element: name, line: line)), line)
                }
                text = ""
                if selfClosing {
                    try Self.close(name, line: line, point: &point, into: &document, text: text)
                } else {
                    open.append((name, line))
                }
            case .close(let name, let line):
                guard let top = open.popLast() else {
                    throw GPXError(line: line, message: "</\(name)> closes nothing")
                }
                guard top.name == name else {
                    throw GPXError(line: line, message: "</\(name)> does not match <\(top.name)> opened on line \(top.line)")
                }
                try Self.close(name, line: line, point: &point, into: &document, text: text)
                text = ""
            case .text(let chunk, let line):
                if open.isEmpty, chunk.contains(where: { !$0.isWhitespace }) {
                    throw GPXError(line: line, message: sawRoot ? "text after the end of <gpx>" : "not a GPX file: text before <gpx>")
                }
                text += chunk
            }
        }
        if let unclosed = open.last {
            throw GPXError(line: unclosed.line, message: "<\(unclosed.name)> is never closed")
        }
        guard sawRoot else { throw GPXError(line: 1, message: "not a GPX file: no <gpx> element") }
        return document
    }

    static let pointKinds: Set<String> = ["trkpt", "rtept", "wpt"]

    static func close(_ name: String, line: Int, point: inout (kind: String, value: GPXPoint, line: Int)?,
                      into document: inout GPXDocument, text: String) throws(GPXError) {
        let value = text.gpxTrimmed()
        switch name {
        case "ele" where value.isEmpty, "time" where value.isEmpty:
            break  // `<ele/>` or `<time></time>`: as if absent, tolerantly.
        case "ele" where point != nil:
            guard let ele = Double(value), ele.isFinite else {
                throw GPXError(line: line, message: "<ele> \(TerminalSafe.quoted(value, always: true)) is not a number of meters")
            }
            point?.value.elevation = ele
        case "time" where point != nil:
            guard let time = ISO8601.seconds(value) else {
                throw GPXError(line: line, message: "<time> \(TerminalSafe.quoted(value, always: true)) is not an ISO-8601 time like 2024-06-01T09:00:00Z")
            }
            point?.value.time = time
        case "trkpt", "rtept", "wpt":
            guard let finished = point else { return }
            switch finished.kind {
            case "trkpt": document.trackPoints.append(finished.value)
            case "rtept": document.routePoints.append(finished.value)
            default: document.waypoints.append(finished.value)
            }
            point = nil
        default:
            break
        }
    }

    static func coordinate(_ attributes: [String: String], element: String, line: Int) throws(GPXError) -> Coordinate {
        func value(_ key: String, limit: Double, what: String) throws(GPXError) -> Double {
            guard let raw = attributes[key] else { throw GPXError(line: line, message: "<\(element)> has no \(key) attribute") }
            let text = raw.gpxTrimmed()
            guard let v = Double(text), v.isFinite, abs(v) <= limit else {
                throw GPXError(line: line,
                               message: "<\(element)> \(key)=\"\(raw)\" is not a \(what) between -\(Int(limit)) and \(Int(limit))")
            }
            return v
        }
        return Coordinate(latitude: try value("lat", limit: 90, what: "latitude"),
                          longitude: try value("lon", limit: 180, what: "longitude"))
    }

    /// The scanner's next token, its syntax error as a GPX error.
    private static func next(_ scanner: inout XMLScanner) throws(GPXError) -> XMLScanner.Token? {
        do {
            return try scanner.next()
        } catch {
            throw GPXError(line: error.line, message: error.message)
        }
    }
}

extension String {
    /// Without leading and trailing whitespace (no Foundation needed).
    fileprivate func gpxTrimmed() -> String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}
