import NearbyGeo
import NearbyTileFormats

/// What one read of a tile's bytes found.
public enum TileRead: Sendable, Equatable {
    /// The tile as stored (gzip or not).
    case tile([UInt8])
    /// The source has no tile at this address.
    case noTile
    /// Not held yet: an online source's worker is fetching it (`MapTileLoader.refresh` says when).
    case notYet
}

/// Where the tile loader reads tiles: an archive on disk, or the cache an online source fills.
/// Used only by the loader's thread once handed over, so it need not be Sendable.
public protocol TileReader: AnyObject {
    func read(_ key: TileKey) throws -> TileRead
}

/// An MBTiles or PMTiles archive read by the loader's thread.
public final class ArchiveTileReader: TileReader {
    private let archive: any TileArchive

    public init(_ archive: any TileArchive) { self.archive = archive }

    public func read(_ key: TileKey) throws -> TileRead {
        guard let bytes = try archive.tileData(key) else { return .noTile }
        return .tile(bytes)
    }
}
