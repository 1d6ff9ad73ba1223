import NearbyCells
import NearbyGeo
import Synchronization
import NearbyRuntime

extension MapDrawing {
    /// The first pieces of `map`'s tiles whose drawing fits before `deadline` (monotonic
    /// seconds, the clock of `CLOCK_MONOTONIC`), the rest left out (`piecesLeft` says how many):
    /// what the app draws in a frame whose tiles would take longer than a frame to draw, so
    /// that keys are answered between frames. A piece is a tile, or a part of one holding more
    /// than `piecePoints` points (see ``pieces(of:points:)``), so even one huge tile is drawn
    /// over several frames. The work that grows with the tiles — projecting their points,
    /// filling and drawing their lines into the pane's dots — is done here, piece after piece,
    /// and kept in the memo, so drawing the pieces returned does none of it again, and a frame
    /// of the same view asked next goes on where this one stopped: one piece more at least,
    /// however late it is (while they are all `built`), so frames of the same view always
    /// complete the map. With the deadline at infinity, `map` itself. The pieces keep their
    /// order (later fills go over earlier ones), so the last frame is the one drawn without a
    /// deadline.
    package static func drawable(_ map: MapData, projection: MapProjection, columns: Int, rows: Int,
                                 until deadline: Double, built: Bool = true, piecePoints: Int = MapDrawing.piecePoints) -> MapData {
        guard deadline < .infinity else {
            lastCut.withLock { $0 = nil }  // drawn whole: nothing was cut
            return map
        }
        let pieces = DrawMemo.inPieces(map, points: max(piecePoints, 4 * DrawMemo.pieceSegments))
        var ready = DrawMemo.projectedPrefix(pieces, projection: projection)
        // A frame of the view cut last draws at least one piece more than that frame did, even
        // when the memo lost them (the source built them again: a view holding more points
        // than it keeps, or a tile built over several frames), so the view is always completed.
        // Not while the source is still building some of them (`built` false): a tile part
        // built is a new tile every frame, and drawing again all that came before it, one
        // piece more each frame, would make every frame longer than the last.
        let least = lastCut.withLock { cut in
            defer { cut = nil }
            return built ? cut.map { $0.projection == projection ? $0.drawn + 1 : 0 } ?? 0 : 0
        }
        var drawable = pieces
        drawable.tiles = Array(pieces.tiles.prefix(ready))
        while ready < pieces.tiles.count {
            ready += 1
            drawable.tiles = Array(pieces.tiles.prefix(ready))
            // A wide view fills in coordinates, for all the pieces at once (drawing the frame
            // does it): only the lines go piece by piece.
            if fillsInCoordinates(projection) {
                _ = lineRaster(drawable, projected: DrawMemo.projected(drawable, projection: projection), projection: projection,
                               columns: columns, rows: rows)
            } else {
                _ = rasters(drawable, projection: projection, columns: columns, rows: rows)
            }
            if ready >= least, MonotonicClock.seconds() >= deadline { break }
        }
        drawable.piecesLeft = pieces.tiles.count - ready
        if built, ready < pieces.tiles.count { lastCut.withLock { $0 = (projection, ready) } }
        return drawable
    }

    /// The view of the last frame cut short, and how many of its tiles it drew.
    private static let lastCut = Mutex<(projection: MapProjection, drawn: Int)?>(nil)

    /// The pane's fill dots and lines' canvas for `map`, with their looks: what ``drawMap``
    /// turns into cells. Taken from the memo when the last frame drew the same tiles with the
    /// same projection; gone on from when it drew the first of them (only the tiles after those
    /// are filled and drawn: the same dots and layers as all of them at once).
    static func rasters(_ map: MapData, projection: MapProjection, columns: Int, rows: Int)
        -> (fills: FillDots, fillLooks: LookTable<MapFill.Look>, canvas: BrailleCanvas, lineLooks: LineLayers) {
        let projected = DrawMemo.projected(map, projection: projection)
        var fillLooks = LookTable<MapFill.Look>()
        let fills: FillDots
        if fillsInCoordinates(projection) {
            (fills, fillLooks) = DrawMemo.worldFills(map, projection: projection, columns: columns, rows: rows) {
                var looks = LookTable<MapFill.Look>()
                let dots = fillDotsByCoordinate(map, looks: &looks, projection: projection, columns: columns, rows: rows)
                return (dots, looks)
            }
        } else {
            let held = DrawMemo.heldFills(map, projection: projection)
            if let held, held.tiles == map.tiles.count {
                (fills, fillLooks) = (held.dots, held.looks)
            } else {
                fillLooks = held?.looks ?? LookTable()
                fills = fillDots(map, projected: projected, looks: &fillLooks, projection: projection, columns: columns, rows: rows,
                                 resuming: held?.dots, from: held?.tiles ?? 0)
                DrawMemo.keepFills(map, projection: projection, dots: fills, looks: fillLooks)
            }
        }
        let (canvas, lineLooks) = lineRaster(map, projected: projected, projection: projection, columns: columns, rows: rows)
        return (fills, fillLooks, canvas, lineLooks)
    }

    /// The lines' canvas of `map` and its layers, from the memo as ``rasters`` says.
    static func lineRaster(_ map: MapData, projected: [DrawMemo.Projected], projection: MapProjection, columns: Int,
                           rows: Int) -> (canvas: BrailleCanvas, layers: LineLayers) {
        let held = DrawMemo.heldLines(map, projection: projection)
        if let held, held.tiles == map.tiles.count { return (held.canvas, held.layers) }
        let (lineLooks, byLine) = DrawMemo.lineLayers(map)
        // The layers number the looks of all the tiles: when the new tiles bring another look,
        // the lines held are numbered otherwise and all are drawn again.
        let resumed = held.flatMap { $0.layers.looks == lineLooks.looks ? $0 : nil }
        var canvas = resumed?.canvas ?? BrailleCanvas(columns: columns, rows: rows)
        for (points, layers) in zip(projected, byLine).dropFirst(resumed?.tiles ?? 0) {
            for run in points.runs {
                let layer = layers[run.line]
                var last = points.lines[run.from]
                for p in points.lines[(run.from + 1)...run.to] {
                    if !projection.wraps(last, p) { canvas.line(from: last, to: p, layer: layer) }
                    last = p
                }
            }
        }
        DrawMemo.keepLines(map, projection: projection, canvas: canvas, layers: lineLooks)
        return (canvas, lineLooks)
    }
}
