/// The map: streets in braille, one pin per listed venue carrying its list letter, the user's
/// position, the selected venue's callout, a scale bar and the OSM attribution.
public enum MapPane {
    public static func render(_ state: AppState, streets: StreetMap, into grid: inout CellGrid, area: Rect) {
        guard area.height >= 2, area.width >= 4 else { return }
        grid.borderLine(
            y: area.y, x: area.x, width: area.width, left: "┌", right: "┐", title: "map",
            label: DistanceFormat.short(state.span) + " ─ N")
        let border = Style(foreground: .gray)
        for y in (area.y + 1)..<area.maxY {
            grid[area.x, y] = Cell("│", style: border)
            grid[area.maxX - 1, y] = Cell("│", style: border)
        }
        let inner = Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: area.height - 1)
        guard !inner.isEmpty else { return }
        let projection = MercatorProjection(region: state.region, columns: inner.width, rows: inner.height)

        drawLines(streets, projection: projection, into: &grid, area: inner)
        drawScaleAndAttribution(projection, into: &grid, area: inner)

        // Pins: the listed venues that are inside the visible region, selected one last (on top).
        let selected = state.selectedIndex
        var pinCells: [(Int, Int)] = []
        for (index, row) in state.venues.enumerated() where index != selected {
            if let cell = projection.cell(of: row.venue.coordinate) {
                drawPin(index: index, at: cell, selected: false, into: &grid, area: inner)
                pinCells.append(cell)
            }
        }
        if let selected, let cell = projection.cell(of: state.venues[selected].venue.coordinate) {
            drawPin(index: selected, at: cell, selected: true, into: &grid, area: inner)
            drawCallout(state.venues[selected], pin: cell, into: &grid, area: inner)
        }
        // The user's position stays visible above everything else.
        if let user = projection.cell(of: state.user) {
            grid[inner.x + user.column, inner.y + user.row] = Cell("◉", style: Style(foreground: .blue, bold: true))
        }
    }

    static func drawLines(_ streets: StreetMap, projection: MercatorProjection, into grid: inout CellGrid, area: Rect) {
        var canvas = BrailleCanvas(columns: area.width, rows: area.height)
        let width = Double(canvas.dotWidth), height = Double(canvas.dotHeight)
        for line in streets.lines {
            if line.maxLongitude - line.minLongitude < 180 {
                let a = projection.project(Coordinate(latitude: line.maxLatitude, longitude: line.minLongitude))
                let b = projection.project(Coordinate(latitude: line.minLatitude, longitude: line.maxLongitude))
                // Culling must allow for a box that straddles the map's far side.
                if b.x >= a.x && (b.x < 0 || a.x > width || b.y < 0 || a.y > height) { continue }
            }
            var previous: Coordinate?
            var previousPoint: (x: Double, y: Double) = (0, 0)
            for point in line.points {
                let p = projection.project(point)
                if let last = previous, !projection.wraps(last, point) {
                    canvas.line(from: previousPoint, to: p, layer: line.lineClass.rawValue)
                }
                previous = point
                previousPoint = p
            }
        }
        for row in 0..<area.height {
            for column in 0..<area.width {
                guard let ch = canvas.character(column: column, row: row) else { continue }
                let style: Style
                switch LineClass(rawValue: canvas.layer(column: column, row: row)) {
                case .major: style = Style(foreground: .yellow)
                case .minor: style = .plain
                case .coast: style = Style(foreground: .cyan)
                default: style = Style(foreground: .gray, dim: true)
                }
                grid[area.x + column, area.y + row] = Cell(String(ch), style: style)
            }
        }
    }

    static func drawScaleAndAttribution(_ projection: MercatorProjection, into grid: inout CellGrid, area: Rect) {
        let attribution = "© OpenStreetMap contributors"
        let y = area.maxY - 1
        let attributionWidth = DisplayWidth.of(attribution)
        if area.width >= attributionWidth + 2 {
            grid.put(attribution, x: area.maxX - attributionWidth, y: y, style: Style(foreground: .gray))
        }
        // At most a quarter of the pane, and clear of the attribution.
        let room = min(area.width / 4, area.width - attributionWidth - 12)
        guard room >= 3, area.height >= 3,
              let scale = ScaleBar.choose(metersPerDot: projection.metersPerDot, maxDots: room * 2)
        else { return }
        let cells = max(1, (scale.dots + 1) / 2)
        let bar = "├" + String(repeating: "─", count: max(0, cells - 2)) + (cells >= 2 ? "┤" : "")
        let end = grid.put(bar, x: area.x + 1, y: y, style: Style(foreground: .default))
        grid.put(" " + ScaleBar.label(scale.meters), x: end, y: y)
    }

    static func drawPin(index: Int, at cell: (column: Int, row: Int), selected: Bool, into grid: inout CellGrid, area: Rect) {
        let x = area.x + cell.column, y = area.y + cell.row
        let pinStyle = selected ? Style(foreground: .yellow, bold: true, reverse: true) : Style(foreground: .red, bold: true)
        grid[x, y] = Cell("●", style: pinStyle)
        if cell.column > 0 {
            grid[x - 1, y] = Cell(Screen.letter(index), style: Style(foreground: selected ? .yellow : .red, bold: true))
        }
    }

    /// A three-line box with name · address · distance, above the pin (below when there is no
    /// room), shifted left or right to stay inside the pane.
    static func drawCallout(_ row: VenueRow, pin: (column: Int, row: Int), into grid: inout CellGrid, area: Rect) {
        guard area.height >= 5, area.width >= 12 else { return }
        let name = TerminalSafe.clean(row.venue.name)
        var text = name
        if !row.venue.address.isEmpty { text += " · " + TerminalSafe.clean(row.venue.address) }
        text += " · " + DistanceFormat.short(row.distance)
        let inner = min(DisplayWidth.of(text), area.width - 4)
        text = TerminalSafe.truncate(text, toWidth: inner)
        let boxWidth = DisplayWidth.of(text) + 4
        var left = area.x + pin.column - boxWidth / 2
        left = min(max(left, area.x), area.maxX - boxWidth)
        let top = pin.row >= 3 ? area.y + pin.row - 3 : area.y + pin.row + 1
        guard top >= area.y, top + 3 <= area.maxY else { return }
        let style = Style(foreground: .default)
        grid.fill(Rect(x: left, y: top, width: boxWidth, height: 3), with: Cell(" ", style: style))
        grid.put("┌" + String(repeating: "─", count: boxWidth - 2) + "┐", x: left, y: top, style: style)
        grid.put("│", x: left, y: top + 1, style: style)
        grid.put(text, x: left + 2, y: top + 1, style: Style(bold: true))
        grid.put("│", x: left + boxWidth - 1, y: top + 1, style: style)
        grid.put("└" + String(repeating: "─", count: boxWidth - 2) + "┘", x: left, y: top + 2, style: style)
    }
}
