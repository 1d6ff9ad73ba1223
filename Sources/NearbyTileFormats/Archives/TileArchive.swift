import NearbyGeo

/// A file of tiles addressed by zoom, x and y (MBTiles, PMTiles, or one tile on its own).
/// Not Sendable: an archive holds a file or database handle and belongs to one thread.
public protocol TileArchive: AnyObject {
    var metadata: TileArchiveMetadata { get }

    /// The tile's bytes as stored (often gzip; `MVTDecoder.decode(compressed:)` takes either),
    /// or nil when the archive has no such tile.
    func tileData(_ id: TileKey) throws(TileArchiveError) -> [UInt8]?

    /// A tile the archive holds, to show when the user names none (the lowest zoom's first).
    func anyTile() throws(TileArchiveError) -> TileKey?
}
