import Foundation
import NearbyGeo
import NearbyOSM
import NearbyTestSupport
import XCTest

/// The bundled extract, osmium as the independent reference, and reading whole files for checks.
enum OSMFixtures {
    /// `Assets/helsinki.osm.pbf`, found from this file's path.
    static let helsinki = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/helsinki.osm.pbf").path

    static let osmium = "/usr/bin/osmium"

    struct OsmiumFailed: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs osmium (Debian's osmium-tool, installed by scripts/install-deps) and fails with its
    /// message if it fails.
    @discardableResult
    static func osmium(_ arguments: [String]) throws -> String {
        try ChildProcess.requireProgram(osmium, "install osmium-tool (scripts/install-deps)")
        let outcome = try ChildProcess.run([osmium] + arguments)
        guard outcome.status == 0 else {
            throw OsmiumFailed(description: "osmium \(arguments.joined(separator: " ")): \(outcome.stderr)")
        }
        return outcome.stdout
    }

    /// Every element of `kinds` in `path`, in file order.
    static func elements(_ path: String, _ kinds: OSMElementKinds = .all) throws -> [OSMElement] {
        let file = try OSMExtractFile.open(path: path)
        var elements: [OSMElement] = []
        try file.read(kinds, progress: { _ in }) { elements.append($0) }
        return elements
    }

    /// The error reading `path` (opening and one full pass), or nil if it reads.
    static func readError(_ path: String) -> OSMReadError? {
        do {
            let file = try OSMExtractFile.open(path: path)
            try file.read(.all, progress: { _ in }) { _ in }
            return nil
        } catch let error as OSMReadError {
            return error
        } catch {
            XCTFail("not an OSMReadError: \(error)")
            return nil
        }
    }

    /// A small made-up extract: tagged and untagged nodes (some negative ids, both hemispheres),
    /// ways, relations with every member kind, tags needing escapes.
    static func sample(nodes count: Int, seed: UInt64 = 7) -> (nodes: [OSMNode], ways: [OSMWay], relations: [OSMRelation]) {
        var random = SplitMix64(seed: seed)
        var nodes: [OSMNode] = []
        var id: Int64 = -50
        for i in 0..<count {
            id += Int64(random.next() % 1000) + 1
            // Seven decimals, as OSM stores them.
            let lat = Double(Int64(random.uniform(-89, 89) * 1e7)) / 1e7
            let lon = Double(Int64(random.uniform(-179, 179) * 1e7)) / 1e7
            var tags: [String: String] = [:]
            if i % 7 == 0 { tags["amenity"] = "cafe"; tags["name"] = "Café \(i) <\"&'> 咖啡" }
            if i % 11 == 0 { tags["barrier"] = "bollard" }
            nodes.append(OSMNode(id: id, coordinate: Coordinate(latitude: lat, longitude: lon), tags: tags))
        }
        var ways: [OSMWay] = []
        for i in 0..<max(1, count / 10) {
            let length = Int(random.next() % 12) + 2
            let refs = (0..<length).map { _ in nodes[Int(random.next() % UInt64(nodes.count))].id }
            ways.append(OSMWay(id: Int64(i * 3 + 1), nodeIDs: refs, tags: i % 2 == 0 ? ["highway": "footway", "name": "Polku \(i)"] : [:]))
        }
        let relations = (0..<max(1, count / 100)).map { i in
            OSMRelation(id: Int64(i + 1), members: [
                OSMMember(kind: .way, id: ways[i % ways.count].id, role: "outer"),
                OSMMember(kind: .node, id: nodes[i % nodes.count].id, role: ""),
                OSMMember(kind: .relation, id: Int64(i + 2), role: "subarea"),
            ], tags: ["type": "multipolygon", "amenity": "cafe"])
        }
        return (nodes, ways, relations)
    }

    static func all(_ sample: (nodes: [OSMNode], ways: [OSMWay], relations: [OSMRelation])) -> [OSMElement] {
        sample.nodes.map(OSMElement.node) + sample.ways.map(OSMElement.way) + sample.relations.map(OSMElement.relation)
    }
}
