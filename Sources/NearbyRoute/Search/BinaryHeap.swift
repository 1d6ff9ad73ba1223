/// A binary min-heap, the searches' open list. `removeAll` keeps the buffer, so a heap reused
/// from search to search allocates once. Generic, but specialised at its uses in this module:
/// the Dijkstra and A* loops push and pop through it at every edge.
struct BinaryHeap<Element: Comparable> {
    private(set) var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }
    /// The least element, left in place.
    var first: Element? { items.first }
    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    @inline(__always) mutating func push(_ value: Element) {
        items.append(value)
        items.withUnsafeMutableBufferPointer { h in
            var i = h.count - 1
            while i > 0 {
                let p = (i - 1) >> 1
                if !(value < h[p]) { break }
                h[i] = h[p]; i = p
            }
            h[i] = value
        }
    }

    /// Removes and returns the least element.
    @inline(__always) mutating func pop() -> Element? {
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
                    if !(h[c] < last) { break }
                    h[i] = h[c]; i = c
                }
                h[i] = last
            }
        }
        return top
    }
}

/// A Dijkstra heap's entry: a key (a cost) and a node packed in one UInt64, the key in the high
/// half, so that ordering them is one compare.
struct KeyedNode: Comparable {
    let packed: UInt64

    @inline(__always) init(key: UInt32, node: UInt32) { packed = UInt64(key) << 32 | UInt64(node) }
    var key: UInt32 { UInt32(packed >> 32) }
    var node: UInt32 { UInt32(packed & 0xffff_ffff) }

    @inline(__always) static func < (a: Self, b: Self) -> Bool { a.packed < b.packed }
}

/// The A* heap's entry: by bound, ties to the node walked farthest (so among the many equally
/// short walks of a street grid the search follows one to the end rather than widening over
/// all of them), then by node.
struct BoundedNode: Comparable {
    /// The bound in the high half, the complement of the cost so far in the low half.
    let key: UInt64
    let node: UInt32

    @inline(__always) init(bound: UInt32, cost: UInt32, node: UInt32) {
        key = UInt64(bound) << 32 | UInt64(~cost)
        self.node = node
    }
    var bound: UInt32 { UInt32(key >> 32) }

    @inline(__always) static func < (a: Self, b: Self) -> Bool {
        a.key < b.key || (a.key == b.key && a.node < b.node)
    }
}
