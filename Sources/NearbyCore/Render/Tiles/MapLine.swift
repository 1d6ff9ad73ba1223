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
