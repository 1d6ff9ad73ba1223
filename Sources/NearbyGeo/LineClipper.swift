/// Cuts line segments to an axis-aligned rectangle (Liang–Barsky): the map's tiles clip their
/// lines to the tile's square in world units, the braille canvas its strokes to the pane in dots.
public struct LineClipper: Sendable, Equatable {
    public typealias Point = (x: Double, y: Double)

    /// The rectangle, edges included.
    public let minX: Double, minY: Double, maxX: Double, maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The part of the segment from `a` to `b` inside the rectangle, nil when none is or a
    /// coordinate is not finite. An end already inside comes back exactly as given (not
    /// recomputed from the segment's direction), so consecutive segments of a polyline still
    /// meet at the same point.
    public func clip(_ a: Point, _ b: Point) -> (Point, Point)? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        // Each edge as p·t ≤ q: p < 0 where the segment enters across it, p > 0 where it leaves.
        // False when the segment lies wholly outside the edge. (Four calls, not a loop over an
        // array of edges: the canvas clips every segment of every frame, and that array was
        // allocated each time.)
        func edge(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return !(q < 0) }
            let r = q / p
            if p < 0 {
                if r > t1 { return false }
                t0 = max(t0, r)
            } else {
                if r < t0 { return false }
                t1 = min(t1, r)
            }
            return true
        }
        guard edge(-dx, a.x - minX), edge(dx, maxX - a.x), edge(-dy, a.y - minY), edge(dy, maxY - a.y) else { return nil }
        let start = t0 == 0 ? a : (a.x + t0 * dx, a.y + t0 * dy)
        let end = t1 == 1 ? b : (a.x + t1 * dx, a.y + t1 * dy)
        return (start, end)
    }
}
