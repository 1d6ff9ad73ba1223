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

    /// A* from the source candidates to the target candidates with the fastest edge's pace as
    /// the bound; nil where no walk joins them.
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
        let grid = derived.grid
        let tLat = t0.lat, tLon = t0.lon
        let inverseSpeed = 0.999 / derived.maxSpeed
        @inline(__always) func bound(_ n: Int) -> UInt32 {
            let d = OSRMRuler.distance(lat1: lat[n], lon1: lon[n], lat2: tLat, lon2: tLon)
            return UInt32(max(0, d * inverseSpeed - 1))
        }
        space.reset()
        let gen = space.generation
        var seedSource: [Int: Int] = [:]
        for (i, s) in sources.enumerated() {
            for seed in seeds(s) {
                if space.seen(seed.node) && space.cost[seed.node] <= seed.cost { continue }
                space.stamp[seed.node] = gen
                space.cost[seed.node] = seed.cost
                space.parent[seed.node] = SearchSpace.noParent
                seedSource[seed.node] = i
                space.heap.push(key: seed.cost &+ bound(seed.node), node: UInt32(seed.node))
            }
        }
        while let (key, node32) = space.heap.pop() {
            if let b = best, key >= b.cost { break }
            let u = Int(node32)
            if space.isClosed(u) { continue }
            space.closed[u] = gen
            let g = space.cost[u]
            for x in exitList where x.node == u {
                let total = g &+ x.cost
                if best.map({ total < $0.cost }) ?? true { best = (total, u, -1, x.target) }
            }
            if isBarrier(u) { continue }
            let base = g &+ (hasSignals(u) ? Self.signalPenalty : 0)
            for e in Int(firstEdge[u])..<Int(firstEdge[u + 1]) {
                let v = Int(target[e])
                let ng = base &+ duration[e]
                if space.seen(v) {
                    if ng >= space.cost[v] || space.isClosed(v) { continue }
                } else {
                    space.stamp[v] = gen
                }
                space.cost[v] = ng
                space.parent[v] = UInt32(e)
                space.heap.push(key: ng &+ bound(v), node: UInt32(v))
            }
        }
        guard let b = best else { return nil }
        if b.exit < 0 {
            return WalkPath(deciseconds: b.cost, edges: [], exitNode: nil, source: sources[b.source], target: targets[b.target])
        }
        // Back from the exit node to the seed.
        var edges: [Int] = []
        var n = b.exit
        while space.parent[n] != SearchSpace.noParent {
            let p = Int(space.parent[n])
            edges.append(p)
            n = Int(grid.sourceOf[p])
        }
        edges.reverse()
        return WalkPath(deciseconds: b.cost, edges: edges, exitNode: b.exit,
                        source: sources[seedSource[n] ?? 0], target: targets[b.target])
    }
}
