/// The layer schemes of the vector tiles Nearby knows how to style, recognised from layer names.
public enum TileSchema: String, Sendable, CaseIterable {
    case openMapTiles = "OpenMapTiles"
    case shortbread = "Shortbread"
    case mapboxStreetsV7 = "Mapbox Streets v7"

    /// Layer names only this schema uses (shared names such as `water` or `building` say nothing).
    var distinctiveLayers: Set<String> {
        switch self {
        case .openMapTiles:
            return ["transportation", "transportation_name", "landcover", "place", "poi", "park", "boundary",
                    "housenumber", "aerodrome_label", "water_name", "mountain_peak"]
        case .shortbread:
            return ["ocean", "water_polygons", "water_lines", "streets", "street_labels", "street_polygons",
                    "streets_polygons_labels", "buildings", "place_labels", "pois", "land", "sites", "boundaries",
                    "boundary_labels", "addresses", "public_transport", "aerialways", "ferries", "bridges",
                    "dam_lines", "dam_polygons", "pier_lines", "pier_polygons", "water_polygons_labels", "water_lines_labels"]
        case .mapboxStreetsV7:
            return ["road", "road_label", "place_label", "poi_label", "admin", "country_label", "state_label",
                    "marine_label", "water_label", "waterway_label", "landuse_overlay", "barrier_line",
                    "housenum_label", "motorway_junction", "airport_label", "rail_station_label", "mountain_peak_label"]
        }
    }

    /// The schema whose own layer names appear most often; nil when none (or a tie).
    public static func recognize<S: Sequence>(layerNames: S) -> TileSchema? where S.Element == String {
        let names = Set(layerNames)
        let scored = allCases.map { ($0, $0.distinctiveLayers.intersection(names).count) }.sorted { $0.1 > $1.1 }
        guard let best = scored.first, best.1 > 0, scored.dropFirst().first?.1 != best.1 else { return nil }
        return best.0
    }
}
