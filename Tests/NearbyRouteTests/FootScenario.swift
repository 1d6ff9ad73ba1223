import Foundation
import NearbyGeo
import NearbyOSM

/// One of OSRM's cucumber scenarios for the foot profile, read from its `.feature` text and made
/// into OSM elements and queries the way OSRM's own harness makes them (the fixtures' README).
struct FootScenario {
    var name: String
    var tags: Set<String>
    var gridSize: Double
    var steps: [Step]

    enum Step {
        case nodeMap([String])
        case table(kind: TableKind, rows: [[String]])
    }

    enum TableKind: String { case nodes, ways, relations, routability, route }

    /// One query and what it expects.
    struct Query {
        enum Expectation {
            /// A routability cell: `x`, empty, or a time with tolerance; `way` is the row's way name.
            case routability(direction: String, expected: String, way: String)
            /// A route row's columns.
            case route([String: String])
        }
        var from: Coordinate
        var to: Coordinate
        var expectation: Expectation
        /// The table row this query belongs to (a routability row has up to two queries).
        var row: Int
        var label: String
    }

    /// What a scenario builds: the elements and the queries, in table order.
    struct Built {
        var nodes: [OSMNode] = []
        var ways: [OSMWay] = []
        var relations: [OSMRelation] = []
        var queries: [Query] = []
        var rowCount = 0
    }

    // MARK: Reading a feature file

    static func parse(_ text: String) -> [FootScenario] {
        let lines = text.components(separatedBy: "\n")
        var scenarios: [FootScenario] = []
        var backgroundGrid = 100.0
        var featureTags: Set<String> = []
        var pendingTags: Set<String> = []
        var sawFeature = false
        var i = 0
        func tableAt(_ start: Int) -> ([[String]], Int) {
            var rows: [[String]] = []
            var j = start
            while j < lines.count, lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("|") {
                var line = lines[j].trimmingCharacters(in: .whitespaces)
                line.removeFirst()
                if line.hasSuffix("|") { line.removeLast() }
                rows.append(line.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) })
                j += 1
            }
            return (rows, j)
        }
        while i < lines.count {
            let line = lines[i].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("@") {
                let tags = Set(line.split(separator: " ").map(String.init).filter { $0.hasPrefix("@") })
                if sawFeature { pendingTags.formUnion(tags) } else { featureTags.formUnion(tags) }
                i += 1; continue
            }
            if line.hasPrefix("Feature:") { sawFeature = true; i += 1; continue }
            if let size = gridSize(line) {
                if scenarios.isEmpty { backgroundGrid = size } else { scenarios[scenarios.count - 1].gridSize = size }
                i += 1; continue
            }
            if line.hasPrefix("Scenario:") {
                scenarios.append(FootScenario(name: String(line.dropFirst(9)).trimmingCharacters(in: .whitespaces),
                                              tags: featureTags.union(pendingTags), gridSize: backgroundGrid, steps: []))
                pendingTags = []
                i += 1; continue
            }
            guard !scenarios.isEmpty else { i += 1; continue }
            if line.hasSuffix("the node map") {
                var j = i + 1
                while j < lines.count, lines[j].trimmingCharacters(in: .whitespaces) != "\"\"\"" { j += 1 }
                guard j < lines.count else { break }
                let indent = lines[j].prefix { $0 == " " }.count
                j += 1
                var map: [String] = []
                while j < lines.count, lines[j].trimmingCharacters(in: .whitespaces) != "\"\"\"" {
                    map.append(String(lines[j].dropFirst(min(indent, lines[j].prefix { $0 == " " }.count))))
                    j += 1
                }
                scenarios[scenarios.count - 1].steps.append(.nodeMap(map))
                i = j + 1; continue
            }
            let kinds: [(String, TableKind)] = [("the nodes", .nodes), ("the ways", .ways), ("the relations", .relations),
                                                ("routability should be", .routability), ("I route I should get", .route)]
            if let kind = kinds.first(where: { line.hasSuffix($0.0) })?.1 {
                let (rows, next) = tableAt(i + 1)
                scenarios[scenarios.count - 1].steps.append(.table(kind: kind, rows: rows))
                i = next; continue
            }
            i += 1
        }
        return scenarios
    }

    static func gridSize(_ line: String) -> Double? {
        guard let range = line.range(of: "a grid size of ") else { return nil }
        let rest = line[range.upperBound...]
        return Double(rest.prefix { $0.isNumber || $0 == "." })
    }

    // MARK: Building the data

    /// Metres per degree at the origin's latitude (1°), cheap-ruler on WGS84.
    static let ruler: (kx: Double, ky: Double) = {
        let m = Double.pi / 180 * 6_378_137, f = 1 / 298.257223563
        let e2 = f * (2 - f)
        let c = cos(Double.pi / 180)
        let w2 = 1 / (1 - e2 * (1 - c * c)), w = w2.squareRoot()
        return (m * w * c, m * w * w2 * (1 - e2))
    }()

    /// The point `x` cells east and `y` cells north of the origin (lon 1, lat 1).
    func point(x: Double, y: Double) -> Coordinate {
        Coordinate(latitude: 1 + y * gridSize / Self.ruler.ky, longitude: 1 + x * gridSize / Self.ruler.kx)
    }

    func build() -> Built {
        var out = Built()
        var nextNode: Int64 = 1, nextWay: Int64 = 1, nextRelation: Int64 = 1
        var nodeIndex: [String: Int] = [:]
        var locations: [String: Coordinate] = [:]
        var wayIDs: [String: Int64] = [:]
        for step in steps {
            switch step {
            case .nodeMap(let map):
                for (r, row) in map.enumerated() {
                    for (c, ch) in row.enumerated() where ch.isLetter || ch.isNumber {
                        let p = point(x: Double(c) / 2, y: -Double(r))
                        if ch.isLetter {
                            nodeIndex[String(ch)] = out.nodes.count
                            out.nodes.append(OSMNode(id: nextNode, coordinate: p, tags: ["name": String(ch)]))
                            nextNode += 1
                        } else {
                            locations[String(ch)] = p
                        }
                    }
                }
            case .table(.nodes, let rows):
                guard let header = rows.first else { continue }
                for row in rows.dropFirst() {
                    guard let k = nodeIndex[row[0]] else { continue }
                    for (key, value) in zip(header.dropFirst(), row.dropFirst()) where !value.isEmpty {
                        if key == "id" { out.nodes[k].id = Int64(value) ?? out.nodes[k].id } else { out.nodes[k].tags[key] = value }
                    }
                }
            case .table(.ways, let rows):
                guard let header = rows.first else { continue }
                for row in rows.dropFirst() {
                    let cells = Dictionary(zip(header, row), uniquingKeysWith: { a, _ in a })
                    let letters = cells["nodes"] ?? ""
                    var tags = ["highway": "primary"]
                    for (key, value) in cells where key != "nodes" {
                        if value.isEmpty || value == "(nil)" { tags[key] = nil } else { tags[key] = value }
                    }
                    if let name = cells["name"] {
                        if name == "\"\"" || name == "''" { tags["name"] = "" }
                    } else {
                        tags["name"] = letters
                    }
                    let ids = letters.compactMap { nodeIndex[String($0)].map { out.nodes[$0].id } }
                    wayIDs[letters] = nextWay
                    out.ways.append(OSMWay(id: nextWay, nodeIDs: ids, tags: tags))
                    nextWay += 1
                }
            case .table(.relations, let rows):
                guard let header = rows.first else { continue }
                for row in rows.dropFirst() {
                    var members: [OSMMember] = []
                    var tags: [String: String] = [:]
                    for (key, value) in zip(header, row) {
                        let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                        if key.hasPrefix("node") {
                            let role = key.hasPrefix("node:") ? String(key.dropFirst(5)) : ""
                            for n in names { if let k = nodeIndex[n] { members.append(OSMMember(kind: .node, id: out.nodes[k].id, role: role)) } }
                        } else if key.hasPrefix("way") {
                            let role = key.hasPrefix("way:") ? String(key.dropFirst(4)) : ""
                            for n in names { if let id = wayIDs[n] { members.append(OSMMember(kind: .way, id: id, role: role)) } }
                        } else if !value.isEmpty {
                            tags[key] = value
                        }
                    }
                    out.relations.append(OSMRelation(id: nextRelation, members: members, tags: tags))
                    nextRelation += 1
                }
            case .table(.routability, let rows):
                guard let header = rows.first else { continue }
                for (ri, row) in rows.dropFirst().enumerated() {
                    var wayTags = ["highway": "primary"], nodeTags: [String: String] = [:]
                    var checks: [(String, String)] = []
                    for (key, value) in zip(header, row) {
                        let base = key.split(separator: " ").first.map(String.init) ?? key
                        if ["forw", "backw", "bothw"].contains(base) { checks.append((base, value)); continue }
                        guard !value.isEmpty else { continue }
                        if key.hasPrefix("node/") {
                            if value != "(nil)" { nodeTags[String(key.dropFirst(5))] = value }
                        } else if value == "(nil)" {
                            wayTags[key] = nil
                        } else {
                            wayTags[key] = value
                        }
                    }
                    let wayName = "w\(ri)"
                    wayTags["name"] = wayName
                    var ids: [Int64] = []
                    for (j, letter) in ["a", "b", "c", "d", "e"].enumerated() {
                        var tags = ["name": "\(letter)\(ri)"]
                        if j == 2 { tags.merge(nodeTags) { _, new in new } }
                        out.nodes.append(OSMNode(id: nextNode, coordinate: point(x: Double(j + 100 * ri), y: 0), tags: tags))
                        ids.append(nextNode); nextNode += 1
                    }
                    out.ways.append(OSMWay(id: nextWay, nodeIDs: ids, tags: wayTags))
                    nextWay += 1
                    let a = point(x: Double(1 + 100 * ri), y: 0), b = point(x: Double(3 + 100 * ri), y: 0)
                    let row = out.rowCount
                    out.rowCount += 1
                    for (direction, expected) in checks {
                        let label = "row \(ri + 1) \(zip(header, rows[ri + 1]).map { "\($0)=\($1)" }.joined(separator: " "))"
                        if direction != "backw" {
                            out.queries.append(Query(from: a, to: b, expectation: .routability(direction: direction == "bothw" ? "forw" : direction, expected: expected, way: wayName), row: row, label: label + " [forw]"))
                        }
                        if direction != "forw" {
                            out.queries.append(Query(from: b, to: a, expectation: .routability(direction: "backw", expected: expected, way: wayName), row: row, label: label + " [backw]"))
                        }
                    }
                }
            case .table(.route, let rows):
                guard let header = rows.first else { continue }
                for row in rows.dropFirst() {
                    let cells = Dictionary(zip(header, row), uniquingKeysWith: { a, _ in a })
                    func at(_ name: String?) -> Coordinate? {
                        guard let name else { return nil }
                        return nodeIndex[name].map { out.nodes[$0].coordinate } ?? locations[name]
                    }
                    guard let from = at(cells["from"]), let to = at(cells["to"]) else { continue }
                    out.queries.append(Query(from: from, to: to, expectation: .route(cells), row: out.rowCount,
                                             label: cells.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")))
                    out.rowCount += 1
                }
            }
        }
        return out
    }
}
