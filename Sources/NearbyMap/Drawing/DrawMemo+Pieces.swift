import Synchronization

extension DrawMemo {
    /// `map` with each tile of more than `points` points cut into pieces of at most that many
    /// (``MapDrawing/pieces(of:points:)``), for drawing a frame a piece at a time; the pieces of
    /// a tile are made once and kept while frames draw that tile, so they keep their identities
    /// and what drawing them worked out is gone on from. A tile within the bound is its own piece.
    static func inPieces(_ map: MapData, points: Int) -> MapData {
        let held = pieceState.withLock { $0.points == points ? $0.pieces : [:] }
        var kept: [MapTile.Identity: [MapTile]] = [:]
        var tiles: [MapTile] = []
        tiles.reserveCapacity(map.tiles.count)
        for tile in map.tiles {
            let pieces = kept[tile.identity] ?? held[tile.identity] ?? MapDrawing.pieces(of: tile, points: points)
            kept[tile.identity] = pieces
            tiles += pieces
        }
        pieceState.withLock { $0 = (points, kept) }
        var result = map
        result.tiles = tiles
        return result
    }

    /// The pieces of the tiles of the last map asked, by tile, and the bound they were cut to.
    private static let pieceState = Mutex<(points: Int, pieces: [MapTile.Identity: [MapTile]])>((0, [:]))
}

extension MapDrawing {
    /// Points in one piece of a tile drawn in a frame cut short (see ``drawable``): a
    /// millisecond or two of projecting and drawing, so a frame overshoots its budget by no
    /// more. The tiles of real maps hold fewer and are drawn whole.
    package static let piecePoints = 16_384

    /// `tile` as pieces of at most `points` points each (a fill of more is a piece of its own),
    /// which drawn one after the other in order draw what the tile does: its fills in order,
    /// then its lines in order, a line longer than a piece's room cut at a point into lines
    /// that share it (the same segments, cut where a line's pieces of `DrawMemo.pieceSegments`
    /// segments meet), its names and `isCut` with the last piece. `[tile]` when it is within
    /// the bound.
    static func pieces(of tile: MapTile, points limit: Int) -> [MapTile] {
        guard tile.pointCount > limit else { return [tile] }
        let segments = DrawMemo.pieceSegments
        var pieces: [MapTile] = []
        var fills: [MapFill] = [], lines: [MapLine] = []
        var room = limit
        func close() {
            if !fills.isEmpty || !lines.isEmpty { pieces.append(MapTile(key: tile.key, fills: fills, lines: lines)) }
            fills = []
            lines = []
            room = limit
        }
        for fill in tile.fills {
            let n = fill.rings.reduce(0) { $0 + $1.count }
            if n > room { close() }
            fills.append(fill)
            room -= n
        }
        for line in tile.lines {
            let points = line.points, n = points.count
            guard n > room, n >= 2 else {
                if n > room { close() }
                lines.append(line)
                room -= n
                continue
            }
            // Cut into lines of whole pieces of `segments` segments, as many as the room holds.
            var start = 0
            while start < n - 1 {
                if room < segments + 1 { close() }
                let end = min(n - 1, start + max(segments, (room - 1) / segments * segments))
                lines.append(MapLine(kind: line.kind, color: line.color, points: Array(points[start...end])))
                room -= end - start + 1
                start = end
            }
        }
        var last = MapTile(key: tile.key, fills: fills, lines: lines, labels: tile.labels)
        last.isCut = tile.isCut
        if !last.isEmpty || pieces.isEmpty || last.isCut { pieces.append(last) }
        return pieces
    }
}
