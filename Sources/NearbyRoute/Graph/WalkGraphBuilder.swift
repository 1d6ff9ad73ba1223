import NearbyOSM

/// Builds a `WalkGraph` from an extract's elements with OSRM's foot profile: ways first (their
/// tags judged at once, only the walked ones kept), then every node (only those the kept ways
/// use are kept). Memory grows with the walked ways, never with the whole extract.
public struct WalkGraphBuilder {
    struct WayInfo {
        var id: Int64
        var forward: Bool, backward: Bool
        var forwardSpeed: Float, backwardSpeed: Float
        /// Seconds per segment when the way declares a duration, else negative.
        var segmentSeconds: Double
        var kind: UInt8
        var name: UInt32, ref: UInt32
    }

    var ways: [WayInfo] = []
    var wayNodeStart: [UInt32] = [0]
    var wayNodes: [Int64] = []
    var strings: [String] = [""]
    var stringIndex: [String: UInt32] = ["": 0]

    /// The nodes the ways use, sorted, once the first node arrives; their positions and flags.
    var needed: [Int64] = []
    var neededSorted = false
    var nodeLat: [Int32] = []
    var nodeLon: [Int32] = []
    var nodeFlags: [UInt8] = []
    var present: [Bool] = []
    /// Nodes given before any way (a misuse of the two passes, still honoured): kept whole.
    var early: [Int64: (Int32, Int32, UInt8)] = [:]

    /// An empty builder.
    public init() {}

    /// Pass 1: relations (foot.lua needs none: turn restrictions do not bind walkers).
    public mutating func add(relation: OSMRelation) {}

    /// Pass 1: a way, kept when foot.lua walks it.
    public mutating func add(way: OSMWay) {
        guard way.nodeIDs.count >= 2, let foot = FootProfile.way(way.tags) else { return }
        if neededSorted { neededSorted = false }
        var kind = foot.kind.rawValue
        if !foot.isStartpoint { kind |= WalkGraph.notStartpoint }
        ways.append(WayInfo(
            id: way.id, forward: foot.forward, backward: foot.backward,
            forwardSpeed: Float(foot.forwardSpeed), backwardSpeed: Float(foot.backwardSpeed),
            segmentSeconds: foot.duration.map { $0 / Double(way.nodeIDs.count - 1) } ?? -1,
            kind: kind, name: intern(foot.name), ref: intern(foot.ref)))
        wayNodes.append(contentsOf: way.nodeIDs)
        wayNodeStart.append(UInt32(wayNodes.count))
    }

    /// Pass 2: a node of the extract; kept when a walked way uses it.
    public mutating func add(node: OSMNode) {
        var flags: UInt8 = 0
        if !node.tags.isEmpty {
            if FootProfile.isBarrier(node.tags) { flags |= WalkGraph.barrierFlag }
            if FootProfile.hasTrafficSignals(node.tags) { flags |= WalkGraph.signalsFlag }
        }
        let lat = OSRMRuler.fixed(node.coordinate.latitude), lon = OSRMRuler.fixed(node.coordinate.longitude)
        if ways.isEmpty {
            early[node.id] = (lat, lon, flags)
            return
        }
        if !neededSorted { sortNeeded() }
        guard let i = Self.search(needed, node.id) else { return }
        nodeLat[i] = lat; nodeLon[i] = lon; nodeFlags[i] = flags; present[i] = true
    }

    mutating func sortNeeded() {
        // Keep what was already found when ways arrive between nodes.
        var known: [Int64: (Int32, Int32, UInt8)] = early
        for (i, id) in needed.enumerated() where present[i] { known[id] = (nodeLat[i], nodeLon[i], nodeFlags[i]) }
        var ids = wayNodes
        ids.sort()
        var unique: [Int64] = []
        unique.reserveCapacity(ids.count)
        for id in ids where unique.last != id { unique.append(id) }
        ids = []
        needed = unique
        nodeLat = [Int32](repeating: 0, count: unique.count)
        nodeLon = nodeLat
        nodeFlags = [UInt8](repeating: 0, count: unique.count)
        present = [Bool](repeating: false, count: unique.count)
        for (id, value) in known {
            if let i = Self.search(needed, id) {
                (nodeLat[i], nodeLon[i], nodeFlags[i]) = value; present[i] = true
            }
        }
        early = [:]
        neededSorted = true
    }

    static func search(_ sorted: [Int64], _ id: Int64) -> Int? {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < id { lo = mid + 1 } else { hi = mid }
        }
        return lo < sorted.count && sorted[lo] == id ? lo : nil
    }

    mutating func intern(_ s: String) -> UInt32 {
        if let i = stringIndex[s] { return i }
        let i = UInt32(strings.count)
        strings.append(s); stringIndex[s] = i
        return i
    }
}
