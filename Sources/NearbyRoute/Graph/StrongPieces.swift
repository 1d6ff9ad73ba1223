/// The graph's strongly connected pieces, barriers being dead ends, as OSRM finds them to keep
/// walks from starting in a piece they cannot leave (an indoor corridor behind a private door,
/// a oneway trap): a piece under `tinyPiece` nodes is snapped to only when nothing bigger is near.
struct StrongPieces: Sendable {
    let piece: [UInt32]
    let size: [UInt32]
    let hasBig: Bool

    /// OSRM's `small_component_size`.
    static let tinyPiece = 1000

    /// Tarjan's algorithm without recursion.
    init(firstEdge: [UInt32], target: [UInt32], nodeFlags: [UInt8]) {
        let n = firstEdge.count - 1
        let unvisited = Int32(-1)
        var index = [Int32](repeating: unvisited, count: n)
        var low = [Int32](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var piece = [UInt32](repeating: 0, count: n)
        var sizes: [UInt32] = []
        var stack: [Int32] = []
        var calls: [(node: Int32, next: UInt32)] = []
        var counter: Int32 = 0
        func outEnd(_ u: Int) -> UInt32 {
            nodeFlags[u] & WalkGraph.barrierFlag != 0 ? firstEdge[u] : firstEdge[u + 1]
        }
        for root in 0..<n where index[root] == unvisited {
            index[root] = counter; low[root] = counter; counter += 1
            stack.append(Int32(root)); onStack[root] = true
            calls.append((Int32(root), firstEdge[root]))
            while let top = calls.last {
                let u = Int(top.node)
                if top.next < outEnd(u) {
                    calls[calls.count - 1].next += 1
                    let v = Int(target[Int(top.next)])
                    if index[v] == unvisited {
                        index[v] = counter; low[v] = counter; counter += 1
                        stack.append(Int32(v)); onStack[v] = true
                        calls.append((Int32(v), firstEdge[v]))
                    } else if onStack[v] {
                        low[u] = min(low[u], index[v])
                    }
                    continue
                }
                calls.removeLast()
                if let parent = calls.last { low[Int(parent.node)] = min(low[Int(parent.node)], low[u]) }
                if low[u] == index[u] {
                    let label = UInt32(sizes.count)
                    var count: UInt32 = 0
                    while let w = stack.popLast() {
                        onStack[Int(w)] = false
                        piece[Int(w)] = label
                        count += 1
                        if Int(w) == u { break }
                    }
                    sizes.append(count)
                }
            }
        }
        self.piece = piece
        size = sizes
        hasBig = sizes.contains { Int($0) >= Self.tinyPiece }
    }

    /// The piece a segment belongs to: its first end's, unless that end is a barrier.
    func piece(_ u: Int, _ v: Int, flags: [UInt8]) -> UInt32 {
        flags[u] & WalkGraph.barrierFlag != 0 ? piece[v] : piece[u]
    }

    func isTiny(_ p: UInt32) -> Bool { Int(size[Int(p)]) < Self.tinyPiece }
}
