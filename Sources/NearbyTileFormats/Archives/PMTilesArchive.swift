import NearbyGeo

/// A PMTiles v3 archive: header, root directory, optional leaf directories, JSON metadata and
/// tile data in one file, tiles addressed by Hilbert tile id. Read-only.
public final class PMTilesArchive: TileArchive {
    public let path: String
    public private(set) var metadata: TileArchiveMetadata
    let header: PMTilesHeader
    private let file: TileFile
    private let root: PMTilesDirectory
    /// Leaf directories read so far, by offset (a viewer asks for neighbouring tiles).
    private var leaves: [UInt64: PMTilesDirectory] = [:]

    /// The spec allows a root and up to three levels of leaves; deeper is a loop or a lie.
    private static let maxDepth = 4

    public init(path: String) throws(TileArchiveError) {
        self.path = path
        file = try TileFile(path: path)
        let headerBytes = try file.read(offset: 0, length: min(UInt64(PMTilesHeader.size), file.size), what: "the header")
        header = try PMTilesHeader(headerBytes, fileSize: file.size, path: path)
        root = try Self.directory(header: header, file: file, offset: header.rootOffset, length: header.rootLength, what: "root directory")
        metadata = TileArchiveMetadata(container: "pmtiles", format: Self.format(header.tileType),
                                       minZoom: header.minZoom, maxZoom: header.maxZoom, bounds: header.bounds)
        if header.metadataLength > 0 {
            let raw = try file.read(offset: header.metadataOffset, length: header.metadataLength, what: "the metadata")
            let json = try header.inflateInternal(raw, path: path, what: "metadata")
            guard let object = TileArchiveMetadata.jsonObject(json) else {
                throw TileArchiveError(path: path, reason: "the PMTiles metadata is not a JSON object")
            }
            metadata.apply(json: object)
            // The header's zooms and bounds are authoritative; JSON only adds to them.
            metadata.minZoom = header.minZoom
            metadata.maxZoom = header.maxZoom
            metadata.bounds = header.bounds
            metadata.format = Self.format(header.tileType)
        }
    }

    public func tileData(_ id: TileKey) throws(TileArchiveError) -> [UInt8]? {
        guard id.isValid else { return nil }
        let tileID = id.hilbertID
        var directory = root
        for _ in 0..<Self.maxDepth {
            guard let entry = directory.entry(for: tileID) else { return nil }
            if entry.runLength > 0 {
                guard entry.length > 0 else { return nil }
                guard entry.offset <= header.dataLength, entry.length <= header.dataLength - entry.offset else {
                    throw TileArchiveError(path: path, reason: "a PMTiles directory points outside the tile data")
                }
                guard entry.length <= TileFiles.maxTileFileSize else { throw TileArchiveError(path: path, reason: "tile \(id) is stored in \(entry.length) bytes, more than the \(TileLimits.mebibytes(TileLimits.maxStoredBytes)) a tile may have") }
                return try file.read(offset: header.dataOffset + entry.offset, length: entry.length, what: "tile \(id)")
            }
            directory = try leaf(entry)
        }
        throw TileArchiveError(path: path, reason: "the PMTiles leaf directories nest too deep")
    }

    public func anyTile() throws(TileArchiveError) -> TileKey? {
        for zoom in header.minZoom...header.maxZoom {
            let first = ((UInt64(1) << (2 * UInt64(zoom))) - 1) / 3
            let next = ((UInt64(1) << (2 * UInt64(zoom + 1))) - 1) / 3
            if let id = try firstTile(from: root, in: first..<next, depth: 0) { return Self.tile(for: id) }
        }
        return nil
    }

    /// The smallest tile id with data in `range`, descending into leaves.
    private func firstTile(from directory: PMTilesDirectory, in range: Range<UInt64>, depth: Int) throws(TileArchiveError) -> UInt64? {
        guard depth < Self.maxDepth else { throw TileArchiveError(path: path, reason: "the PMTiles leaf directories nest too deep") }
        for (index, entry) in directory.entries.enumerated() {
            let end = index + 1 < directory.entries.count ? directory.entries[index + 1].tileID : UInt64.max
            guard end > range.lowerBound else { continue }
            guard entry.tileID < range.upperBound else { return nil }
            if entry.runLength == 0 {
                if let found = try firstTile(from: try leaf(entry), in: range, depth: depth + 1) { return found }
            } else if entry.length > 0 {
                let start = max(entry.tileID, range.lowerBound)
                if start - entry.tileID < entry.runLength { return start }
            }
        }
        return nil
    }

    private func leaf(_ entry: PMTilesDirectory.Entry) throws(TileArchiveError) -> PMTilesDirectory {
        if let cached = leaves[entry.offset] { return cached }
        guard entry.offset <= header.leafLength, entry.length <= header.leafLength - entry.offset,
              entry.length <= PMTilesHeader.sectionLimit else {
            throw TileArchiveError(path: path, reason: "a PMTiles directory points outside the leaf directories")
        }
        let directory = try Self.directory(header: header, file: file, offset: header.leafOffset + entry.offset,
                                           length: entry.length, what: "leaf directory")
        if leaves.count > 64 { leaves.removeAll(keepingCapacity: true) }
        leaves[entry.offset] = directory
        return directory
    }

    private static func directory(header: PMTilesHeader, file: TileFile, offset: UInt64, length: UInt64,
                                  what: String) throws(TileArchiveError) -> PMTilesDirectory {
        let raw = try file.read(offset: offset, length: length, what: "the \(what)")
        let bytes = try header.inflateInternal(raw, path: file.path, what: what)
        do {
            return try PMTilesDirectory(bytes)
        } catch {
            throw TileArchiveError(path: file.path, reason: "the PMTiles \(what) is damaged")
        }
    }

    /// The Z/X/Y of a Hilbert tile id (the inverse of `TileKey.hilbertID`).
    static func tile(for id: UInt64) -> TileKey? {
        var zoom = 0
        var base: UInt64 = 0
        while zoom <= TileKey.maxZoom {
            let count = UInt64(1) << (2 * UInt64(zoom))
            if id < base + count { break }
            base += count
            zoom += 1
        }
        guard zoom <= TileKey.maxZoom else { return nil }
        var position = id - base
        var x: UInt64 = 0, y: UInt64 = 0
        var size: UInt64 = 1
        let side = UInt64(1) << UInt64(zoom)
        while size < side {
            let rx = 1 & (position / 2)
            let ry = 1 & (position ^ rx)
            if ry == 0 {
                if rx == 1 {
                    x = size - 1 - x
                    y = size - 1 - y
                }
                swap(&x, &y)
            }
            x += size * rx
            y += size * ry
            position /= 4
            size *= 2
        }
        return TileKey(zoom: zoom, x: Int(x), y: Int(y))
    }

    private static func format(_ tileType: UInt8) -> String {
        switch tileType {
        case 1: return "pbf"
        case 2: return "png"
        case 3: return "jpg"
        case 4: return "webp"
        case 5: return "avif"
        default: return "unknown"
        }
    }
}
