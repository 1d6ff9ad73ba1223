/// One feature of a layer: its id, properties and geometry.
public struct MVTFeature: Equatable, Sendable {
    /// The optional feature id (unique in its layer when present).
    public var id: UInt64?
    public var properties: [String: MVTValue]
    public var geometry: MVTGeometry

    public init(id: UInt64?, properties: [String: MVTValue], geometry: MVTGeometry) {
        self.id = id
        self.properties = properties
        self.geometry = geometry
    }

    public var type: MVTGeometryType { geometry.type }

    public subscript(key: String) -> MVTValue? { properties[key] }
}
