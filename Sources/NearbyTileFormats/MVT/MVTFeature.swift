import NearbyFormats
import NearbyText

/// One feature of a layer: its id, properties and geometry.
public struct MVTFeature: Equatable, Sendable {
    /// A key and its value, in the order the feature's tags list them.
    public struct Property: Equatable, Sendable {
        public var key: String
        public var value: MVTValue

        public init(key: String, value: MVTValue) {
            self.key = key
            self.value = value
        }
    }

    /// The optional feature id (unique in its layer when present).
    public var id: UInt64?
    /// A list, not a dictionary: features have a handful of properties, and building a
    /// dictionary per feature was a fifth of the decode time (hashing, allocation).
    public var properties: [Property]
    public var geometry: MVTGeometry

    public init(id: UInt64?, properties: [Property], geometry: MVTGeometry) {
        self.id = id
        self.properties = properties
        self.geometry = geometry
    }

    public var type: MVTGeometryType { geometry.type }

    /// The value of `key` (the last one, should a feature list a key twice).
    public subscript(key: String) -> MVTValue? { properties.last { $0.key == key }?.value }

    /// The properties by key (the last value wins, as in the subscript).
    public var propertyDictionary: [String: MVTValue] {
        Dictionary(properties.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
