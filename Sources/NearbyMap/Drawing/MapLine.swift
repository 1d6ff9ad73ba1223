import NearbyGeo

/// A line on the map. Kinds are ordered by importance: where two share a cell, the higher wins
/// the cell's colour.
public struct MapLine: Sendable, Equatable {
    public enum Kind: UInt8, Sendable, Comparable {
        case building = 1, boundary, path, waterway, minor, rail, major

        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    /// How a line looks: its kind and the style's colour (nil: the built-in palette by kind).
    public typealias Look = MapLook<Kind>

    public var kind: Kind
    /// The style's `line-color` (or a building's outline colour); nil: the palette by kind.
    public var color: MapColor?
    public var points: [Coordinate]

    public init(kind: Kind, color: MapColor? = nil, points: [Coordinate]) {
        self.kind = kind
        self.color = color
        self.points = points
    }

    public var look: Look { Look(kind: kind, color: color) }
}
