import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyText

extension MapDrawing {
    /// The fill look of each dot of the pane, later fills over earlier ones: a scanline
    /// through the middle of each row of dots, even–odd over every ring, filling the dots whose
    /// middles lie inside.
    /// `resuming` the dots of the map's first `from` tiles (and `looks` theirs), only the
    /// tiles after them are filled in: the same dots as all of them at once.
    static func fillDots(_ map: MapData, projected: [DrawMemo.Projected], looks: inout LookTable<MapFill.Look>,
                         projection: MapProjection, columns: Int, rows: Int,
                         resuming: FillDots? = nil, from: Int = 0) -> FillDots {
        var dots = resuming ?? FillDots(columns: columns, rows: rows)
        let width = dots.dotWidth, height = dots.dotHeight
        guard width > 0, height > 0 else { return dots }
        var crossings = [[Double]](repeating: [], count: height)
        for (tile, points) in zip(map.tiles, projected).dropFirst(from) {
            var start = 0
            for (number, fill) in tile.fills.enumerated() {
                var low = height, high = -1
                for ring in fill.rings {
                    let ringStart = start
                    start += ring.count
                    guard ring.count >= 3 else { continue }
                    var previous = points.fills[start - 1]
                    for p in points.fills[ringStart..<start] {
                        defer { previous = p }
                        guard !projection.wraps(previous, p) else { continue }
                        // Dot units; a row's scanline is its middle, y + 0.5.
                        let ay = previous.y, by = p.y
                        guard let (first, last) = scanRows(ay, by, height: height) else { continue }
                        let slope = (p.x - previous.x) / (by - ay)
                        for y in first...last { crossings[y].append(previous.x + (Double(y) + 0.5 - ay) * slope) }
                        low = min(low, first)
                        high = max(high, last)
                    }
                }
                guard low <= high else {
                    if points.crossesRows.contains(number) { _ = looks.number(fill.look) }
                    continue
                }
                let look = UInt16(looks.number(fill.look))
                for y in low...high {
                    defer { crossings[y].removeAll(keepingCapacity: true) }
                    guard crossings[y].count >= 2 else { continue }
                    crossings[y].sort()
                    let xs = crossings[y], row = y * width
                    var i = 0
                    while i + 1 < xs.count {
                        let from = max(0, Int((xs[i] - 0.5).rounded(.up)))
                        let to = min(width - 1, Int((xs[i + 1] - 0.5).rounded(.up)) - 1)
                        if from <= to { for x in from...to { dots.looks[row + x] = look } }
                        i += 2
                    }
                }
            }
        }
        return dots
    }

    /// The rows of dots whose scanlines (their middles, y + 0.5) a fill's edge from `ay` to
    /// `by` crosses, among `height` rows; nil for none (or a level edge).
    static func scanRows(_ ay: Double, _ by: Double, height: Int) -> (first: Int, last: Int)? {
        guard ay != by else { return nil }
        let first = max(0, Int((min(ay, by) - 0.5).rounded(.up)))
        let last = min(height - 1, Int((max(ay, by) - 0.5).rounded(.up)) - 1)
        return first <= last ? (first, last) : nil
    }

    /// Fills, then lines, into the pane: fills as cell backgrounds in their style colour at the
    /// terminal's depth (the built-in palette: water blue, parks green), their edges to the dot
    /// (see ``edgeCell``), in monochrome sparse dot patterns and outlines instead; lines in
    /// braille coloured by the most important line in each cell, over the fill most of the cell
    /// has; buildings only from a z15 view, where they are more than a smudge. `ascii` draws
    /// the fills' edges in ASCII (the screen turns the rest into ASCII afterwards).
    package static func drawMap(_ map: MapData, projection: MapProjection, depth: ColorDepth, ascii: Bool = false,
                                into grid: inout CellGrid, area: Rect) {
        let columns = area.width, rows = area.height
        var (fills, fillLooks, canvas, lineLooks) = rasters(map, projection: projection, columns: columns, rows: rows)
        // After the lines, which is the same: a dot is set or not, and a cell keeps its highest layer.
        if depth == .monochrome { drawPatterns(fills, looks: fillLooks, into: &canvas) }
        // Each fill look's colour (by number, 0 none) and each layer's style, once a frame, not once a cell.
        let fillColors = [Color.default] + fillLooks.looks.map { color($0, depth: depth) }
        func fillColor(_ number: UInt16) -> Color { Int(number) < fillColors.count ? fillColors[Int(number)] : .default }
        let layerStyles = (0...255).map { layer in
            lineStyle(layer >= 1 && layer <= lineLooks.looks.count ? lineLooks.looks[layer - 1] : nil, depth: depth)
        }
        for r in 0..<rows {
            for c in 0..<columns {
                let fill = fills.cell(column: c, row: r)
                let layer = Int(canvas.layer(column: c, row: r))
                if layer > 0, let ch = canvas.character(column: c, row: r) {
                    // A line goes over the fill most of the cell has.
                    var style = layerStyles[layer]
                    style.background = fillColor(fill.majority)
                    grid[area.x + c, area.y + r] = Cell(String(ch), style: style)
                    continue
                }
                let background = fillColor(fill.background)
                if fill.mask != 0, let cell = edgeCell(fill, look: fillLooks.look(Int(fill.dots)), background: background,
                                                        depth: depth, ascii: ascii) {
                    grid[area.x + c, area.y + r] = cell
                } else if let ch = canvas.character(column: c, row: r) {
                    grid[area.x + c, area.y + r] = Cell(String(ch), style: Style(foreground: .gray, dim: true, background: background))
                } else if background != .default {
                    grid[area.x + c, area.y + r] = Cell(" ", style: Style(background: background))
                }
            }
        }
    }

    /// Whether the view is wide enough to fill in coordinates (see ``fillDotsByCoordinate``).
    static func fillsInCoordinates(_ projection: MapProjection) -> Bool {
        projection.metersPerDot * Double(max(projection.dotWidth, projection.dotHeight)) > worldFillMeters
    }

    /// Whether the view draws buildings' outlines: from z15, where they are more than a smudge.
    static func drawsBuildings(_ projection: MapProjection) -> Bool {
        TileCover.zoom(metersPerDot: projection.metersPerDot, latitude: projection.center.latitude) >= 15
    }

    /// The frame's line looks ordered by importance (kind, then first seen), numbered from 1 as
    /// canvas layers: where lines share a cell, the highest layer gives the cell its look.
    typealias LineLayers = (looks: [MapLine.Look], layers: [MapLine.Look: UInt8])

    static func lineLayers(_ map: MapData) -> LineLayers {
        var table = LookTable<MapLine.Look>()
        for tile in map.tiles { for line in tile.lines { _ = table.number(line.look) } }
        return lineLayers(table)
    }

    /// The layers of the looks of `table` (numbered in first-seen order).
    static func lineLayers(_ table: LookTable<MapLine.Look>) -> LineLayers {
        // First-seen order within a kind; past 255 looks the most important share layer 255 (a
        // style with that many line colours is not drawn exactly).
        let looks = table.looks.enumerated().sorted { ($0.element.kind.rawValue, $0.offset) < ($1.element.kind.rawValue, $1.offset) }
            .map(\.element)
        var layers: [MapLine.Look: UInt8] = [:]
        for (i, look) in looks.enumerated() { layers[look] = UInt8(min(255, i + 1)) }
        return (looks, layers)
    }

    /// A fill's cell background at `depth`: the style's colour, else the palette by kind.
    static func background(_ look: MapFill.Look, depth: ColorDepth) -> Color {
        guard depth != .monochrome else { return .default }
        if let color = look.color?.color(for: depth) { return color }
        switch look.kind {
        case .water: return .blue
        case .park: return .green
        case .area: return .default
        }
    }

    /// How a cell of lines looks, by the most important line in it (nil: only a fill pattern):
    /// the style's colour at `depth`, else the palette by kind; major roads bold either way.
    static func lineStyle(_ look: MapLine.Look?, depth: ColorDepth) -> Style {
        if let look, depth != .monochrome, let color = look.color?.color(for: depth) {
            return Style(foreground: color, bold: look.kind == .major)
        }
        switch look?.kind {
        case .major: return Style(foreground: .yellow, bold: true)
        case .rail: return Style(foreground: .white)
        case .minor: return .plain
        case .waterway: return Style(foreground: .cyan)
        case .path, .building: return Style(foreground: .gray, dim: true)
        case .boundary: return Style(foreground: .magenta, dim: true)
        case nil: return Style(foreground: .gray, dim: true)
        }
    }
}
