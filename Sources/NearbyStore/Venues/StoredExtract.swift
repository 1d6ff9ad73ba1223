import NearbyFormats

/// An OpenStreetMap extract as the store holds it: its name (the file's, without `.osm.pbf`),
/// the area it covers and its walking graph's figures; the graph's bytes are read apart
/// (`VenueStore.extractGraphBytes(named:)`).
public struct StoredExtract: Sendable, Equatable {
    public var name: String
    public var bounds: ExtractBounds
    public var nodeCount: Int
    public var edgeCount: Int
    /// Unix seconds of the import.
    public var importedAt: Int
    /// The file it was read from, as the import was given it.
    public var source: String

    public init(name: String, bounds: ExtractBounds, nodeCount: Int, edgeCount: Int, importedAt: Int, source: String) {
        self.name = name
        self.bounds = bounds
        self.nodeCount = nodeCount
        self.edgeCount = edgeCount
        self.importedAt = importedAt
        self.source = source
    }
}

/// A latitude and longitude box in degrees (the walking graph's and the OSM header's shape).
public struct ExtractBounds: Sendable, Equatable {
    public var south: Double
    public var west: Double
    public var north: Double
    public var east: Double

    public init(south: Double, west: Double, north: Double, east: Double) {
        self.south = south
        self.west = west
        self.north = north
        self.east = east
    }
}

/// What importing one extract writes: its record, its graph's bytes and its cafés.
public struct ExtractContents: Sendable {
    public var extract: StoredExtract
    public var graph: [UInt8]
    public var venues: [Venue]

    public init(extract: StoredExtract, graph: [UInt8], venues: [Venue]) {
        self.extract = extract
        self.graph = graph
        self.venues = venues
    }
}

/// What replacing an extract did to the venues.
public struct ExtractWriteSummary: Sendable, Equatable {
    /// Cafés new to the database, cafés whose stored row changed, and cafés stored as they were
    /// (or the user's own rows, which an extract never overwrites).
    public var inserted = 0
    public var updated = 0
    public var kept = 0
    /// Cafés the extract gave before and no longer has, deleted (unless another extract still
    /// has them or the row is the user's).
    public var removed = 0
    /// Cafés refused for breaking `VenueLimits`.
    public var rejected = 0

    public init() {}
}
