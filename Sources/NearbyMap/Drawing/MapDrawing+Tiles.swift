import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyText

extension MapDrawing {
    /// The fill look of each cell of the pane (0 none, else its number in `looks`), later fills
    /// over earlier ones: a scanline through each cell row's middle, even–odd over every ring.
    static func fillCells(_ map: MapData, looks: inout LookTable<MapFill.Look>, projection: MapProjection, columns: Int,
                          rows: Int) -> [UInt16] {
        var cells = [UInt16](repeating: 0, count: columns * rows)
        guard columns > 0, rows > 0 else { return cells }
        var crossings = [[Double]](repeating: [], count: rows)
        for tile in map.tiles {
            for fill in tile.fills {
                for r in 0..<rows { crossings[r].removeAll(keepingCapacity: true) }
                var touched = false
                for ring in fill.rings where ring.count >= 3 {
                    var previous = projection.project(ring[ring.count - 1])
                    for point in ring {
                        let p = projection.project(point)
                        defer { previous = p }
                        guard !projection.wraps(previous, p) else { continue }
                        // Cell units: 2 dots across, 4 down; a row's scanline is its middle.
                        let ay = previous.y / 4, by = p.y / 4
                        let low = min(ay, by), high = max(ay, by)
                        guard high > 0.5, low < Double(rows) - 0.5, ay != by else { continue }
                        let first = max(0, Int((low - 0.5).rounded(.up)))
                        let last = min(rows - 1, Int((high - 0.5).rounded(.up)) - 1)
                        guard first <= last else { continue }
                        let ax = previous.x / 2, slope = (p.x / 2 - ax) / (by - ay)
                        for r in first...last {
                            crossings[r].append(ax + (Double(r) + 0.5 - ay) * slope)
                            touched = true
                        }
                    }
                }
                guard touched else { continue }
                let look = UInt16(looks.number(fill.look))
                for r in 0..<rows where crossings[r].count >= 2 {
                    let xs = crossings[r].sorted()
                    var i = 0
                    while i + 1 < xs.count {
                        let from = max(0, Int((xs[i] - 0.5).rounded(.up)))
                        let to = min(columns - 1, Int((xs[i + 1] - 0.5).rounded(.up)) - 1)
                        if from <= to { for c in from...to { cells[r * columns + c] = look } }
                        i += 2
                    }
                }
            }
        }
        return cells
    }

    /// Fills, then lines, into the pane: fills as cell backgrounds in their style colour at the
    /// terminal's depth (the built-in palette: water blue, parks green), in monochrome a sparse
    /// dot pattern instead; lines in braille coloured by the most important line in each cell;
    /// buildings only from a z15 view, where they are more than a smudge.
    package static func drawMap(_ map: MapData, projection: MapProjection, depth: ColorDepth, into grid: inout CellGrid,
                        area: Rect) {
        let columns = area.width, rows = area.height
        let wide = projection.metersPerDot * Double(max(projection.dotWidth, projection.dotHeight)) > worldFillMeters
        var fillLooks = LookTable<MapFill.Look>()
        let fills = wide ? fillCellsByCoordinate(map, looks: &fillLooks, projection: projection, columns: columns, rows: rows)
            : fillCells(map, looks: &fillLooks, projection: projection, columns: columns, rows: rows)
        var canvas = BrailleCanvas(columns: columns, rows: rows)
        if depth == .monochrome {
            for r in 0..<rows {
                for c in 0..<columns {
                    guard let look = fillLooks.look(Int(fills[r * columns + c])) else { continue }
                    if let dot = patternDot(look, column: c, row: r) { canvas.set(x: dot.x, y: dot.y, layer: 0) }
                }
            }
        }
        let viewZoom = TileCover.zoom(metersPerDot: projection.metersPerDot, latitude: projection.center.latitude)
        let lineLooks = lineLayers(map)
        for tile in map.tiles {
            for line in tile.lines {
                if line.kind == .building && viewZoom < 15 { continue }
                let layer = lineLooks.layers[line.look] ?? line.kind.rawValue
                var previous: (x: Double, y: Double)?
                for point in line.points {
                    let p = projection.project(point)
                    if let last = previous, !projection.wraps(last, p) {
                        canvas.line(from: last, to: p, layer: layer)
                    }
                    previous = p
                }
            }
        }
        for r in 0..<rows {
            for c in 0..<columns {
                let look = fillLooks.look(Int(fills[r * columns + c]))
                let background = look.map { Self.background($0, depth: depth) } ?? Color.default
                guard let ch = canvas.character(column: c, row: r) else {
                    if background != .default { grid[area.x + c, area.y + r] = Cell(" ", style: Style(background: background)) }
                    continue
                }
                let layer = Int(canvas.layer(column: c, row: r))
                var style = lineStyle(layer > 0 && layer <= lineLooks.looks.count ? lineLooks.looks[layer - 1] : nil,
                                      depth: depth)
                style.background = background
                grid[area.x + c, area.y + r] = Cell(String(ch), style: style)
            }
        }
    }

    /// The frame's line looks ordered by importance (kind, then first seen), numbered from 1 as
    /// canvas layers: where lines share a cell, the highest layer gives the cell its look.
    static func lineLayers(_ map: MapData) -> (looks: [MapLine.Look], layers: [MapLine.Look: UInt8]) {
        var table = LookTable<MapLine.Look>()
        for tile in map.tiles { for line in tile.lines { _ = table.number(line.look) } }
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

    /// Monochrome fills as sparse dots: water a row of dots in every other cell, parks a
    /// diagonal every third cell, other fills one dot in every fourth cell where the style's
    /// colour is light (dark fills vanish into a dark terminal, as they would in colour).
    static func patternDot(_ look: MapFill.Look, column c: Int, row r: Int) -> (x: Int, y: Int)? {
        switch look.kind {
        case .water: return c % 2 == 0 ? (c * 2, r * 4 + 1) : nil
        case .park: return (c + r) % 3 == 0 ? (c * 2 + 1, r * 4 + 2) : nil
        case .area: return (look.color?.grey ?? 0) >= 2 && (c + 2 * r) % 4 == 0 ? (c * 2, r * 4 + 3) : nil
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
