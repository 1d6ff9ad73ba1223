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
