import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyRoute

extension MapPane {
    /// A cell of the drawn route (or of the GPS accuracy ring): where, and its glyph.
    typealias RouteCell = (column: Int, row: Int, text: String)

    /// The route's colour: its own, clear of the streets', the water's and the pins'.
    static func routeStyle(_ depth: ColorDepth) -> Style {
        switch depth {
        case .xterm256: return Style(foreground: .indexed(199), bold: true)
        case .ansi16: return Style(foreground: .indexed(13), bold: true)
        case .monochrome: return Style(bold: true)
        }
    }

    /// The line the map draws: the rest of a walk under way, else the selected venue's route
    /// from where it was asked to the venue's door (nil: none).
    static func routeLine(_ state: AppState) -> [Coordinate]? {
        if let walk = state.walks.walk, !walk.arrived { return walk.ahead }
        guard let selected = state.list.selectedIndex, let found = state.walks.route,
              found.venue == state.list.rows[selected].venue.key, case .success(let route) = found.result else { return nil }
        return WalkProgress.line(route, from: found.from, to: found.to)
    }

    /// The pane's cells the route passes through, with their glyphs: braille dots in colour,
    /// a dot a cell without colour (NO_COLOR: the streets are braille too), `*` in ASCII.
    static func routeCells(_ state: AppState, projection: MapProjection, area: Rect) -> [RouteCell] {
        guard let line = routeLine(state), line.count >= 2 else { return [] }
        var canvas = BrailleCanvas(columns: area.width, rows: area.height)
        var last = projection.project(line[0])
        for point in line.dropFirst() {
            let next = projection.project(point)
            if !projection.wraps(last, next) { canvas.line(from: last, to: next) }
            last = next
        }
        return glyphCells(canvas, settings: state.settings, ascii: "*", monochrome: "•")
    }

    /// The cells of `canvas` holding a dot, with their glyphs: the braille dots in colour, else
    /// one glyph a cell (`monochrome`: without colour the streets are braille too; `ascii`).
    static func glyphCells(_ canvas: BrailleCanvas, settings: Settings, ascii: String, monochrome: String) -> [RouteCell] {
        var cells: [RouteCell] = []
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                guard let ch = canvas.character(column: column, row: row) else { continue }
                cells.append((column, row, settings.ascii ? ascii : settings.monochrome ? monochrome : String(ch)))
            }
        }
        return cells
    }

    /// Draws the route's cells over the streets (each keeps its fill's background).
    static func drawRoute(_ cells: [RouteCell], depth: ColorDepth, into grid: inout CellGrid, area: Rect) {
        let style = routeStyle(depth)
        for cell in cells {
            var drawn = style
            drawn.background = grid[area.x + cell.column, area.y + cell.row].style.background
            grid[area.x + cell.column, area.y + cell.row] = Cell(cell.text, style: drawn)
        }
    }

    /// The callout's distance: the selected venue's walk where known ("6 min · 420 m"), "no walk
    /// · 350 m" where none reaches it, else nil (the straight line).
    static func calloutDistance(_ state: AppState, _ row: VenueRow) -> String? {
        guard state.walks.available else { return nil }
        let strings = state.settings.strings
        if let walk = state.walks.walk, walk.venue == row.venue.key, !walk.arrived {
            let left = walk.remaining
            return strings.walk(WalkTime(distance: left.meters, duration: left.seconds))
        }
        if let route = state.walks.route(to: row.venue.key) {
            return strings.walk(WalkTime(distance: route.distance, duration: route.duration))
        }
        return ListPane.distanceText(row, state)
    }
}
