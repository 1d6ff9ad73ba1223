import NearbyGeo
import Synchronization

/// Routes over the stored graphs (picks the graph covering both ends). Sendable, thread-safe for reads.
public final class OfflineRouter: WalkRouter {
    let graphs: [WalkGraph]
    /// Idle search spaces per graph, lent to one caller at a time.
    private let pools: Mutex<[[SearchSpace]]>
    /// How far beyond a graph's bounds (degrees) an end still counts as on it.
    static let margin = 0.003

    /// A router over `graphs` (each end must lie within a graph's bounds, or 0.003° of them).
    public init(graphs: [WalkGraph]) {
        self.graphs = graphs
        pools = Mutex(graphs.map { _ in [] })
    }

    /// The quickest walk on the first graph covering both ends, each end snapped as OSRM snaps it.
    public func route(from: Coordinate, to: Coordinate) -> Result<WalkRoute, RouteFailure> {
        switch pick(from, to) {
        case .failure(let f): return .failure(f)
        case .success(let g):
            let graph = graphs[g]
            let a = (OSRMRuler.fixed(from.latitude), OSRMRuler.fixed(from.longitude))
            let b = (OSRMRuler.fixed(to.latitude), OSRMRuler.fixed(to.longitude))
            guard let s = graph.snap(lat: a.0, lon: a.1), let t = graph.snap(lat: b.0, lon: b.1) else {
                return .failure(.notConnected)
            }
            let (source, target) = Self.choose(graph, s, t)
            let path = withSpace(g) { graph.shortestPath(from: source, to: target, space: $0) }
            guard let path else { return .failure(.notConnected) }
            return .success(graph.walkRoute(path, start: a, end: b))
        }
    }

    /// Walking times from one point to many by a single search (nil where none is found).
    public func walkTimes(from: Coordinate, to: [Coordinate]) -> Result<[WalkTime?], RouteFailure> {
        guard let g = graphs.indices.first(where: { covers(graphs[$0], from) }) else {
            return .failure(.outsideGraphs(areas: graphs.map(\.name)))
        }
        let graph = graphs[g]
        guard let s = graph.snap(lat: OSRMRuler.fixed(from.latitude), lon: OSRMRuler.fixed(from.longitude)) else {
            return .success(to.map { _ in nil })
        }
        let source = s.big ?? s.nearest
        let piece = graph.piece(of: source[0])
        let targets: [[Phantom]?] = to.map { c in
            guard covers(graph, c), let t = graph.snap(lat: OSRMRuler.fixed(c.latitude), lon: OSRMRuler.fixed(c.longitude)) else {
                return nil
            }
            for group in [t.nearest, t.big].compactMap({ $0 }) where graph.piece(of: group[0]) == piece { return group }
            return nil
        }
        let found = withSpace(g) { graph.walkTimes(from: source, to: targets, space: $0) }
        return .success(found.map { $0.map { WalkTime(distance: $0.metres, duration: Double($0.deciseconds) / 10) } })
    }

    // MARK: Helpers

    func covers(_ graph: WalkGraph, _ c: Coordinate) -> Bool {
        let b = graph.bounds
        return c.latitude >= b.south - Self.margin && c.latitude <= b.north + Self.margin
            && c.longitude >= b.west - Self.margin && c.longitude <= b.east + Self.margin
    }

    /// The first graph covering both ends.
    func pick(_ from: Coordinate, _ to: Coordinate) -> Result<Int, RouteFailure> {
        let fromGraphs = graphs.indices.filter { covers(graphs[$0], from) }
        let toGraphs = graphs.indices.filter { covers(graphs[$0], to) }
        if fromGraphs.isEmpty || toGraphs.isEmpty { return .failure(.outsideGraphs(areas: graphs.map(\.name))) }
        guard let g = fromGraphs.first(where: toGraphs.contains) else { return .failure(.notConnected) }
        return .success(g)
    }

    /// OSRM's choice: the nearest segments when they share a piece, else the nearest in big pieces.
    static func choose(_ graph: WalkGraph, _ s: (nearest: [Phantom], big: [Phantom]?),
                       _ t: (nearest: [Phantom], big: [Phantom]?)) -> ([Phantom], [Phantom]) {
        if graph.piece(of: s.nearest[0]) == graph.piece(of: t.nearest[0]) { return (s.nearest, t.nearest) }
        return (s.big ?? s.nearest, t.big ?? t.nearest)
    }

    private func withSpace<T>(_ g: Int, _ body: (SearchSpace) -> T) -> T {
        let space = pools.withLock { $0[g].popLast() } ?? SearchSpace(graph: graphs[g])
        defer { pools.withLock { $0[g].append(space) } }
        return body(space)
    }
}
