/// A tile address in the XYZ scheme (y grows southwards, as web maps and PMTiles use).
public struct TileID: Hashable, Sendable, CustomStringConvertible {
    public var zoom: Int
    public var x: Int
    public var y: Int

    /// The deepest zoom an archive may address (PMTiles tile ids fit 64 bits up to z31).
    public static let maxZoom = 30

    public init(zoom: Int, x: Int, y: Int) {
        self.zoom = zoom
        self.x = x
        self.y = y
    }

    /// Whether x and y are inside the zoom level's grid.
    public var isValid: Bool {
        (0...Self.maxZoom).contains(zoom) && (0..<(1 << zoom)).contains(x) && (0..<(1 << zoom)).contains(y)
    }

    /// `Z/X/Y`, as on the command line and in tile URLs.
    public var description: String { "\(zoom)/\(x)/\(y)" }

    /// Parses `Z/X/Y`; nil unless three integers naming a tile that exists.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 10 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let z = Int(parts[0]), let x = Int(parts[1]), let y = Int(parts[2]) else { return nil }
        self.init(zoom: z, x: x, y: y)
        guard isValid else { return nil }
    }

    /// The MBTiles (TMS) row of this tile: rows count from the south.
    public var tmsRow: Int { (1 << zoom) - 1 - y }

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
