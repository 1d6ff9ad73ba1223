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
    var heap = MinHeap()
    var boundHeap = BoundHeap()
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

/// A binary min-heap of (key, node) packed in one UInt64 (key in the high half).
struct MinHeap {
    var items: [UInt64] = []

    var isEmpty: Bool { items.isEmpty }
    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    @inline(__always) mutating func push(key: UInt32, node: UInt32) {
        let value = UInt64(key) << 32 | UInt64(node)
        items.append(value)
        items.withUnsafeMutableBufferPointer { h in
            var i = h.count - 1
            while i > 0 {
                let p = (i - 1) >> 1
                if h[p] <= value { break }
                h[i] = h[p]; i = p
            }
            h[i] = value
        }
    }

    @inline(__always) mutating func pop() -> (key: UInt32, node: UInt32)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items.withUnsafeMutableBufferPointer { h in
                var i = 0
                let n = h.count
                while true {
                    let l = 2 * i + 1
                    if l >= n { break }
                    let r = l + 1
                    let c = r < n && h[r] < h[l] ? r : l
                    if h[c] >= last { break }
                    h[i] = h[c]; i = c
                }
                h[i] = last
            }
        }
        return (UInt32(top >> 32), UInt32(top & 0xffff_ffff))
    }
}

/// The A*'s min-heap: by bound, ties to the node walked farthest (so among the many equally
/// short walks of a street grid the search follows one to the end rather than widening over
/// all of them), then by node.
struct BoundHeap {
    struct Entry {
        /// The bound in the high half, the complement of the cost so far in the low half.
        let key: UInt64
        let node: UInt32
    }
    var items: [Entry] = []

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    @inline(__always) mutating func push(bound: UInt32, cost: UInt32, node: UInt32) {
        let entry = Entry(key: UInt64(bound) << 32 | UInt64(~cost), node: node)
        items.append(entry)
        items.withUnsafeMutableBufferPointer { h in
            var i = h.count - 1
            while i > 0 {
                let p = (i - 1) >> 1
                if Self.less(h[p], entry) || !Self.less(entry, h[p]) { break }
                h[i] = h[p]; i = p
            }
            h[i] = entry
        }
    }

    @inline(__always) static func less(_ a: Entry, _ b: Entry) -> Bool {
        a.key < b.key || (a.key == b.key && a.node < b.node)
    }

    /// The least entry's bound and node.
    @inline(__always) mutating func pop() -> (bound: UInt32, node: UInt32)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items.withUnsafeMutableBufferPointer { h in
                var i = 0
                let n = h.count
                while true {
                    let l = 2 * i + 1
                    if l >= n { break }
                    let r = l + 1
                    let c = r < n && Self.less(h[r], h[l]) ? r : l
                    if !Self.less(h[c], last) { break }
                    h[i] = h[c]; i = c
                }
                h[i] = last
            }
        }
        return (UInt32(top.key >> 32), top.node)
    }
}
