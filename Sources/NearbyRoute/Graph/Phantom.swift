/// Where a point meets the graph: the nearest point on the nearest walkable segment, as OSRM's
/// phantom node is (its segment, how far along it, and which ways along it may be walked).
struct Phantom: Sendable, Equatable {
    /// The segment's ends and its way.
    let u: Int, v: Int
    let way: UInt32
    /// How far along from u to v (0...1), in a local projection as OSRM's Mercator one.
    let ratio: Double
    /// The snapped point (1e-7 degrees).
    let lat: Int32, lon: Int32
    /// Metres from the asked point to the snapped one.
    let snapDistance: Double
    /// The edges u → v and v → u, where the way is walked that way.
    let forward: Int?
    let backward: Int?
}

extension WalkGraph {
    /// The nearest walkable segments' points to (lat, lon) among those `accept` lets through:
    /// the nearest, and every other segment that meets the same point as near (OSRM keeps them
    /// all as candidates, as at a node where several segments meet).
    func nearest(lat qLat: Int32, lon qLon: Int32, accept: (Int, Int) -> Bool = { _, _ in true }) -> [Phantom] {
        let grid = self.grid
        guard !grid.segments.isEmpty else { return [] }
        let k = OSRMRuler.band(qLat, qLat)
        let (row, column) = grid.cell(lat: qLat, lon: qLon)
        var near: [(d: Double, e: Int, ratio: Double)] = []
        var bestD = Double.infinity
        let tie = 0.01
        let last = grid.lastRing(row: row, column: column)
        var ring = 0
        while ring <= last {
            grid.visitRing(row: row, column: column, ring: ring) { cell in
                for i in Int(grid.cellStart[cell])..<Int(grid.cellStart[cell + 1]) {
                    let e = Int(grid.segments[i])
                    let u = Int(grid.sourceOf[e]), v = Int(target[e])
                    guard accept(u, v) else { continue }
                    // Local metres with the query at the origin.
                    let ux = Double(Int64(lon[u]) - Int64(qLon)) * 1e-7 * k.kx
                    let uy = Double(Int64(lat[u]) - Int64(qLat)) * 1e-7 * k.ky
                    let vx = Double(Int64(lon[v]) - Int64(qLon)) * 1e-7 * k.kx
                    let vy = Double(Int64(lat[v]) - Int64(qLat)) * 1e-7 * k.ky
                    let dx = vx - ux, dy = vy - uy
                    let len2 = dx * dx + dy * dy
                    var t = len2 > 0 ? -(ux * dx + uy * dy) / len2 : 0
                    t = max(0, min(1, t))
                    let px = ux + t * dx, py = uy + t * dy
                    let d = (px * px + py * py).squareRoot()
                    if d < bestD - tie {
                        bestD = d
                        near.removeAll { $0.d > d + tie }
                        near.append((d, e, t))
                    } else if d <= bestD + tie, !near.contains(where: { $0.e == e }) {
                        bestD = min(bestD, d)
                        near.append((d, e, t))
                    }
                }
            }
            // Anything unvisited lies outside the block of rings seen so far.
            if bestD.isFinite && grid.clearance(lat: qLat, lon: qLon, row: row, column: column, ring: ring, k: k) > bestD + tie {
                break
            }
            ring += 1
        }
        near.sort { ($0.d, $0.e) < ($1.d, $1.e) }
        var out: [Phantom] = []
        for c in near {
            let u = Int(grid.sourceOf[c.e]), v = Int(target[c.e])
            let pLat = Int32((Double(lat[u]) + c.ratio * Double(Int64(lat[v]) - Int64(lat[u]))).rounded())
            let pLon = Int32((Double(lon[u]) + c.ratio * Double(Int64(lon[v]) - Int64(lon[u]))).rounded())
            // Only segments meeting the nearest one's point.
            if let first = out.first,
               OSRMRuler.distance(lat1: first.lat, lon1: first.lon, lat2: pLat, lon2: pLon) > 0.05 { continue }
            let way = edgeWay[c.e]
            out.append(Phantom(u: u, v: v, way: way, ratio: c.ratio, lat: pLat, lon: pLon,
                               snapDistance: OSRMRuler.distance(lat1: qLat, lon1: qLon, lat2: pLat, lon2: pLon),
                               forward: edge(from: u, to: v, way: way), backward: edge(from: v, to: u, way: way)))
        }
        return out
    }

    /// The candidates for a point, and where the nearest lie in a tiny piece, those in a big one.
    func snap(lat: Int32, lon: Int32) -> (nearest: [Phantom], big: [Phantom]?)? {
        let nearest = self.nearest(lat: lat, lon: lon)
        guard let first = nearest.first else { return nil }
        let pieces = self.pieces
        guard pieces.hasBig, pieces.isTiny(piece(of: first)) else { return (nearest, nil) }
        let flags = nodeFlags
        let big = self.nearest(lat: lat, lon: lon) { !pieces.isTiny(pieces.piece($0, $1, flags: flags)) }
        return (nearest, big.isEmpty ? nil : big)
    }
}
