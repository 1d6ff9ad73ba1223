import NearbyCells
import NearbyGeo
import NearbyText
import Synchronization

/// What drawing a frame worked out that the next frame takes again instead of working it out
/// anew: each tile's points projected (for the same projection — the view redrawn while it
/// stays, as every key that does not move the map redraws it), the names joined, sorted and
/// measured (for the same tiles, wherever the view goes), a wide view's banded fills (same
/// tiles) and fill dots (same tiles and projection). Only what the last frame used is kept, so
/// the memory held is one frame's. Keyed by the tiles' `MapTile.Identity`, held here so none
/// is freed and its address taken by another tile while kept. Nothing drawn depends on whether
/// a frame found its work here: the same inputs give the same numbers either way.
enum DrawMemo {
    /// What a projection is made of (all else in it is derived from these).
    struct ProjectionKey: Equatable {
        let center: Coordinate
        let dotWidth: Int, dotHeight: Int
        let metersPerDot: Double, heading: Double

        init(_ projection: MapProjection) {
            center = projection.center
            dotWidth = projection.dotWidth
            dotHeight = projection.dotHeight
            metersPerDot = projection.metersPerDot
            heading = projection.heading
        }
    }

    /// One tile's points in dots, flat in the tile's order: every ring of every fill (none in a
    /// wide view), and every line's points (buildings' outlines only where they are drawn; zero
    /// where not).
    struct Projected: Sendable {
        var fills: [(x: Double, y: Double)] = []
        var lines: [(x: Double, y: Double)] = []
    }

    /// A name ready to place: `text` cleaned for the terminal, `width` its display width.
    struct PreparedLabel: Sendable {
        var label: MapLabel
        var text: String
        var width: Int
    }

    private struct State: Sendable {
        var projection: ProjectionKey?
        var projected: [ObjectIdentifier: (MapTile.Identity, Projected)] = [:]
        var labelTiles: [MapTile.Identity] = []
        var labels: [PreparedLabel] = []
        var banded: [ObjectIdentifier: (MapTile.Identity, [BandedFill])] = [:]
        var worldTiles: [MapTile.Identity] = []
        var world: (key: ProjectionKey, dots: FillDots, looks: LookTable<MapFill.Look>)?
        var lineTiles: [MapTile.Identity] = []
        var lineKey: ProjectionKey?
        var canvas: (canvas: BrailleCanvas, layers: MapDrawing.LineLayers)?
        var lineCells: LineCells?
        var paths: [Int: [MapDrawing.PathCell]] = [:]
    }

    private static let state = Mutex(State())

    /// Whether both hold the same tiles, in the same order.
    private static func same(_ held: [MapTile.Identity], _ tiles: [MapTile]) -> Bool {
        held.count == tiles.count && zip(held, tiles).allSatisfy { $0 === $1.identity }
    }

    /// Every tile of `map` projected with `projection`, in the map's order.
    /// Wide views' fills are not projected (they fill in coordinates), nor buildings' outlines
    /// below z15 (not drawn there); both follow from the projection, so a hit always has them.
    static func projected(_ map: MapData, projection: MapProjection) -> [Projected] {
        let key = ProjectionKey(projection)
        let fills = !MapDrawing.fillsInCoordinates(projection)
        let buildings = MapDrawing.drawsBuildings(projection)
        let held = state.withLock { $0.projection == key ? $0.projected : [:] }
        var kept: [ObjectIdentifier: (MapTile.Identity, Projected)] = [:]
        var result: [Projected] = []
        result.reserveCapacity(map.tiles.count)
        for tile in map.tiles {
            let id = ObjectIdentifier(tile.identity)
            let projected = kept[id]?.1 ?? held[id]?.1 ?? project(tile, projection: projection, buildings: buildings, fills: fills)
            kept[id] = (tile.identity, projected)
            result.append(projected)
        }
        state.withLock {
            $0.projection = key
            $0.projected = kept
        }
        return result
    }

    private static func project(_ tile: MapTile, projection: MapProjection, buildings: Bool, fills: Bool) -> Projected {
        var result = Projected()
        if fills { result.fills.reserveCapacity(tile.fills.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.count } }) }
        for fill in tile.fills where fills {
            for ring in fill.rings { for point in ring { result.fills.append(projection.project(point)) } }
        }
        result.lines.reserveCapacity(tile.lines.reduce(0) { $0 + $1.points.count })
        for line in tile.lines {
            if line.kind == .building && !buildings {
                result.lines.append(contentsOf: repeatElement((x: 0, y: 0), count: line.points.count))
                continue
            }
            for point in line.points { result.lines.append(projection.project(point)) }
        }
        return result
    }

    /// The map's names, streets joined across pieces and tiles, most important first (as
    /// `MapDrawing.drawLabels` tries them), each cleaned and measured.
    static func labels(_ map: MapData) -> [PreparedLabel] {
        if let hit = state.withLock({ same($0.labelTiles, map.tiles) ? $0.labels : nil }) { return hit }
        var labels = MapLabel.joiningStreets(map.tiles.flatMap(\.labels))
        labels.sort { ($0.rank, $0.kind.rawValue, $0.text) < ($1.rank, $1.kind.rawValue, $1.text) }
        // A name comes many times (once a tile, once a piece of street): cleaned once.
        var measured: [String: (text: String, width: Int)] = [:]
        let prepared = labels.map { label in
            let known = measured[label.text] ?? {
                let text = TerminalSafe.clean(label.text)
                return (text, DisplayWidth.of(text))
            }()
            measured[label.text] = known
            return PreparedLabel(label: label, text: known.text, width: known.width)
        }
        state.withLock {
            $0.labelTiles = map.tiles.map(\.identity)
            $0.labels = prepared
        }
        return prepared
    }

    /// Each tile's fills banded for testing points in coordinates, in the map's order (their
    /// looks are numbered by the caller, frame by frame).
    static func banded(_ map: MapData) -> [[BandedFill]] {
        let held = state.withLock { $0.banded }
        var kept: [ObjectIdentifier: (MapTile.Identity, [BandedFill])] = [:]
        let result = map.tiles.map { tile in
            let id = ObjectIdentifier(tile.identity)
            let fills = kept[id]?.1 ?? held[id]?.1 ?? tile.fills.map { BandedFill($0, look: 0) }
            kept[id] = (tile.identity, fills)
            return fills
        }
        state.withLock { $0.banded = kept }
        return result
    }

    /// A wide view's fill dots and their looks when the last wide frame drew the same tiles
    /// with the same projection; else `work`'s, kept for the next frame.
    static func worldFills(_ map: MapData, projection: MapProjection, columns: Int, rows: Int,
                           work: () -> (FillDots, LookTable<MapFill.Look>)) -> (FillDots, LookTable<MapFill.Look>) {
        let key = ProjectionKey(projection)
        if let hit = state.withLock({ $0.world?.key == key && $0.world?.dots.columns == columns && $0.world?.dots.rows == rows
                && same($0.worldTiles, map.tiles) ? $0.world : nil }) {
            return (hit.dots, hit.looks)
        }
        let (dots, looks) = work()
        state.withLock {
            $0.worldTiles = map.tiles.map(\.identity)
            $0.world = (key, dots, looks)
        }
        return (dots, looks)
    }

    /// The lines drawn into a canvas of the pane, with their layers' looks, when the last frame
    /// drew the same tiles with the same projection; else `work`'s, kept for the next frame.
    static func lineCanvas(_ map: MapData, projection: MapProjection,
                           work: () -> (BrailleCanvas, MapDrawing.LineLayers)) -> (BrailleCanvas, MapDrawing.LineLayers) {
        let key = ProjectionKey(projection)
        if let hit = state.withLock({ $0.lineKey == key && same($0.lineTiles, map.tiles) ? $0.canvas : nil }) {
            return (hit.canvas, hit.layers)
        }
        let (canvas, layers) = work()
        state.withLock {
            resetLines(&$0, map, key)
            $0.canvas = (canvas, layers)
        }
        return (canvas, layers)
    }

    /// Where the streets run, cell by cell (see `MapDrawing.lineCells`), as ``lineCanvas(_:projection:work:)`` keeps it.
    static func lineCells(_ map: MapData, projection: MapProjection, work: () -> LineCells) -> LineCells {
        let key = ProjectionKey(projection)
        if let hit = state.withLock({ $0.lineKey == key && same($0.lineTiles, map.tiles) ? $0.lineCells : nil }) {
            return hit
        }
        let cells = work()
        state.withLock {
            resetLines(&$0, map, key)
            $0.lineCells = cells
        }
        return cells
    }

    /// Forgets the lines' memo unless it is of these tiles and this projection.
    private static func resetLines(_ state: inout State, _ map: MapData, _ key: ProjectionKey) {
        guard state.lineKey != key || !same(state.lineTiles, map.tiles) else { return }
        state.lineKey = key
        state.lineTiles = map.tiles.map(\.identity)
        state.canvas = nil
        state.lineCells = nil
        state.paths = [:]
    }

    /// The cells of the street line of the `number`th of ``labels(_:)`` (see `MapDrawing.path`),
    /// as ``lineCanvas(_:projection:work:)`` keeps them.
    static func path(_ map: MapData, label number: Int, projection: MapProjection,
                     work: () -> [MapDrawing.PathCell]) -> [MapDrawing.PathCell] {
        let key = ProjectionKey(projection)
        if let hit = state.withLock({ $0.lineKey == key && same($0.lineTiles, map.tiles) ? $0.paths[number] : nil }) {
            return hit
        }
        let path = work()
        state.withLock {
            resetLines(&$0, map, key)
            $0.paths[number] = path
        }
        return path
    }
}
