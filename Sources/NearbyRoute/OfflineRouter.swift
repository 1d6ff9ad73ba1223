// PLACEHOLDER (helper "online"): the names of API.md only, so the online branch builds before
// helper "graph" lands; the integrator replaces this file with the real router.
import NearbyGeo

/// Routes over the stored graphs (placeholder: every end is outside them).
public final class OfflineRouter: WalkRouter {
    public init(graphs: [WalkGraph]) {}
    public func route(from: Coordinate, to: Coordinate) -> Result<WalkRoute, RouteFailure> { .failure(.outsideGraphs(areas: [])) }
    public func walkTimes(from: Coordinate, to: [Coordinate]) -> Result<[WalkTime?], RouteFailure> {
        .failure(.outsideGraphs(areas: []))
    }
}
