/// Positions along a Hilbert curve over a box: nodes numbered in this order lie near their
/// neighbours in memory too, so a search's reads of a street's nodes share cache lines.
struct HilbertOrder {
    let south: Int64, west: Int64
    let latStep: Int64, lonStep: Int64
    /// Cells per side (a power of two).
    static let side: UInt32 = 1 << 16

    /// A curve over a box (1e-7 degrees).
    init(south: Int32, west: Int32, north: Int32, east: Int32) {
        let s = Int64(south), n = Int64(max(south, north))
        let w = Int64(west), e = Int64(max(west, east))
        self.south = s; self.west = w
        latStep = max(1, (n - s) / Int64(Self.side) + 1)
        lonStep = max(1, (e - w) / Int64(Self.side) + 1)
    }

    /// The distance along the curve of the cell holding (lat, lon).
    func key(lat: Int32, lon: Int32) -> UInt64 {
        var x = UInt32(min(Int64(Self.side - 1), max(0, (Int64(lon) - west) / lonStep)))
        var y = UInt32(min(Int64(Self.side - 1), max(0, (Int64(lat) - south) / latStep)))
        var d: UInt64 = 0
        var s = Self.side / 2
        while s > 0 {
            let rx: UInt32 = x & s != 0 ? 1 : 0
            let ry: UInt32 = y & s != 0 ? 1 : 0
            d += UInt64(s) * UInt64(s) * UInt64((3 * rx) ^ ry)
            // Rotate the quadrant so the curve stays continuous.
            if ry == 0 {
                if rx == 1 { x = Self.side - 1 - x; y = Self.side - 1 - y }
                swap(&x, &y)
            }
            s /= 2
        }
        return d
    }
}
