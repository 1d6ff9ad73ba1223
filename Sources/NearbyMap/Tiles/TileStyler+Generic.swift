import NearbyTileFormats

extension TileStyler {
    /// The colour of areas in tiles of an unknown schema: a faint grey, so an area shows as
    /// an area without hiding what lies on it.
    static let faintArea = MapColor(xterm256: 236, ansi16: 8, grey: 1)

    /// The properties that say what an OSM-like feature is, in the order schemas use them.
    private static let kindKeys = ["class", "kind", "type", "highway", "railway", "waterway", "natural", "landuse",
                                   "leisure", "boundary", "place"]
    private static let waterWords: Set<String> = ["water", "ocean", "sea", "lake", "river", "riverbank", "reservoir",
                                                  "basin", "pond", "bay", "canal", "stream", "wetland"]

    /// What a feature of a layer no style knows becomes, from its geometry alone (and the
    /// usual OSM words for what it is): polygons filled (water blue, green green, anything else
    /// faintly), buildings outlined, lines by their kind, and points and lines named from `name`.
    func genericRoles(_ feature: MVTFeature, layer: String) -> (roles: [Role], color: MapColor?) {
        let words = Self.kindKeys.compactMap { feature[$0]?.string }
        let named = name(feature) != nil
        let layerName = layer.lowercased()
        switch feature.type {
        case .polygon:
            var roles: [Role]
            var color: MapColor?
            if feature["building"] != nil || layerName.contains("building") {
                roles = [.outline(.building)]
            } else if Self.waterWords.contains(where: layerName.contains) || words.contains(where: Self.waterWords.contains) {
                roles = [.fill(.water)]
            } else if words.contains(where: Self.isGreen) {
                roles = [.fill(.park)]
            } else {
                roles = [.fill(.area)]
                color = Self.faintArea
            }
            if named { roles.append(.label(.area, rank: Self.namedAreaRank)) }
            return (roles, color)
        case .lineString:
            let kind = words.lazy.compactMap(Self.roadKind).first
                ?? (feature["waterway"] != nil || layerName.contains("water") ? .waterway : nil)
                ?? (feature["boundary"] != nil || layerName.contains("bound") || layerName.contains("admin") ? .boundary : .minor)
            var roles: [Role] = [.line(kind)]
            if named { roles.append(.label(.street, rank: Self.streetRank(words.first ?? ""))) }
            return (roles, nil)
        case .point:
            return (named ? [.label(.place, rank: Self.placeRank(feature))] : [], nil)
        case .unknown:
            return ([], nil)
        }
    }
}
