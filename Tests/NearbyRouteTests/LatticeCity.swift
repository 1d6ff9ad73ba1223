import NearbyGeo
import NearbyOSM
import NearbyRoute

/// A small made-up city for tests: an n × n lattice of streets `spacing` metres apart near
/// Helsinki, streets named `Row r` and `Column c`, with extra ways a test adds.
struct LatticeCity {
    var n: Int
    var spacing: Double
    var nodes: [OSMNode] = []
    var ways: [OSMWay] = []
    static let origin = Coordinate(latitude: 60.17, longitude: 24.94)

    init(n: Int, spacing: Double = 100) {
        self.n = n; self.spacing = spacing
        for r in 0..<n { for c in 0..<n { nodes.append(OSMNode(id: id(r, c), coordinate: point(r, c))) } }
        for r in 0..<n {
            ways.append(OSMWay(id: Int64(1000 + r), nodeIDs: (0..<n).map { id(r, $0) }, tags: ["highway": "residential", "name": "Row \(r)"]))
        }
        for c in 0..<n {
            ways.append(OSMWay(id: Int64(2000 + c), nodeIDs: (0..<n).map { id($0, c) }, tags: ["highway": "footway", "name": "Column \(c)"]))
        }
    }

    func id(_ r: Int, _ c: Int) -> Int64 { Int64(r * n + c + 1) }

    /// Row r runs east-west (north as r grows), column c north-south (east as c grows).
    func point(_ r: Double, _ c: Double) -> Coordinate {
        Coordinate(latitude: Self.origin.latitude + r * spacing / 111_412,
                   longitude: Self.origin.longitude + c * spacing / 55_800)
    }
    func point(_ r: Int, _ c: Int) -> Coordinate { point(Double(r), Double(c)) }

    func graph(name: String = "Lattice") -> WalkGraph {
        var b = WalkGraphBuilder()
        for w in ways { b.add(way: w) }
        for node in nodes { b.add(node: node) }
        return b.build(name: name, bounds: nil)
    }
}
