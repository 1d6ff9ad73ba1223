import NearbyGeo

/// PMTiles numbers its tiles along Hilbert curves; only the archive code needs that order.
extension TileKey {
    /// The PMTiles tile id: the tiles of all lower zooms, then this tile's position along the
    /// zoom level's Hilbert curve.
    public var hilbertID: UInt64 {
        var id: UInt64 = ((UInt64(1) << (2 * UInt64(zoom))) - 1) / 3
        var tx = UInt64(x), ty = UInt64(y)
        var size = UInt64(1) << UInt64(zoom)
        while size > 1 {
            let half = size / 2
            let rx: UInt64 = tx & half != 0 ? 1 : 0
            let ry: UInt64 = ty & half != 0 ? 1 : 0
            id += half * half * ((3 * rx) ^ ry)
            // Rotate the quadrant so the curve continues in the next smaller square.
            if ry == 0 {
                if rx == 1 {
                    tx = half - 1 - (tx & (half - 1))
                    ty = half - 1 - (ty & (half - 1))
                }
                swap(&tx, &ty)
            }
            tx &= half - 1
            ty &= half - 1
            size = half
        }
        return id
    }
}
