import NearbyCore

/// The map's tiles from an archive (MBTiles or PMTiles): read, decoded, styled and clipped on
/// demand, kept in bounded caches so a warm frame neither reads nor decodes. Owned by the thread
/// that draws (archive reads are local: see the bench's cold frame).
public final class MapTileSource {
    private let archive: any TileArchive
    private let styler: TileStyler
    /// The archive's deepest zoom: views past it overzoom its tiles.
    public let maxZoom: Int
    /// Overzooming further than this many levels means the archive has no real data here
    /// (e.g. only the Natural Earth z0–6 of a city archive): the pane says so.
    public static let usefulOverzoom = 4
    private var drawn: TileCache<TileKey, (tile: MapTile, levelsUp: Int?)>
    private var decoded: TileCache<TileKey, MVTTile?>
    /// Reads and decodes that failed (the tile is then left out), for the log.
    public private(set) var failures: [String] = []
    /// Tiles decoded so far (the bench tells warm frames from cold ones by it).
    public private(set) var decodeCount = 0
    /// Points held by the drawable tiles kept, and the most one tile has held (for the bound's tests).
    public var cachedPoints: Int { drawn.totalCost }
    public private(set) var largestTilePoints = 0

    /// `style` decides what is drawn (nil: the built-in rules for the three known schemas);
    /// `pointLimit` bounds the drawable tiles kept (about 16 bytes a point).
    public init(archive: any TileArchive, style: MapStyle? = nil, pointLimit: Int = 1_000_000) {
        self.archive = archive
        styler = TileStyler(style: style)
        maxZoom = min(archive.metadata.maxZoom ?? 14, TileCover.maxZoom)
        drawn = TileCache(costLimit: pointLimit)
        decoded = TileCache(costLimit: 64)
    }

    public convenience init(path: String, style: MapStyle? = nil) throws(TileArchiveError) {
        self.init(archive: try TileFiles.openArchive(path: path), style: style)
    }

    /// The schema the archive's layers follow (from its metadata, else from a tile), for
    /// choosing the bundled style.
    public var schema: TileSchema? {
        if let known = TileSchema.recognize(layerNames: archive.metadata.vectorLayers.map(\.id)) { return known }
        guard let id = try? archive.anyTile(), let bytes = try? archive.tileData(id),
              let tile = try? MVTDecoder.decode(compressed: bytes) else { return nil }
        return TileSchema.recognize(layerNames: tile.layers.map(\.name))
    }

    /// The archive's attribution, if it names one.
    public var attribution: String? { archive.metadata.attribution }

    /// Everything the frame of `cover` draws.
    public func mapData(for cover: TileCover) -> MapData {
        var data = MapData()
        for key in cover.keys {
            let entry = tile(key)
            data.tiles.append(entry.tile)
            if entry.levelsUp.map({ $0 > Self.usefulOverzoom }) ?? true { data.isMissingHere = true }
        }
        return data
    }

    /// The drawable tile for `key`, and how many zooms above the archive's deepest useful zoom
    /// its data came from (nil: none at all).
    func tile(_ key: TileKey) -> (tile: MapTile, levelsUp: Int?) {
        if let hit = drawn.value(for: key) { return hit }
        let start = min(key.zoom, maxZoom)
        var result: (tile: MapTile, levelsUp: Int?) = (MapTile(key: key), nil)
        for zoom in stride(from: start, through: 0, by: -1) {
            let source = key.ancestor(levels: key.zoom - zoom)
            guard let mvt = decodedTile(source) else { continue }
            result = (MapTileBuilder.build(mvt, source: source, for: key, styler: styler), start - zoom)
            break
        }
        // A view in a gap of the archive's zooms (the bundled one has z0–6 and z12–14): the
        // deeper tiles, when a level or two down has them, beat a far ancestor.
        if result.levelsUp.map({ $0 >= Self.deepestLookDown }) ?? true, let deeper = descendants(of: key) {
            result = (deeper, 0)
        }
        largestTilePoints = max(largestTilePoints, result.tile.pointCount)
        drawn.insert(result, for: key, cost: result.tile.pointCount)
        return result
    }

    /// How many zooms down a view may look for data (4^2 = 16 tiles at most per view tile).
    static let deepestLookDown = 2

    /// `key`'s area drawn from its descendants one or two zooms down, or nil when they have nothing.
    private func descendants(of key: TileKey) -> MapTile? {
        for depth in 1...Self.deepestLookDown where key.zoom + depth <= maxZoom {
            var merged = MapTile(key: key)
            var found = false
            let side = 1 << depth
            for dy in 0..<side {
                for dx in 0..<side {
                    let child = TileKey(zoom: key.zoom + depth, x: key.x * side + dx, y: key.y * side + dy)
                    guard let mvt = decodedTile(child) else { continue }
                    let part = MapTileBuilder.build(mvt, source: child, for: child, styler: styler)
                    merged.fills += part.fills
                    merged.lines += part.lines
                    merged.labels += part.labels
                    found = true
                }
            }
            if found { return merged }
        }
        return nil
    }

    /// A source tile decoded (cached, misses included); nil when the archive lacks it or it is bad.
    private func decodedTile(_ key: TileKey) -> MVTTile? {
        if let hit = decoded.value(for: key) { return hit }
        var tile: MVTTile?
        do {
            if let bytes = try archive.tileData(TileID(zoom: key.zoom, x: key.x, y: key.y)) {
                tile = try MVTDecoder.decode(compressed: bytes)
                decodeCount += 1
            }
        } catch {
            if failures.count < 100 { failures.append("tile \(key): \(error)") }
        }
        decoded.insert(tile, for: key, cost: 1)
        return tile
    }
}
