import NearbyFormats
import NearbyGeo
import NearbyOSM
import NearbyText

/// The cafés of an OpenStreetMap extract, gathered over the importer's three passes (relations,
/// then ways, then nodes): `amenity=cafe` nodes, closed ways and multipolygon relations, each
/// placed at a point inside its area, named and detailed by the Overpass decoder's own mapping,
/// with the ids Overpass gives (`node/N`, `way/N`, `relation/N`). It keeps only what the cafés
/// need (their member ways and those ways' nodes), so its memory follows the cafés, not the file.
public struct ExtractCafes {
    /// A café relation: its tags and the ways of its rings.
    private struct Area {
        var tags: [String: String]
        var ways: [Int64]
    }

    private var relations: [Int64: Area] = [:]
    /// Ways a café relation needs (none of them need be a café), to their node ids.
    private var memberWays: [Int64: [Int64]] = [:]
    private var cafeWays: [(id: Int64, tags: [String: String], nodes: [Int64])] = []
    private var wantedNodes: Set<Int64> = []
    private var coordinates: [Int64: Coordinate] = [:]
    private var found: [Venue] = []
    /// Café elements that made no venue, counted by why.
    public private(set) var skipped: [String: Int] = [:]

    public init() {}

    private static func isCafe(_ tags: [String: String]) -> Bool { tags["amenity"] == "cafe" }

    /// Pass 1: a multipolygon tagged as a café is kept with its ways.
    public mutating func add(relation: OSMRelation) {
        guard Self.isCafe(relation.tags) else { return }
        guard relation.tags["type"] == "multipolygon" else {
            skipped["not an area", default: 0] += 1
            return
        }
        let ways = relation.members.filter { $0.kind == .way && ["outer", "inner", ""].contains($0.role) }.map(\.id)
        relations[relation.id] = Area(tags: relation.tags, ways: ways)
        for way in ways { memberWays[way] = [] }
    }

    /// Pass 2: a closed way tagged as a café, and the ways the café relations named.
    public mutating func add(way: OSMWay) {
        if memberWays[way.id] != nil {
            memberWays[way.id] = way.nodeIDs
            wantedNodes.formUnion(way.nodeIDs)
        }
        guard Self.isCafe(way.tags) else { return }
        guard way.isClosed else {
            skipped["not an area", default: 0] += 1
            return
        }
        cafeWays.append((way.id, way.tags, way.nodeIDs))
        wantedNodes.formUnion(way.nodeIDs)
    }

    /// Pass 3: a node tagged as a café is one; the positions of the nodes the areas need.
    public mutating func add(node: OSMNode) {
        if wantedNodes.contains(node.id) { coordinates[node.id] = node.coordinate }
        guard Self.isCafe(node.tags) else { return }
        keep(OverpassDecoder.venue(id: "node/\(node.id)", coordinate: Self.rounded(node.coordinate), keys: Array(node.tags.keys),
                                   tag: Self.reader(node.tags)))
    }

    /// Every café found, areas placed now that their nodes are known; file order within nodes,
    /// then ways, then relations.
    public mutating func venues() -> [Venue] {
        var venues = found
        for way in cafeWays {
            let ring = way.nodes.compactMap { coordinates[$0] }
            place("way/\(way.id)", way.tags, rings: [ring], into: &venues)
        }
        for (id, area) in relations.sorted(by: { $0.key < $1.key }) {
            let rings = Self.rings(area.ways.compactMap { memberWays[$0] }.filter { !$0.isEmpty })
                .map { $0.compactMap { coordinates[$0] } }
            place("relation/\(id)", area.tags, rings: rings, into: &venues)
        }
        return venues
    }

    private mutating func place(_ id: String, _ tags: [String: String], rings: [[Coordinate]], into venues: inout [Venue]) {
        guard let point = InteriorPoint.of(rings: rings) else {
            skipped["no area inside the extract", default: 0] += 1
            return
        }
        switch OverpassDecoder.venue(id: id, coordinate: Self.rounded(point), keys: Array(tags.keys), tag: Self.reader(tags)) {
        case .success(let venue): venues.append(venue)
        case .failure(let skip): skipped[skip.reason, default: 0] += 1
        }
    }

    private mutating func keep(_ result: Result<Venue, SkipReason>) {
        switch result {
        case .success(let venue): found.append(venue)
        case .failure(let skip): skipped[skip.reason, default: 0] += 1
        }
    }

    /// A tag's value trimmed, nil when absent or blank (as the Overpass decoder reads JSON).
    private static func reader(_ tags: [String: String]) -> (String) -> String? {
        { key in
            guard let value = tags[key]?.trimmedWhitespace, !value.isEmpty else { return nil }
            return value
        }
    }

    /// To OSM's own precision (seven decimals), so a café reads the same from every source.
    static func rounded(_ c: Coordinate) -> Coordinate {
        Coordinate(latitude: (c.latitude * 1e7).rounded() / 1e7, longitude: (c.longitude * 1e7).rounded() / 1e7)
    }

    /// Joins ways end to end into rings (a multipolygon's ring is often several ways, in any
    /// order and direction); a ring that does not close is kept as far as it goes.
    static func rings(_ ways: [[Int64]]) -> [[Int64]] {
        var open = ways
        var rings: [[Int64]] = []
        while var ring = open.popLast() {
            var grew = true
            while grew, ring.count < 2 || ring.first != ring.last {
                grew = false
                for (index, way) in open.enumerated() {
                    guard let first = way.first, let last = way.last, let end = ring.last else { continue }
                    if first == end {
                        ring += way.dropFirst()
                    } else if last == end {
                        ring += way.reversed().dropFirst()
                    } else {
                        continue
                    }
                    open.remove(at: index)
                    grew = true
                    break
                }
            }
            rings.append(ring)
        }
        return rings
    }
}
