/// ALT landmarks: a few nodes at the edges of the graph's biggest piece, and each node's walking
/// cost from each of them. A walk from v to t costs at least d(L, t) − d(L, v) for every landmark
/// L (the triangle inequality), a far tighter bound than the straight line where streets form a
/// grid or water lies between, so the A* settles a narrow band along the walk rather than an
/// ellipse around it. Computed on first use by the routing thread (a full search per landmark).
struct Landmarks: Sendable {
    static let count = 8
    /// `cost[v * count + l]`: deciseconds from landmark l to v (`unreached` where none walks there).
    let cost: [UInt32]

    static let unreached = UInt32.max

    init(graph: WalkGraph, pieces: StrongPieces) {
        let n = graph.nodeCount
        var cost = [UInt32](repeating: Self.unreached, count: n * Self.count)
        // The biggest piece's most outlying node in each of eight compass directions.
        var biggest: UInt32 = 0
        for (p, size) in pieces.size.enumerated() where size > pieces.size[Int(biggest)] { biggest = UInt32(p) }
        var chosen: [Int] = []
        if n > 0, !pieces.size.isEmpty {
            let k = OSRMRuler.band(graph.lat[0], graph.lat[0])
            let h = 0.5.squareRoot()
            let compass: [(Double, Double)] = [(1, 0), (h, h), (0, 1), (-h, h), (-1, 0), (-h, -h), (0, -1), (h, -h)]
            for (cx, cy) in compass {
                let (dx, dy) = (cx * k.kx, cy * k.ky)
                var best = -Double.infinity, node = -1
                for v in 0..<n where pieces.piece[v] == biggest {
                    let score = Double(graph.lon[v]) * dx + Double(graph.lat[v]) * dy
                    if score > best { best = score; node = v }
                }
                if node >= 0 { chosen.append(node) }
            }
        }
        var dist = [UInt32](repeating: Self.unreached, count: n)
        var heap = BinaryHeap<KeyedNode>()
        for (l, landmark) in chosen.enumerated() {
            for i in dist.indices { dist[i] = Self.unreached }
            Self.search(from: landmark, graph: graph, dist: &dist, heap: &heap)
            for v in 0..<n { cost[v * Self.count + l] = dist[v] }
        }
        self.cost = cost
    }

    /// Dijkstra from `source` over the whole graph, with the searches' rules (barriers end a
    /// walk, signals cost their penalty when left).
    private static func search(from source: Int, graph: WalkGraph, dist: inout [UInt32], heap: inout BinaryHeap<KeyedNode>) {
        heap.removeAll()
        dist[source] = 0
        heap.push(KeyedNode(key: 0, node: UInt32(source)))
        graph.firstEdge.withUnsafeBufferPointer { first in
        graph.target.withUnsafeBufferPointer { target in
        graph.duration.withUnsafeBufferPointer { duration in
        graph.nodeFlags.withUnsafeBufferPointer { flags in
        dist.withUnsafeMutableBufferPointer { dist in
            while let top = heap.pop() {
                let (g, u) = (top.key, Int(top.node))
                if g != dist[u] { continue }
                let f = flags[u]
                if f & WalkGraph.barrierFlag != 0 { continue }
                let base = g &+ (f & WalkGraph.signalsFlag != 0 ? WalkGraph.signalPenalty : 0)
                for e in Int(first[u])..<Int(first[u + 1]) {
                    let v = Int(target[e])
                    let ng = base &+ duration[e]
                    if ng < dist[v] { dist[v] = ng; heap.push(KeyedNode(key: ng, node: UInt32(v))) }
                }
            }
        } } } } }
    }

    /// The bound's start: per landmark, the least cost from it to any of the walk's ends.
    func targetCosts(_ exits: [Int]) -> [UInt32] {
        (0..<Self.count).map { l in exits.map { cost[$0 * Self.count + l] }.min() ?? Self.unreached }
    }

    /// The landmarks' lower bound on the deciseconds from v to the walk's ends, given
    /// `targetCosts` (0 where no landmark reaches both).
    @inline(__always) static func bound(_ v: Int, _ fromLandmark: UnsafeBufferPointer<UInt32>,
                                        _ toEnds: UnsafeBufferPointer<UInt32>) -> UInt32 {
        var best: UInt32 = 0
        let base = v * count
        for l in 0..<count {
            let d = fromLandmark[base + l], t = toEnds[l]
            if d != unreached && t != unreached && t > d { best = max(best, t - d) }
        }
        return best
    }
}
