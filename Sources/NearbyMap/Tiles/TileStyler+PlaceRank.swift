import Glibc
import NearbyTileFormats

extension TileStyler {
    /// A place's label rank (`MapLabel.PlaceRank`) from what its schema says of it: the class
    /// (OpenMapTiles' `class`, Shortbread's `kind`, Mapbox Streets' `type`, else `layerClass`,
    /// the class its source layer stands for), whether it is a capital, and how many live there.
    static func placeRank(_ feature: MVTFeature, layerClass: String? = nil) -> Int {
        let kind = feature["class"]?.string ?? feature["kind"]?.string ?? feature["type"]?.string ?? layerClass ?? ""
        let (group, classOrder) = placeClasses[kind] ?? (.other, 9)
        return MapLabel.PlaceRank(group: group, capital: capital(feature), importance: placeImportance(feature),
                                  classOrder: classOrder).value
    }

    /// Each class's group, and its order within the group.
    private static let placeClasses: [String: (MapLabel.PlaceRank.Group, Int)] = [
        "continent": (.continent, 0), "country": (.country, 0), "state": (.state, 0), "province": (.state, 1),
        "city": (.settlement, 0), "town": (.settlement, 1), "village": (.settlement, 2), "hamlet": (.settlement, 3),
        "isolated_dwelling": (.settlement, 4),
        "borough": (.partOfSettlement, 0), "suburb": (.partOfSettlement, 1), "quarter": (.partOfSettlement, 2),
        "neighbourhood": (.partOfSettlement, 3), "neighborhood": (.partOfSettlement, 3), "city_block": (.partOfSettlement, 4),
        "island": (.other, 0), "locality": (.other, 1), "islet": (.other, 2),
    ]

    /// A national capital: OpenMapTiles' and Mapbox's `capital` 2, Shortbread's `capital` "yes";
    /// a region's: `capital` 3 or 4 (a state's, a province's), Shortbread's "state".
    static func capital(_ feature: MVTFeature) -> MapLabel.PlaceRank.Capital {
        guard let value = feature["capital"] else { return .none }
        if let number = value.number {
            if number == 2 { return .national }
            return number == 3 || number == 4 ? .region : .none
        }
        switch value.string {
        case "yes", "national", "country": return .national
        case "state", "region", "province": return .region
        default: return .none
        }
    }

    /// How important a place is among the places of its group, 0 (most) to 99: from its
    /// `population` where the tile has it (Shortbread; 10 million and more 0, each tenfold fewer
    /// 15 later), else OpenMapTiles' `rank` (1 first; the bundled world's cities carry it, cut
    /// from population), else Mapbox Streets' `scalerank` (0 first); without any, the middle.
    static func placeImportance(_ feature: MVTFeature) -> Int {
        if let population = feature["population"]?.number, population.isFinite, population > 0 {
            return clamp((7 - log10(population)) * 15)
        }
        if let rank = feature["rank"]?.number { return clamp((rank - 1) * 10) }
        if let rank = feature["scalerank"]?.number { return clamp(rank * 10) }
        return 50
    }

    private static func clamp(_ value: Double) -> Int {
        value.isFinite ? Int(min(99, max(0, value.rounded()))) : 50
    }
}
