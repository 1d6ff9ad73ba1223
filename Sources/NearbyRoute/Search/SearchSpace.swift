/// One search's scratch over a graph: per node its cost, parent edge, metres and generation
/// stamps (seen, settled, a walk's end), reused from search to search so nothing is cleared,
/// beside the node's position (for the bound): a node's slot is one read, half a cache line. Owned by one thread at
/// a time: `OfflineRouter` lends each to one caller, hence the unchecked Sendable.
final class SearchSpace: @unchecked Sendable {
    struct Slot {
        var seen: UInt32 = 0
        var settled: UInt32 = 0
        var cost: UInt32 = 0
        var parent: UInt32 = 0
        let lat: Int32, lon: Int32
        var metres: Float = 0
        /// The generation in which a walk may end here.
        var exit: UInt32 = 0
    }
    var slots: [Slot]
    /// Per chain id, the generation that marked it: a chain stepped along node by node rather
    /// than jumped (it holds a walk's end).
    var chainMark: [UInt32]
    var generation: UInt32 = 0
    var heap = BinaryHeap<KeyedNode>()
    var boundHeap = BinaryHeap<BoundedNode>()
    /// Nodes settled by the last search (for the timing checks).
    var settledCount = 0

    static let noParent = UInt32.max

    init(graph: WalkGraph) {
        let (lat, lon) = (graph.lat, graph.lon)
        slots = lat.indices.map { Slot(lat: lat[$0], lon: lon[$0]) }
        chainMark = [UInt32](repeating: 0, count: graph.nodeCount)
    }

    /// Starts a new search: every node unseen.
    func reset() {
        generation &+= 1
        if generation == 0 {
            for i in slots.indices {
                slots[i].seen = 0; slots[i].settled = 0; slots[i].exit = 0; chainMark[i] = 0
            }
            generation = 1
        }
        heap.removeAll()
        boundHeap.removeAll()
        settledCount = 0
    }

    @inline(__always) func seen(_ n: Int) -> Bool { slots[n].seen == generation }
    @inline(__always) func isClosed(_ n: Int) -> Bool { slots[n].settled == generation }
    @inline(__always) func cost(_ n: Int) -> UInt32 { slots[n].cost }
    @inline(__always) func parent(_ n: Int) -> UInt32 { slots[n].parent }

    /// Opens `n` in this search at `cost`.
    @inline(__always) func open(_ n: Int, cost: UInt32, parent: UInt32) {
        slots[n].seen = generation; slots[n].settled = 0; slots[n].cost = cost; slots[n].parent = parent
    }

    /// Marks `node` as a walk's end, and its chain (if any) as one to step along.
    func markExit(_ node: Int, chains: WalkChains) {
        slots[node].exit = generation
        let chain = chains.chainOfNode[node]
        if chain != WalkChains.none { chainMark[Int(chain)] = generation }
    }
}
