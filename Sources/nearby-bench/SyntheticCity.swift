import Foundation
import NearbyGeo
import NearbyOSM

/// The bench's generated city of about a million nodes, written as `.osm.pbf` by NearbyOSM's
/// writer: a square grid of named streets (residential, every fifth a primary, every seventh a
/// living street) with a node every 10 m, and in each 100 m block a footway across it each way
/// (some of them steps, gravel, private, with a gate that lets walkers through or a wall node
/// that does not), four buildings, a café, and in one block of ten a small pedestrian plaza
/// walked along its edge. Everything follows from the block's place, so the file is the same
/// every run.
struct SyntheticCity {
    /// Blocks along each side (the city is `blocks` × 100 m square).
    let blocks: Int
    static let blockMetres = 100.0
    static let step = 10.0
    /// Interior nodes of a street segment between two crossings, and of a footway across a block.
    static let interior = 9
    static let origin = Coordinate(latitude: 60.0, longitude: 25.0)

    /// About a million nodes: 138 blocks a side, 13.8 km square.
    static let million = SyntheticCity(blocks: 138)

    var bounds: (south: Double, west: Double, north: Double, east: Double) {
        let far = place(x: Double(blocks) * Self.blockMetres, y: Double(blocks) * Self.blockMetres)
        return (Self.origin.latitude, Self.origin.longitude, far.latitude, far.longitude)
    }

    /// `y` metres north and `x` metres east of the origin (the city is small enough to be flat).
    func place(x: Double, y: Double) -> Coordinate {
        let metresPerDegree = 111_320.0
        return Coordinate(latitude: Self.origin.latitude + y / metresPerDegree,
                          longitude: Self.origin.longitude + x / (metresPerDegree * cos(Self.origin.latitude * .pi / 180)))
    }

    // Node ids: the crossings, then the rows' and the columns' segment interiors, then each block's own.
    private var crossings: Int { (blocks + 1) * (blocks + 1) }
    private var segments: Int { blocks * (blocks + 1) }
    static let perBlock = 40

    func crossing(row: Int, column: Int) -> Int64 { Int64(1 + row * (blocks + 1) + column) }
    /// Node `k` (1…9) of row `row`'s segment east of column `column`.
    func rowNode(row: Int, column: Int, k: Int) -> Int64 {
        Int64(1 + crossings + (row * blocks + column) * Self.interior + k - 1)
    }
    /// Node `k` (1…9) of column `column`'s segment north of row `row`.
    func columnNode(column: Int, row: Int, k: Int) -> Int64 {
        Int64(1 + crossings + segments * Self.interior + (column * blocks + row) * Self.interior + k - 1)
    }
    func blockNode(row: Int, column: Int, _ local: Int) -> Int64 {
        Int64(1 + crossings + 2 * segments * Self.interior + (row * blocks + column) * Self.perBlock + local)
    }

    /// A block's kind of the day, from its place: which of its features it has.
    private func mix(_ row: Int, _ column: Int) -> Int { (row * 7919 + column * 104_729) % 360 }

    /// Writes the city to `path`; the number of nodes and ways written.
    func write(to path: String) throws(OSMWriteError) -> (nodes: Int, ways: Int) {
        let writer = try OSMPBFWriter(path: path, bounds: bounds, writingProgram: "nearby-bench")
        var nodes = 0, ways = 0
        try forEachNode { node throws(OSMWriteError) in try writer.add(node); nodes += 1 }
        try forEachWay { way throws(OSMWriteError) in try writer.add(way); ways += 1 }
        try writer.finish()
        return (nodes, ways)
    }

    /// Every node, in id order (as PBF writers write them).
    func forEachNode(_ visit: (OSMNode) throws(OSMWriteError) -> Void) throws(OSMWriteError) {
        let size = Self.blockMetres
        for row in 0...blocks {
            for column in 0...blocks {
                try visit(OSMNode(id: crossing(row: row, column: column), coordinate: place(x: Double(column) * size, y: Double(row) * size)))
            }
        }
        for row in 0...blocks {
            for column in 0..<blocks {
                for k in 1...Self.interior {
                    try visit(OSMNode(id: rowNode(row: row, column: column, k: k),
                                      coordinate: place(x: Double(column) * size + Double(k) * Self.step, y: Double(row) * size)))
                }
            }
        }
        for column in 0...blocks {
            for row in 0..<blocks {
                for k in 1...Self.interior {
                    try visit(OSMNode(id: columnNode(column: column, row: row, k: k),
                                      coordinate: place(x: Double(column) * size, y: Double(row) * size + Double(k) * Self.step)))
                }
            }
        }
        for row in 0..<blocks {
            for column in 0..<blocks {
                try blockNodes(row: row, column: column, visit)
            }
        }
    }

    private func blockNodes(row: Int, column: Int, _ visit: (OSMNode) throws(OSMWriteError) -> Void) throws(OSMWriteError) {
        let x = Double(column) * Self.blockMetres, y = Double(row) * Self.blockMetres
        let kind = mix(row, column)
        func node(_ local: Int, _ dx: Double, _ dy: Double, _ tags: [String: String] = [:]) throws(OSMWriteError) {
            try visit(OSMNode(id: blockNode(row: row, column: column, local), coordinate: place(x: x + dx, y: y + dy), tags: tags))
        }
        // 0…8: the footway north–south at x + 50; a gate on one in six, a wall on one in nine.
        for m in 0..<9 {
            var tags: [String: String] = [:]
            if m == 2, kind % 6 == 0 { tags = ["barrier": "gate"] }
            if m == 6, kind % 9 == 0 { tags = ["barrier": "wall"] }
            try node(m, 50, 10 * Double(m + 1), tags)
        }
        // 9…17: the footway west–east at y + 50, crossing the other at its node 4 (13 is not used).
        for m in 0..<9 where m != 4 {
            try node(9 + m, 10 * Double(m + 1), 50, m == 1 && kind % 11 == 0 ? ["barrier": "bollard"] : [:])
        }
        // 18…33: four buildings, 25 m squares in the block's quarters.
        for (index, corner) in [(15.0, 15.0), (60.0, 15.0), (15.0, 60.0), (60.0, 60.0)].enumerated() {
            let (qx, qy) = corner
            for (c, offset) in [(0.0, 0.0), (25.0, 0.0), (25.0, 25.0), (0.0, 25.0)].enumerated() {
                try node(18 + index * 4 + c, qx + offset.0, qy + offset.1)
            }
        }
        // 34: the block's café.
        try node(34, 45, 42, ["amenity": "cafe", "name": "Kahvila \(row)-\(column)"])
        // 35…37: a plaza off the north–south footway, in one block of ten.
        if kind % 10 == 0 {
            try node(35, 58, 20)
            try node(36, 58, 28)
            try node(37, 50.5, 28)
        }
    }

    /// One street's nodes, a row's or a column's: at each block its crossing (`crossing(i)`)
    /// and its interior nodes (`interior(i, k)`), then the crossing at the far end.
    private func streetNodes(crossing: (Int) -> Int64, interior: (Int, Int) -> Int64) -> [Int64] {
        var refs: [Int64] = []
        for i in 0..<blocks {
            refs.append(crossing(i))
            for k in 1...Self.interior { refs.append(interior(i, k)) }
        }
        refs.append(crossing(blocks))
        return refs
    }

    /// Every way: the streets, then each block's footways, buildings and plaza.
    func forEachWay(_ visit: (OSMWay) throws(OSMWriteError) -> Void) throws(OSMWriteError) {
        var id: Int64 = 1
        func street(_ index: Int, _ name: String, _ refs: [Int64]) throws(OSMWriteError) {
            let highway = index % 5 == 0 ? "primary" : index % 7 == 0 ? "living_street" : "residential"
            try visit(OSMWay(id: id, nodeIDs: refs, tags: ["highway": highway, "name": name]))
            id += 1
        }
        for row in 0...blocks {
            try street(row, "Katu \(row)", streetNodes(crossing: { crossing(row: row, column: $0) },
                                                      interior: { rowNode(row: row, column: $0, k: $1) }))
        }
        for column in 0...blocks {
            try street(column, "Tie \(column)", streetNodes(crossing: { crossing(row: $0, column: column) },
                                                           interior: { columnNode(column: column, row: $0, k: $1) }))
        }
        for row in 0..<blocks {
            for column in 0..<blocks {
                let kind = mix(row, column)
                let own = { (local: Int) in self.blockNode(row: row, column: column, local) }
                var northSouth: [String: String] = ["highway": "footway"]
                if kind % 10 == 3 { northSouth["access"] = "private" }
                if kind % 4 == 1 { northSouth["surface"] = "gravel" }
                try visit(OSMWay(id: id, nodeIDs: [rowNode(row: row, column: column, k: 5)] + (0..<9).map(own)
                                    + [rowNode(row: row + 1, column: column, k: 5)], tags: northSouth))
                id += 1
                let westEast: [String: String] = kind % 8 == 0 ? ["highway": "steps"] : ["highway": "footway"]
                let middle = (0..<9).map { $0 == 4 ? own(4) : own(9 + $0) }
                try visit(OSMWay(id: id, nodeIDs: [columnNode(column: column, row: row, k: 5)] + middle
                                    + [columnNode(column: column + 1, row: row, k: 5)], tags: westEast))
                id += 1
                for building in 0..<4 {
                    let corners = (0..<4).map { own(18 + building * 4 + $0) }
                    try visit(OSMWay(id: id, nodeIDs: corners + [corners[0]], tags: ["building": "yes"]))
                    id += 1
                }
                if kind % 10 == 0 {
                    try visit(OSMWay(id: id, nodeIDs: [own(1), own(35), own(36), own(37), own(1)],
                                     tags: ["highway": "pedestrian", "area": "yes", "name": "Aukio \(row)-\(column)"]))
                    id += 1
                }
            }
        }
    }
}
