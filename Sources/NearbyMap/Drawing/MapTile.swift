import NearbyGeo

/// One tile's map, styled and ready to draw: what the runtime hands the renderer for a tile of
/// the view (decoded, styled, clipped to the tile's own bounds and in coordinates, so a warm
/// frame only projects). Features are in the style's draw order within each kind.
public struct MapTile: Sendable, Equatable {
    public var key: TileKey
    public var fills: [MapFill]
    public var lines: [MapLine]
    public var labels: [MapLabel]

    public init(key: TileKey, fills: [MapFill] = [], lines: [MapLine] = [], labels: [MapLabel] = []) {
        self.key = key
        self.fills = fills
        self.lines = lines
        self.labels = labels
    }

    /// Nothing to draw (a tile the source lacks, or whose layers the style draws none of).
    public var isEmpty: Bool { fills.isEmpty && lines.isEmpty && labels.isEmpty }

    /// Points held, for the cache's memory bound.
    public var pointCount: Int {
        fills.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.count } } + lines.reduce(0) { $0 + $1.points.count }
            + labels.reduce(0) { $0 + $1.points.count }
    }
}
