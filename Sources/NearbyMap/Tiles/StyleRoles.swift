import NearbyTileFormats

/// Roles from a compiled MapLibre style: the style decides which features are drawn (its
/// layers' source layers, filters and zoom ranges), what labels say (`text-field`) and their
/// colours (`fill-color`, `line-color`, `text-color`, drawn at the terminal's colour depth). Each
/// drawn feature also gets a role — a fill that is water, green or another area, a line that is
/// major, minor, a path, rail, a waterway or a border, a building's outline, a name — read from
/// the style layer's source layer, colour, width and dashes: roles decide which line wins a
/// shared cell, label ranks, and the dot patterns that stand for fills without colour.
struct StyleRoles: Sendable {
    let style: MapStyle
    /// Each source layer's style layers, topmost first, looked up once. Held by reference: a
    /// style layer is a large value, and copying one per feature was most of a cold frame.
    private let layersBySource: [String: [LayerRef]]

    final class LayerRef: Sendable {
        let layer: StyleLayer
        init(_ layer: StyleLayer) { self.layer = layer }
    }

    /// The language `{name}` is looked up in.
    let language: LabelLanguage

    init(_ style: MapStyle, language: LabelLanguage = .local) {
        self.style = style
        self.language = language
        layersBySource = Dictionary(grouping: style.layers.filter { $0.sourceLayer != nil && $0.kind != .background }.reversed()
            .map(LayerRef.init)) { $0.layer.sourceLayer ?? "" }
    }

    func hasLayer(_ name: String) -> Bool { layersBySource[name] != nil }

    /// What `feature` of `sourceLayer` becomes at `zoom`: one geometry role and its colour (the
    /// topmost matching fill or line layer) and one label (the topmost matching symbol layer
    /// with text: kind, rank, text, colour).
    func roles(_ feature: MVTFeature, sourceLayer: String, zoom: Double)
        -> (geometry: TileStyler.Role?, color: MapColor?, label: (MapLabel.Kind, Int, String, MapColor)?)
    {
        var geometry: TileStyler.Role?
        var color: MapColor?
        var label: (MapLabel.Kind, Int, String, MapColor)?
        var geometryDecided = false, labelDecided = false
        // Topmost first: the first match of each kind is the one drawn; stop once both are known.
        guard let layers = layersBySource[sourceLayer] else { return (nil, nil, nil) }
        for ref in layers {
            let isSymbol = ref.layer.kind == .symbol
            if isSymbol ? labelDecided : geometryDecided { continue }
            guard ref.layer.isVisible(atZoom: zoom), ref.layer.filter.matches(feature) else { continue }
            switch ref.layer.paint {
            case .fill(let paint):
                guard feature.type == .polygon else { continue }
                geometryDecided = true
                let fillColor = paint.color.value(atZoom: zoom)
                if Self.isBuilding(sourceLayer) {
                    geometry = .outline(.building)
                    color = (paint.outlineColor?.value(atZoom: zoom) ?? fillColor).mapColor
                } else if paint.opacity.value(atZoom: zoom) >= 0.2 && fillColor.alpha >= 0.2 {
                    geometry = .fill(Self.fillKind(sourceLayer, fillColor))
                    color = fillColor.mapColor
                }
            case .line(let paint):
                guard feature.type != .point else { continue }
                geometryDecided = true
                geometry = .line(Self.lineKind(sourceLayer, feature, paint, zoom: zoom))
                color = paint.color.value(atZoom: zoom).mapColor
            case .symbol(let paint):
                guard let text = paint.textField?.text(for: feature, language: language) else { continue }
                labelDecided = true
                let kind = Self.labelKind(sourceLayer, feature)
                label = (kind, Self.rank(kind, size: paint.textSize.value(atZoom: zoom), feature: feature, sourceLayer: sourceLayer), text,
                         paint.textColor.value(atZoom: zoom).mapColor)
            case .background:
                continue
            }
            if geometryDecided && labelDecided { break }
        }
        return (geometry, color, label)
    }

    static func isBuilding(_ sourceLayer: String) -> Bool { sourceLayer == "building" || sourceLayer == "buildings" }

    /// Water is a fill of a water layer, or one whose blue stands out; parks and woods, whose
    /// green does; any other fill is an area, drawn in its colour alone.
    static func fillKind(_ sourceLayer: String, _ color: StyleColor) -> MapFill.Kind {
        if ["water", "ocean", "water_polygons"].contains(sourceLayer) { return .water }
        let r = Int(color.red), g = Int(color.green), b = Int(color.blue)
        if b > r + 20 && b >= g - 10 { return .water }
        if g > r + 15 && g > b + 10 { return .park }
        return .area
    }

    static func lineKind(_ sourceLayer: String, _ feature: MVTFeature, _ paint: LinePaint, zoom: Double) -> MapLine.Kind {
        switch sourceLayer {
        case "boundary", "boundaries", "admin": return .boundary
        case "waterway", "water_lines": return .waterway
        case "building", "buildings": return .building
        default: break
        }
        let kind = feature["class"]?.string ?? feature["kind"]?.string ?? ""
        if let byClass = TileStyler.roadKind(kind) { return byClass }
        if paint.isDashed { return .path }
        return paint.width.value(atZoom: zoom) >= 2.5 ? .major : .minor
    }

    static func labelKind(_ sourceLayer: String, _ feature: MVTFeature) -> MapLabel.Kind {
        switch sourceLayer {
        case "water_name", "water_label", "water_polygons_labels", "water_lines_labels", "marine_label": return .water
        case "place", "place_label", "place_labels", "country_label", "state_label", "boundary_labels": return .place
        case "park", "poi_label": return .area
        default: return .street
        }
    }

    /// Places before water before streets. A place by what it is (`TileStyler.placeRank`: its
    /// group, capital, population, class; a `country_label` or `state_label` layer says the
    /// class its features lack), whatever size the style writes it at; water, areas and streets
    /// by their text's size, bigger first (on the built-in rules' scale, ten ranks a step).
    static func rank(_ kind: MapLabel.Kind, size: Double, feature: MVTFeature, sourceLayer: String = "") -> Int {
        let bySize = max(0, 40 - Int(size.isFinite ? size : 12))
        switch kind {
        case .place:
            let layerClass = ["country_label": "country", "state_label": "state"][sourceLayer]
            return TileStyler.placeRank(feature, layerClass: layerClass)
        case .water, .area: return TileStyler.namedAreaRank + bySize / 4 * 10
        case .street: return MapLabel.firstAfterPlaces + 100 + bySize * 10
        }
    }
}
