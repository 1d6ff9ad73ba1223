
/// A MapLibre style compiled once into typed rules: its layers in draw order (the first is drawn
/// first, so it ends up underneath), and notes on what was ignored. Drawing never looks at JSON.
public struct MapStyle: Sendable, Equatable {
    /// The style's `name`, when it has one.
    public var name: String?
    /// The layers in draw order; a layer that could not be used is left out (and noted).
    public var layers: [StyleLayer]
    /// What was ignored while compiling (unknown layer types, properties, expressions), one
    /// sentence each, for the log. Never fatal.
    public var notes: [String]

    public init(name: String? = nil, layers: [StyleLayer], notes: [String] = []) {
        self.name = name
        self.layers = layers
        self.notes = notes
    }

    /// The layers drawn at `zoom` (minzoom inclusive, maxzoom exclusive, as in MapLibre).
    public func layers(atZoom zoom: Double) -> [StyleLayer] {
        layers.filter { $0.isVisible(atZoom: zoom) }
    }

    /// The layers drawn at `zoom` that take their features from the tile layer `sourceLayer`.
    public func layers(forSourceLayer sourceLayer: String, atZoom zoom: Double) -> [StyleLayer] {
        layers.filter { $0.sourceLayer == sourceLayer && $0.isVisible(atZoom: zoom) }
    }
}
