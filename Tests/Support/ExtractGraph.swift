import NearbyOSM
import NearbyRoute

/// An extract's walking graph built in this process, read as the importer reads it: relations
/// and ways in one pass, then the nodes (the agreement test and the bench route over it).
public enum ExtractGraph {
    public static func build(path: String, name: String) throws -> WalkGraph {
        let file = try OSMExtractFile.open(path: path)
        var builder = WalkGraphBuilder()
        try file.read([.relations, .ways], progress: { _ in }) { element in
            switch element {
            case .relation(let relation): builder.add(relation: relation)
            case .way(let way): builder.add(way: way)
            case .node: break
            }
        }
        try file.read(.nodes, progress: { _ in }) { element in
            if case .node(let node) = element { builder.add(node: node) }
        }
        return builder.build(name: name, bounds: file.header.bounds)
    }
}
