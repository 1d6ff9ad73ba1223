import NearbyTileFormats

extension TileStyler {
    /// The smallest population of each importance step, most important first (the steps the
    /// bundled world's `rank` is cut at, so the schemas agree).
    private static let populationSteps: [Double] = [5_000_000, 1_000_000, 500_000, 200_000, 100_000, 40_000, 15_000, 5_000, 1_000]

    /// How important a place is among the places of its class, 0 (most) to 9, from what its
    /// schema says of it: OpenMapTiles' `rank` (1 first; the bundled world's cities carry it,
    /// from population, capitals raised), Mapbox Streets' `scalerank` (0 first), Shortbread's
    /// `population`; without any of them, a capital first and the rest in the middle.
    static func placeImportance(_ feature: MVTFeature) -> Int {
        if let rank = feature["rank"]?.number { return step(rank - 1) }
        if let rank = feature["scalerank"]?.number { return step(rank) }
        if let population = feature["population"]?.number, population.isFinite {
            return populationSteps.firstIndex { population >= $0 } ?? 9
        }
        switch feature["capital"] {
        case .some(let value) where value.number == 2 || value.string == "yes": return 0
        case .some(let value) where value.number != nil: return 2
        default: return 5
        }
    }

    private static func step(_ value: Double) -> Int {
        value.isFinite ? Int(min(9, max(0, value.rounded()))) : 5
    }
}
