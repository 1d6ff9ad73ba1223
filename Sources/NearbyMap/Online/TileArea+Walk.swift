import NearbyGeo

extension TileArea {
    /// The area's tiles one at a time, never all at once: zoom by zoom (lowest first), and at
    /// each zoom in square rings around the centre's tile, each ring nearest first. Holds one
    /// ring at most (its part inside the area), so a plan of millions of tiles costs kilobytes.
    public struct Walk: Sequence, IteratorProtocol {
        private let area: TileArea
        private var zoom: Int
        private var ring = 0
        /// The rest of the current ring, farthest last (taken from the end).
        private var pending: [TileKey] = []

        init(_ area: TileArea) {
            self.area = area
            zoom = area.zooms.lowerBound
        }

        public mutating func next() -> TileKey? {
            while pending.isEmpty {
                guard zoom <= area.zooms.upperBound else { return nil }
                if !fill() {
                    zoom += 1
                    ring = 0
                }
            }
            return pending.popLast()
        }

        /// Puts the in-area tiles of ring `ring` at `zoom` in `pending` and moves to the next
        /// ring; false once the rings have passed the whole area.
        private mutating func fill() -> Bool {
            let (columns, rows) = area.range(zoom: zoom)
            let point = TileArea.tilePoint(latitude: area.centre.latitude, longitude: area.centre.longitude, zoom: zoom)
            let cx = Swift.min(columns.upperBound, Swift.max(columns.lowerBound, Int(point.x.rounded(.down))))
            let cy = Swift.min(rows.upperBound, Swift.max(rows.lowerBound, Int(point.y.rounded(.down))))
            let reach = Swift.max(cx - columns.lowerBound, columns.upperBound - cx, cy - rows.lowerBound, rows.upperBound - cy)
            guard ring <= reach else { return false }
            let r = ring
            ring += 1
            var tiles: [TileKey] = []
            func row(_ y: Int) {
                guard rows.contains(y) else { return }
                let xs = Swift.max(columns.lowerBound, cx - r)...Swift.min(columns.upperBound, cx + r)
                for x in xs { tiles.append(TileKey(zoom: zoom, x: x, y: y)) }
            }
            func column(_ x: Int) {
                guard columns.contains(x), r > 0 else { return }
                let low = Swift.max(rows.lowerBound, cy - r + 1), high = Swift.min(rows.upperBound, cy + r - 1)
                guard low <= high else { return }
                for y in low...high { tiles.append(TileKey(zoom: zoom, x: x, y: y)) }
            }
            row(cy - r)
            if r > 0 { row(cy + r) }
            column(cx - r)
            column(cx + r)
            func distance(_ tile: TileKey) -> Double {
                let dx = Double(tile.x) + 0.5 - point.x, dy = Double(tile.y) + 0.5 - point.y
                return dx * dx + dy * dy
            }
            // Farthest first, so `popLast` hands out the nearest; ties by position, for one order.
            pending = tiles.sorted { a, b in
                let da = distance(a), db = distance(b)
                return da != db ? da > db : (a.x, a.y) > (b.x, b.y)
            }
            return true
        }
    }

    /// The area's tiles, streamed (`Walk`).
    public var walk: Walk { Walk(self) }
}
