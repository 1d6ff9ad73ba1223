// PLACEHOLDER (helper "store"): a crude stand-in for helper "graph"'s router with exactly the API
// of notes/API.md (nearest node to nearest node, Dijkstra on straight edges, no steps). The
// integrator replaces this file with the real one; nothing else depends on what is inside it.
import NearbyGeo

public final class OfflineRouter: WalkRouter {
    let graphs: [WalkGraph]

    public init(graphs: [WalkGraph]) { self.graphs = graphs }

    public func route(from: Coordinate, to: Coordinate) -> Result<WalkRoute, RouteFailure> {
        guard let graph = graphs.first(where: { $0.contains(from) && $0.contains(to) }) else {
            return .failure(.outsideGraphs(areas: graphs.map(\.name)))
        }
        guard let (distance, line) = shortest(graph, from, to) else { return .failure(.notConnected) }
        return .success(WalkRoute(distance: distance, duration: distance / (5 / 3.6), geometry: line, steps: []))
    }

    public func walkTimes(from: Coordinate, to: [Coordinate]) -> Result<[WalkTime?], RouteFailure> {
        .success(to.map { target in
            guard case .success(let walk) = route(from: from, to: target) else { return nil }
            return WalkTime(distance: walk.distance, duration: walk.duration)
        })
    }

    private func shortest(_ graph: WalkGraph, _ from: Coordinate, _ to: Coordinate) -> (Double, [Coordinate])? {
        func nearest(_ c: Coordinate) -> Int? {
            graph.nodes.indices.min { Geodesic.distance(graph.nodes[$0], c) < Geodesic.distance(graph.nodes[$1], c) }
        }
        guard let start = nearest(from), let end = nearest(to) else { return nil }
        var adjacency = [[Int]](repeating: [], count: graph.nodes.count)
        for (a, b) in graph.edges {
            adjacency[Int(a)].append(Int(b))
            adjacency[Int(b)].append(Int(a))
        }
        var best = [Double](repeating: .infinity, count: graph.nodes.count)
        var previous = [Int](repeating: -1, count: graph.nodes.count)
        var done = [Bool](repeating: false, count: graph.nodes.count)
        best[start] = 0
        var frontier: Set<Int> = [start]
        while let node = frontier.min(by: { best[$0] < best[$1] }) {
            frontier.remove(node)
            if node == end { break }
            done[node] = true
            for next in adjacency[node] where !done[next] {
                let length = best[node] + Geodesic.distance(graph.nodes[node], graph.nodes[next])
                if length < best[next] {
                    best[next] = length
                    previous[next] = node
                    frontier.insert(next)
                }
            }
        }
        guard best[end].isFinite else { return nil }
        var line: [Coordinate] = []
        var node = end
        while node != -1 { line.append(graph.nodes[node]); node = previous[node] }
        return (best[end], line.reversed())
    }
}
