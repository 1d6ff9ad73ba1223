import Glibc
import NearbyCells
import NearbyGeo
import NearbyText
import Synchronization

/// What drawing a frame worked out that the next frame takes again instead of working it out
/// anew: each tile's points projected (for the same projection — the view redrawn while it
/// stays, as every key that does not move the map redraws it), the names joined, sorted and
/// measured (for the same tiles, wherever the view goes), a wide view's banded fills (same
/// tiles) and fill dots (same tiles and projection), and the fill dots and lines' canvas (same
/// projection; the first tiles of a frame that drew only those are gone on from, tile by tile:
/// see `MapDrawing.drawable`). Only what the last frame used is kept, so
/// the memory held is one frame's. Keyed by the tiles' `MapTile.Identity` (never given twice).
/// Nothing drawn depends on whether
/// a frame found its work here: the same inputs give the same numbers either way.
enum DrawMemo {
    /// One tile's points in dots: every ring of every fill, flat in the tile's order (none in a
    /// wide view); and the lines as the runs of points that may be drawn on the pane, in the
    /// tile's order (see ``Run``).
    struct Projected: Sendable {
        var fills: [(x: Double, y: Double)] = []
        /// The fills (by number in the tile) whose rings as projected cross no row of dots though
        /// the rings themselves do (see ``projectFills``): each is still given its look's number.
        var crossesRows: Set<Int> = []
        /// The runs' points, run after run.
        var lines: [(x: Double, y: Double)] = []
        var runs: [Run] = []
    }

    /// Consecutive points `lines[from...to]` of the tile's line number `line`, drawn as the
    /// segments between them. A line's segments that lie wholly off the pane are in no run
    /// (they would draw nothing), nor are buildings' outlines where they are not drawn.
    struct Run: Sendable {
        var line: Int
        var from: Int
        var to: Int
    }

    /// A name ready to place: `text` cleaned for the terminal, `width` its display width,
    /// `name` the number of its `label.text` among the map's (equal texts, equal numbers: a
    /// name is placed once), and a street's bounding cap (see ``latitudeTrig(_:)``), nil for
    /// other kinds.
    struct PreparedLabel: Sendable {
        var label: MapLabel
        var text: String
        var width: Int
        var name: Int
        var cap: Cap?
        /// The name's characters with their display widths (a steep street's name is written a letter a row).
        var letters: [(text: String, width: Int)]
    }

    /// The sines and cosines of a tile's points' latitudes, in ``Projected``'s order (fills'
    /// only once a frame projected them): what projecting a point needs that does not depend
    /// on the view, kept while the view moves.
    struct LatitudeTrig: Sendable {
        var fills: [(sin: Double, cos: Double)]?
        /// The caps of the fills' rings' pieces, ring after ring (with `fills`).
        var fillPieces: [Cap] = []
        var lines: [(sin: Double, cos: Double)] = []
        /// Each line's number of points (read here, the lines' own arrays stay out of the cache).
        var counts: [Int] = []
        /// Each line's bounding cap.
        var caps: [Cap] = []
        /// The caps of long lines' pieces, line after line (see ``pieceCaps(_:into:)``).
        var pieces: [Cap] = []
    }

    private struct State: Sendable {
        var projection: MapProjection?
        var trig: [MapTile.Identity: LatitudeTrig] = [:]
        var projected: [MapTile.Identity: Projected] = [:]
        var labelTiles: [MapTile.Identity] = []
        var labels: [PreparedLabel] = []
        var banded: [MapTile.Identity: [BandedFill]] = [:]
        var worldTiles: [MapTile.Identity] = []
        var world: (key: MapProjection, dots: FillDots, looks: LookTable<MapFill.Look>)?
        var fillKey: MapProjection?
        var fillTiles: [MapTile.Identity] = []
        var fill: (dots: FillDots, looks: LookTable<MapFill.Look>)?
        var lineTiles: [MapTile.Identity] = []
        var lineKey: MapProjection?
        var canvas: (canvas: BrailleCanvas, layers: MapDrawing.LineLayers)?
        var lineCells: LineCells?
        var paths: [Int: [MapDrawing.PathCell]] = [:]
        var layerTiles: [MapTile.Identity] = []
        var layers: (layers: MapDrawing.LineLayers, byLine: [[UInt8]])?
        /// The looks of the lines of `layerTiles`, first seen first.
        var layerTable = LookTable<MapLine.Look>()
    }

    private static let state = Mutex(State())

    /// Whether both hold the same tiles, in the same order.
    private static func same(_ held: [MapTile.Identity], _ tiles: [MapTile]) -> Bool {
        held.count == tiles.count && zip(held, tiles).allSatisfy { $0 == $1.identity }
    }

    /// Whether `held` are the first tiles of `tiles`, in order.
    private static func leads(_ held: [MapTile.Identity], _ tiles: [MapTile]) -> Bool {
        held.count <= tiles.count && zip(held, tiles).allSatisfy { $0 == $1.identity }
    }

    /// How many of `map`'s tiles, from the first, the memo holds projected with `projection`
    /// (what an earlier frame of the same view already did; see `MapDrawing.drawable`).
    static func projectedPrefix(_ map: MapData, projection: MapProjection) -> Int {
        state.withLock { held in
            guard held.projection == projection else { return 0 }
            return map.tiles.prefix { held.projected[$0.identity] != nil }.count
        }
    }

    /// Every tile of `map` projected with `projection`, in the map's order.
    /// Wide views' fills are not projected (they fill in coordinates), nor buildings' outlines
    /// below z15 (not drawn there); both follow from the projection, so a hit always has them.
    static func projected(_ map: MapData, projection: MapProjection) -> [Projected] {
        let fills = !MapDrawing.fillsInCoordinates(projection)
        let buildings = MapDrawing.drawsBuildings(projection)
        let (held, heldTrig) = state.withLock { ($0.projection == projection ? $0.projected : [:], $0.trig) }
        var kept: [MapTile.Identity: Projected] = [:]
        var keptTrig: [MapTile.Identity: LatitudeTrig] = [:]
        var result: [Projected] = []
        result.reserveCapacity(map.tiles.count)
        for tile in map.tiles {
            let id = tile.identity
            var trig = keptTrig[id] ?? heldTrig[id] ?? latitudeTrig(tile)
            if fills, trig.fills == nil {
                trig.fills = fillTrig(tile)
                for fill in tile.fills { for ring in fill.rings { ringCaps(ring, into: &trig.fillPieces) } }
            }
            keptTrig[id] = trig
            let projected = kept[id] ?? held[id]
                ?? project(tile, trig: trig, projection: projection, buildings: buildings, fills: fills)
            kept[id] = projected
            result.append(projected)
        }
        state.withLock {
            $0.projection = projection
            $0.projected = kept
            $0.trig = keptTrig
            // A view that fills by projection has no use for the wide views' fills: only what
            // the last frame used is kept.
            if fills {
                $0.banded = [:]
                $0.world = nil
                $0.worldTiles = []
            }
        }
        return result
    }

    static func latitudeTrig(_ tile: MapTile) -> LatitudeTrig {
        var trig = LatitudeTrig()
        trig.lines.reserveCapacity(tile.lines.reduce(0) { $0 + $1.points.count })
        trig.caps.reserveCapacity(tile.lines.count)
        for line in tile.lines {
            trig.counts.append(line.points.count)
            for point in line.points { trig.lines.append(MapProjection.latitudeSinCos(point.latitude)) }
            pieceCaps(line.points, into: &trig.pieces)
            trig.caps.append(boundingCap(line.points[...]))
        }
        return trig
    }

    private static func fillTrig(_ tile: MapTile) -> [(sin: Double, cos: Double)] {
        var trig: [(sin: Double, cos: Double)] = []
        trig.reserveCapacity(tile.fills.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.count } })
        for fill in tile.fills {
            for ring in fill.rings { for point in ring { trig.append(MapProjection.latitudeSinCos(point.latitude)) } }
        }
        return trig
    }

    private static func project(_ tile: MapTile, trig: LatitudeTrig, projection: MapProjection, buildings: Bool,
                                fills: Bool) -> Projected {
        var result = Projected()
        if fills, let fillTrig = trig.fills {
            projectFills(tile, trig: fillTrig, caps: trig.fillPieces, projection: projection, into: &result)
        }
        let reach = PaneReach(projection)
        var i = 0, piece = 0
        for number in tile.lines.indices {
            let n = trig.counts[number]
            let pieces = n > pieceSegments + 1 ? (n - 2) / pieceSegments + 1 : 0
            defer {
                i += n
                piece += pieces
            }
            guard n >= 2, !isOffPane(trig.caps[number], reach: reach), tile.lines[number].kind != .building || buildings
            else { continue }
            projectLine(number, tile.lines[number].points, trig: trig.lines[i..<(i + n)], caps: trig.pieces[piece..<(piece + pieces)],
                        projection: projection, reach: reach, into: &result)
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
        var measured: [String: (text: String, width: Int, name: Int, letters: [(text: String, width: Int)])] = [:]
        let prepared = labels.map { label in
            let known = measured[label.text] ?? {
                let text = TerminalSafe.clean(label.text)
                let letters = text.map { (text: String($0), width: DisplayWidth.of(String($0))) }
                return (text, DisplayWidth.of(text), measured.count, letters)
            }()
            measured[label.text] = known
            let cap = label.kind == .street && label.points.count > 1 ? boundingCap(label.points[...]) : nil
            return PreparedLabel(label: label, text: known.text, width: known.width, name: known.name, cap: cap,
                                 letters: known.letters)
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
        var kept: [MapTile.Identity: [BandedFill]] = [:]
        let result = map.tiles.map { tile in
            let id = tile.identity
            let fills = kept[id] ?? held[id] ?? tile.fills.map { BandedFill($0, look: 0) }
            kept[id] = fills
            return fills
        }
        state.withLock { $0.banded = kept }
        return result
    }

    /// A wide view's fill dots and their looks when the last wide frame drew the same tiles
    /// with the same projection; else `work`'s, kept for the next frame.
    static func worldFills(_ map: MapData, projection: MapProjection, columns: Int, rows: Int,
                           work: () -> (FillDots, LookTable<MapFill.Look>)) -> (FillDots, LookTable<MapFill.Look>) {
        if let hit = state.withLock({ $0.world?.key == projection && $0.world?.dots.columns == columns && $0.world?.dots.rows == rows
                && same($0.worldTiles, map.tiles) ? $0.world : nil }) {
            return (hit.dots, hit.looks)
        }
        let (dots, looks) = work()
        state.withLock {
            $0.worldTiles = map.tiles.map(\.identity)
            $0.world = (projection, dots, looks)
            $0.fill = nil
        }
        return (dots, looks)
    }

    /// The fill dots (and their looks) a frame drew with `projection` for the first tiles of
    /// `map` — all of them when it drew the same tiles — and how many tiles that was; nil when
    /// the last frame drew other tiles or another view. Fills go one over the other in tile
    /// order, so the tiles after those are filled in over the dots held, as if all at once.
    static func heldFills(_ map: MapData, projection: MapProjection) -> (dots: FillDots, looks: LookTable<MapFill.Look>, tiles: Int)? {
        state.withLock { held in
            guard held.fillKey == projection, let fill = held.fill, leads(held.fillTiles, map.tiles) else { return nil }
            return (fill.dots, fill.looks, held.fillTiles.count)
        }
    }

    static func keepFills(_ map: MapData, projection: MapProjection, dots: FillDots, looks: LookTable<MapFill.Look>) {
        state.withLock {
            $0.fillKey = projection
            $0.fillTiles = map.tiles.map(\.identity)
            $0.fill = (dots, looks)
        }
    }

    /// The canvas of the lines a frame drew with `projection` for the first tiles of `map`,
    /// with their layers, and how many tiles that was (see ``heldFills(_:projection:)``). A dot
    /// is set or not and a cell keeps its highest layer, so lines add in any order.
    static func heldLines(_ map: MapData, projection: MapProjection) -> (canvas: BrailleCanvas, layers: MapDrawing.LineLayers, tiles: Int)? {
        state.withLock { held in
            guard held.lineKey == projection, let canvas = held.canvas, leads(held.lineTiles, map.tiles) else { return nil }
            return (canvas.canvas, canvas.layers, held.lineTiles.count)
        }
    }

    static func keepLines(_ map: MapData, projection: MapProjection, canvas: BrailleCanvas, layers: MapDrawing.LineLayers) {
        state.withLock {
            resetLines(&$0, map, projection)
            $0.canvas = (canvas, layers)
        }
    }

    /// The map's line layers (`MapDrawing.lineLayers`) and each tile's lines' layers in the
    /// tile's order, for the same tiles wherever the view goes.
    /// When the last map asked was the first tiles of this one (a frame drawn a piece more at a
    /// time), only the tiles after those are looked through; the layers stay unless they bring
    /// another look.
    static func lineLayers(_ map: MapData) -> (layers: MapDrawing.LineLayers, byLine: [[UInt8]]) {
        let (hit, lead) = state.withLock { held -> ((layers: MapDrawing.LineLayers, byLine: [[UInt8]])?,
                                                       (table: LookTable<MapLine.Look>, layers: MapDrawing.LineLayers, byLine: [[UInt8]])?) in
            if same(held.layerTiles, map.tiles) { return (held.layers, nil) }
            guard let layers = held.layers, leads(held.layerTiles, map.tiles) else { return (nil, nil) }
            return (nil, (held.layerTable, layers.layers, layers.byLine))
        }
        if let hit { return hit }
        var table = lead?.table ?? LookTable()
        let from = lead?.byLine.count ?? 0
        let known = table.looks.count
        for tile in map.tiles.dropFirst(from) { for line in tile.lines { _ = table.number(line.look) } }
        let layers: MapDrawing.LineLayers
        var byLine: [[UInt8]]
        func numbered(_ tile: MapTile, _ layers: MapDrawing.LineLayers) -> [UInt8] {
            tile.lines.map { layers.layers[$0.look] ?? $0.kind.rawValue }
        }
        if let lead, table.looks.count == known {
            layers = lead.layers
            byLine = lead.byLine
            byLine += map.tiles.dropFirst(from).map { numbered($0, layers) }
        } else {
            layers = MapDrawing.lineLayers(table)
            byLine = map.tiles.map { numbered($0, layers) }
        }
        state.withLock {
            $0.layerTiles = map.tiles.map(\.identity)
            $0.layers = (layers, byLine)
            $0.layerTable = table
        }
        return (layers, byLine)
    }

    /// Where the streets run, cell by cell (see `MapDrawing.lineCells`), as the lines' canvas is kept (``keepLines(_:projection:canvas:layers:)``).
    static func lineCells(_ map: MapData, projection: MapProjection, work: () -> LineCells) -> LineCells {
        if let hit = state.withLock({ $0.lineKey == projection && same($0.lineTiles, map.tiles) ? $0.lineCells : nil }) {
            return hit
        }
        let cells = work()
        state.withLock {
            resetLines(&$0, map, projection)
            $0.lineCells = cells
        }
        return cells
    }

    /// Forgets the lines' memo unless it is of these tiles and this projection.
    private static func resetLines(_ state: inout State, _ map: MapData, _ key: MapProjection) {
        guard state.lineKey != key || !same(state.lineTiles, map.tiles) else { return }
        state.lineKey = key
        state.lineTiles = map.tiles.map(\.identity)
        state.canvas = nil
        state.lineCells = nil
        state.paths = [:]
    }

    /// The cells of the street line of the `number`th of ``labels(_:)`` (see `MapDrawing.path`),
    /// as the lines' canvas is kept.
    static func path(_ map: MapData, label number: Int, projection: MapProjection,
                     work: () -> [MapDrawing.PathCell]) -> [MapDrawing.PathCell] {
        if let hit = state.withLock({ $0.lineKey == projection && same($0.lineTiles, map.tiles) ? $0.paths[number] : nil }) {
            return hit
        }
        let path = work()
        state.withLock {
            resetLines(&$0, map, projection)
            $0.paths[number] = path
        }
        return path
    }
}
