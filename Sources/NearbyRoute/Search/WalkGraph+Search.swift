/// The cheapest walk between two phantoms: its cost (deciseconds, signals included) and the
/// edges it takes, or a walk along the one segment both lie on.
struct WalkPath: Sendable, Equatable {
    let deciseconds: UInt32
    /// The edges in order between the seed node and the exit node.
    let edges: [Int]
    /// The node the walk leaves the graph at for the target's segment (nil: along one segment).
    let exitNode: Int?
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

    /// A* from `s` to `t` with the fastest edge's pace as the bound; nil where no walk joins them.
    func shortestPath(from s: Phantom, to t: Phantom, space: SearchSpace) -> WalkPath? {
        var best = direct(s, t).map { (cost: $0, exit: -1, exitEdge: -1) }
        let exits = self.exits(t)
        let grid = derived.grid
        let tLat = t.lat, tLon = t.lon
        let inverseSpeed = 0.999 / derived.maxSpeed
        @inline(__always) func bound(_ n: Int) -> UInt32 {
            let d = OSRMRuler.distance(lat1: lat[n], lon1: lon[n], lat2: tLat, lon2: tLon)
            return UInt32(max(0, d * inverseSpeed - 1))
        }
        space.reset()
        let gen = space.generation
        for seed in seeds(s) {
            if space.seen(seed.node) && space.cost[seed.node] <= seed.cost { continue }
            space.stamp[seed.node] = gen
            space.cost[seed.node] = seed.cost
            space.parent[seed.node] = UInt32(seed.edge) | 0x8000_0000
            space.heap.push(key: seed.cost &+ bound(seed.node), node: UInt32(seed.node))
        }
        while let (key, node32) = space.heap.pop() {
            if let b = best, key >= b.cost { break }
            let u = Int(node32)
            if space.isClosed(u) { continue }
            space.closed[u] = gen
            let g = space.cost[u]
            for x in exits where x.node == u {
                let total = g &+ x.cost
                if best.map({ total < $0.cost }) ?? true { best = (total, u, x.edge) }
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
        if b.exit < 0 { return WalkPath(deciseconds: b.cost, edges: [], exitNode: nil) }
        // Back from the exit node to the seed.
        var edges: [Int] = []
        var n = b.exit
        while true {
            let p = space.parent[n]
            if p & 0x8000_0000 != 0 { break }
            edges.append(Int(p))
            n = Int(grid.sourceOf[Int(p)])
        }
        edges.reverse()
        return WalkPath(deciseconds: b.cost, edges: edges, exitNode: b.exit)
    }
}
