/// A named layer of a tile: features sharing a coordinate extent and a key/value table.
public struct MVTLayer: Equatable, Sendable {
    public var name: String
    public var version: Int
    /// The width and height of the tile in tile coordinates (4096 unless the layer says).
    public var extent: Int
    /// The layer's key and value tables, as encoded (features refer to them by index).
    public var keys: [String]
    public var values: [MVTValue]
    public var features: [MVTFeature]

    public init(name: String, version: Int, extent: Int, keys: [String], values: [MVTValue], features: [MVTFeature]) {
        self.name = name
        self.version = version
        self.extent = extent
        self.keys = keys
        self.values = values
        self.features = features
    }
}
