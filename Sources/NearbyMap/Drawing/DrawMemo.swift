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

    /// The sines and cosines of a tile's points' latitudes, in ``Projected``'s order (fills'
    /// only once a frame projected them): what projecting a point needs that does not depend
    /// on the view, kept while the view moves.
    struct LatitudeTrig: Sendable {
        var fills: [(sin: Double, cos: Double)]?
        var lines: [(sin: Double, cos: Double)] = []
        /// Each line's bounding cap: a middle and the angle (radians) within which all its points lie.
        var caps: [(latitude: Double, longitude: Double, sin: Double, cos: Double, radius: Double)] = []
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
            if fills, trig.fills == nil { trig.fills = fillTrig(tile) }
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
            var south = Double.infinity, north = -Double.infinity, west = Double.infinity, east = -Double.infinity
            for point in line.points {
                trig.lines.append(MapProjection.latitudeSinCos(point.latitude))
                south = min(south, point.latitude)
                north = max(north, point.latitude)
                west = min(west, point.longitude)
                east = max(east, point.longitude)
            }
            guard !line.points.isEmpty else {
                trig.caps.append((0, 0, 0, 1, .infinity))
                continue
            }
            let middle = (latitude: (south + north) / 2, longitude: (west + east) / 2)
            let (s, c) = MapProjection.latitudeSinCos(middle.latitude)
            // No point is further from the middle than along its parallel, then along a
            // meridian: half the box's height plus half its width at the middle's latitude
            // (and a microradian, 6 m, over for rounding).
            let radius = ((north - south) / 2 + (east - west) / 2 * abs(c)) * (.pi / 180) + 1e-6
            trig.caps.append((middle.latitude, middle.longitude, s, c, radius.isFinite ? radius : .infinity))
        }
        return trig
    }

    /// Where a line that lies wholly off the pane is put instead of projecting its points: all
    /// of them far up and to the left, so drawing it draws nothing, as it would have.
    static let offPane = (x: -1e7, y: -1e7)

    /// Whether every point of a line in `cap`, and every straight segment between them on the
    /// pane, lies off the pane. Bounds, never estimates: a point `a` radians from the view's
    /// centre lies at least `a` × the least radius of curvature (6,335,439 m) from the pane's
    /// middle; within 1 radian of the centre the projection stretches a distance by at most
    /// 1/sin(1) < 1.19 × the greatest radius (6,399,594 m); so the line's points lie within that
    /// stretched cap radius of its middle's, and so do the segments between them (a disc is
    /// convex). Off the pane when that disc lies beyond the pane's half diagonal, a few dots over.
    static func isOffPane(_ cap: (latitude: Double, longitude: Double, sin: Double, cos: Double, radius: Double),
                          centre: (sin: Double, cos: Double), projection: MapProjection) -> Bool {
        guard cap.radius < 0.5 else { return false }
        let cosine = centre.sin * cap.sin
            + centre.cos * cap.cos * cos((cap.longitude - projection.center.longitude) * (.pi / 180))
        let apart = acos(max(-1, min(1, cosine)))
        guard apart + cap.radius <= 1 else { return false }
        let halfDiagonal = (Double(projection.dotWidth * projection.dotWidth + projection.dotHeight * projection.dotHeight))
            .squareRoot() / 2 * projection.metersPerDot
        return apart * 6_335_000 - cap.radius * 6_400_000 * 1.19 > halfDiagonal + 8 * projection.metersPerDot
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
            result.fills.reserveCapacity(fillTrig.count)
            var i = 0
            for fill in tile.fills {
                for ring in fill.rings {
                    for point in ring {
                        result.fills.append(projection.project(point, sinLat: fillTrig[i].sin, cosLat: fillTrig[i].cos))
                        i += 1
                    }
                }
            }
        }
        result.lines.reserveCapacity(trig.lines.count)
        let centre = MapProjection.latitudeSinCos(projection.center.latitude)
        var i = 0
        for (number, line) in tile.lines.enumerated() {
            defer { i += line.points.count }
            if line.kind == .building && !buildings {
                result.lines.append(contentsOf: repeatElement((x: 0, y: 0), count: line.points.count))
                continue
            }
            if isOffPane(trig.caps[number], centre: centre, projection: projection) {
                result.lines.append(contentsOf: repeatElement(offPane, count: line.points.count))
                continue
            }
            for (j, point) in line.points.enumerated() {
                result.lines.append(projection.project(point, sinLat: trig.lines[i + j].sin, cosLat: trig.lines[i + j].cos))
            }
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
