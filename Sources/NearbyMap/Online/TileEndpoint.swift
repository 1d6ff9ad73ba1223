import NearbyGeo

/// A tile service ready to ask: URL templates, the zooms it serves, its bounds and attribution.
/// Made from a TileJSON document or from a bare template.
public struct TileEndpoint: Sendable, Equatable {
    /// `…/{z}/{x}/{y}…` templates; tiles are spread over them by position.
    public var templates: [String]
    public var minZoom: Int
    public var maxZoom: Int
    /// The zooms were assumed, not said (a bare template): a user's explicit zooms go past them.
    public var zoomsAssumed = false
    /// What a bare template is taken to serve: OpenMapTiles, Shortbread and most vector
    /// services stop at z14 (deeper views overzoom it), so deeper tiles are not asked for.
    public static let assumedMaxZoom = 14
    /// West, south, east, north in degrees, when the service says.
    public var bounds: [Double]?
    /// Credit line, already terminal-safe (no escape or control characters).
    public var attribution: String
    public var name: String
    /// TileJSON's `vector_layers`, kept as compact JSON for MBTiles' `json` metadata.
    public var vectorLayersJSON: String?

    public init(templates: [String], minZoom: Int = 0, maxZoom: Int = 14, bounds: [Double]? = nil,
                attribution: String = "", name: String = "", vectorLayersJSON: String? = nil) {
        self.templates = templates
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.bounds = bounds
        self.attribution = attribution
        self.name = name
        self.vectorLayersJSON = vectorLayersJSON
    }

    /// The URL of one tile.
    public func url(for tile: TileKey) -> String {
        let template = templates[(tile.x + tile.y) % templates.count]
        return template
            .replacing("{z}", with: String(tile.zoom))
            .replacing("{x}", with: String(tile.x))
            .replacing("{y}", with: String(tile.y))
    }
}
