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
