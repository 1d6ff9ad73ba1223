/// The cheapest walk between two phantoms: its cost (deciseconds, signals included) and the
/// edges it takes, or a walk along the one segment both lie on.
struct WalkPath: Sendable, Equatable {
    let deciseconds: UInt32
    /// The edges in order between the seed node and the exit node.
    let edges: [Int]
    /// The node the walk leaves the graph at for the target's segment (nil: along one segment).
    let exitNode: Int?
    /// The candidates the walk starts and ends on.
    let source: Phantom
    let target: Phantom
}

extension WalkGraph {
    static let signalPenalty = UInt32(FootProfile.trafficSignalPenalty * 10)

    /// The cost of leaving a source phantom towards each end of its segment.
    func seeds(_ s: Phantom) -> [(node: Int, cost: UInt32, edge: Int)] {
        var out: [(Int, UInt32, Int)] = []
        if let e = s.forward {
            let d = duration[e]
            out.append((s.v, d - UInt32(Double(d) * s.ratio), e))
        }
        if let e = s.backward {
            out.append((s.u, UInt32(Double(duration[e]) * s.ratio), e))
        }
        return out
    }

    /// The cost of reaching a target phantom from each end of its segment (the signal at that end included).
    func exits(_ t: Phantom) -> [(node: Int, cost: UInt32, edge: Int)] {
        var out: [(Int, UInt32, Int)] = []
        if let e = t.forward, !isBarrier(t.u) {
            out.append((t.u, UInt32(Double(duration[e]) * t.ratio) + (hasSignals(t.u) ? Self.signalPenalty : 0), e))
        }
        if let e = t.backward, !isBarrier(t.v) {
            let d = duration[e]
            out.append((t.v, d - UInt32(Double(d) * t.ratio) + (hasSignals(t.v) ? Self.signalPenalty : 0), e))
        }
        return out
    }

    /// A walk that stays on the segment both phantoms lie on, when its direction is walked.
    func direct(_ s: Phantom, _ t: Phantom) -> UInt32? {
        guard s.u == t.u, s.v == t.v, s.way == t.way else { return nil }
        if t.ratio >= s.ratio, let e = s.forward {
            let d = Double(duration[e])
            return UInt32(d * t.ratio) - UInt32(d * s.ratio)
        }
        if t.ratio <= s.ratio, let e = s.backward {
            let d = Double(duration[e])
            return UInt32(d * s.ratio) - UInt32(d * t.ratio)
        }
        return nil
    }

    /// A* from the source candidates to the target candidates; nil where no walk joins them.
    /// The bound is the straight line at the fastest walking edge's pace, capped by the cheapest
    /// way to the target over any ferry (so a fast ferry never makes it overestimate).
    func shortestPath(from sources: [Phantom], to targets: [Phantom], space: SearchSpace) -> WalkPath? {
        guard let t0 = targets.first, !sources.isEmpty else { return nil }
        var best: (cost: UInt32, exit: Int, source: Int, target: Int)?
        for (i, s) in sources.enumerated() {
            for (j, t) in targets.enumerated() {
                if let d = direct(s, t), best.map({ d < $0.cost }) ?? true { best = (d, -1, i, j) }
            }
        }
        var exitList: [(node: Int, cost: UInt32, target: Int)] = []
        for (j, t) in targets.enumerated() { for x in exits(t) { exitList.append((x.node, x.cost, j)) } }
        let grid = self.grid
        let chains = self.chains
        let heuristic = Heuristic(graph: self, lat: t0.lat, lon: t0.lon)
        let landmarks = derived.routing.landmarks(self)
        let toEnds = landmarks.targetCosts(exitList.map(\.node))
        space.reset()
        let gen = space.generation
        for x in exitList { space.markExit(x.node, chains: chains) }
        // The chains holding a walk's end (a few): compared in registers rather than read per edge.
        var held = exitList.map { chains.chainOfNode[$0.node] }.filter { $0 != WalkChains.none }
        let few = held.count <= 4
        while held.count < 4 { held.append(WalkChains.none) }
        let (m0, m1, m2, m3) = (held[0], held[1], held[2], held[3])
        var seedSource: [Int: Int] = [:]
        for (i, s) in sources.enumerated() {
            for seed in seeds(s) {
                if space.seen(seed.node) && space.cost(seed.node) <= seed.cost { continue }
                space.open(seed.node, cost: seed.cost, parent: SearchSpace.noParent)
                seedSource[seed.node] = i
                let h = landmarks.cost.withUnsafeBufferPointer { fromLandmark in
                    toEnds.withUnsafeBufferPointer { toEnds in
                        max(heuristic.bound(lat[seed.node], lon[seed.node]), Landmarks.bound(seed.node, fromLandmark, toEnds))
                    }
                }
                space.boundHeap.push(BoundedNode(bound: seed.cost &+ h, cost: seed.cost, node: UInt32(seed.node)))
            }
        }
        var settled = 0
        scan(space, heap: \.boundHeap) { heap, first, flags, hops, chainMark, slots in
        landmarks.cost.withUnsafeBufferPointer { fromLandmark in
        toEnds.withUnsafeBufferPointer { toEnds in
            while let top = heap.pop() {
                if let b = best, top.bound >= b.cost { break }
                let u = Int(top.node)
                if slots[u].settled == gen { continue }
                slots[u].settled = gen
                settled += 1
                let g = slots[u].cost
                if slots[u].exit == gen {
                    for x in exitList where x.node == u {
                        let total = g &+ x.cost
                        if best.map({ total < $0.cost }) ?? true { best = (total, u, -1, x.target) }
                    }
                }
                let f = flags[u]
                if f & Self.barrierFlag != 0 { continue }
                let base = g &+ (f & Self.signalsFlag != 0 ? Self.signalPenalty : 0)
                for e in Int(first[u])..<Int(first[u + 1]) {
                    // Along a chain to its end in one step, unless a walk ends on it.
                    let hop = hops[e]
                    let chain = hop.chain
                    let jump = chain != WalkChains.none
                        && (few ? chain != m0 && chain != m1 && chain != m2 && chain != m3 : chainMark[Int(chain)] != gen)
                    let v = Int(jump ? hop.end : hop.target)
                    let ng = base &+ (jump ? hop.cost : hop.duration)
                    if slots[v].seen == gen {
                        if ng >= slots[v].cost || slots[v].settled == gen { continue }
                        slots[v].cost = ng
                        slots[v].parent = UInt32(e)
                    } else {
                        slots[v].seen = gen; slots[v].settled = 0; slots[v].cost = ng; slots[v].parent = UInt32(e)
                    }
                    let h = max(heuristic.bound(slots[v].lat, slots[v].lon), Landmarks.bound(v, fromLandmark, toEnds))
                    heap.push(BoundedNode(bound: ng &+ h, cost: ng, node: UInt32(v)))
                }
            }
        } } }
        space.settledCount = settled
        guard let b = best else { return nil }
        if b.exit < 0 {
            return WalkPath(deciseconds: b.cost, edges: [], exitNode: nil, source: sources[b.source], target: targets[b.target])
        }
        // Back from the exit node to the seed.
        var edges: [Int] = []
        var n = b.exit
        while space.parent(n) != SearchSpace.noParent {
            let p = Int(space.parent(n))
            let from = Int(grid.sourceOf[p])
            edges.append(contentsOf: WalkChains.expand(p, from: from, to: n, target: target, firstEdge: firstEdge).reversed())
            n = from
        }
        edges.reverse()
        return WalkPath(deciseconds: b.cost, edges: edges, exitNode: b.exit,
                        source: sources[seedSource[n] ?? 0], target: targets[b.target])
    }
}

/// A lower bound on the deciseconds from a node to the target (the search takes the greater of
/// this and the landmarks' bound): the straight line at the
/// fastest walking pace, or the cheapest finish over a ferry if that is less (a walk that
/// rides ferries costs at least its last ferry plus the straight line from that ferry's end).
struct Heuristic {
    let lat: Int32, lon: Int32
    let kx: Double, ky: Double
    let ferryCap: Double

    init(graph: WalkGraph, lat: Int32, lon: Int32) {
        self.lat = lat; self.lon = lon
        let k = OSRMRuler.band(lat, lat)
        // Per 1e-7 degree, in deciseconds, with room for the bands' differences.
        let perMetre = 0.995 / graph.derived.maxSpeed
        kx = k.kx * 1e-7 * perMetre
        ky = k.ky * 1e-7 * perMetre
        var cap = Double.infinity
        for (e, end) in graph.derived.ferryEdges {
            let dx = Double(Int64(graph.lon[end]) - Int64(lon)) * kx
            let dy = Double(Int64(graph.lat[end]) - Int64(lat)) * ky
            cap = min(cap, Double(graph.duration[e]) + (dx * dx + dy * dy).squareRoot())
        }
        ferryCap = cap - 1
    }

    @inline(__always) func bound(_ nLat: Int32, _ nLon: Int32) -> UInt32 {
        let dx = Double(Int64(nLon) - Int64(lon)) * kx
        let dy = Double(Int64(nLat) - Int64(lat)) * ky
        let d = min((dx * dx + dy * dy).squareRoot() - 1, ferryCap)
        return d > 0 ? UInt32(d) : 0
    }
}
