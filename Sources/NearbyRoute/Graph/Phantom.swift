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
    /// The nearest walkable segment's point to (lat, lon) among those `accept` lets through.
    func nearest(lat qLat: Int32, lon qLon: Int32, accept: (Int) -> Bool = { _ in true }) -> Phantom? {
        let grid = derived.grid
        guard !grid.segments.isEmpty else { return nil }
        let k = OSRMRuler.band(qLat, qLat)
        let (row, column) = grid.cell(lat: qLat, lon: qLon)
        var best: (d2: Double, e: Int, ratio: Double)?
        let last = grid.lastRing(row: row, column: column)
        var ring = 0
        while ring <= last {
            grid.visitRing(row: row, column: column, ring: ring) { cell in
                for i in Int(grid.cellStart[cell])..<Int(grid.cellStart[cell + 1]) {
                    let e = Int(grid.segments[i])
                    let u = Int(grid.sourceOf[e]), v = Int(target[e])
                    guard accept(u) else { continue }
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
                    let d2 = px * px + py * py
                    if best.map({ d2 < $0.d2 || (d2 == $0.d2 && e < $0.e) }) ?? true { best = (d2, e, t) }
                }
            }
            // Anything in a further ring lies at least `ring` whole cells away.
            let reach = Double(ring) * grid.cellMetres * 0.95
            if let b = best, reach * reach > b.d2 { break }
            ring += 1
        }
        guard let b = best else { return nil }
        let u = Int(grid.sourceOf[b.e]), v = Int(target[b.e])
        let pLat = Int32((Double(lat[u]) + b.ratio * Double(Int64(lat[v]) - Int64(lat[u]))).rounded())
        let pLon = Int32((Double(lon[u]) + b.ratio * Double(Int64(lon[v]) - Int64(lon[u]))).rounded())
        let way = edgeWay[b.e]
        return Phantom(u: u, v: v, way: way, ratio: b.ratio, lat: pLat, lon: pLon,
                       snapDistance: OSRMRuler.distance(lat1: qLat, lon1: qLon, lat2: pLat, lon2: pLon),
                       forward: edge(from: u, to: v, way: way), backward: edge(from: v, to: u, way: way))
    }

    /// The phantom for a point, and where the nearest lies in a tiny piece, the nearest in a big one.
    func snap(lat: Int32, lon: Int32) -> (nearest: Phantom, big: Phantom?)? {
        guard let nearest = nearest(lat: lat, lon: lon) else { return nil }
        guard derived.hasBigComponent, derived.isTiny(nearest.u) else { return (nearest, nil) }
        let big = self.nearest(lat: lat, lon: lon) { !derived.isTiny($0) }
        return (nearest, big)
    }
}
