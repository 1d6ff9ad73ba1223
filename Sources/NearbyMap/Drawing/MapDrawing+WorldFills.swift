import NearbyGeo

extension MapDrawing {
    /// Views wider than this fill cell by cell in coordinates (see ``fillDotsByCoordinate``).
    static let worldFillMeters = 2_000_000.0

    /// The fill look of each dot for views of continents and the globe: each cell's middle is
    /// unprojected and tested against the rings in coordinates (even–odd), then each dot of the
    /// cells where a neighbour differs (the fills' edges). Projected edges would not do there:
    /// near the rim of the globe's disk (the antipode) neighbouring points land on opposite
    /// sides, and a scanline through them loses count of inside and outside.
    static func fillDotsByCoordinate(_ map: MapData, looks: inout LookTable<MapFill.Look>, projection: MapProjection,
                                     columns: Int, rows: Int) -> FillDots {
        var dots = FillDots(columns: columns, rows: rows)
        var fills: [BandedFill] = []
        for (tile, banded) in zip(map.tiles, DrawMemo.banded(map)) {
            for (fill, var band) in zip(tile.fills, banded) {
                band.look = UInt16(looks.number(fill.look))
                fills.append(band)
            }
        }
        guard !fills.isEmpty else { return dots }
        func look(x: Double, y: Double) -> UInt16 {
            guard let point = projection.unproject(x: x, y: y) else { return 0 }
            var found: UInt16 = 0
            for fill in fills where fill.contains(point) { found = fill.look }
            return found
        }
        var cells = [UInt16](repeating: 0, count: columns * rows)
        for r in 0..<rows {
            for c in 0..<columns { cells[r * columns + c] = look(x: Double(c * 2) + 1, y: Double(r * 4) + 2) }
        }
        for r in 0..<rows {
            for c in 0..<columns {
                let middle = cells[r * columns + c]
                var edge = false
                for nr in max(0, r - 1)...min(rows - 1, r + 1) where !edge {
                    for nc in max(0, c - 1)...min(columns - 1, c + 1) where cells[nr * columns + nc] != middle { edge = true }
                }
                for dy in 0..<4 {
                    for dx in 0..<2 {
                        let x = c * 2 + dx, y = r * 4 + dy
                        dots[x, y] = edge ? look(x: Double(x) + 0.5, y: Double(y) + 0.5) : middle
                    }
                }
            }
        }
        return dots
    }
}
