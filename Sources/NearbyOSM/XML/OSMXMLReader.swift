import NearbyFormats
import NearbyGeo
import NearbyTileFormats

/// OSM XML (`<osm>` with `<bounds>`, `<node>`, `<way>`, `<relation>` and their `<tag>`, `<nd>`,
/// `<member>`), plain or gzip'd, read in chunks: memory is one chunk and one element.
/// Elements marked deleted (`visible="false"`, JOSM's `action="delete"`) are left out.
struct OSMXMLReader {
    private var source: OSMXMLSource
    private var scanner = XMLScanner()
    private var open: [(name: String, line: Int)] = []
    private var sawRoot = false
    private(set) var header = OSMHeader()
    /// The element being read, when it is one of the kinds asked for, and its parts so far.
    private var current: (kind: OSMElementKind, id: Int64)?
    private var coordinate = Coordinate(latitude: 0, longitude: 0)
    private var tags: [String: String] = [:]
    private var nodeIDs: [Int64] = []
    private var members: [OSMMember] = []

    init(file: OSMInput, gzip: Bool) throws(OSMReadError) {
        source = try OSMXMLSource(file: file, gzip: gzip)
    }

    /// File bytes read so far.
    var offset: Int { Int(source.offset) }

    /// Reads up to the first element: the root's attributes and `<bounds>`.
    static func header(file: OSMInput, gzip: Bool) throws(OSMReadError) -> OSMHeader {
        var reader = try OSMXMLReader(file: file, gzip: gzip)
        while let token = try reader.token() {
            if case .open(let name, _, _, _) = token, reader.open.count == 1, ["node", "way", "relation"].contains(name) { break }
            _ = try reader.handle(token, kinds: [])
        }
        guard reader.sawRoot else { throw OSMReadError("The OSM XML file has no <osm> element.") }
        return reader.header
    }

    /// Visits the elements of `kinds` in file order.
    mutating func read(_ kinds: OSMElementKinds, progress: (Int) -> Void, _ visit: (OSMElement) throws -> Void) throws {
        var reported = 0
        while let token = try token() {
            if let element = try handle(token, kinds: kinds) { try visit(element) }
            if offset - reported >= 1 << 20 {
                reported = offset
                progress(offset)
            }
        }
        guard sawRoot else { throw OSMReadError("The OSM XML file has no <osm> element.") }
        if let unclosed = open.last {
            throw OSMReadError.xml(line: scanner.line, "the file ends inside <\(unclosed.name)> opened on line \(unclosed.line)")
        }
        progress(offset)
    }

    /// The next token, feeding the scanner chunks as it asks; nil at the end of the file.
    private mutating func token() throws(OSMReadError) -> XMLScanner.Token? {
        while true {
            do {
                if let token = try scanner.next() { return token }
            } catch {
                throw .xml(line: error.line, error.message)
            }
            guard scanner.needsInput else { return nil }
            if let chunk = try source.next() { scanner.feed(chunk) } else { scanner.finish() }
        }
    }

    /// Takes in one token; gives the element it completes, if any.
    private mutating func handle(_ token: XMLScanner.Token, kinds: OSMElementKinds) throws(OSMReadError) -> OSMElement? {
        switch token {
        case .open(let name, let attributes, let selfClosing, let line):
            if open.isEmpty {
                guard !sawRoot else { throw OSMReadError.xml(line: line, "<\(name)> follows the end of <osm>") }
                guard name == "osm" else {
                    throw OSMReadError.xml(line: line, "the root element is <\(name)>, not <osm>")
                }
                sawRoot = true
                header.writingProgram = attributes["generator"]
            } else if open.count == 1 {
                try start(name, attributes, line: line, kinds: kinds)
            } else if open.count == 2 {
                try child(name, attributes, line: line)
            }
            if selfClosing { return end(depth: open.count) }
            open.append((name, line))
        case .close(let name, let line):
            guard let top = open.popLast() else { throw OSMReadError.xml(line: line, "</\(name)> closes nothing") }
            guard top.name == name else {
                throw OSMReadError.xml(line: line, "</\(name)> does not match <\(top.name)> opened on line \(top.line)")
            }
            return end(depth: open.count)
        case .text:
            break
        }
        return nil
    }

    /// A child of `<osm>`: bounds, or an element to read.
    private mutating func start(_ name: String, _ attributes: [String: String], line: Int, kinds: OSMElementKinds) throws(OSMReadError) {
        current = nil
        let deleted = attributes["visible"] == "false" || attributes["action"] == "delete"
        switch name {
        case "bounds":
            header.bounds = (south: try Self.degrees(attributes, "minlat", 90, name, line),
                             west: try Self.degrees(attributes, "minlon", 180, name, line),
                             north: try Self.degrees(attributes, "maxlat", 90, name, line),
                             east: try Self.degrees(attributes, "maxlon", 180, name, line))
        case "bound":
            // Osmosis's older form: box="minlat,minlon,maxlat,maxlon".
            let edges = (attributes["box"] ?? "").split(separator: ",").compactMap { Double($0) }
            guard edges.count == 4, abs(edges[0]) <= 90, abs(edges[2]) <= 90, abs(edges[1]) <= 180, abs(edges[3]) <= 180 else {
                throw OSMReadError.xml(line: line, "a <bound> has no box of four degrees")
            }
            header.bounds = (south: edges[0], west: edges[1], north: edges[2], east: edges[3])
        case "node" where kinds.contains(.nodes) && !deleted:
            coordinate = Coordinate(latitude: try Self.degrees(attributes, "lat", 90, name, line),
                                    longitude: try Self.degrees(attributes, "lon", 180, name, line))
            current = (.node, try Self.id(attributes, "id", name, line))
        case "way" where kinds.contains(.ways) && !deleted:
            current = (.way, try Self.id(attributes, "id", name, line))
        case "relation" where kinds.contains(.relations) && !deleted:
            current = (.relation, try Self.id(attributes, "id", name, line))
        default:
            break
        }
    }

    /// A child of an element: a tag, a way's node, a relation's member.
    private mutating func child(_ name: String, _ attributes: [String: String], line: Int) throws(OSMReadError) {
        guard let kind = current?.kind else { return }
        switch name {
        case "tag":
            guard let key = attributes["k"], let value = attributes["v"] else {
                throw OSMReadError.xml(line: line, "a <tag> lacks its k or v attribute")
            }
            tags[key] = value
        case "nd" where kind == .way:
            nodeIDs.append(try Self.id(attributes, "ref", name, line))
        case "member" where kind == .relation:
            guard let type = attributes["type"].flatMap(OSMElementKind.init(rawValue:)) else {
                throw OSMReadError.xml(line: line, "a <member> has the type \(attributes["type"].map { "“\($0)”" } ?? "nothing"), not node, way or relation")
            }
            members.append(OSMMember(kind: type, id: try Self.id(attributes, "ref", name, line), role: attributes["role"] ?? ""))
        default:
            break
        }
    }

    /// The element that a closing tag at `depth` completes.
    private mutating func end(depth: Int) -> OSMElement? {
        guard depth == 1, let (kind, id) = current else { return nil }
        current = nil
        defer {
            tags = [:]
            nodeIDs = []
            members = []
        }
        switch kind {
        case .node: return .node(OSMNode(id: id, coordinate: coordinate, tags: tags))
        case .way: return .way(OSMWay(id: id, nodeIDs: nodeIDs, tags: tags))
        case .relation: return .relation(OSMRelation(id: id, members: members, tags: tags))
        }
    }

    private static func id(_ attributes: [String: String], _ key: String, _ element: String, _ line: Int) throws(OSMReadError) -> Int64 {
        guard let text = attributes[key], let id = Int64(text) else {
            throw OSMReadError.xml(line: line, "a <\(element)> has \(attributes[key].map { "the \(key) “\($0)”, not an integer" } ?? "no \(key)")")
        }
        return id
    }

    private static func degrees(_ attributes: [String: String], _ key: String, _ limit: Double, _ element: String, _ line: Int) throws(OSMReadError) -> Double {
        guard let text = attributes[key], let value = Double(text), value.isFinite, abs(value) <= limit else {
            throw OSMReadError.xml(line: line, "a <\(element)> has \(attributes[key].map { "the \(key) “\($0)”, not a number between -\(Int(limit)) and \(Int(limit))" } ?? "no \(key)")")
        }
        return value
    }
}
