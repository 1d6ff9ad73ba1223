/// One stretch of a walk along one way between two points of its line: what steps are made of.
struct RoutePiece {
    let way: UInt32
    let fromLat: Int32, fromLon: Int32
    let toLat: Int32, toLon: Int32
    /// The graph node the piece ends at (nil at the walk's end).
    let endNode: Int?
    /// The node the piece starts at (nil at the walk's start).
    let startNode: Int?
    let deciseconds: UInt32
    let metres: Double

    var bearing: Double { OSRMRuler.bearing(lat1: fromLat, lon1: fromLon, lat2: toLat, lon2: toLon) }
}

extension WalkGraph {
    /// The walk's pieces: from the start phantom to the first node, each edge, the last node to
    /// the end phantom (a signal's wait counted on the piece that leaves it).
    func pieces(_ path: WalkPath) -> [RoutePiece] {
        let s = path.source, t = path.target
        guard let exitNode = path.exitNode else {
            return [RoutePiece(way: s.way, fromLat: s.lat, fromLon: s.lon, toLat: t.lat, toLon: t.lon,
                               endNode: nil, startNode: nil, deciseconds: path.deciseconds,
                               metres: OSRMRuler.distance(lat1: s.lat, lon1: s.lon, lat2: t.lat, lon2: t.lon))]
        }
        let grid = self.grid
        let seedNode = path.edges.first.map { Int(grid.sourceOf[$0]) } ?? exitNode
        let seedCost = seeds(s).first { $0.node == seedNode }?.cost ?? 0
        var out: [RoutePiece] = []
        out.append(RoutePiece(way: s.way, fromLat: s.lat, fromLon: s.lon, toLat: lat[seedNode], toLon: lon[seedNode],
                              endNode: seedNode, startNode: nil, deciseconds: seedCost,
                              metres: OSRMRuler.distance(lat1: s.lat, lon1: s.lon, lat2: lat[seedNode], lon2: lon[seedNode])))
        var spent = seedCost
        for e in path.edges {
            let a = Int(grid.sourceOf[e]), b = Int(target[e])
            let d = duration[e] + (hasSignals(a) ? Self.signalPenalty : 0)
            spent += d
            out.append(RoutePiece(way: edgeWay[e], fromLat: lat[a], fromLon: lon[a], toLat: lat[b], toLon: lon[b],
                                  endNode: b, startNode: a, deciseconds: d, metres: Double(length[e])))
        }
        out.append(RoutePiece(way: t.way, fromLat: lat[exitNode], fromLon: lon[exitNode], toLat: t.lat, toLon: t.lon,
                              endNode: nil, startNode: exitNode,
                              deciseconds: path.deciseconds >= spent ? path.deciseconds - spent : 0,
                              metres: OSRMRuler.distance(lat1: lat[exitNode], lon1: lon[exitNode], lat2: t.lat, lon2: t.lon)))
        return out
    }
}
