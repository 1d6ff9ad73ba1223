import NearbyGeo

/// A name to write on the map: at a point (places, water), along a line (streets, written on
/// their own line), or inside an area (parks, lakes: `points` is the area's outer ring).
public struct MapLabel: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case place, street, water
        /// A named area (a park, a lake, a campus), written inside it when it fits.
        case area
    }

    public var kind: Kind
    public var text: String
    /// Lower goes first when labels compete for room (a capital before a city of millions, a
    /// city before its suburbs, a place before a lake, a motorway's name before a lane's): a
    /// place's is a `PlaceRank` value, water, areas and streets come from `firstAfterPlaces` on.
    public var rank: Int
    public var points: [Coordinate]
    /// The style's `text-color` (nil: the palette by kind).
    public var color: MapColor?

    public init(kind: Kind, text: String, rank: Int, points: [Coordinate], color: MapColor? = nil) {
        self.kind = kind
        self.color = color
        self.text = text
        self.rank = rank
        self.points = points
    }
}
