import NearbyTileFormats

/// The built-in map rules: what each feature of the three known schemas (OpenMapTiles,
/// Shortbread, Mapbox Streets v7) becomes on the map — a fill, a line kind, a label — or nothing.
/// Rules are looked up once per source layer, never per feature and frame.
struct TileStyler: Sendable {
    /// A compiled MapLibre style, when there is one; else the built-in rules below.
    var style: StyleRoles?
    /// The language names are written in.
    var language: LabelLanguage
    /// Tiles of a schema no style knows: every layer drawn by its geometry (TileStyler+Generic).
    var generic: Bool

    init(style: MapStyle? = nil, language: LabelLanguage = .local, generic: Bool = false) {
        self.style = style.map { StyleRoles($0, language: language) }
        self.language = language
        self.generic = generic
    }

    /// What one feature becomes.
    enum Role: Equatable {
        case fill(MapFill.Kind)
        case line(MapLine.Kind)
        case outline(MapLine.Kind)
        case label(MapLabel.Kind, rank: Int)
    }

    /// The rule of a source layer: a feature in, its role out (nil: not drawn).
    typealias Rule = @Sendable (MVTFeature) -> Role?

    func rule(forLayer name: String) -> Rule? { Self.rules[name] }

    /// The name to write in `language`; for `local`, the local name, else its Latin or English form.
    func name(_ feature: MVTFeature) -> String? {
        if case .preferred = language { return language.name(of: feature) }
        return Self.name(feature)
    }

    /// The local name, else its Latin or English form.
    static func name(_ feature: MVTFeature) -> String? {
        for key in ["name", "name:latin", "name_en", "name_int"] {
            if let text = feature[key]?.string, !text.isEmpty { return text }
        }
        return nil
    }

    static func text(_ feature: MVTFeature, _ key: String) -> String { feature[key]?.string ?? "" }

    static func roadKind(_ kind: String) -> MapLine.Kind? {
        switch kind {
        case "motorway", "trunk", "primary", "secondary", "main", "motorway_link", "trunk_link", "primary_link",
             "secondary_link":
            return .major
        case "tertiary", "tertiary_link", "minor", "residential", "unclassified", "living_street", "service", "street",
             "street_limited", "raceway", "busway", "road":
            return .minor
        case "path", "track", "footway", "cycleway", "steps", "pedestrian", "bridleway":
            return .path
        case "rail", "transit", "major_rail", "minor_rail", "light_rail", "subway", "tram", "narrow_gauge",
             "monorail", "funicular":
            return .rail
        default:
            return nil
        }
    }

    static func isGreen(_ kind: String) -> Bool {
        ["park", "wood", "forest", "grass", "meadow", "cemetery", "garden", "nature_reserve", "recreation_ground",
         "scrub", "playground", "village_green", "golf_course", "pitch", "heath"].contains(kind)
    }

    /// Lower ranks are placed first: places (`placeRank`, below `MapLabel.firstAfterPlaces`),
    /// then water and area names (`namedAreaRank`), then streets, major before minor.
    static let namedAreaRank = MapLabel.firstAfterPlaces + 90

    static func streetRank(_ kind: String) -> Int {
        switch roadKind(kind) {
        case .major: return MapLabel.firstAfterPlaces + 100
        case .minor: return MapLabel.firstAfterPlaces + 200
        default: return MapLabel.firstAfterPlaces + 300
        }
    }

    private static func line(_ kind: MapLine.Kind?, _ feature: MVTFeature) -> Role? {
        guard let kind, feature.type == .lineString else { return nil }
        return .line(kind)
    }

    private static func label(_ kind: MapLabel.Kind, rank: Int, _ feature: MVTFeature) -> Role? {
        name(feature) == nil ? nil : .label(kind, rank: rank)
    }

    private static let rules: [String: Rule] = [
        // OpenMapTiles (and the Natural Earth layers built in its scheme).
        "water": { $0.type == .polygon ? .fill(.water) : nil },
        "landcover": { isGreen(text($0, "class")) || isGreen(text($0, "subclass")) ? .fill(.park) : nil },
        "landuse": { isGreen(text($0, "class")) ? .fill(.park) : nil },
        "park": { $0.type == .polygon ? .fill(.park) : nil },
        "waterway": { line(.waterway, $0) },
        "transportation": { line(roadKind(text($0, "class")), $0) },
        "boundary": { line(.boundary, $0) },
        "building": { $0.type == .polygon ? .outline(.building) : nil },
        "transportation_name": { label(.street, rank: streetRank(text($0, "class")), $0) },
        "place": { label(.place, rank: placeRank($0), $0) },
        "water_name": { label(.water, rank: namedAreaRank, $0) },
        // Shortbread.
        "ocean": { $0.type == .polygon ? .fill(.water) : nil },
        "water_polygons": { $0.type == .polygon ? .fill(.water) : nil },
        "water_lines": { line(.waterway, $0) },
        "land": { isGreen(text($0, "kind")) ? .fill(.park) : nil },
        "streets": { line(roadKind(text($0, "kind")), $0) },
        "buildings": { $0.type == .polygon ? .outline(.building) : nil },
        "street_labels": { label(.street, rank: streetRank(text($0, "kind")), $0) },
        "place_labels": { label(.place, rank: placeRank($0), $0) },
        "water_polygons_labels": { label(.water, rank: namedAreaRank, $0) },
        "boundaries": { line(.boundary, $0) },
        // Mapbox Streets v7.
        "road": { line(roadKind(text($0, "class")), $0) },
        "road_label": { label(.street, rank: streetRank(text($0, "class")), $0) },
        "place_label": { label(.place, rank: placeRank($0), $0) },
        "water_label": { label(.water, rank: namedAreaRank, $0) },
        "admin": { line(.boundary, $0) },
    ]
}
