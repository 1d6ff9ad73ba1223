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

    /// Points held, for the cache's memory bound.
    public var pointCount: Int {
        fills.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.count } } + lines.reduce(0) { $0 + $1.points.count }
            + labels.reduce(0) { $0 + $1.points.count }
    }
}

/// An area filled on the map (water, parks), as rings: exterior and holes alike, filled even–odd.
public struct MapFill: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case park = 1, water
    }

    public var kind: Kind
    public var rings: [[Coordinate]]

    public init(kind: Kind, rings: [[Coordinate]]) {
        self.kind = kind
        self.rings = rings
    }
}

/// A line on the map. Kinds are ordered by importance: where two share a cell, the higher wins
/// the cell's colour.
public struct MapLine: Sendable, Equatable {
    public enum Kind: UInt8, Sendable, Comparable {
        case building = 1, boundary, path, waterway, minor, rail, major

        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    public var kind: Kind
    public var points: [Coordinate]

    public init(kind: Kind, points: [Coordinate]) {
        self.kind = kind
        self.points = points
    }
}

/// A name to write on the map: at a point (places, water), or along a line (streets, where it
/// is written level at the line's middle).
public struct MapLabel: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case place, street, water
    }

    public var kind: Kind
    public var text: String
    /// Lower goes first when labels compete for room (a city before a suburb, a motorway's name
    /// before a lane's).
    public var rank: Int
    public var points: [Coordinate]

    public init(kind: Kind, text: String, rank: Int, points: [Coordinate]) {
        self.kind = kind
        self.text = text
        self.rank = rank
        self.points = points
    }
}
