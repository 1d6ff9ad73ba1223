import NearbyGeo
import NearbyHTTP

/// Where the `tiles` provider gets its vector tiles: one tile by address, as stored (gzip or
/// not). An archive answers from disk (`ArchiveTileSource`); an online source can answer from
/// its cache or over HTTP. Called by one thread at a time (the fetch thread, or `nearby list`),
/// and it may block.
public protocol VenueTileSource: Sendable {
    /// The zooms the source holds. Venues are read at 14 (the zoom that carries every point of
    /// interest in OpenMapTiles and Shortbread), or at the nearest zoom the source has.
    var zooms: ClosedRange<Int> { get }

    /// The tile's bytes, or nil when the source has no tile there (an empty area).
    func tile(_ id: TileKey) throws(ProviderError) -> [UInt8]?
}
