/// The graph's plain chains, skipped in one step by the searches: a node is plain when it has no
/// flag (barrier, signals) and exactly two neighbours, each joined to it by one edge each way, so
/// a walk that enters it leaves by the other side. Most nodes of a street are plain (a node every
/// few metres for its shape), so jumping from one junction to the next settles a fraction of them.
///
/// Each edge whose target is plain knows where its chain ends (the first node that is not plain),
/// the deciseconds and metres to there, and the chain's id; a search steps node by node along a
/// chain it has marked (one holding a walk's end) and jumps along every other.
struct WalkChains: Sendable {
    /// What a search reads of one edge, side by side (one cache line holds a node's edges).
    struct Hop: Sendable {
        /// The node the edge's chain ends at (the edge's own target where there is no chain).
        let end: UInt32
        /// Deciseconds and metres from the edge's source to `end`.
        let cost: UInt32
        let metres: Float
        /// The id of the chain the edge enters (`none` where it enters none).
        let chain: UInt32
        /// The edge alone: its target, deciseconds and metres.
        let target: UInt32
        let duration: UInt32
        let length: Float
    }
    /// Per edge, in the graph's order.
    let hops: [Hop]
    /// Per node: the id of its chain (`none` where the node is not plain).
    let chainOfNode: [UInt32]

    static let none = UInt32.max

    init(firstEdge: [UInt32], target: [UInt32], duration: [UInt32], length: [Float], nodeFlags: [UInt8]) {
        let n = firstEdge.count - 1
        let edges = target.count
        var sourceOf = [UInt32](repeating: 0, count: edges)
        for u in 0..<n { for e in Int(firstEdge[u])..<Int(firstEdge[u + 1]) { sourceOf[e] = UInt32(u) } }
        // In-degree of each node, to require one edge each way.
        var inDegree = [UInt8](repeating: 0, count: n)
        for e in 0..<edges { let v = Int(target[e]); if inDegree[v] < 3 { inDegree[v] += 1 } }
        var plain = [Bool](repeating: false, count: n)
        for x in 0..<n where nodeFlags[x] == 0 && inDegree[x] == 2 && firstEdge[x + 1] - firstEdge[x] == 2 {
            let a = Int(target[Int(firstEdge[x])]), b = Int(target[Int(firstEdge[x]) + 1])
            guard a != b, a != x, b != x else { continue }
            // Each neighbour has an edge back to x.
            func joins(_ y: Int) -> Bool { (Int(firstEdge[y])..<Int(firstEdge[y + 1])).contains { Int(target[$0]) == x } }
            plain[x] = joins(a) && joins(b)
        }
        // The edge leaving plain node x away from `from`.
        func onward(_ x: Int, from: Int) -> Int {
            let f = Int(firstEdge[x])
            return Int(target[f]) == from ? f + 1 : f
        }
        // Chain ids: each run of plain nodes takes its first-found node's index.
        var chainOfNode = [UInt32](repeating: Self.none, count: n)
        var stack: [Int] = []
        for x in 0..<n where plain[x] && chainOfNode[x] == Self.none {
            chainOfNode[x] = UInt32(x)
            stack.append(x)
            while let y = stack.popLast() {
                for e in Int(firstEdge[y])..<Int(firstEdge[y + 1]) {
                    let z = Int(target[e])
                    if plain[z] && chainOfNode[z] == Self.none { chainOfNode[z] = UInt32(x); stack.append(z) }
                }
            }
        }
        // Per edge, from the chain's far end back: end(e) = end(next(e)), costs summed.
        var end = target
        var cost = duration
        var metres = length
        var chain = [UInt32](repeating: Self.none, count: edges)
        var state = [UInt8](repeating: 0, count: edges)  // 0 to do, 1 on the path being followed, 2 done
        var path: [Int] = []
        for u in 0..<n {
            for first in Int(firstEdge[u])..<Int(firstEdge[u + 1]) where state[first] == 0 {
                // Follow the chain until an edge into a node that is not plain, or one already done.
                var e = first
                var ring = false
                while true {
                    if state[e] == 2 { break }
                    if state[e] == 1 { ring = true; break }
                    state[e] = 1
                    path.append(e)
                    let x = Int(target[e])
                    if !plain[x] { break }
                    e = onward(x, from: Int(sourceOf[e]))
                }
                // Unwind: the last edge on the path ends the chain (or continues a done one).
                while let p = path.popLast() {
                    state[p] = 2
                    let x = Int(target[p])
                    guard plain[x], !ring else { continue }
                    let next = onward(x, from: Int(sourceOf[p]))
                    end[p] = end[next]
                    cost[p] = duration[p] &+ cost[next]
                    metres[p] = length[p] + metres[next]
                    chain[p] = chainOfNode[x]
                }
                // Along a ring of plain nodes (no way off it) every edge stays a single step.
            }
        }
        hops = (0..<edges).map { e in
            Hop(end: end[e], cost: cost[e], metres: metres[e], chain: chain[e], target: target[e], duration: duration[e], length: length[e])
        }
        self.chainOfNode = chainOfNode
    }

    /// The edges a step from `from` along `first` takes to reach `node`: the chain it jumped, or the edge alone.
    static func expand(_ first: Int, from: Int, to node: Int, target: [UInt32], firstEdge: [UInt32]) -> [Int] {
        var out = [first]
        var e = first
        var previous = from
        while Int(target[e]) != node {
            let x = Int(target[e])
            let f = Int(firstEdge[x])
            e = Int(target[f]) == previous ? f + 1 : f
            previous = x
            out.append(e)
        }
        return out
    }
}
