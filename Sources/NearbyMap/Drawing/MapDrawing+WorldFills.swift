import NearbyGeo

extension MapDrawing {
    /// Views wider than this fill cell by cell in coordinates (see ``fillCellsByCoordinate``).
    static let worldFillMeters = 2_000_000.0

    /// The fill look of each cell for views of continents and the globe: each cell's middle is
    /// unprojected and tested against the rings in coordinates (even–odd). Projected edges would
    /// not do there: near the rim of the globe's disk (the antipode) neighbouring points land on
    /// opposite sides, and a scanline through them loses count of inside and outside.
    static func fillCellsByCoordinate(_ map: MapData, looks: inout LookTable<MapFill.Look>, projection: MapProjection,
                                      columns: Int, rows: Int) -> [UInt16] {
        var cells = [UInt16](repeating: 0, count: columns * rows)
        var fills: [BandedFill] = []
        for tile in map.tiles {
            for fill in tile.fills { fills.append(BandedFill(fill, look: UInt16(looks.number(fill.look)))) }
        }
        guard !fills.isEmpty else { return cells }
        for r in 0..<rows {
            for c in 0..<columns {
                guard let point = projection.unproject(x: Double(c * 2) + 1, y: Double(r * 4) + 2) else { continue }
                for fill in fills where fill.contains(point) {
                    cells[r * columns + c] = fill.look
                }
            }
        }
        return cells
    }
}
