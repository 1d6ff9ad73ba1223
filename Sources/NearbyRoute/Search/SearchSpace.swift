/// One search's scratch over a graph: costs, parents and a heap, reused from search to search
/// (a generation stamp says which entries belong to this one, so nothing is cleared). Owned by
/// one thread at a time: `OfflineRouter` lends each to one caller, hence the unchecked Sendable.
final class SearchSpace: @unchecked Sendable {
    var cost: [UInt32]
    var metres: [Float]
    var parent: [UInt32]
    var stamp: [UInt32]
    var closed: [UInt32]
    var generation: UInt32 = 0
    var heap = MinHeap()

    static let noParent = UInt32.max

    init(nodeCount: Int) {
        cost = [UInt32](repeating: 0, count: nodeCount)
        metres = [Float](repeating: 0, count: nodeCount)
        parent = [UInt32](repeating: 0, count: nodeCount)
        stamp = [UInt32](repeating: 0, count: nodeCount)
        closed = [UInt32](repeating: 0, count: nodeCount)
    }

    /// Starts a new search: every node unseen.
    func reset() {
        generation &+= 1
        if generation == 0 {
            for i in stamp.indices { stamp[i] = 0; closed[i] = 0 }
            generation = 1
        }
        heap.removeAll()
    }

    @inline(__always) func seen(_ n: Int) -> Bool { stamp[n] == generation }
    @inline(__always) func isClosed(_ n: Int) -> Bool { closed[n] == generation }
}

/// A binary min-heap of (key, node) packed in one UInt64 (key in the high half).
struct MinHeap {
    var items: [UInt64] = []

    var isEmpty: Bool { items.isEmpty }
    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    @inline(__always) mutating func push(key: UInt32, node: UInt32) {
        var i = items.count
        let value = UInt64(key) << 32 | UInt64(node)
        items.append(value)
        while i > 0 {
            let p = (i - 1) >> 1
            if items[p] <= value { break }
            items[i] = items[p]; i = p
        }
        items[i] = value
    }

    @inline(__always) mutating func pop() -> (key: UInt32, node: UInt32)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            var i = 0
            let n = items.count
            while true {
                let l = 2 * i + 1
                if l >= n { break }
                let r = l + 1
                let c = r < n && items[r] < items[l] ? r : l
                if items[c] >= last { break }
                items[i] = items[c]; i = c
            }
            items[i] = last
        }
        return (UInt32(top >> 32), UInt32(top & 0xffff_ffff))
    }
}
