extension MapPane {
    /// The fill kind of each cell of the pane (0 none, else `MapFill.Kind`), later fills over
    /// earlier ones: a scanline through each cell row's middle, even–odd over every ring.
    static func fillCells(_ map: MapData, projection: MapProjection, columns: Int, rows: Int) -> [UInt8] {
        var cells = [UInt8](repeating: 0, count: columns * rows)
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
                for r in 0..<rows where crossings[r].count >= 2 {
                    let xs = crossings[r].sorted()
                    var i = 0
                    while i + 1 < xs.count {
                        let from = max(0, Int((xs[i] - 0.5).rounded(.up)))
                        let to = min(columns - 1, Int((xs[i + 1] - 0.5).rounded(.up)) - 1)
                        if from <= to { for c in from...to { cells[r * columns + c] = fill.kind.rawValue } }
                        i += 2
                    }
                }
            }
        }
        return cells
    }

    /// Fills, then lines, into the pane: water and parks as cell backgrounds (in monochrome a
    /// sparse dot pattern instead), lines in braille coloured by the most important kind in
    /// each cell; buildings only from a z15 view, where they are more than a smudge.
    static func drawMap(_ map: MapData, projection: MapProjection, monochrome: Bool, into grid: inout CellGrid,
                        area: Rect) {
        let columns = area.width, rows = area.height
        let wide = projection.metersPerDot * Double(max(projection.dotWidth, projection.dotHeight)) > worldFillMeters
        let fills = wide ? fillCellsByCoordinate(map, projection: projection, columns: columns, rows: rows)
            : fillCells(map, projection: projection, columns: columns, rows: rows)
        var canvas = BrailleCanvas(columns: columns, rows: rows)
        if monochrome {
            for r in 0..<rows {
                for c in 0..<columns {
                    switch MapFill.Kind(rawValue: fills[r * columns + c]) {
                    case .water: if c % 2 == 0 { canvas.set(x: c * 2, y: r * 4 + 1, layer: 0) }
                    case .park: if (c + r) % 3 == 0 { canvas.set(x: c * 2 + 1, y: r * 4 + 2, layer: 0) }
                    case nil: break
                    }
                }
            }
        }
        let viewZoom = TileCover.zoom(metersPerDot: projection.metersPerDot, latitude: projection.center.latitude)
        for tile in map.tiles {
            for line in tile.lines {
                if line.kind == .building && viewZoom < 15 { continue }
                var previous: (x: Double, y: Double)?
                for point in line.points {
                    let p = projection.project(point)
                    if let last = previous, !projection.wraps(last, p) {
                        canvas.line(from: last, to: p, layer: line.kind.rawValue)
                    }
                    previous = p
                }
            }
        }
        for r in 0..<rows {
            for c in 0..<columns {
                let background = monochrome ? Color.default : Self.background(fills[r * columns + c])
                guard let ch = canvas.character(column: c, row: r) else {
                    if background != .default { grid[area.x + c, area.y + r] = Cell(" ", style: Style(background: background)) }
                    continue
                }
                var style = Self.lineStyle(MapLine.Kind(rawValue: canvas.layer(column: c, row: r)))
                style.background = background
                grid[area.x + c, area.y + r] = Cell(String(ch), style: style)
            }
        }
    }

    static func background(_ fill: UInt8) -> Color {
        switch MapFill.Kind(rawValue: fill) {
        case .water: return .blue
        case .park: return .green
        case nil: return .default
        }
    }

    /// How a cell of lines looks, by the most important line in it (nil: only a fill pattern).
    static func lineStyle(_ kind: MapLine.Kind?) -> Style {
        switch kind {
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
