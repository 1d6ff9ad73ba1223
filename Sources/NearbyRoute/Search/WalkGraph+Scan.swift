extension WalkGraph {
    /// Runs a search's loop: the space's heap lent to it as a local (a class's stored property
    /// is checked for exclusive access at every push), and the arrays read at every edge lent
    /// as buffers (node n's first edge, node flags, chain hops, chain marks, the space's slots).
    @inline(__always)
    func scan<Entry, Result>(
        _ space: SearchSpace, heap: ReferenceWritableKeyPath<SearchSpace, BinaryHeap<Entry>>,
        _ body: (inout BinaryHeap<Entry>, UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt8>,
                 UnsafeBufferPointer<WalkChains.Hop>, UnsafeBufferPointer<UInt32>,
                 UnsafeMutableBufferPointer<SearchSpace.Slot>) -> Result
    ) -> Result {
        var local = BinaryHeap<Entry>()
        swap(&local, &space[keyPath: heap])
        defer { swap(&local, &space[keyPath: heap]) }
        let hops = chains.hops
        return firstEdge.withUnsafeBufferPointer { first in
        nodeFlags.withUnsafeBufferPointer { flags in
        hops.withUnsafeBufferPointer { hops in
        space.chainMark.withUnsafeBufferPointer { chainMark in
        space.slots.withUnsafeMutableBufferPointer { slots in
            body(&local, first, flags, hops, chainMark, slots)
        } } } } }
    }
}
