import NearbyGeo

/// An area filled on the map (water, parks, whatever else a style fills), as rings: exterior and
/// holes alike, filled even–odd.
public struct MapFill: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        /// A fill that is neither water nor green: drawn only in the style's colour.
        case area = 0
        case park, water
    }

    /// How a fill looks: its kind, and the style's colour (nil: the built-in palette by kind).
    public typealias Look = MapLook<Kind>

    public var kind: Kind
    /// The style's `fill-color` (nil: the built-in rules' palette by kind).
    public var color: MapColor?
    public var rings: [[Coordinate]]

    public init(kind: Kind, color: MapColor? = nil, rings: [[Coordinate]]) {
        self.kind = kind
        self.color = color
        self.rings = rings
    }

    public var look: Look { Look(kind: kind, color: color) }
}
