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

/// One part of a tile the decoder skipped, and why.
public struct MVTSkip: Equatable, Sendable, CustomStringConvertible {
    public var layer: String
    /// The feature's position in its layer (0-based), nil for a whole layer.
    public var feature: Int?
    public var reason: String

    public init(layer: String, feature: Int?, reason: String) {
        self.layer = layer
        self.feature = feature
        self.reason = reason
    }

    public var description: String {
        "layer \"\(layer)\"" + (feature.map { " feature \($0 + 1)" } ?? "") + ": " + reason
    }
}

/// Why a tile cannot be read at all (the "fatal" errors of the conformance suite).
public struct MVTError: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    public var layer: String?

    public init(_ reason: String, layer: String? = nil) {
        self.reason = reason
        self.layer = layer
    }

    public var description: String {
        "not a valid vector tile: " + (layer.map { "layer \"\($0)\": " } ?? "") + reason
    }
}
