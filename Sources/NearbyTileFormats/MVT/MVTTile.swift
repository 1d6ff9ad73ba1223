/// A decoded vector tile: its layers in encoding order, and what was skipped as recoverable.
public struct MVTTile: Equatable, Sendable {
    public var layers: [MVTLayer]
    /// Parts left out because they broke a rule a reader can recover from (a feature without
    /// geometry, a second layer with the same name, a repeated point...).
    public var skipped: [MVTSkip]

    public init(layers: [MVTLayer], skipped: [MVTSkip] = []) {
        self.layers = layers
        self.skipped = skipped
    }

    public func layer(named name: String) -> MVTLayer? { layers.first { $0.name == name } }

    /// The number of features of each layer, by layer name.
    public var featureCounts: [String: Int] {
        Dictionary(layers.map { ($0.name, $0.features.count) }, uniquingKeysWith: +)
    }
}
