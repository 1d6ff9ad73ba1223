/// A bucket grid over the graph's walkable segments (those a walk may start or end on), for
/// snapping a point to the nearest of them. Cells are about 150 m; a segment is listed in every
/// cell its box touches.
struct SegmentGrid: Sendable {
    let originLat: Int32, originLon: Int32
    /// Cell size in 1e-7 degrees of latitude and longitude.
    let cellLat: Int32, cellLon: Int32
    let rows: Int, columns: Int
    /// `cellStart[c] ..< cellStart[c + 1]` index `segments` (each an edge `u → v`).
    let cellStart: [UInt32]
    let segments: [UInt32]
    /// Metres per cell side, the smaller of the two (for the search's stopping rule).
    let cellMetres: Double

    init(lat: [Int32], lon: [Int32], firstEdge: [UInt32], target: [UInt32], edgeWay: [UInt32], wayKind: [UInt8]) {
        let n = lat.count
        var minLat = Int32.max, maxLat = Int32.min, minLon = Int32.max, maxLon = Int32.min
        for i in 0..<n {
            minLat = min(minLat, lat[i]); maxLat = max(maxLat, lat[i])
            minLon = min(minLon, lon[i]); maxLon = max(maxLon, lon[i])
        }
        if n == 0 { minLat = 0; maxLat = 0; minLon = 0; maxLon = 0 }
        let midLat = Double(minLat / 2 + maxLat / 2) * 1e-7
        let k = OSRMRuler.factors(latitude: midLat)
        // ~50 m cells (a snap reads a few dozen segments), coarser where the graph is huge, so the
        // grid stays within one cell per node.
        var side = 50.0
        let spanLatM = Double(Int64(maxLat) - Int64(minLat)) * 1e-7 * k.ky
        let spanLonM = Double(Int64(maxLon) - Int64(minLon)) * 1e-7 * max(k.kx, 1)
        while (spanLatM / side + 1) * (spanLonM / side + 1) > Double(max(1024, n)) { side *= 1.5 }
        let cLat = Int32(max(1, min(100_000_000, side / k.ky * 1e7)))
        let cLon = Int32(max(1, min(100_000_000, side / max(k.kx, 1) * 1e7)))
        originLat = minLat; originLon = minLon; cellLat = cLat; cellLon = cLon
        let rowCount = Int((Int64(maxLat) - Int64(minLat)) / Int64(cLat)) + 1
        let cols = Int((Int64(maxLon) - Int64(minLon)) / Int64(cLon)) + 1
        rows = rowCount; columns = cols
        cellMetres = side

        // The segments: one per way piece, from either direction's edge.
        var chosen: [UInt32] = []
        for u in 0..<n {
            for e in Int(firstEdge[u])..<Int(firstEdge[u + 1]) {
                guard wayKind[Int(edgeWay[e])] & WalkGraph.notStartpoint == 0 else { continue }
                let v = Int(target[e])
                if u < v {
                    chosen.append(UInt32(e))
                } else if u > v {
                    // Only when the way has no edge back from v to u (that one is listed).
                    var twin = false
                    for f in Int(firstEdge[v])..<Int(firstEdge[v + 1]) where Int(target[f]) == u && edgeWay[f] == edgeWay[e] {
                        twin = true; break
                    }
                    if !twin { chosen.append(UInt32(e)) }
                }
            }
        }
        // Each edge's source, for the boxes.
        var source = [UInt32](repeating: 0, count: target.count)
        for u in 0..<n { for e in Int(firstEdge[u])..<Int(firstEdge[u + 1]) { source[e] = UInt32(u) } }

        let cellCount = rowCount * cols
        var counts = [UInt32](repeating: 0, count: cellCount + 1)
        let maxCells = Int(4096 * (150 / side) * (150 / side))
        func cells(_ e: Int, _ visit: (Int) -> Void) {
            let u = Int(source[e]), v = Int(target[e])
            let r0 = Int((Int64(min(lat[u], lat[v])) - Int64(minLat)) / Int64(cLat))
            let r1 = Int((Int64(max(lat[u], lat[v])) - Int64(minLat)) / Int64(cLat))
            let c0 = Int((Int64(min(lon[u], lon[v])) - Int64(minLon)) / Int64(cLon))
            let c1 = Int((Int64(max(lon[u], lon[v])) - Int64(minLon)) / Int64(cLon))
            // A walkable segment spanning a box of over ~90 km² (thousands of cells) is damage,
            // not a street: left out, so crafted bytes cannot make the grid quadratic.
            guard (r1 - r0 + 1) * (c1 - c0 + 1) <= maxCells else { return }
            for r in r0...r1 { for c in c0...c1 { visit(r * cols + c) } }
        }
        for e in chosen { cells(Int(e)) { counts[$0 + 1] += 1 } }
        for i in 0..<cellCount { counts[i + 1] += counts[i] }
        var fill = counts
        var list = [UInt32](repeating: 0, count: Int(counts[cellCount]))
        for e in chosen {
            cells(Int(e)) { cell in list[Int(fill[cell])] = e; fill[cell] += 1 }
        }
        cellStart = counts
        segments = list
        sourceOf = source
    }

    /// Each edge's source node (the grid's segments are edges).
    let sourceOf: [UInt32]

    func cell(lat: Int32, lon: Int32) -> (row: Int, column: Int) {
        (Int((Int64(lat) - Int64(originLat)).floorDiv(Int64(cellLat))),
         Int((Int64(lon) - Int64(originLon)).floorDiv(Int64(cellLon))))
    }

    /// Visits the cells at Chebyshev distance `ring` around (row, column) that exist (only
    /// those: a point far outside the grid costs little per ring).
    func visitRing(row: Int, column: Int, ring: Int, _ visit: (Int) -> Void) {
        let r0 = row - ring, r1 = row + ring, c0 = column - ring, c1 = column + ring
        let cLo = max(c0, 0), cHi = min(c1, columns - 1)
        for r in [r0, r1] where r >= 0 && r < rows && cLo <= cHi && (r == r0 || r1 != r0) {
            for c in cLo...cHi { visit(r * columns + c) }
        }
        let rLo = max(r0 + 1, 0), rHi = min(r1 - 1, rows - 1)
        guard rLo <= rHi else { return }
        for r in rLo...rHi {
            if c0 >= 0 && c0 < columns { visit(r * columns + c0) }
            if c1 != c0 && c1 >= 0 && c1 < columns { visit(r * columns + c1) }
        }
    }

    /// Metres from the point to the nearest edge of the block of cells within `ring` of its own:
    /// nothing outside the block is nearer than this.
    func clearance(lat: Int32, lon: Int32, row: Int, column: Int, ring: Int, k: (kx: Double, ky: Double)) -> Double {
        let south = Double(originLat) + Double(row - ring) * Double(cellLat)
        let north = Double(originLat) + Double(row + ring + 1) * Double(cellLat)
        let west = Double(originLon) + Double(column - ring) * Double(cellLon)
        let east = Double(originLon) + Double(column + ring + 1) * Double(cellLon)
        let dy = min(Double(lat) - south, north - Double(lat)) * 1e-7 * k.ky
        let dx = min(Double(lon) - west, east - Double(lon)) * 1e-7 * k.kx
        return min(dx, dy) * 0.999
    }

    /// The widest ring around (row, column) that still holds a cell.
    func lastRing(row: Int, column: Int) -> Int {
        max(abs(row), abs(rows - 1 - row), abs(column), abs(columns - 1 - column))
    }
}

extension Int64 {
    /// Division rounding toward minus infinity.
    @inline(__always) func floorDiv(_ d: Int64) -> Int64 {
        let q = self / d
        return (self % d != 0 && (self < 0) != (d < 0)) ? q - 1 : q
    }
}
