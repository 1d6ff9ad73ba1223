/// Why a tile cannot be read at all (the "fatal" errors of the conformance suite).
public struct MVTError: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    public var layer: String?
    /// The tile is well formed but holds more than `TileLimits` allow: too large to draw, not broken.
    public var overLimit: Bool

    public init(_ reason: String, layer: String? = nil, overLimit: Bool = false) {
        self.reason = reason
        self.layer = layer
        self.overLimit = overLimit
    }

    public var description: String {
        (overLimit ? "the tile is too large to draw: " : "not a valid vector tile: ")
            + (layer.map { "layer \"\($0)\": " } ?? "") + reason
    }
}
