import NearbyGeo

/// The three kinds of OpenStreetMap element, as `node/N`, `way/N` and `relation/N` name them.
public enum OSMElementKind: String, Sendable, Hashable, CaseIterable {
    case node, way, relation
}

/// A set of element kinds: what one pass over an extract asks for (the readers skip the rest
/// as early as their format allows).
public struct OSMElementKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let nodes = OSMElementKinds(rawValue: 1)
    public static let ways = OSMElementKinds(rawValue: 2)
    public static let relations = OSMElementKinds(rawValue: 4)
    public static let all: OSMElementKinds = [.nodes, .ways, .relations]
}

/// An OSM node: its id, position and tags (most nodes have none).
public struct OSMNode: Sendable, Equatable {
    public var id: Int64
    public var coordinate: Coordinate
    public var tags: [String: String]
    public init(id: Int64, coordinate: Coordinate, tags: [String: String] = [:]) {
        self.id = id; self.coordinate = coordinate; self.tags = tags
    }
}

/// An OSM way: its id, the ids of its nodes in order, and its tags.
public struct OSMWay: Sendable, Equatable {
    public var id: Int64
    public var nodeIDs: [Int64]
    public var tags: [String: String]
    public init(id: Int64, nodeIDs: [Int64], tags: [String: String] = [:]) {
        self.id = id; self.nodeIDs = nodeIDs; self.tags = tags
    }
    /// First node equals last, with at least a triangle's worth of nodes.
    public var isClosed: Bool { nodeIDs.count >= 4 && nodeIDs.first == nodeIDs.last }
}

/// One member of a relation.
public struct OSMMember: Sendable, Equatable {
    public var kind: OSMElementKind
    public var id: Int64
    public var role: String
    public init(kind: OSMElementKind, id: Int64, role: String) { self.kind = kind; self.id = id; self.role = role }
}

/// An OSM relation: its id, members in order, and tags.
public struct OSMRelation: Sendable, Equatable {
    public var id: Int64
    public var members: [OSMMember]
    public var tags: [String: String]
    public init(id: Int64, members: [OSMMember], tags: [String: String] = [:]) {
        self.id = id; self.members = members; self.tags = tags
    }
}

/// One element as a reader yields it.
public enum OSMElement: Sendable, Equatable {
    case node(OSMNode)
    case way(OSMWay)
    case relation(OSMRelation)
}

/// What an extract says of itself: its bounds and what reading it needs.
public struct OSMHeader: Sendable, Equatable {
    /// The bounding box the file declares (PBF HeaderBBox, XML `<bounds>`), if any.
    public var bounds: (south: Double, west: Double, north: Double, east: Double)?
    public var requiredFeatures: [String]
    public var optionalFeatures: [String]
    public var writingProgram: String?
    public init(bounds: (south: Double, west: Double, north: Double, east: Double)? = nil,
                requiredFeatures: [String] = [], optionalFeatures: [String] = [], writingProgram: String? = nil) {
        self.bounds = bounds; self.requiredFeatures = requiredFeatures
        self.optionalFeatures = optionalFeatures; self.writingProgram = writingProgram
    }
    public static func == (a: OSMHeader, b: OSMHeader) -> Bool {
        a.bounds?.south == b.bounds?.south && a.bounds?.west == b.bounds?.west
            && a.bounds?.north == b.bounds?.north && a.bounds?.east == b.bounds?.east
            && a.requiredFeatures == b.requiredFeatures && a.optionalFeatures == b.optionalFeatures
            && a.writingProgram == b.writingProgram
    }
}
