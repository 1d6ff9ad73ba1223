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
    /// Lower goes first when labels compete for room (a city before a suburb, a motorway's name
    /// before a lane's).
    public var rank: Int
    public var points: [Coordinate]
    /// The style's `text-color` (nil: the palette by kind).
    public var color: MapColor?

    /// Place ranks come ten to a class (continent 0, country 1, state 2, city 3, town 4, …),
    /// and within a class by the place's own importance.
    public static let placeClassStep = 10

    /// A continent's, country's, state's or city's name: a main place, which the callout keeps clear of.
    public var isMainPlace: Bool { kind == .place && rank < 4 * Self.placeClassStep }

    public init(kind: Kind, text: String, rank: Int, points: [Coordinate], color: MapColor? = nil) {
        self.kind = kind
        self.color = color
        self.text = text
        self.rank = rank
        self.points = points
    }
}
