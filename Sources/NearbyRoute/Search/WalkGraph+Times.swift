extension WalkGraph {
    /// One Dijkstra from the source candidates until every target is settled: each target's
    /// cost and metres, nil where none is reached. A target is given up on once the search has
    /// gone three times its straight line at walking pace (and ten minutes more) without it,
    /// so one unreachable venue never makes the search cover the whole graph.
    func walkTimes(from sources: [Phantom], to targets: [[Phantom]?], space: SearchSpace) -> [(deciseconds: UInt32, metres: Double)?] {
        var best = [(deciseconds: UInt32, metres: Double)?](repeating: nil, count: targets.count)
        guard let s0 = sources.first else { return best }
        // Exits by node, and walks that stay on the source's segment.
        var exitsAt: [Int: [(target: Int, cost: UInt32, metres: Double)]] = [:]
        var limit: UInt32 = 0
        var open = 0
        for (i, group) in targets.enumerated() {
            guard let group, let t0 = group.first else { continue }
            open += 1
            let straight = OSRMRuler.distance(lat1: s0.lat, lon1: s0.lon, lat2: t0.lat, lon2: t0.lon)
            let walk = straight / (FootProfile.walkingSpeed / 3.6) * 10
            limit = max(limit, UInt32(min(6 * 36_000, max(3 * walk, walk + 6000))))
            for t in group {
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
        guard open > 0, !exitsAt.isEmpty else { return best }
        // Targets found, by cost: done once the search's front passes them.
        var found = BinaryHeap<KeyedNode>()
        var done = [Bool](repeating: false, count: targets.count)
        for (i, b) in best.enumerated() { if let b { found.push(KeyedNode(key: b.deciseconds, node: UInt32(i))) } }

        space.reset()
        let gen = space.generation
        let chains = self.chains
        for node in exitsAt.keys { space.markExit(node, chains: chains) }
        for s in sources {
            for seed in seeds(s) {
                if space.seen(seed.node) && space.cost(seed.node) <= seed.cost { continue }
                space.open(seed.node, cost: seed.cost, parent: SearchSpace.noParent)
                space.slots[seed.node].metres = Float(OSRMRuler.distance(lat1: s.lat, lon1: s.lon,
                                                                   lat2: lat[seed.node], lon2: lon[seed.node]))
                space.heap.push(KeyedNode(key: seed.cost, node: UInt32(seed.node)))
            }
        }
        scan(space, heap: \.heap) { heap, first, flags, hops, chainMark, slots in
            while let top = heap.pop() {
                let (g, u) = (top.key, Int(top.node))
                if slots[u].settled == gen || g != slots[u].cost { continue }
                if g > limit {
                    // Anything not yet settled may still have a shorter walk: unknown, not wrong.
                    for i in best.indices where !done[i] && (best[i]?.deciseconds ?? 0) > g { best[i] = nil }
                    break
                }
                while let next = found.first, next.key <= g {
                    _ = found.pop()
                    let i = Int(next.node)
                    if !done[i], let b = best[i], b.deciseconds <= g { done[i] = true; open -= 1 }
                }
                if open == 0 { break }
                slots[u].settled = gen
                if slots[u].exit == gen, let xs = exitsAt[u] {
                    for x in xs where !done[x.target] {
                        let total = g &+ x.cost
                        if best[x.target].map({ total < $0.deciseconds }) ?? true {
                            best[x.target] = (total, Double(slots[u].metres) + x.metres)
                            found.push(KeyedNode(key: total, node: UInt32(x.target)))
                        }
                    }
                }
                let f = flags[u]
                if f & Self.barrierFlag != 0 { continue }
                let base = g &+ (f & Self.signalsFlag != 0 ? Self.signalPenalty : 0)
                let here = slots[u].metres
                for e in Int(first[u])..<Int(first[u + 1]) {
                    // Along a chain to its end in one step, unless a walk ends on it.
                    let hop = hops[e]
                    let chain = hop.chain
                    let jump = chain != WalkChains.none && chainMark[Int(chain)] != gen
                    let v = Int(jump ? hop.end : hop.target)
                    let ng = base &+ (jump ? hop.cost : hop.duration)
                    if slots[v].seen == gen {
                        if ng >= slots[v].cost || slots[v].settled == gen { continue }
                        slots[v].cost = ng
                    } else {
                        slots[v].seen = gen; slots[v].settled = 0; slots[v].cost = ng
                    }
                    slots[v].metres = here + (jump ? hop.metres : hop.length)
                    heap.push(KeyedNode(key: ng, node: UInt32(v)))
                }
            }
        }
        return best
    }
}
