// PLACEHOLDER (helper "online"): the names of API.md only, so the online branch builds before
// helper "graph" lands; the integrator replaces this file with the real builder.
import NearbyOSM

/// Builds a walking graph from an extract's elements (placeholder: keeps nothing).
public struct WalkGraphBuilder {
    public init() {}
    public mutating func add(relation: OSMRelation) {}
    public mutating func add(way: OSMWay) {}
    public mutating func add(node: OSMNode) {}
    public func build(name: String, bounds: (south: Double, west: Double, north: Double, east: Double)?) -> WalkGraph {
        WalkGraph(name: name)
    }
}
