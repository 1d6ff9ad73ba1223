import Synchronization
import NearbyGeo
import NearbyHTTP
import NearbyTileFormats

/// Tiles from an MBTiles or PMTiles archive on disk (the bundled Helsinki archive or the
/// user's `--tiles FILE`). The archive's handle is not Sendable; the mutex hands it to one
/// thread at a time (in practice only ever the fetch thread).
public final class ArchiveTileSource: VenueTileSource {
    public let path: String
    public let zooms: ClosedRange<Int>
    private let archive: Mutex<ArchiveHandle>

    /// Opens the archive now, so a file that is not one is reported before anything starts.
    public init(path: String) throws(TileArchiveError) {
        let opened = try TileFiles.openVectorArchive(path: path)
        self.path = path
        // An archive that does not say holds the zooms venues are read at.
        let low = opened.metadata.minZoom ?? 0, high = opened.metadata.maxZoom ?? 14
        zooms = min(low, high)...max(low, high)
        archive = Mutex(ArchiveHandle(opened))
    }

    public func tile(_ id: TileKey) throws(ProviderError) -> [UInt8]? {
        let result = archive.withLock { handle -> Result<[UInt8]?, TileArchiveError> in
            Result { () throws(TileArchiveError) in try handle.archive.tileData(id) }
        }
        switch result {
        case .success(let bytes): return bytes
        case .failure(let error): throw ProviderError.unavailable("cannot read tile \(id): \(error.description)")
        }
    }
}

/// The archive as a value the mutex can own: it is only touched inside `withLock`.
private struct ArchiveHandle: @unchecked Sendable {
    let archive: any TileArchive
    init(_ archive: any TileArchive) { self.archive = archive }
}
