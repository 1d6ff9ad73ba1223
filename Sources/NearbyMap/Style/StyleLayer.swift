import NearbyTileFormats

/// One compiled style layer: which features it draws (source layer, zoom range, filter) and how
/// (its paint, typed by layer kind).
public struct StyleLayer: Sendable, Equatable {
    /// The layer types Nearby draws.
    public enum Kind: String, Sendable, CaseIterable {
        case background, fill, line, symbol
    }

    /// The style's `id` for the layer (for the log and for tests).
    public var id: String
    /// The tile layer the features come from; nil for a background layer.
    public var sourceLayer: String?
    /// Drawn from this zoom on (inclusive).
    public var minZoom: Double
    /// Drawn below this zoom only (exclusive, as MapLibre's `maxzoom`).
    public var maxZoom: Double
    /// Which features of the source layer the layer draws (compiled from `filter`).
    public var filter: FeatureFilter
    public var paint: LayerPaint

    public init(id: String, sourceLayer: String?, minZoom: Double = 0, maxZoom: Double = .infinity,
                filter: FeatureFilter = .all([]), paint: LayerPaint) {
        self.id = id
        self.sourceLayer = sourceLayer
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.filter = filter
        self.paint = paint
    }

    public var kind: Kind { paint.kind }

    /// Whether the layer is drawn at `zoom`.
    public func isVisible(atZoom zoom: Double) -> Bool { zoom >= minZoom && zoom < maxZoom }

    /// Whether the layer draws `feature` (its filter only; the caller picks the source layer).
    public func matches(_ feature: MVTFeature) -> Bool { filter.matches(feature) }
}
