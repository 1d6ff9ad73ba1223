import Synchronization

/// What a graph derives when it loads rather than stores: its weakly connected pieces, the
/// fastest walking edge and the ferry edges (the search's bound), and — on first use, since an
/// import never needs it — the grid of walkable segments that snapping reads.
struct WalkGraphIndex: Sendable {
    /// A piece's label per node, and each piece's node count.
    let component: [UInt32]
    let componentSize: [UInt32]
    let componentCount: Int
    /// Whether any piece is big enough not to be tiny.
    let hasBigComponent: Bool
    /// Metres per decisecond on the fastest edge that is not a ferry (at least walking pace).
    let maxSpeed: Double
    /// Each ferry edge with its target node.
    let ferryEdges: [(edge: Int, end: Int)]
    let gridBox: GridBox

    /// OSRM's `small_component_size`: a piece this small is snapped to only when nothing bigger is near.
    static let tinyComponent = 1000

    init(lat: [Int32], lon: [Int32], firstEdge: [UInt32], target: [UInt32], duration: [UInt32],
         length: [Float], edgeWay: [UInt32], wayKind: [UInt8]) {
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
        var label = [UInt32](repeating: UInt32.max, count: n)
        var sizes: [UInt32] = []
        for u in 0..<n {
            let r = find(u)
            if label[r] == UInt32.max { label[r] = UInt32(sizes.count); sizes.append(0) }
            parent[u] = label[r]
            sizes[Int(label[r])] += 1
        }
        component = parent
        componentSize = sizes
        componentCount = sizes.count
        hasBigComponent = sizes.contains { Int($0) >= Self.tinyComponent }
        maxSpeed = fastest
        ferryEdges = ferries
        gridBox = GridBox(lat: lat, lon: lon, firstEdge: firstEdge, target: target, edgeWay: edgeWay, wayKind: wayKind)
    }

    func isTiny(_ node: Int) -> Bool {
        Int(componentSize[Int(component[node])]) < Self.tinyComponent
    }
}

/// The segment grid, built once on first use by whichever thread asks first.
final class GridBox: Sendable {
    private let state: Mutex<SegmentGrid?>
    private let make: @Sendable () -> SegmentGrid

    init(lat: [Int32], lon: [Int32], firstEdge: [UInt32], target: [UInt32], edgeWay: [UInt32], wayKind: [UInt8]) {
        state = Mutex(nil)
        make = { SegmentGrid(lat: lat, lon: lon, firstEdge: firstEdge, target: target, edgeWay: edgeWay, wayKind: wayKind) }
    }

    var grid: SegmentGrid {
        state.withLock { grid in
            if let grid { return grid }
            let built = make()
            grid = built
            return built
        }
    }
}
