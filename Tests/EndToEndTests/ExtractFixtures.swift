import Foundation
import XCTest

/// OpenStreetMap extracts the end-to-end tests write, and a reader of what an import stored,
/// through python3's sqlite3 (an oracle outside the app, as `DatabaseProbe` is).
enum ExtractFixtures {
    /// The bundled extract in the package.
    static var bundled: URL { Tmux.packageRoot.appendingPathComponent("Assets/helsinki.osm.pbf") }

    /// A small town in OSM XML around `south`,`west`: a street grid of `size` × `size` nodes
    /// (footways and residential streets, named), and the cafés given as (id, name) — nodes
    /// along the first street — plus one café building (a closed way) when `building` is set.
    static func town(cafes: [(Int64, String)], size: Int = 6, south: Double = 21.02, west: Double = 105.84,
                     building: String? = nil) -> String {
        var xml = "<?xml version='1.0' encoding='UTF-8'?>\n<osm version=\"0.6\" generator=\"nearby tests\">\n"
        let step = 0.001
        xml += "  <bounds minlat=\"\(south)\" minlon=\"\(west)\" maxlat=\"\(south + step * Double(size))\" maxlon=\"\(west + step * Double(size))\"/>\n"
        func id(_ row: Int, _ col: Int) -> Int { 1_000_000 + row * size + col }
        for row in 0..<size {
            for col in 0..<size {
                xml += "  <node id=\"\(id(row, col))\" lat=\"\(south + step * Double(row))\" lon=\"\(west + step * Double(col))\"/>\n"
            }
        }
        for (index, cafe) in cafes.enumerated() {
            xml += "  <node id=\"\(cafe.0)\" lat=\"\(south + step * 0.2)\" lon=\"\(west + step * (0.5 + Double(index)))\">\n"
            xml += "    <tag k=\"amenity\" v=\"cafe\"/>\n    <tag k=\"name\" v=\"\(cafe.1)\"/>\n  </node>\n"
        }
        if building != nil {
            let corners = [(9_001, 0.3, 0.3), (9_002, 0.3, 0.7), (9_003, 0.7, 0.7), (9_004, 0.7, 0.3)]
            for (nodeID, dlat, dlon) in corners {
                xml += "  <node id=\"\(nodeID)\" lat=\"\(south + step * dlat)\" lon=\"\(west + step * dlon)\"/>\n"
            }
        }
        var wayID = 100
        for row in 0..<size {
            xml += "  <way id=\"\(wayID)\">\n"
            for col in 0..<size { xml += "    <nd ref=\"\(id(row, col))\"/>\n" }
            xml += "    <tag k=\"highway\" v=\"\(row % 2 == 0 ? "residential" : "footway")\"/>\n    <tag k=\"name\" v=\"Street \(row)\"/>\n  </way>\n"
            wayID += 1
        }
        for col in 0..<size {
            xml += "  <way id=\"\(wayID)\">\n"
            for row in 0..<size { xml += "    <nd ref=\"\(id(row, col))\"/>\n" }
            xml += "    <tag k=\"highway\" v=\"residential\"/>\n    <tag k=\"name\" v=\"Avenue \(col)\"/>\n  </way>\n"
            wayID += 1
        }
        if let building {
            xml += "  <way id=\"9000\">\n" + [9_001, 9_002, 9_003, 9_004, 9_001].map { "    <nd ref=\"\($0)\"/>\n" }.joined()
            xml += "    <tag k=\"building\" v=\"yes\"/>\n    <tag k=\"amenity\" v=\"cafe\"/>\n    <tag k=\"name\" v=\"\(building)\"/>\n  </way>\n"
        }
        return xml + "</osm>\n"
    }

    /// What the store holds of one extract.
    struct Stored: Equatable {
        var nodes: Int
        var edges: Int
        /// SHA-256 of the graph's bytes.
        var graph: String
        /// The ids of the venues it gave, sorted.
        var venues: [String]
    }

    static let script = """
        import hashlib, os, sqlite3, sys
        db = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True)
        print("integrity\\t" + ";".join(r[0] for r in db.execute("PRAGMA integrity_check")))
        print("venues\\t%d" % db.execute("SELECT count(*) FROM venue").fetchone()[0])
        for (eid, name, nodes, edges, blob) in db.execute(
                "SELECT e.id, e.name, e.node_count, e.edge_count, g.bytes FROM extract e JOIN extract_graph g ON g.extract = e.id ORDER BY e.name"):
            ids = [r[0] for r in db.execute(
                "SELECT v.id FROM extract_venue l JOIN venue v ON v.vid = l.vid WHERE l.extract = ? ORDER BY v.id", (eid,))]
            print("\\t".join(["extract", name, str(nodes), str(edges), hashlib.sha256(blob).hexdigest(), ",".join(ids)]))
        """

    /// The database's integrity, venue count and extracts (by name).
    static func read(_ path: String) throws -> (integrity: String, venues: Int, extracts: [String: Stored]) {
        let result = try Spawn.run(["python3", "-c", script, path])
        guard result.status == 0 else { throw TmuxError(message: "cannot read \(path): \(result.error)") }
        var integrity = "", venues = -1, extracts: [String: Stored] = [:]
        for line in result.output.split(separator: "\n") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch parts.first {
            case "integrity": integrity = parts[1]
            case "venues": venues = Int(parts[1]) ?? -1
            case "extract" where parts.count == 6:
                extracts[parts[1]] = Stored(nodes: Int(parts[2]) ?? -1, edges: Int(parts[3]) ?? -1, graph: parts[4],
                                            venues: parts[5].isEmpty ? [] : parts[5].split(separator: ",").map(String.init))
            default: throw TmuxError(message: "odd probe line \(line)")
            }
        }
        return (integrity, venues, extracts)
    }

    /// The figures of an import's summary: (new, updated, removed) and (nodes, edges, pieces).
    static func summary(_ output: String) -> (cafes: [Int], graph: [Int])? {
        let lines = output.split(separator: "\n").map(String.init)
        guard let first = lines.first, let graph = lines.first(where: { $0.hasPrefix("walking graph ") }) else { return nil }
        func numbers(_ text: Substring, before words: [String]) -> [Int]? {
            let values = words.compactMap { word -> Int? in
                guard let range = text.range(of: " " + word) else { return nil }
                return Int(text[..<range.lowerBound].split(separator: " ").last ?? "")
            }
            return values.count == words.count ? values : nil
        }
        guard let colon = first.range(of: "): "), let cafes = numbers(first[colon.upperBound...], before: ["new,", "updated,", "removed,"]),
              let graphColon = graph.range(of: ": "),
              let figures = numbers(graph[graphColon.upperBound...], before: ["nodes,", "edges,", "piece"]) else { return nil }
        return (cafes, figures)
    }
}
