import Synchronization

/// What a graph derives when it loads rather than stores: its weakly connected pieces, the
/// fastest walking edge and the ferry edges (the search's bound), and — on first use, since an
/// import never needs it — the grid of walkable segments that snapping reads.
struct WalkGraphIndex: Sendable {
    /// How many weakly connected pieces the graph has.
    let componentCount: Int
    /// Metres per decisecond on the fastest edge that is not a ferry (at least walking pace).
    let maxSpeed: Double
    /// Each ferry edge with its target node.
    let ferryEdges: [(edge: Int, end: Int)]
    let routing: RoutingBox

    init(lat: [Int32], lon: [Int32], firstEdge: [UInt32], target: [UInt32], duration: [UInt32],
         length: [Float], edgeWay: [UInt32], wayKind: [UInt8], nodeFlags: [UInt8]) {
        let n = lat.count
        // Union-find over the edges, iterative with path halving.
        var parent = [UInt32](unsafeUninitializedCapacity: n) { buf, count in
            for i in 0..<n { buf[i] = UInt32(i) }
            count = n
        }
        func find(_ x: Int) -> Int {
            var x = x
            while Int(parent[x]) != x {
                parent[x] = parent[Int(parent[x])]
                x = Int(parent[x])
            }
            return x
        }
        var fastest = 5.0 / 3.6 / 10
        var ferries: [(Int, Int)] = []
        for u in 0..<n {
            for e in Int(firstEdge[u])..<Int(firstEdge[u + 1]) {
                let a = find(u), b = find(Int(target[e]))
                if a != b { if a < b { parent[b] = UInt32(a) } else { parent[a] = UInt32(b) } }
                if wayKind[Int(edgeWay[e])] & 0x7f == WalkEdgeKind.ferry.rawValue {
                    ferries.append((e, Int(target[e])))
                } else {
                    fastest = max(fastest, Double(length[e]) / Double(max(1, duration[e])))
                }
            }
        }
        var roots = 0
        for u in 0..<n where find(u) == u { roots += 1 }
        componentCount = roots
        maxSpeed = fastest
        ferryEdges = ferries
        routing = RoutingBox(lat: lat, lon: lon, firstEdge: firstEdge, target: target, duration: duration, length: length,
                             edgeWay: edgeWay, wayKind: wayKind, nodeFlags: nodeFlags)
    }
}

/// What routing needs and an import does not: the segment grid, the strong pieces and the chains, built
/// once on first use by whichever thread asks first.
final class RoutingBox: Sendable {
    struct Index: Sendable {
        let grid: SegmentGrid
        let pieces: StrongPieces
        let chains: WalkChains
    }
    private let state: Mutex<Index?>
    private let make: @Sendable () -> Index
    /// The A*'s landmarks, built on the first route (walking times never need them).
    private let landmarkState = Mutex<Landmarks?>(nil)

    init(lat: [Int32], lon: [Int32], firstEdge: [UInt32], target: [UInt32], duration: [UInt32], length: [Float],
         edgeWay: [UInt32], wayKind: [UInt8], nodeFlags: [UInt8]) {
        state = Mutex(nil)
        make = {
            Index(grid: SegmentGrid(lat: lat, lon: lon, firstEdge: firstEdge, target: target, edgeWay: edgeWay, wayKind: wayKind),
                  pieces: StrongPieces(firstEdge: firstEdge, target: target, nodeFlags: nodeFlags),
                  chains: WalkChains(firstEdge: firstEdge, target: target, duration: duration, length: length, nodeFlags: nodeFlags))
        }
    }

    /// The landmarks of `graph` (this box's graph), built on first use.
    func landmarks(_ graph: WalkGraph) -> Landmarks {
        let pieces = index.pieces
        return landmarkState.withLock { landmarks in
            if let landmarks { return landmarks }
            let built = Landmarks(graph: graph, pieces: pieces)
            landmarks = built
            return built
        }
    }

    var index: Index {
        state.withLock { index in
            if let index { return index }
            let built = make()
            index = built
            return built
        }
    }
}
