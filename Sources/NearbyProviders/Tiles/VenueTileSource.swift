import NearbyTiles

/// Where the `tiles` provider gets its vector tiles: one tile by address, as stored (gzip or
/// not). An archive answers from disk (`ArchiveTileSource`); an online source can answer from
/// its cache or over HTTP. Called on the fetch thread only, and it may block.
public protocol VenueTileSource: Sendable {
    /// The deepest zoom the source holds: venues are read at `min(14, maxZoom)`, since 14 is
    /// the zoom that carries every point of interest in the OpenMapTiles and Shortbread schemas.
    var maxZoom: Int { get }

    /// The tile's bytes, or nil when the source has no tile there (an empty area).
    func tile(_ id: TileID) throws(ProviderError) -> [UInt8]?
}
