import NearbyFormats
import NearbyGeo
import NearbyRoute

/// A walk under way (`f`): the line the simulated location follows from you to the venue's door,
/// how far along it you are, and whether you arrived. The line behind you is dropped from what
/// the map draws.
public struct WalkProgress: Sendable, Equatable {
    public var venue: VenueKey
    /// The venue's name (terminal-safe when drawn), for "arrived".
    public var name: String
    /// The route the walk follows (its steps stay for the details overlay).
    public var route: WalkRoute
    /// The whole line walked: your position, the route, the door.
    public let path: [Coordinate]
    /// Metres from the path's start to each of its points.
    public let along: [Double]
    /// Metres per second of the route (its length over its time).
    public let pace: Double
    /// The leg you are on (`path[leg]`…`path[leg + 1]`) and where on it.
    public private(set) var leg = 0
    public private(set) var here: Coordinate
    /// Whether you reached the door.
    public var arrived = false

    /// Walking pace when a route says no time: 5 km/h, OSRM's foot speed.
    public static let defaultPace = 5.0 / 3.6

    public init(venue: VenueKey, name: String, route: WalkRoute, from: Coordinate, to door: Coordinate) {
        self.venue = venue
        self.name = name
        self.route = route
        path = Self.line(route, from: from, to: door)
        var total = 0.0
        along = [0] + zip(path, path.dropFirst()).map { a, b in
            total += Geodesic.distance(a, b)
            return total
        }
        pace = route.duration > 0 && route.distance > 0 ? route.distance / route.duration : Self.defaultPace
        here = path[0]
    }

    /// The line from `from` along the route's geometry to `door`, without repeated points.
    public static func line(_ route: WalkRoute, from: Coordinate, to door: Coordinate) -> [Coordinate] {
        var points: [Coordinate] = []
        for point in [from] + route.geometry + [door] where points.last.map({ Geodesic.distance($0, point) > 0.01 }) ?? true {
            points.append(point)
        }
        return points
    }

    /// Seconds the whole path takes at the route's pace (speed 1).
    public var duration: Double { (along.last ?? 0) / pace }

    /// Metres and seconds still to walk.
    public var remaining: (meters: Double, seconds: Double) {
        guard !arrived, leg + 1 < path.count else { return (0, 0) }
        let meters = Geodesic.distance(here, path[leg + 1]) + (along.last ?? 0) - along[leg + 1]
        return (meters, meters / pace)
    }

    /// What the map draws: from where you are to the door.
    public var ahead: [Coordinate] {
        guard !arrived, leg + 1 < path.count else { return [] }
        return [here] + path[(leg + 1)...]
    }

    /// You were reported at `point`: the nearest point on the legs from yours on (a few ahead:
    /// a report comes every tick, far less than a leg apart) becomes where you are.
    public mutating func reached(_ point: Coordinate) {
        guard path.count >= 2 else { return }
        var best = (leg: leg, at: here, distance: Double.infinity)
        for i in leg..<min(path.count - 1, leg + 16) {
            let (at, distance) = Self.nearest(on: path[i], path[i + 1], to: point)
            if distance < best.distance - 1e-9 { best = (i, at, distance) }
        }
        leg = best.leg
        here = best.at
    }

    /// The point of segment `a`–`b` nearest `p`, and how far it is, in a local flat frame
    /// around `p` (legs are metres to a few hundred metres long).
    static func nearest(on a: Coordinate, _ b: Coordinate, to p: Coordinate) -> (Coordinate, Double) {
        let scale = Geodesic.sincosd(p.latitude).c
        let ax = (a.longitude - p.longitude) * scale, ay = a.latitude - p.latitude
        let bx = (b.longitude - p.longitude) * scale, by = b.latitude - p.latitude
        let dx = bx - ax, dy = by - ay
        let length = dx * dx + dy * dy
        let t = length > 0 ? min(1, max(0, -(ax * dx + ay * dy) / length)) : 0
        let at = Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * t,
                            longitude: a.longitude + (b.longitude - a.longitude) * t)
        return (at, Geodesic.distance(at, p))
    }
}
