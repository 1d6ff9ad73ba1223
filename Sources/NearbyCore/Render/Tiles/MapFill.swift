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
