/// What an archive says about itself: zooms, bounds, layers, attribution.
public struct TileArchiveMetadata: Equatable, Sendable {
    /// West, south, east, north in degrees.
    public struct Bounds: Equatable, Sendable {
        public var west: Double
        public var south: Double
        public var east: Double
        public var north: Double
    }

    /// One entry of `vector_layers`: a layer the archive promises, with its zooms.
    public struct VectorLayer: Equatable, Sendable {
        public var id: String
        public var minZoom: Int?
        public var maxZoom: Int?
        public var fields: [String] = []
    }

    /// "mbtiles" or "pmtiles" (or "tile" for a single tile file).
    public var container: String
    public var name: String?
    public var description: String?
    public var attribution: String?
    /// The tile format: "pbf" for vector tiles (MBTiles' `format`, PMTiles' tile type).
    public var format: String?
    public var minZoom: Int?
    public var maxZoom: Int?
    public var bounds: Bounds?
    public var vectorLayers: [VectorLayer]
    /// Every other metadata pair, as text (for `tiles info`).
    public var other: [String: String]

    /// Raster formats an archive may declare; their tiles are images, not vector tiles.
    public static let rasterFormats: Set<String> = ["png", "jpg", "jpeg", "webp", "avif"]

    /// False when the archive declares raster tiles (a PNG MBTiles, an AVIF PMTiles...).
    public var holdsVectorTiles: Bool { !Self.rasterFormats.contains(format?.lowercased() ?? "") }

    public init(container: String, name: String? = nil, description: String? = nil, attribution: String? = nil,
                format: String? = nil, minZoom: Int? = nil, maxZoom: Int? = nil, bounds: Bounds? = nil,
                vectorLayers: [VectorLayer] = [], other: [String: String] = [:]) {
        self.container = container
        self.name = name
        self.description = description
        self.attribution = attribution
        self.format = format
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.bounds = bounds
        self.vectorLayers = vectorLayers
        self.other = other
    }
}
