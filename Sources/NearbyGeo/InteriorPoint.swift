/// A point inside an area given as rings (outer and inner alike, by the even-odd rule): where a
/// café mapped as a building outline is placed. The area's centroid when it lies inside (most
/// shapes), else a point on the surface: the middle of the widest stretch of a horizontal line
/// through the area, as JTS's `InteriorPointArea` chooses. Planar in degrees: a centroid and an
/// inside test survive the affine stretch of longitude, and areas here are buildings.
public enum InteriorPoint {
    /// Nil for rings with no area (fewer than three distinct points in all).
    public static func of(rings: [[Coordinate]]) -> Coordinate? {
        let closed = rings.filter { $0.count >= 3 }.map { ring in ring.first == ring.last ? ring : ring + [ring[0]] }
        guard !closed.isEmpty else { return nil }
        if let centroid = centroid(closed), contains(closed, centroid) { return centroid }
        return onSurface(closed)
    }

    /// The area-weighted centroid, with inner rings subtracted (their winding is not trusted:
    /// the largest ring counts as outer, the others by whether they lie inside another ring).
    static func centroid(_ rings: [[Coordinate]]) -> Coordinate? {
        let origin = rings[0][0]
        var area = 0.0, x = 0.0, y = 0.0
        let largest = rings.indices.max { abs(signedArea(rings[$0], origin)) < abs(signedArea(rings[$1], origin)) } ?? 0
        for (index, ring) in rings.enumerated() {
            var a = 0.0, cx = 0.0, cy = 0.0
            for (p, q) in zip(ring, ring.dropFirst()) {
                let px = p.longitude - origin.longitude, py = p.latitude - origin.latitude
                let qx = q.longitude - origin.longitude, qy = q.latitude - origin.latitude
                let cross = px * qy - qx * py
                a += cross
                cx += (px + qx) * cross
                cy += (py + qy) * cross
            }
            // Inner rings subtract, whatever their winding: a ring inside another one is a hole.
            let hole = index != largest && rings.indices.contains { $0 != index && contains([rings[$0]], ring[0]) }
            let sign: Double = (a < 0) != hole ? -1 : 1
            area += sign * a
            x += sign * cx
            y += sign * cy
        }
        guard abs(area) > 1e-18 else { return nil }
        return Coordinate(latitude: origin.latitude + y / (3 * area), longitude: origin.longitude + x / (3 * area))
    }

    static func signedArea(_ ring: [Coordinate], _ origin: Coordinate) -> Double {
        zip(ring, ring.dropFirst()).reduce(0) { sum, pair in
            let (p, q) = pair
            return sum + (p.longitude - origin.longitude) * (q.latitude - origin.latitude)
                - (q.longitude - origin.longitude) * (p.latitude - origin.latitude)
        }
    }

    /// Even-odd: inside when a ray to the east crosses the rings' edges an odd number of times.
    public static func contains(_ rings: [[Coordinate]], _ point: Coordinate) -> Bool {
        var inside = false
        for ring in rings {
            for (p, q) in zip(ring, ring.dropFirst()) where (p.latitude > point.latitude) != (q.latitude > point.latitude) {
                let t = (point.latitude - p.latitude) / (q.latitude - p.latitude)
                if point.longitude < p.longitude + t * (q.longitude - p.longitude) { inside.toggle() }
            }
        }
        return inside
    }

    /// The middle of the widest inside stretch of the horizontal line halfway between the two
    /// vertex latitudes nearest the rings' middle latitude (so the line meets no vertex).
    static func onSurface(_ rings: [[Coordinate]]) -> Coordinate? {
        let latitudes = Set(rings.joined().map(\.latitude)).sorted()
        guard latitudes.count >= 2 else { return nil }
        let middle = (latitudes[0] + latitudes[latitudes.count - 1]) / 2
        let above = latitudes.firstIndex { $0 > middle } ?? latitudes.count - 1
        let y = (latitudes[max(0, above - 1)] + latitudes[above]) / 2
        var crossings: [Double] = []
        for ring in rings {
            for (p, q) in zip(ring, ring.dropFirst()) where (p.latitude > y) != (q.latitude > y) {
                let t = (y - p.latitude) / (q.latitude - p.latitude)
                crossings.append(p.longitude + t * (q.longitude - p.longitude))
            }
        }
        crossings.sort()
        var best: (width: Double, x: Double)?
        var i = 0
        while i + 1 < crossings.count {
            let width = crossings[i + 1] - crossings[i]
            if best.map({ width > $0.width }) ?? true { best = (width, (crossings[i] + crossings[i + 1]) / 2) }
            i += 2
        }
        guard let best, best.width > 0 else { return nil }  // a line folded on itself has no inside
        return Coordinate(latitude: y, longitude: best.x)
    }
}
