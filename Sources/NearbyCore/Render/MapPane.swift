/// The map: streets in braille, one pin per listed venue carrying its list letter (clusters
/// show a count), the user's position, the selected venue's callout, a scale bar, north and the
/// OSM attribution. Lines are in MapPane+Lines.swift, pins and callouts in MapPane+Pins.swift.
public enum MapPane {
    public static func render(_ state: AppState, streets: StreetMap, into grid: inout CellGrid, area: Rect) {
        guard area.height >= 2, area.width >= 4 else { return }
        let strings = state.strings
        grid.borderLine(
            y: area.y, x: area.x, width: area.width, left: "┌", right: "┐", title: strings.mapTitle,
            label: DistanceFormat.short(state.span) + (state.mapHeading == 0 ? " ─ ↑" : " ─ ↓") + strings.north)
        let border = Style(foreground: .gray)
        for y in (area.y + 1)..<area.maxY {
            grid[area.x, y] = Cell("│", style: border)
            grid[area.maxX - 1, y] = Cell("│", style: border)
        }
        let inner = innerArea(area)
        guard !inner.isEmpty else { return }
        let projection = MapPane.projection(state, inner: inner)

        drawLines(streets, projection: projection, into: &grid, area: inner)
        let selectedPin = drawPins(state, projection: projection, into: &grid, area: inner)
        // Over the pins: the licence asks for the attribution to stay readable. Only the
        // callout, shown while the user asks for it, may cover it.
        drawScaleAndAttribution(projection, attribution: strings.attribution, into: &grid, area: inner)
        if let index = state.selectedIndex, let pin = selectedPin {
            drawCallout(state.venues[index], pin: pin, into: &grid, area: inner)
        }
        // The user's position stays visible above everything else.
        if let user = projection.cell(of: state.user) {
            grid[inner.x + user.column, inner.y + user.row] = Cell("◉", style: Style(foreground: .blue, bold: true))
        }
    }

    /// The projection of the map's drawable inside (see MapProjection for why it is not Web Mercator).
    static func projection(_ state: AppState, inner: Rect) -> MapProjection {
        MapProjection(center: state.mapCenter, span: state.span, columns: inner.width, rows: inner.height,
                      heading: state.mapHeading)
    }

    /// The drawable inside of the map pane: below its top border, between its side borders.
    static func innerArea(_ area: Rect) -> Rect {
        Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: area.height - 1)
    }

    static func drawScaleAndAttribution(_ projection: MapProjection, attribution: String, into grid: inout CellGrid,
                                        area: Rect) {
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
}
