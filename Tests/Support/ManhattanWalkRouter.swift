import NearbyGeo
import NearbyRoute

/// A walking router for tests, with no graph: every walk goes along a meridian, then along a
/// parallel (two named streets meeting at a corner), at 5 km/h, inside one box. An end outside
/// the box is outside the graph; a destination in `islands` is on a piece no walk reaches.
public struct ManhattanWalkRouter: WalkRouter {
    public var area: String
    public var south: Double, west: Double, north: Double, east: Double
    public var islands: [Coordinate]
    /// The names of the first and the second street walked.
    public var firstStreet: String, secondStreet: String
    /// How far each end lies from the streets (the snap the route reports).
    public var snap: Double
    public static let metresPerSecond = 5000.0 / 3600

    public init(area: String = "Helsinki", south: Double = 60.14, west: Double = 24.90, north: Double = 60.20,
                east: Double = 24.99, islands: [Coordinate] = [], firstStreet: String = "Mannerheimintie",
                secondStreet: String = "Mikonkatu", snap: Double = 0) {
        self.area = area
        self.south = south; self.west = west; self.north = north; self.east = east
        self.islands = islands
        self.firstStreet = firstStreet; self.secondStreet = secondStreet
        self.snap = snap
    }

    public func covers(_ c: Coordinate) -> Bool {
        (south...north).contains(c.latitude) && (west...east).contains(c.longitude)
    }

    public func route(from: Coordinate, to: Coordinate) -> Result<WalkRoute, RouteFailure> {
        guard covers(from), covers(to) else { return .failure(.outsideGraphs(areas: [area])) }
        guard !islands.contains(to) else { return .failure(.notConnected) }
        let corner = Coordinate(latitude: to.latitude, longitude: from.longitude)
        let first = Geodesic.distance(from, corner), second = Geodesic.distance(corner, to)
        let speed = Self.metresPerSecond
        // Walking north then east turns right; north then west turns left (and south the other way).
        let northward = to.latitude >= from.latitude, eastward = to.longitude >= from.longitude
        let modifier: ManeuverModifier = northward == eastward ? .right : .left
        let steps = [
            WalkStep(name: firstStreet, distance: first, duration: first / speed,
                     maneuver: Maneuver(type: .depart, modifier: nil, location: from), geometry: [from, corner]),
            WalkStep(name: secondStreet, distance: second, duration: second / speed,
                     maneuver: Maneuver(type: .turn, modifier: modifier, location: corner), geometry: [corner, to]),
            WalkStep(name: secondStreet, distance: 0, duration: 0,
                     maneuver: Maneuver(type: .arrive, modifier: nil, location: to), geometry: [to, to]),
        ]
        return .success(WalkRoute(distance: first + second, duration: (first + second) / speed, geometry: [from, corner, to],
                                  steps: steps, startSnap: snap, endSnap: snap))
    }

    public func walkTimes(from: Coordinate, to: [Coordinate]) -> Result<[WalkTime?], RouteFailure> {
        guard covers(from) else { return .failure(.outsideGraphs(areas: [area])) }
        return .success(to.map { target in
            guard case .success(let walk) = route(from: from, to: target) else { return nil }
            return WalkTime(distance: walk.distance, duration: walk.duration)
        })
    }
}
