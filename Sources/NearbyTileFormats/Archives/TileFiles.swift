/// Opens a tile file by what its bytes say it is, not by its name: MBTiles (SQLite), PMTiles,
/// or a single vector tile (`.mvt`/`.pbf`, gzip or not).
public enum TileFiles {
    /// What kind of file holds the tiles.
    public enum Kind: String, Sendable {
        case mbtiles, pmtiles, tile
    }

    /// A stored tile, in a file of its own or in an archive, may be at most this big.
    public static let maxTileFileSize = UInt64(TileLimits.maxStoredBytes)

    public static func kind(of path: String) throws(TileArchiveError) -> Kind {
        let file = try TileFile(path: path)
        let head = try file.read(offset: 0, length: min(16, file.size), what: "the start")
        if head.starts(with: Array("SQLite format 3\0".utf8)) { return .mbtiles }
        if head.starts(with: Array("PMTiles".utf8)) { return .pmtiles }
        let lower = path.lowercased()
        let namedAsTile = [".mvt", ".pbf", ".mvt.gz", ".pbf.gz"].contains { lower.hasSuffix($0) }
        // A tile starts with a layer (field 3, length-delimited: 0x1A), or is gzip; an empty
        // file is an empty tile only when it is named as one.
        if Inflate.isGzip(head) || head.first == 0x1A || (head.isEmpty && namedAsTile) { return .tile }
        if head.isEmpty { throw TileArchiveError(path: path, reason: "the file is empty") }
        throw TileArchiveError(path: path, reason: "not an MBTiles, PMTiles or vector tile file")
    }

    /// Opens an archive (MBTiles or PMTiles); a single tile is not an archive.
    public static func openArchive(path: String) throws(TileArchiveError) -> any TileArchive {
        switch try kind(of: path) {
        case .mbtiles: return try MBTilesArchive(path: path)
        case .pmtiles: return try PMTilesArchive(path: path)
        case .tile: throw TileArchiveError(path: path, reason: "a single tile, not an MBTiles or PMTiles archive")
        }
    }

    /// Opens an archive of vector tiles: one whose metadata names a raster format is refused.
    public static func openVectorArchive(path: String) throws(TileArchiveError) -> any TileArchive {
        let archive = try openArchive(path: path)
        guard archive.metadata.holdsVectorTiles else {
            throw TileArchiveError(path: path, reason: "holds \(archive.metadata.format ?? "raster") images, not vector tiles")
        }
        return archive
    }

    /// The bytes of a file that is one tile, as stored (gzip or not).
    public static func readTile(path: String) throws(TileArchiveError) -> [UInt8] {
        let file = try TileFile(path: path)
        guard file.size <= maxTileFileSize else { throw TileArchiveError(path: path, reason: "too large to be one tile (\(file.size) bytes, more than \(TileLimits.mebibytes(TileLimits.maxStoredBytes)))") }
        return try file.read(offset: 0, length: file.size, what: "the tile")
    }
}
