import NearbyGeo

/// A fill's edges sorted into latitude bands, so a point tests only the edges of its band.
/// Built for every fill of every wide frame, so the bands share one flat array (two
/// allocations, however many bands).
struct BandedFill: Sendable {
    /// The fill's look number in the frame's `LookTable` (set frame by frame: the fill is
    /// banded once for every frame of its tile).
    var look: UInt16
    let south: Double, north: Double, west: Double, east: Double
    let bandHeight: Double
    let bandCount: Int
    /// Band `b`'s edges are `edges[starts[b] ..< starts[b + 1]]`.
    private var starts: [Int]
    private var edges: [(Coordinate, Coordinate)]

    /// About this many edges to a band: a point tests only those (a continent's coast has
    /// thousands of edges, and a frame tests it at every dot of its edge cells).
    static let edgesPerBand = 8

    init(_ fill: MapFill, look: UInt16) {
        self.look = look
        var s = Double.infinity, n = -Double.infinity, w = Double.infinity, e = -Double.infinity
        var points = 0
        for ring in fill.rings {
            points += ring.count
            for p in ring {
                s = min(s, p.latitude)
                n = max(n, p.latitude)
                w = min(w, p.longitude)
                e = max(e, p.longitude)
            }
        }
        if points == 0 { (s, n, w, e) = (0, 0, 0, 0) }
        (south, north, west, east) = (s, n, w, e)
        let count = min(4096, max(32, points / Self.edgesPerBand))
        let height = max(1e-12, (n - s) / Double(count))
        bandCount = count
        bandHeight = height
        func band(_ latitude: Double) -> Int { min(count - 1, max(0, Int((latitude - s) / height))) }
        func eachEdge(_ body: (Coordinate, Coordinate, ClosedRange<Int>) -> Void) {
            for ring in fill.rings where ring.count >= 3 {
                var previous = ring[ring.count - 1]
                for point in ring {
                    let low = min(previous.latitude, point.latitude), high = max(previous.latitude, point.latitude)
                    if high > low { body(previous, point, band(low)...band(high)) }
                    previous = point
                }
            }
        }
        // Counted first, then placed: each band's edges end up side by side.
        var starts = [Int](repeating: 0, count: count + 1)
        eachEdge { _, _, bands in for b in bands { starts[b + 1] += 1 } }
        for b in 0..<count { starts[b + 1] += starts[b] }
        var next = starts
        let origin = Coordinate(latitude: 0, longitude: 0)
        var edges = [(Coordinate, Coordinate)](repeating: (origin, origin), count: starts[count])
        eachEdge { a, b, bands in
            for band in bands {
                edges[next[band]] = (a, b)
                next[band] += 1
            }
        }
        self.starts = starts
        self.edges = edges
    }

    private func band(_ latitude: Double) -> Int {
        min(bandCount - 1, max(0, Int((latitude - south) / bandHeight)))
    }

    /// Even–odd: a ray east from the point crosses the rings an odd number of times.
    func contains(_ p: Coordinate) -> Bool {
        guard p.latitude >= south, p.latitude <= north, p.longitude >= west, p.longitude <= east else { return false }
        var inside = false
        let b = band(p.latitude)
        for i in starts[b]..<starts[b + 1] {
            let (a, c) = edges[i]
            guard (a.latitude > p.latitude) != (c.latitude > p.latitude) else { continue }
            let x = a.longitude + (p.latitude - a.latitude) * (c.longitude - a.longitude) / (c.latitude - a.latitude)
            if p.longitude < x { inside.toggle() }
        }
        return inside
    }
}
