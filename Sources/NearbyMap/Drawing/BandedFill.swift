import NearbyGeo

/// A fill's edges sorted into latitude bands, so a point tests only the edges of its band.
struct BandedFill {
    /// The fill's look number in the frame's `LookTable`.
    let look: UInt16
    let south: Double, north: Double, west: Double, east: Double
    let bandHeight: Double
    var bands: [[(Coordinate, Coordinate)]]
    let bandCount: Int

    /// About this many edges to a band: a point tests only those (a continent's coast has
    /// thousands of edges, and a frame tests it at every dot of its edge cells).
    static let edgesPerBand = 8

    init(_ fill: MapFill, look: UInt16) {
        self.look = look
        let points = fill.rings.flatMap { $0 }
        south = points.map(\.latitude).min() ?? 0
        north = points.map(\.latitude).max() ?? 0
        west = points.map(\.longitude).min() ?? 0
        east = points.map(\.longitude).max() ?? 0
        bandCount = min(4096, max(32, points.count / Self.edgesPerBand))
        bandHeight = max(1e-12, (north - south) / Double(bandCount))
        bands = Array(repeating: [], count: bandCount)
        for ring in fill.rings where ring.count >= 3 {
            var previous = ring[ring.count - 1]
            for point in ring {
                let low = min(previous.latitude, point.latitude), high = max(previous.latitude, point.latitude)
                if high > low {
                    for band in band(low)...band(high) { bands[band].append((previous, point)) }
                }
                previous = point
            }
        }
    }

    private func band(_ latitude: Double) -> Int {
        min(bandCount - 1, max(0, Int((latitude - south) / bandHeight)))
    }

    /// Even–odd: a ray east from the point crosses the rings an odd number of times.
    func contains(_ p: Coordinate) -> Bool {
        guard p.latitude >= south, p.latitude <= north, p.longitude >= west, p.longitude <= east else { return false }
        var inside = false
        for (a, b) in bands[band(p.latitude)] where (a.latitude > p.latitude) != (b.latitude > p.latitude) {
            let x = a.longitude + (p.latitude - a.latitude) * (b.longitude - a.longitude) / (b.latitude - a.latitude)
            if p.longitude < x { inside.toggle() }
        }
        return inside
    }
}
