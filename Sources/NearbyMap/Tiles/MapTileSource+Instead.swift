import NearbyGeo

extension MapTileSource {
    /// Tiles asked at most per frame in place of tiles the source has nothing for (the view's
    /// own tiles are asked besides): a view of holes asks its neighbourhood a little at a time.
    static let maxInstead = 48

    /// Of the tiles found loading while drawing a tile the source has nothing for at `zoom`,
    /// those of the nearest level above (one tile) and of the nearest level below (its
    /// children, or theirs): asked together, the first to come fills the hole.
    static func nearestLevels(_ loading: [TileKey], around zoom: Int) -> [TileKey] {
        let above = loading.filter { $0.zoom < zoom }.max { $0.zoom < $1.zoom }
        let below = loading.filter { $0.zoom > zoom }
        let shallowest = below.map(\.zoom).min()
        return (above.map { [$0] } ?? []) + below.filter { $0.zoom == shallowest }
    }
}
