#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbyTileFormats
import NearbyRuntime

/// The map's tiles from an archive (MBTiles or PMTiles) or an online source: styled and clipped
/// on demand, kept in bounded caches so a warm frame neither reads nor decodes. Owned by the
/// thread that draws. Without a loader it reads and decodes in place (the bench, `tiles info`);
/// with one (the app) it never waits and never asks: it draws what the loader holds, the nearest
/// loaded ancestor scaled for a tile not decoded yet, and says in the frame's `TileLack` what
/// is missing; the app's update turns that into `loadTiles`/`fetchTiles` effects (mapterm's
/// `tile_requests`), and a tile loaded comes back as `tilesUpdated`.
public final class MapTileSource {
    private let archive: (any TileArchive)?
    private let loader: MapTileLoader?
    /// Scratch of one `frame(for:)`: the source tiles found loading, in the order met.
    private var lacking: [TileKey] = []
    /// Whether this frame may draw tiles from deeper ones (see `maxUnderzoomTiles`).
    private var lookDown = true
    private let attributionText: String?
    /// What features become; chosen again as tiles show their schema (MapTileSource+Style.swift).
    var styler: TileStyler
    /// How the style follows the tiles' schema; nil: `styler` is fixed.
    var styleChoice: MapStyleChoice?
    var schemaHint: TileSchema?
    /// Every layer name the tiles decoded so far had.
    var layerNamesSeen: Set<String> = []
    public internal(set) var styleDecision: MapStyleChoice.Decision = .undecided
    /// The style changed while a frame was built: that frame is built again.
    var restyled = false
    /// The zooms and area the source holds: nothing outside them is asked for.
    public private(set) var extent: TileExtent
    /// The source's deepest zoom: views past it overzoom its tiles.
    public var maxZoom: Int { extent.maxZoom }
    /// What OpenMapTiles and Shortbread services serve (z0–14), drawn until a source says its own.
    public static let assumedMaxZoom = 14
    /// False until an online source says its deepest zoom: a wish made with a guessed zoom would
    /// fetch tiles at the wrong level, which the next frame's wish then drops.
    private var maxZoomKnown = true
    /// Overzooming further than this many levels means the archive has no real data here
    /// (e.g. only the Natural Earth z0–6 of a city archive): the pane says so.
    public static let usefulOverzoom = 4
    /// The drawable tiles kept, each with the most points it was built to hold (its `room`).
    private var drawn: CostLRU<TileKey, (tile: MapTile, levelsUp: Int?, room: Int)>
    /// Scratch of one `frame(for:)`: the most points each of its tiles may hold (see `tileRoom`).
    private var frameRoom = MapTileBuilder.maxPoints
    private let buildBudget: Double?
    /// The app's budget: building stops 30 ms into a frame, leaving room for drawing in ~50 ms.
    public static let frameBuildBudget = 0.03
    /// Scratch of one `frame(for:)`: when its building must stop, tiles built, and whether some were left.
    private var buildDeadline = Double.infinity
    private var builtThisFrame = 0
    private var leftForLater = false
    /// Tiles whose building ran past a frame's budget, where it stopped.
    private var building: [TileKey: MapTileBuilder.Progress] = [:]
    private var decoded: CostLRU<TileKey, MVTTile?>
    /// Reads and decodes in place that failed (the tile is then left out); a loader reports its
    /// own on the bus (`tileReadFailed`).
    public private(set) var failures: [String] = []
    /// Tiles decoded so far (the bench tells warm frames from cold ones by it).
    public var decodeCount: Int { loader?.decodeCount ?? readDecodes }
    private var readDecodes = 0
    /// Points held by the drawable tiles kept, and the most one tile has held (for the bound's tests).
    public var cachedPoints: Int { drawn.totalCost }
    public private(set) var largestTilePoints = 0

    /// `style` decides what is drawn (nil: the built-in rules for the three known schemas);
    /// `pointLimit` bounds the drawable tiles kept (about 16 bytes a point).
    public init(archive: any TileArchive, style: MapStyle? = nil, pointLimit: Int = 1_000_000) {
        self.archive = archive
        loader = nil
        buildBudget = nil
        attributionText = archive.metadata.attribution
        styler = TileStyler(style: style)
        let bounds = archive.metadata.bounds.map { [$0.west, $0.south, $0.east, $0.north] }
        extent = TileExtent(minZoom: archive.metadata.minZoom ?? 0, maxZoom: min(archive.metadata.maxZoom ?? 14, TileCover.maxZoom),
                            bounds: bounds)
        drawn = CostLRU(costLimit: pointLimit)
        decoded = CostLRU(costLimit: Self.decodedBytes)
    }

    /// Tiles through `loader` (started by the caller), whose source's deepest zoom is `maxZoom`;
    /// nil while an online source has not said it yet: what is held is drawn as if it were
    /// `assumedMaxZoom`, and a frame's lack fetches nothing until `setMaxZoom`.
    /// `buildBudget`: seconds of building drawable tiles one frame may spend (nil: no bound); the
    /// tiles that do not fit are built by the next frames, so a frame never holds keys up for
    /// long (the frame says `isUnfinished`, and the app draws again after answering its keys).
    public init(loader: MapTileLoader, maxZoom: Int?, attribution: String?, style: MapStyle? = nil,
                pointLimit: Int = 1_000_000, buildBudget: Double? = nil) {
        archive = nil
        self.buildBudget = buildBudget
        self.loader = loader
        attributionText = attribution
        styler = TileStyler(style: style)
        extent = TileExtent(maxZoom: min(maxZoom ?? Self.assumedMaxZoom, TileCover.maxZoom))
        maxZoomKnown = maxZoom != nil
        drawn = CostLRU(costLimit: pointLimit)
        decoded = CostLRU(costLimit: Self.decodedBytes)
    }

    public convenience init(path: String, style: MapStyle? = nil) throws(TileArchiveError) {
        self.init(archive: try TileFiles.openArchive(path: path), style: style)
    }

    /// An online source said its deepest zoom: what is drawn is drawn again from that zoom.
    public func setMaxZoom(_ zoom: Int) {
        setExtent(TileExtent(maxZoom: zoom))
    }

    /// An online source said its zooms and bounds (the `useTileExtent` effect): what is drawn
    /// is drawn again from them.
    public func setExtent(_ new: TileExtent) {
        maxZoomKnown = true
        let clamped = TileExtent(minZoom: min(new.minZoom, TileCover.maxZoom), maxZoom: min(new.maxZoom, TileCover.maxZoom),
                                 bounds: new.bounds)
        guard clamped != extent else { return }
        extent = clamped
        forgetDrawn()
    }

    /// Drops the drawable tiles kept, and those part built (the zoom or the style changed: a
    /// build begun with the old ones would go on with the new).
    func forgetDrawn() {
        drawn = CostLRU(costLimit: drawn.costLimit)
        building = [:]
    }

    /// The schema the archive's layers follow (from its metadata, else from a tile), for
    /// choosing the bundled style.
    public var schema: TileSchema? {
        guard let archive else { return nil }
        if let known = TileSchema.recognize(layerNames: archive.metadata.vectorLayers.map(\.id)) { return known }
        guard let id = try? archive.anyTile(), let bytes = try? archive.tileData(id),
              let tile = try? MVTDecoder.decode(compressed: bytes) else { return nil }
        return TileSchema.recognize(layerNames: tile.layers.map(\.name))
    }

    /// The archive's attribution, if it names one.
    public var attribution: String? { attributionText }

    /// Everything the frame of `cover` draws, and what it lacks. With a loader it asks for
    /// nothing and reads nothing: it looks up what is shelved, keeps the drawable tiles built
    /// from it (a memo of a pure build), and moves the caches' use order.
    public func frame(for cover: TileCover) -> MapFrame {
        frame(for: cover, until: buildBudget.map { MonotonicClock.seconds() + $0 } ?? .infinity)
    }

    /// The frame of `cover`, its building stopped at `deadline` (a frame built again after a
    /// restyle keeps the first pass's deadline: one frame's budget in all).
    private func frame(for cover: TileCover, until deadline: Double) -> MapFrame {
        var data = MapData()
        lacking = []
        buildDeadline = deadline
        builtThisFrame = 0
        leftForLater = false
        frameRoom = Self.tileRoom(tiles: cover.keys.count, pointLimit: drawn.costLimit)
        var own: [TileKey] = []
        // Lacking source tiles drawn from nothing or from an ancestor further up than a stand-in's.
        var bare: [TileKey] = []
        // For tiles the source has nothing for: the nearest levels above and below not answered yet.
        var instead: [TileKey] = []
        // Below the source's shallowest zoom the view is drawn from deeper tiles, while they
        // are few enough for the loader to hold at once.
        let under = max(0, extent.minZoom - cover.zoom)
        lookDown = under == 0 || (under <= Self.deepestLookDown && cover.keys.count << (2 * under) <= Self.maxUnderzoomTiles)
        for key in cover.keys {
            let before = lacking.count
            let entry = tile(key)
            data.tiles.append(entry.tile)
            // A tile still loading is not missing: its ancestor stands in for it meanwhile.
            let loading = lacking.count > before
            if !loading, entry.levelsUp.map({ $0 > Self.usefulOverzoom }) ?? true { data.isMissingHere = true }
            let source = key.ancestor(levels: max(0, key.zoom - maxZoom))
            if loading, lacking[before...].contains(source) {
                guard !own.contains(source) else { continue }
                own.append(source)
                if entry.levelsUp.map({ $0 > Self.standInLevels.upperBound }) ?? true { bare.append(source) }
            } else if loading {
                // The source answered "no tile" for this one (or it lies outside the source's
                // zooms): an empty tile never stops the search, the levels around it are asked.
                instead += Self.nearestLevels(Array(lacking[before...]), around: min(key.zoom, maxZoom))
            }
        }
        // No tile at all to draw, and none on its way: the pane says so.
        if lacking.isEmpty, data.tiles.allSatisfy(\.isEmpty) { data.isMissingHere = true }
        // Above the source's zooms, further than deeper tiles are drawn from: the map is there, deeper.
        if data.isMissingHere, under > 0, !lookDown { data.startsAtZoom = extent.minZoom }
        // The cover's own tiles first, then the ancestors drawn while they load.
        var seen = Set(own)
        let load = own + lacking.filter { seen.insert($0).inserted }
        var asked = Set(own)
        let fetch = maxZoomKnown
            ? standIns(for: bare) + own + instead.filter { asked.insert($0).inserted }.prefix(Self.maxInstead) : []
        let lack = TileLack(own: own, load: load, fetch: fetch, loadingCount: lacking.count)
        lacking = []
        if restyled {
            // A tile of this frame showed the schema: what was built before it is built again.
            restyled = false
            return frame(for: cover, until: deadline)
        }
        if !building.isEmpty { building = building.filter { cover.keys.contains($0.key) } }
        if case .generic(let layers) = styleDecision { data.unknownLayers = layers }
        data.isCrowded = data.tiles.contains(where: \.isCut)
        return MapFrame(data: data, lack: lack, isUnfinished: leftForLater)
    }

    /// Stand-ins are fetched this many zooms above the tiles they stand in for: the nearest level
    /// where at most `maxStandIns` tiles cover them (a 4×3 view two levels up is 2×1 or 2×2).
    static let standInLevels = 2...4
    static let maxStandIns = 4

    /// The ancestors to fetch first for `bare` (nearest the centre first, as `bare` is), leaving
    /// out those the loader has answered already (a source with no tile there draws nothing from it).
    private func standIns(for bare: [TileKey]) -> [TileKey] {
        guard let loader, let zoom = bare.first?.zoom, zoom > 0 else { return [] }
        var chosen: [TileKey] = []
        for levels in Self.standInLevels {
            chosen = []
            // Never above the source's shallowest zoom: it has nothing there.
            guard zoom - levels >= extent.minZoom else { break }
            for key in bare {
                let ancestor = key.ancestor(levels: levels)
                if !chosen.contains(ancestor), extent.holds(ancestor) { chosen.append(ancestor) }
            }
            if chosen.count <= Self.maxStandIns || levels >= zoom { break }
        }
        return chosen.filter { loader.lookup($0) == .loading }
    }

    /// The most points each tile of a view of `tiles` tiles may hold: `MapTileBuilder.maxPoints`,
    /// or an even share of the drawable tiles kept (`pointLimit`) when the view has more tiles
    /// than that many hold, so a view of crowded tiles is built once and then drawn from what is
    /// kept, instead of every frame building again the tiles the last ones pushed out. (A tile
    /// under its share is kept whatever the view; only cut ones are built again for another.)
    static func tileRoom(tiles: Int, pointLimit: Int) -> Int {
        max(minimumRoom, min(MapTileBuilder.maxPoints, pointLimit / max(1, tiles)))
    }

    /// A tile is never cut to fewer points than this, however many the view has.
    static let minimumRoom = 1024

    /// The drawable tile for `key`, and how many zooms above the archive's deepest useful zoom
    /// its data came from (nil: none at all).
    func tile(_ key: TileKey) -> (tile: MapTile, levelsUp: Int?) {
        // Kept, unless built for another share of points than this view's: one cut to fewer
        // (a view of more tiles) is built again with more, one holding more than this view
        // gives a tile with fewer.
        if let hit = drawn.value(for: key) {
            if hit.room == frameRoom || (!hit.tile.isCut && drawn.cost(for: key) ?? 0 <= frameRoom) {
                return (hit.tile, hit.levelsUp)
            }
            drawn.remove(key)
        }
        // Past the frame's budget (one tile at least is built each frame): drawn blank now, built
        // by a later frame. Not missing: its data is there (levels up 0).
        if builtThisFrame > 0, MonotonicClock.seconds() > buildDeadline {
            leftForLater = true
            return (MapTile(key: key), 0)
        }
        builtThisFrame += 1
        let before = lacking.count
        let start = min(key.zoom, maxZoom)
        var result: (tile: MapTile, levelsUp: Int?) = (MapTile(key: key), nil)
        for zoom in stride(from: start, through: extent.minZoom, by: -1) {
            let source = key.ancestor(levels: key.zoom - zoom)
            guard let mvt = decodedTile(source) else { continue }
            // Goes on with what an earlier frame began of this tile from this source.
            var progress = building[key].flatMap { $0.source == source && $0.maxPoints == frameRoom ? $0 : nil }
                ?? MapTileBuilder.Progress(source: source, key: key, maxPoints: frameRoom)
            let done = MapTileBuilder.build(mvt, into: &progress, styler: styler, until: buildDeadline)
            building[key] = done ? nil : progress
            result = (progress.result, start - zoom)
            // Drawn as far as it is built, neither merged nor kept: the next frame goes on.
            guard done else {
                leftForLater = true
                return result
            }
            break
        }
        // A view in a gap of the archive's zooms (the bundled one has z0–6 and z12–14): the
        // deeper tiles, when a level or two down has them, beat a far ancestor. Not while the
        // tile itself is loading: it may well be there.
        let ownLoading = lacking.count > before && lacking[before] == key.ancestor(levels: key.zoom - start)
        let ancestorsAsked = lacking.count
        if lookDown, !ownLoading, result.levelsUp.map({ $0 >= Self.deepestLookDown }) ?? true,
           let deeper = descendants(of: key) {
            if deeper.complete {
                result = (deeper.tile, 0)
                // Drawn whole from deeper tiles: the ancestors still loading are not wanted for it.
                lacking.removeSubrange(before..<ancestorsAsked)
            } else if result.levelsUp != nil {
                // Holes below too: the ancestor stays under the deeper parts.
                result.tile.fills += deeper.tile.fills
                result.tile.lines += deeper.tile.lines
                result.tile.labels += deeper.tile.labels
                result.tile.isCut = result.tile.isCut || deeper.tile.isCut
            } else {
                result = (deeper.tile, 0)
            }
        }
        largestTilePoints = max(largestTilePoints, result.tile.pointCount)
        // What stands in for a loading tile is drawn again when it arrives, not kept.
        if lacking.count == before { drawn.insert((result.tile, result.levelsUp, frameRoom), for: key, cost: result.tile.pointCount) }
        return result
    }

    /// Bytes of decoded tiles kept (an archive read in place); a real tile is tens of kilobytes.
    static let decodedBytes = 32 << 20

    /// How many zooms down a view may look for data (4^2 = 16 tiles at most per view tile).
    static let deepestLookDown = 2
    /// The most deeper tiles a view above the source's shallowest zoom is drawn from (the
    /// loader keeps 128 decoded).
    static let maxUnderzoomTiles = 96

    /// `key`'s area drawn from its descendants, each quarter from the shallowest of the next
    /// two zooms that has it (a quarter the source lacks is looked for below it); nil when they
    /// have nothing. `complete` when every quarter was found.
    private func descendants(of key: TileKey) -> (tile: MapTile, complete: Bool)? {
        var merged = MapTile(key: key)
        var complete = true
        var found = false
        func quarter(_ tile: TileKey) {
            guard tile.zoom - key.zoom <= Self.deepestLookDown, tile.zoom <= maxZoom else {
                complete = false
                return
            }
            if tile.zoom >= extent.minZoom, let mvt = decodedTile(tile) {
                // The merged tile is bounded as one tile is.
                let room = frameRoom - merged.pointCount
                guard room > 0 else {
                    merged.isCut = true
                    return
                }
                let part = MapTileBuilder.build(mvt, source: tile, for: tile, styler: styler, maxPoints: room)
                merged.fills += part.fills
                merged.lines += part.lines
                merged.labels += part.labels
                merged.isCut = merged.isCut || part.isCut
                found = true
                return
            }
            for dy in 0...1 {
                for dx in 0...1 { quarter(TileKey(zoom: tile.zoom + 1, x: tile.x * 2 + dx, y: tile.y * 2 + dy)) }
            }
        }
        for dy in 0...1 {
            for dx in 0...1 { quarter(TileKey(zoom: key.zoom + 1, x: key.x * 2 + dx, y: key.y * 2 + dy)) }
        }
        return found ? (merged, complete) : nil
    }

    /// A source tile decoded (cached, misses included); nil when the archive lacks it or it is bad.
    private func decodedTile(_ key: TileKey) -> MVTTile? {
        // Outside the source's zooms or bounds there is nothing to ask for.
        guard extent.holds(key) else { return nil }
        if let hit = decoded.value(for: key) { return hit }
        if let loader {
            switch loader.lookup(key) {
            case .loaded(let tile):
                if let tile { notice(tile) }
                return tile
            case .loading:
                lacking.append(key)
                return nil
            }
        }
        guard let archive else { return nil }
        var tile: MVTTile?
        do {
            if let bytes = try archive.tileData(key) {
                tile = try MVTDecoder.decode(compressed: bytes)
                readDecodes += 1
            }
        } catch {
            if failures.count < 100 { failures.append("tile \(key): \(error)") }
        }
        decoded.insert(tile, for: key, cost: tile?.approximateBytes ?? MVTTile.missingEntryBytes)
        if let tile { notice(tile) }
        return tile
    }

}
