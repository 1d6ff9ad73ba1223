import NearbyGeo

/// One extract's walking graph: nodes with their positions, directed edges in compressed
/// sparse rows (target, seconds ×10, metres, way), the ways' ids, names and kinds. Built by
/// `WalkGraphBuilder`, stored as `encoded()` bytes, searched by `OfflineRouter`.
public struct WalkGraph: Sendable {
    /// The extract's name (the areas an `outsideGraphs` failure names).
    public let name: String
    let south: Double, west: Double, north: Double, east: Double

    // Nodes: 1e-7 degrees, flags (barrier, traffic signals).
    let lat: [Int32]
    let lon: [Int32]
    let nodeFlags: [UInt8]
    /// `firstEdge[n] ..< firstEdge[n + 1]` are node n's outgoing edges.
    let firstEdge: [UInt32]

    // Directed edges.
    let target: [UInt32]
    /// Deciseconds, at least 1, as OSRM rounds a segment's duration.
    let duration: [UInt32]
    let length: [Float]
    let edgeWay: [UInt32]

    // Ways.
    let wayID: [Int64]
    let wayName: [UInt32]
    let wayRef: [UInt32]
    /// `WalkEdgeKind` in the low bits; `notStartpoint` where a walk may not begin or end.
    let wayKind: [UInt8]
    let strings: [String]

    /// What loading derives: the segment grid, the pieces, the fastest edge.
    let derived: WalkGraphIndex

    static let barrierFlag: UInt8 = 1
    static let signalsFlag: UInt8 = 2
    static let notStartpoint: UInt8 = 0x80

    /// Nodes of walked ways the extract has, and directed edges between them.
    public var nodeCount: Int { lat.count }
    public var edgeCount: Int { target.count }
    /// The extract's bounds (its header's, else its walked nodes' box).
    public var bounds: (south: Double, west: Double, north: Double, east: Double) { (south, west, north, east) }
    /// Weakly connected pieces beyond the largest.
    public var disconnectedPieces: Int { max(0, derived.componentCount - 1) }

    /// Whether a point lies within the graph's bounds.
    public func contains(_ c: Coordinate) -> Bool {
        c.latitude >= south && c.latitude <= north && c.longitude >= west && c.longitude <= east
    }

    init(name: String, bounds: (south: Double, west: Double, north: Double, east: Double),
         lat: [Int32], lon: [Int32], nodeFlags: [UInt8], firstEdge: [UInt32],
         target: [UInt32], duration: [UInt32], length: [Float], edgeWay: [UInt32],
         wayID: [Int64], wayName: [UInt32], wayRef: [UInt32], wayKind: [UInt8], strings: [String]) {
        self.name = name
        (south, west, north, east) = bounds
        self.lat = lat; self.lon = lon; self.nodeFlags = nodeFlags; self.firstEdge = firstEdge
        self.target = target; self.duration = duration; self.length = length; self.edgeWay = edgeWay
        self.wayID = wayID; self.wayName = wayName; self.wayRef = wayRef; self.wayKind = wayKind
        self.strings = strings
        derived = WalkGraphIndex(lat: lat, lon: lon, firstEdge: firstEdge, target: target,
                                 duration: duration, length: length, edgeWay: edgeWay, wayKind: wayKind,
                                 nodeFlags: nodeFlags)
    }

    // MARK: Reading

    /// The segment grid (built on first use).
    var grid: SegmentGrid { derived.routing.index.grid }
    /// The plain chains the searches jump along (built on first use).
    var chains: WalkChains { derived.routing.index.chains }
    /// The strong pieces (built on first use).
    var pieces: StrongPieces { derived.routing.index.pieces }
    /// The strong piece a phantom's segment belongs to.
    func piece(of p: Phantom) -> UInt32 { pieces.piece(p.u, p.v, flags: nodeFlags) }

    @inline(__always) func edges(of node: Int) -> Range<Int> { Int(firstEdge[node])..<Int(firstEdge[node + 1]) }
    func coordinate(of node: Int) -> Coordinate {
        Coordinate(latitude: Double(lat[node]) * 1e-7, longitude: Double(lon[node]) * 1e-7)
    }
    func kind(ofEdge e: Int) -> WalkEdgeKind {
        WalkEdgeKind(rawValue: wayKind[Int(edgeWay[e])] & 0x7f) ?? .walk
    }
    func name(ofEdge e: Int) -> String { strings[Int(wayName[Int(edgeWay[e])])] }
    func ref(ofEdge e: Int) -> String { strings[Int(wayRef[Int(edgeWay[e])])] }
    func isBarrier(_ node: Int) -> Bool { nodeFlags[node] & Self.barrierFlag != 0 }
    func hasSignals(_ node: Int) -> Bool { nodeFlags[node] & Self.signalsFlag != 0 }

    /// The edge from `u` to `v` along way `way`, if the way is walked that way.
    func edge(from u: Int, to v: Int, way: UInt32) -> Int? {
        var best: Int?
        for e in edges(of: u) where Int(target[e]) == v && edgeWay[e] == way {
            if best.map({ duration[e] < duration[$0] }) ?? true { best = e }
        }
        return best
    }

    /// The OSM way id of an edge (for tests and diagnostics).
    func osmWay(ofEdge e: Int) -> Int64 { wayID[Int(edgeWay[e])] }
}
