extension WalkGraph {
    /// One Dijkstra from `s` until every target is settled (or `limit` deciseconds pass):
    /// each target's cost and metres, nil where none is reached.
    func walkTimes(from sources: [Phantom], to targets: [[Phantom]?], space: SearchSpace,
                   limit: UInt32 = 6 * 3600 * 10) -> [(deciseconds: UInt32, metres: Double)?] {
        var best = [(deciseconds: UInt32, metres: Double)?](repeating: nil, count: targets.count)
        // Exits by node, and walks that stay on the source's segment.
        var exitsAt: [Int: [(target: Int, cost: UInt32, metres: Double)]] = [:]
        for (i, group) in targets.enumerated() {
            for t in group ?? [] {
                for s in sources {
                    if let d = direct(s, t), best[i].map({ d < $0.deciseconds }) ?? true {
                        best[i] = (d, OSRMRuler.distance(lat1: s.lat, lon1: s.lon, lat2: t.lat, lon2: t.lon))
                    }
                }
                for x in exits(t) {
                    let m = OSRMRuler.distance(lat1: lat[x.node], lon1: lon[x.node], lat2: t.lat, lon2: t.lon)
                    exitsAt[x.node, default: []].append((i, x.cost, m))
                }
            }
        }
        var open = targets.indices.filter { targets[$0] != nil && !exitsAt.isEmpty }.count
        guard open > 0 else { return best }
        var waiting = Set(targets.indices.filter { targets[$0] != nil })

        space.reset()
        let gen = space.generation
        for s in sources {
            for seed in seeds(s) {
                if space.seen(seed.node) && space.cost[seed.node] <= seed.cost { continue }
                space.stamp[seed.node] = gen
                space.cost[seed.node] = seed.cost
                space.metres[seed.node] = Float(OSRMRuler.distance(lat1: s.lat, lon1: s.lon,
                                                                   lat2: lat[seed.node], lon2: lon[seed.node]))
                space.heap.push(key: seed.cost, node: UInt32(seed.node))
            }
        }
        while let (g, node32) = space.heap.pop() {
            let u = Int(node32)
            if space.isClosed(u) || g != space.cost[u] { continue }
            if g > limit { break }
            // Targets whose best cannot improve any more are done.
            if open > 0 {
                for i in waiting where best[i].map({ $0.deciseconds <= g }) ?? false {
                    waiting.remove(i); open -= 1
                }
                if waiting.isEmpty { break }
            }
            space.closed[u] = gen
            if let xs = exitsAt[u] {
                for x in xs {
                    let total = g &+ x.cost
                    if best[x.target].map({ total < $0.deciseconds }) ?? true {
                        best[x.target] = (total, Double(space.metres[u]) + x.metres)
                    }
                }
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
                space.metres[v] = space.metres[u] + length[e]
                space.heap.push(key: ng, node: UInt32(v))
            }
        }
        return best
    }
}
