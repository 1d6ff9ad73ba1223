import NearbyFormats
import NearbyGeo
import NearbyText

/// Clips geometry in world units (Web Mercator, 0…1 across the world) to a tile's square, so
/// neighbouring tiles join without seams or doubled lines (tiles carry a buffer past their edge).
struct TileClipper {
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    init(_ key: TileKey) {
        let size = 1 / Double(1 << key.zoom)
        minX = Double(key.x) * size
        minY = Double(key.y) * size
        maxX = minX + size
        maxY = minY + size
    }

    typealias Point = LineClipper.Point

    private var segments: LineClipper { LineClipper(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }

    /// The parts of a polyline inside the square (a line that leaves and comes back is two parts).
    func clip(line points: [Point]) -> [[Point]] {
        var parts: [[Point]] = []
        var current: [Point] = []
        for i in 1..<max(1, points.count) {
            guard let (a, b) = segments.clip(points[i - 1], points[i]) else {
                if current.count >= 2 { parts.append(current) }
                current = []
                continue
            }
            if let last = current.last, last.x == a.x, last.y == a.y {
                current.append(b)
            } else {
                if current.count >= 2 { parts.append(current) }
                current = [a, b]
            }
        }
        if current.count >= 2 { parts.append(current) }
        return parts
    }

    /// Sutherland–Hodgman: a ring cut to the square (closed implicitly); nil when nothing is left.
    func clip(ring points: [Point]) -> [Point]? {
        var ring = points
        for edge in 0..<4 {
            guard !ring.isEmpty else { return nil }
            var output: [Point] = []
            output.reserveCapacity(ring.count + 4)
            var previous = ring[ring.count - 1]
            for point in ring {
                let inside = isInside(point, edge), wasInside = isInside(previous, edge)
                if inside != wasInside { output.append(intersection(previous, point, edge)) }
                if inside { output.append(point) }
                previous = point
            }
            ring = output
        }
        return ring.count >= 3 ? ring : nil
    }

    private func isInside(_ p: Point, _ edge: Int) -> Bool {
        switch edge {
        case 0: return p.x >= minX
        case 1: return p.x <= maxX
        case 2: return p.y >= minY
        default: return p.y <= maxY
        }
    }

    private func intersection(_ a: Point, _ b: Point, _ edge: Int) -> Point {
        switch edge {
        case 0, 1:
            let x = edge == 0 ? minX : maxX
            return (x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
        default:
            let y = edge == 2 ? minY : maxY
            return (a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y)
        }
    }
}

extension TileClipper {
    func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
}
