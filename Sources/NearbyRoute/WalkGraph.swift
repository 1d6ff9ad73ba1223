// PLACEHOLDER (helper "store"): a crude stand-in for helper "graph"'s graph with exactly the API
// of notes/API.md (nodes and undirected edges as bytes). The integrator replaces this file with
// the real one; nothing else depends on what is inside it.
import NearbyGeo

public struct WalkGraphError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
}

public struct WalkGraph: Sendable {
    public let name: String
    let nodes: [Coordinate]
    let edges: [(Int32, Int32)]
    public let bounds: (south: Double, west: Double, north: Double, east: Double)

    init(name: String, nodes: [Coordinate], edges: [(Int32, Int32)], bounds: (south: Double, west: Double, north: Double, east: Double)) {
        self.name = name; self.nodes = nodes; self.edges = edges; self.bounds = bounds
    }

    public var nodeCount: Int { nodes.count }
    public var edgeCount: Int { edges.count }

    public var disconnectedPieces: Int {
        var parent = Array(0..<nodes.count)
        func root(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        for (a, b) in edges { parent[root(Int(a))] = root(Int(b)) }
        let pieces = Set((0..<nodes.count).map(root)).count
        return max(0, pieces - 1)
    }

    public func encoded() -> [UInt8] {
        var out: [UInt8] = Array("WGPH".utf8)
        func put(_ v: UInt64) { for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) } }
        put(UInt64(name.utf8.count)); out += Array(name.utf8)
        for v in [bounds.south, bounds.west, bounds.north, bounds.east] { put(v.bitPattern) }
        put(UInt64(nodes.count))
        for c in nodes { put(c.latitude.bitPattern); put(c.longitude.bitPattern) }
        put(UInt64(edges.count))
        for (a, b) in edges { put(UInt64(UInt32(bitPattern: a)) | UInt64(UInt32(bitPattern: b)) << 32) }
        return out
    }

    public init(decoding bytes: [UInt8]) throws(WalkGraphError) {
        var p = 4
        func get() throws(WalkGraphError) -> UInt64 {
            guard bytes.count - p >= 8 else { throw WalkGraphError(description: "the walking graph's bytes are cut short") }
            var v: UInt64 = 0
            for i in 0..<8 { v |= UInt64(bytes[p + i]) << (8 * UInt64(i)) }
            p += 8
            return v
        }
        guard bytes.starts(with: Array("WGPH".utf8)) else { throw WalkGraphError(description: "not a walking graph") }
        let length = Int(clamping: try get())
        guard length <= bytes.count - p else { throw WalkGraphError(description: "the walking graph's bytes are cut short") }
        name = String(decoding: bytes[p..<(p + length)], as: UTF8.self)
        p += length
        let s = Double(bitPattern: try get()), w = Double(bitPattern: try get())
        let n = Double(bitPattern: try get()), e = Double(bitPattern: try get())
        bounds = (s, w, n, e)
        let nodeCount = Int(clamping: try get())
        guard nodeCount <= (bytes.count - p) / 16 else { throw WalkGraphError(description: "the walking graph's bytes are cut short") }
        var nodes: [Coordinate] = []
        for _ in 0..<nodeCount { nodes.append(Coordinate(latitude: Double(bitPattern: try get()), longitude: Double(bitPattern: try get()))) }
        let edgeCount = Int(clamping: try get())
        guard edgeCount <= (bytes.count - p) / 8 else { throw WalkGraphError(description: "the walking graph's bytes are cut short") }
        var edges: [(Int32, Int32)] = []
        for _ in 0..<edgeCount {
            let v = try get()
            let a = Int32(bitPattern: UInt32(truncatingIfNeeded: v)), b = Int32(bitPattern: UInt32(truncatingIfNeeded: v >> 32))
            guard a >= 0, b >= 0, Int(a) < nodeCount, Int(b) < nodeCount else { throw WalkGraphError(description: "an edge names no node") }
            edges.append((a, b))
        }
        self.nodes = nodes
        self.edges = edges
    }

    public func contains(_ c: Coordinate) -> Bool {
        c.latitude >= bounds.south && c.latitude <= bounds.north && c.longitude >= bounds.west && c.longitude <= bounds.east
    }
}
