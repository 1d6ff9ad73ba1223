import NearbyGeo
import NearbyRoute

/// A test double for the router: every walk goes first along the meridian, then along the
/// parallel (an L round the block), at OSRM's 5 km/h; destinations farther than `reach` have
/// no walk (as if outside the graph), and a start farther than that from `home` is outside every graph.
struct StraightRouter: WalkRouter {
    var home: Coordinate
    var reach: Double = 10_000

    static let pace = 5.0 / 3.6

    func route(from: Coordinate, to: Coordinate) -> Result<WalkRoute, RouteFailure> {
        guard Geodesic.distance(home, from) <= reach else { return .failure(.outsideGraphs(areas: ["test city"])) }
        guard Geodesic.distance(from, to) <= reach else { return .failure(.notConnected) }
        let corner = Coordinate(latitude: to.latitude, longitude: from.longitude)
        let first = Geodesic.distance(from, corner), second = Geodesic.distance(corner, to)
        let steps = [
            WalkStep(name: "Mikonkatu", distance: first, duration: first / Self.pace,
                     maneuver: Maneuver(type: .depart, modifier: nil, location: from), geometry: [from, corner]),
            WalkStep(name: "Aleksanterinkatu", distance: second, duration: second / Self.pace,
                     maneuver: Maneuver(type: .turn, modifier: .left, location: corner), geometry: [corner, to]),
            WalkStep(name: "", distance: 0, duration: 0, maneuver: Maneuver(type: .arrive, modifier: .right, location: to),
                     geometry: [to]),
        ]
        return .success(WalkRoute(distance: first + second, duration: (first + second) / Self.pace,
                                  geometry: [from, corner, to], steps: steps))
    }

    func walkTimes(from: Coordinate, to: [Coordinate]) -> Result<[WalkTime?], RouteFailure> {
        guard Geodesic.distance(home, from) <= reach else { return .failure(.outsideGraphs(areas: ["test city"])) }
        return .success(to.map { target in
            guard case .success(let walk) = route(from: from, to: target) else { return nil }
            return WalkTime(distance: walk.distance, duration: walk.duration)
        })
    }
}
