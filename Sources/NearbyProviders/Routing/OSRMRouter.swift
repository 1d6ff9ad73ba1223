import NearbyGeo
import NearbyHTTP
import NearbyRoute

/// `--router osrm`: walks from an OSRM server (`osrm-routed` with the foot profile): one
/// `/route/v1/foot/…` request for a route with its steps, one `/table/v1/foot/…` request for the
/// walking times of all the rows asked at once. The profile's name in the path is OSRM's usual
/// one; a server built for one profile answers for it whatever the name.
public struct OSRMRouter: WalkRouter {
    let engine: RouteService

    /// The router asking `server` (or the public one).
    public init(_ server: RouteServer) throws(ProviderError) {
        engine = try RouteService(.osrm, server)
    }

    public func route(from: Coordinate, to: Coordinate) -> Result<WalkRoute, RouteFailure> {
        let query = [("overview", "full"), ("geometries", "geojson"), ("steps", "true")]
        return answer("/route/v1/foot/" + Self.place(from) + ";" + Self.place(to), query).flatMap { body in
            Self.decodeRoute(body).mapError { engine.failure($0) }
        }
    }

    public func walkTimes(from: Coordinate, to: [Coordinate]) -> Result<[WalkTime?], RouteFailure> {
        guard !to.isEmpty else { return .success([]) }
        let places = ([from] + to).map(Self.place).joined(separator: ";")
        let destinations = (1...to.count).map(String.init).joined(separator: ";")
        let query = [("sources", "0"), ("destinations", destinations), ("annotations", "duration,distance")]
        return answer("/table/v1/foot/" + places, query).flatMap { body in
            Self.decodeTable(body, count: to.count).mapError { engine.failure($0) }
        }
    }

    /// The body of OSRM's answer; its own "no route" is `.notConnected`.
    private func answer(_ path: String, _ query: [(name: String, value: String)]) -> Result<[UInt8], RouteFailure> {
        engine.body(path: path, query: query) { _, body in
            let said = Self.message(body)
            return (said.code == "NoRoute" ? .notConnected : nil, said.text)
        }
    }

    /// `lon,lat` to six decimal places (about 0.1 m, OSRM's own precision), so the same place
    /// asked twice is the same request and is answered from the cache.
    static func place(_ c: Coordinate) -> String {
        DecimalText.shortest((c.longitude * 1e6).rounded() / 1e6) + "," + DecimalText.shortest((c.latitude * 1e6).rounded() / 1e6)
    }
}
