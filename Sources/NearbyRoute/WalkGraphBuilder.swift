// PLACEHOLDER (helper "store"): a crude stand-in for helper "graph"'s builder with exactly the API
// of notes/API.md (every `highway` way but motorways is walked, no profile). The integrator
// replaces this file with the real one; nothing else depends on what is inside it.
import NearbyGeo
import NearbyOSM

public struct WalkGraphBuilder {
    var ways: [[Int64]] = []
    var wanted: Set<Int64> = []
    var coordinates: [Int64: Coordinate] = [:]

    public init() {}

    public mutating func add(relation: OSMRelation) {}

    public mutating func add(way: OSMWay) {
        guard let highway = way.tags["highway"], !["motorway", "motorway_link", "trunk", "trunk_link"].contains(highway),
              way.nodeIDs.count >= 2 else { return }
        ways.append(way.nodeIDs)
        wanted.formUnion(way.nodeIDs)
    }

    public mutating func add(node: OSMNode) {
        if wanted.contains(node.id) { coordinates[node.id] = node.coordinate }
    }

    public func build(name: String, bounds: (south: Double, west: Double, north: Double, east: Double)?) -> WalkGraph {
        var index: [Int64: Int32] = [:]
        var nodes: [Coordinate] = []
        var edges: [(Int32, Int32)] = []
        func number(_ id: Int64) -> Int32? {
            if let n = index[id] { return n }
            guard let c = coordinates[id] else { return nil }
            index[id] = Int32(nodes.count)
            nodes.append(c)
            return index[id]
        }
        for way in ways {
            for (a, b) in zip(way, way.dropFirst()) {
                if let x = number(a), let y = number(b) { edges.append((x, y)) }
            }
        }
        var box = bounds
        if box == nil, let first = nodes.first {
            var b = (south: first.latitude, west: first.longitude, north: first.latitude, east: first.longitude)
            for c in nodes {
                b.south = min(b.south, c.latitude); b.north = max(b.north, c.latitude)
                b.west = min(b.west, c.longitude); b.east = max(b.east, c.longitude)
            }
            box = b
        }
        return WalkGraph(name: name, nodes: nodes, edges: edges, bounds: box ?? (0, 0, 0, 0))
    }
}
