/// A Web Mercator tile address (XYZ scheme, y down from the north, as web maps and PMTiles use):
/// the one tile address of the app, from the map's cover to the archives, the downloads and the cache file.
public struct TileKey: Hashable, Sendable, CustomStringConvertible {
    public var zoom: Int
    public var x: Int
    public var y: Int

    public init(zoom: Int, x: Int, y: Int) {
        self.zoom = zoom
        self.x = x
        self.y = y
    }

    /// The tile in row `tmsRow` of the TMS scheme (MBTiles), whose rows count from the south.
    public init(zoom: Int, x: Int, tmsRow: Int) {
        self.init(zoom: zoom, x: x, y: (1 << zoom) - 1 - tmsRow)
    }

    /// Parses `Z/X/Y`; nil unless three integers naming a tile that exists.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 10 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let z = Int(parts[0]), let x = Int(parts[1]), let y = Int(parts[2]) else { return nil }
        self.init(zoom: z, x: x, y: y)
        guard isValid else { return nil }
    }

    /// `Z/X/Y`, as on the command line and in tile URLs.
    public var description: String { "\(zoom)/\(x)/\(y)" }

    /// The deepest zoom an address may have (PMTiles tile ids fit 64 bits up to z31).
    public static let maxZoom = 30

    /// Whether x and y are inside the zoom level's grid.
    public var isValid: Bool {
        (0...Self.maxZoom).contains(zoom) && (0..<(1 << zoom)).contains(x) && (0..<(1 << zoom)).contains(y)
    }

    /// The MBTiles (TMS) row of this tile: rows count from the south.
    public var tmsRow: Int { (1 << zoom) - 1 - y }

    /// The tile `levels` zooms up that holds this one (itself for 0).
    public func ancestor(levels: Int) -> TileKey {
        let up = max(0, min(levels, zoom))
        return TileKey(zoom: zoom - up, x: x >> up, y: y >> up)
    }
}
