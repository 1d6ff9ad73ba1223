import NearbyGeo

/// The fixed 127-byte header of a PMTiles v3 archive (little-endian fields).
struct PMTilesHeader: Equatable {
    /// The compression codes of the spec; only none and gzip can be read here.
    enum Compression: UInt8 {
        case unknown = 0, none = 1, gzip = 2, brotli = 3, zstd = 4

        var name: String {
            switch self {
            case .unknown: return "unknown"
            case .none: return "none"
            case .gzip: return "gzip"
            case .brotli: return "brotli"
            case .zstd: return "zstd"
            }
        }
    }

    static let size = 127
    /// The most a directory or the metadata may take, compressed or not.
    static let sectionLimit: UInt64 = 64 << 20

    var rootOffset: UInt64
    var rootLength: UInt64
    var metadataOffset: UInt64
    var metadataLength: UInt64
    var leafOffset: UInt64
    var leafLength: UInt64
    var dataOffset: UInt64
    var dataLength: UInt64
    var addressedTiles: UInt64
    var tileEntries: UInt64
    var tileContents: UInt64
    var clustered: Bool
    var internalCompression: Compression
    var tileCompression: Compression
    /// 1 MVT, 2 PNG, 3 JPEG, 4 WebP, 5 AVIF (0 unknown).
    var tileType: UInt8
    var minZoom: Int
    var maxZoom: Int
    var bounds: TileArchiveMetadata.Bounds
    var centerZoom: Int

    /// Parses and checks a header: magic, version, known compressions, sections inside the file.
    init(_ bytes: [UInt8], fileSize: UInt64, path: String) throws(TileArchiveError) {
        guard bytes.count >= Self.size, bytes.starts(with: Array("PMTiles".utf8)) else {
            throw TileArchiveError(path: path, reason: "not a PMTiles file (no PMTiles header)")
        }
        guard bytes[7] == 3 else { throw TileArchiveError(path: path, reason: "PMTiles version \(bytes[7]) is not supported (only version 3)") }
        func u64(_ at: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) } }
        func i32(_ at: Int) -> Int32 { Int32(bitPattern: (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }) }
        rootOffset = u64(8)
        rootLength = u64(16)
        metadataOffset = u64(24)
        metadataLength = u64(32)
        leafOffset = u64(40)
        leafLength = u64(48)
        dataOffset = u64(56)
        dataLength = u64(64)
        addressedTiles = u64(72)
        tileEntries = u64(80)
        tileContents = u64(88)
        clustered = bytes[96] == 1
        internalCompression = Compression(rawValue: bytes[97]) ?? .unknown
        tileCompression = Compression(rawValue: bytes[98]) ?? .unknown
        tileType = bytes[99]
        minZoom = Int(bytes[100])
        maxZoom = Int(bytes[101])
        bounds = TileArchiveMetadata.Bounds(west: Double(i32(102)) / 1e7, south: Double(i32(106)) / 1e7,
                                            east: Double(i32(110)) / 1e7, north: Double(i32(114)) / 1e7)
        centerZoom = Int(bytes[118])

        for (name, offset, length) in [("root directory", rootOffset, rootLength), ("metadata", metadataOffset, metadataLength),
                                       ("leaf directories", leafOffset, leafLength), ("tile data", dataOffset, dataLength)] {
            guard offset <= fileSize, length <= fileSize - offset else {
                throw TileArchiveError(path: path, reason: "the PMTiles header puts the \(name) past the end of the file (truncated, or the header is wrong)")
            }
        }
        guard rootLength > 0 else { throw TileArchiveError(path: path, reason: "the PMTiles header has an empty root directory") }
        // The spec keeps the header and root directory in the first 16 KiB; a larger claim is
        // a lie that would only make us read and allocate a lot.
        guard rootOffset + rootLength <= 16_384 else {
            throw TileArchiveError(path: path, reason: "the PMTiles root directory is not within the first 16 KiB")
        }
        guard metadataLength <= Self.sectionLimit else { throw TileArchiveError(path: path, reason: "the PMTiles metadata is implausibly large") }
        guard minZoom <= maxZoom, maxZoom <= TileKey.maxZoom else {
            throw TileArchiveError(path: path, reason: "the PMTiles header has impossible zooms \(minZoom)–\(maxZoom)")
        }
        for compression in [internalCompression, tileCompression] where compression == .brotli || compression == .zstd || compression == .unknown {
            let role = compression == internalCompression ? "directories" : "tiles"
            throw TileArchiveError(path: path, reason: "the PMTiles \(role) use \(compression.name) compression, which nearby cannot read (only gzip or none)")
        }
    }

    /// Undoes the archive's internal compression on a directory or the metadata.
    func inflateInternal(_ bytes: [UInt8], path: String, what: String) throws(TileArchiveError) -> [UInt8] {
        guard internalCompression == .gzip else { return bytes }
        do {
            return try Inflate.inflate(bytes, limit: Int(Self.sectionLimit))
        } catch {
            throw TileArchiveError(path: path, reason: "the PMTiles \(what) cannot be decompressed (\(error))")
        }
    }
}
