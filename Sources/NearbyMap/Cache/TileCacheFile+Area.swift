import NearbySQLite

extension TileCacheFile {
    /// How many tiles of `area` this source has an answer for (a tile, or "no tile here"):
    /// counted by the file's index, a rectangle per zoom, without listing them.
    public func count(of area: TileArea) throws(TileCacheError) -> Int {
        do {
            let query = try database.prepare("""
                SELECT count(*) FROM tile_store WHERE source = ? AND zoom_level = ?
                AND tile_column BETWEEN ? AND ? AND tile_row BETWEEN ? AND ?
                """)
            var total = 0
            for zoom in area.zooms {
                let (columns, rows) = area.range(zoom: zoom)
                // Rows are stored in the TMS scheme: counted from the south.
                let last = (1 << zoom) - 1
                try query.bind([.integer(sourceID), .integer(zoom), .integer(columns.lowerBound), .integer(columns.upperBound),
                                .integer(last - rows.upperBound), .integer(last - rows.lowerBound)])
                if try query.step() { total += query.int(at: 0) }
                query.reset()
            }
            return total
        } catch {
            throw .sqlite(path: path, cause: error)
        }
    }
}
