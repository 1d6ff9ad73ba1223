/// One stretch of a walk along one way between two points of its line: what steps are made of.
struct RoutePiece {
    let way: UInt32
    let fromLat: Int32, fromLon: Int32
    let toLat: Int32, toLon: Int32
    /// The graph node the piece ends at (nil at the walk's end).
    let endNode: Int?
    /// The segment's nodes behind and ahead (the walk's first and last pieces lie inside them).
    let behind: Int
    let ahead: Int
    let deciseconds: UInt32
    let metres: Double
    /// Degrees from north along the segment (its nodes', so a sliver of a piece has one too).
    let bearing: Double
}

extension WalkGraph {
    /// The walk's pieces: from the start phantom to the first node, each edge, the last node to
    /// the end phantom (a signal's wait counted on the piece that leaves it).
    func pieces(_ path: WalkPath) -> [RoutePiece] {
        let s = path.source, t = path.target
        guard let exitNode = path.exitNode else {
            let forward = t.ratio >= s.ratio
            let (b, a) = forward ? (s.u, s.v) : (s.v, s.u)
            return [RoutePiece(way: s.way, fromLat: s.lat, fromLon: s.lon, toLat: t.lat, toLon: t.lon,
                               endNode: nil, behind: b, ahead: a, deciseconds: path.deciseconds,
                               metres: OSRMRuler.distance(lat1: s.lat, lon1: s.lon, lat2: t.lat, lon2: t.lon),
                               bearing: nodeBearing(b, a))]
        }
        let grid = self.grid
        let seedNode = path.edges.first.map { Int(grid.sourceOf[$0]) } ?? exitNode
        let seedCost = seeds(s).first { $0.node == seedNode }?.cost ?? 0
        var out: [RoutePiece] = []
        let behindSeed = seedNode == s.v ? s.u : s.v
        out.append(RoutePiece(way: s.way, fromLat: s.lat, fromLon: s.lon, toLat: lat[seedNode], toLon: lon[seedNode],
                              endNode: seedNode, behind: behindSeed, ahead: seedNode, deciseconds: seedCost,
                              metres: OSRMRuler.distance(lat1: s.lat, lon1: s.lon, lat2: lat[seedNode], lon2: lon[seedNode]),
                              bearing: nodeBearing(behindSeed, seedNode)))
        var spent = seedCost
        for e in path.edges {
            let a = Int(grid.sourceOf[e]), b = Int(target[e])
            let d = duration[e] + (hasSignals(a) ? Self.signalPenalty : 0)
            spent += d
            out.append(RoutePiece(way: edgeWay[e], fromLat: lat[a], fromLon: lon[a], toLat: lat[b], toLon: lon[b],
                                  endNode: b, behind: a, ahead: b, deciseconds: d, metres: Double(length[e]),
                                  bearing: nodeBearing(a, b)))
        }
        let beyond = exitNode == t.u ? t.v : t.u
        out.append(RoutePiece(way: t.way, fromLat: lat[exitNode], fromLon: lon[exitNode], toLat: t.lat, toLon: t.lon,
                              endNode: nil, behind: exitNode, ahead: beyond,
                              deciseconds: path.deciseconds >= spent ? path.deciseconds - spent : 0,
                              metres: OSRMRuler.distance(lat1: lat[exitNode], lon1: lon[exitNode], lat2: t.lat, lon2: t.lon),
                              bearing: nodeBearing(exitNode, beyond)))
        return out
    }

    func nodeBearing(_ a: Int, _ b: Int) -> Double {
        OSRMRuler.bearing(lat1: lat[a], lon1: lon[a], lat2: lat[b], lon2: lon[b])
    }
}
