import NearbyGeo
import NearbyHTTP
import NearbyRoute

/// `--router valhalla`: walks from a Valhalla server with the `pedestrian` costing: one `/route`
/// request for a route with its maneuvers, one `/sources_to_targets` request for the walking
/// times of all the rows asked at once. Requests are GETs with the JSON in the `json`
/// parameter, as Valhalla's API allows, so the same question is the same URL and is cached.
public struct ValhallaRouter: WalkRouter {
    let engine: RouteService

    /// The router asking `server` (or the public one).
    public init(_ server: RouteServer) throws(ProviderError) {
        engine = try RouteService(.valhalla, server)
    }

    public func route(from: Coordinate, to: Coordinate) -> Result<WalkRoute, RouteFailure> {
        let json = "{\"locations\":[\(Self.place(from)),\(Self.place(to))],\"costing\":\"pedestrian\","
            + "\"directions_options\":{\"units\":\"kilometers\"}}"
        return answer("/route", json).flatMap { body in
            Self.decodeRoute(body, from: from, to: to).mapError { engine.failure($0) }
        }
    }

    public func walkTimes(from: Coordinate, to: [Coordinate]) -> Result<[WalkTime?], RouteFailure> {
        guard !to.isEmpty else { return .success([]) }
        let json = "{\"sources\":[\(Self.place(from))],\"targets\":[" + to.map(Self.place).joined(separator: ",")
            + "],\"costing\":\"pedestrian\",\"units\":\"kilometers\"}"
        return answer("/sources_to_targets", json).flatMap { body in
            Self.decodeMatrix(body, count: to.count).mapError { engine.failure($0) }
        }
    }

    /// The body of Valhalla's answer; its own "no path" (error 442) is `.notConnected`.
    private func answer(_ path: String, _ json: String) -> Result<[UInt8], RouteFailure> {
        engine.body(path: path, query: [("json", json)]) { _, body in
            let said = Self.message(body)
            return (said.code == Self.noPath ? .notConnected : nil, said.text)
        }
    }

    /// Valhalla's error code for "No path could be found for input".
    static let noPath = 442

    /// `{"lat":…,"lon":…}` to six decimal places, so the same place is the same request.
    static func place(_ c: Coordinate) -> String {
        "{\"lat\":" + DecimalText.shortest((c.latitude * 1e6).rounded() / 1e6)
            + ",\"lon\":" + DecimalText.shortest((c.longitude * 1e6).rounded() / 1e6) + "}"
    }
}
