import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyMap
import NearbyText

/// The map: fills, lines and names from vector tiles, one pin per listed venue carrying its list
/// letter (clusters show a count), a ★ for each saved place the list does not show, the user's position, the selected venue's callout, a scale
/// bar, north and the map data's attribution. Tiles are drawn in Tiles/MapPane+Tiles.swift, names in
/// Tiles/MapPane+Labels.swift, pins and callouts in MapPane+Pins.swift, the position's marker and
/// GPS accuracy ring in MapPane+Position.swift.
public enum MapPane {
    public static func render(_ state: AppState, map: MapData, into grid: inout CellGrid, area: Rect) {
        guard area.height >= 2, area.width >= 4 else { return }
        let strings = state.settings.strings
        grid.borderLine(
            y: area.y, x: area.x, width: area.width, left: "┌", right: "┐", title: strings.mapTitle,
            label: DistanceFormat.short(state.viewport.span) + (state.viewport.heading == 0 ? " ─ ↑" : " ─ ↓") + strings.north)
        let border = Style(foreground: .gray)
        for y in (area.y + 1)..<area.maxY {
            grid[area.x, y] = Cell("│", style: border)
            grid[area.maxX - 1, y] = Cell("│", style: border)
        }
        let inner = innerArea(area)
        guard !inner.isEmpty else { return }
        let projection = MapPane.projection(state, inner: inner)

        // Fixed layers, bottom to top: fills and lines, the route, names, pins, scale and
        // attribution, the callout, the user's position. Names go around everything drawn after them.
        MapDrawing.drawMap(map, projection: projection, depth: state.settings.colorDepth, ascii: state.settings.ascii,
                           into: &grid, area: inner)
        var index = LabelIndex(width: inner.width, height: inner.height)
        index.take(x: 0, y: inner.height - 1, width: inner.width)  // the scale bar and attribution
        let user = projection.cell(of: state.location.user)
        if let user { index.take(x: user.column - 1, y: user.row, width: 3) }
        let route = routeCells(state, projection: projection, area: inner)
        for cell in route { index.take(x: cell.column, y: cell.row, width: 1) }
        let groups = pinGroups(state, projection: projection)
        for group in groups {
            index.take(x: group.cell.column - 1, y: group.cell.row, width: 3)
        }
        let unlisted = unlistedSaved(state, projection: projection, groups: groups, user: user)
        for cell in unlisted { index.take(x: cell.column, y: cell.row, width: 1) }
        // Cluster counts, drawn instead of pins when the list cannot hold the region, each with a
        // blank cell round it.
        let clusters = state.list.clusters.isEmpty ? []
            : placeClusters(state.list.clusters, projection: projection,
                            avoiding: clusterObstacles(state, groups: groups, projection: projection), width: inner.width)
        for placed in clusters {
            index.take(x: placed.column - 1, y: placed.row - 1, width: placed.label.count + 2, height: 3)
        }
        var callout: (frame: Rect, row: VenueRow, distance: String?)?
        let hoursLine = calloutHours(state)
        if let selected = state.list.selectedIndex,
           let pin = groups.first(where: { $0.indices.contains(selected) })?.cell
        {
            let row = state.list.rows[selected], distance = calloutDistance(state, row)
            if let frame = calloutFrame(row, pin: pin, avoiding: user, keepClear: placeNames(map, projection: projection),
                                        area: inner, hoursLine: hoursLine?.text, distance: distance) {
                callout = (frame, row, distance)
                index.take(x: frame.x - inner.x, y: frame.y - inner.y, width: frame.width, height: frame.height)
            }
        }
        if map.isMissingHere {
            let note = map.startsAtZoom.map(strings.zoomInForMap) ?? strings.noMapData
            grid.put(note, x: inner.x + 1, y: inner.y, style: Style(foreground: .gray), maxX: inner.maxX)
            index.take(x: 0, y: 0, width: DisplayWidth.of(note) + 2)
        } else if map.isCrowded {
            let note = TerminalSafe.truncate(strings.tooMuchMapData, toWidth: max(1, inner.width - 2))
            grid.put(note, x: inner.x + 1, y: inner.y, style: Style(foreground: .gray), maxX: inner.maxX)
            index.take(x: 0, y: 0, width: DisplayWidth.of(note) + 2)
        } else if !map.unknownLayers.isEmpty {
            let note = TerminalSafe.truncate(TerminalSafe.clean(strings.unknownTileLayers(map.unknownLayers)),
                                             toWidth: max(1, inner.width - 2))
            grid.put(note, x: inner.x + 1, y: inner.y, style: Style(foreground: .gray), maxX: inner.maxX)
            index.take(x: 0, y: 0, width: inner.width)
        }
        // The GPS accuracy ring under names, the route and pins: they are read through it.
        drawAccuracy(accuracyCells(state, projection: projection, area: inner), into: &grid, area: inner)
        MapDrawing.drawLabels(map, projection: projection, depth: state.settings.colorDepth, index: &index, into: &grid, area: inner)
        drawRoute(route, depth: state.settings.colorDepth, into: &grid, area: inner)
        drawPins(state, projection: projection, groups: groups, clusters: clusters, hiding: callout?.frame, into: &grid, area: inner)
        for cell in unlisted where !(callout?.frame.contains(x: inner.x + cell.column, y: inner.y + cell.row) ?? false) {
            grid[inner.x + cell.column, inner.y + cell.row] = Cell(Strings.savedMark, style: Style(foreground: .yellow))
        }
        // Over the pins: the licence asks for the attribution to stay readable. Only the
        // callout, shown while the user asks for it, may cover it.
        let credit = state.settings.mapAttribution.map { TerminalSafe.clean($0) } ?? strings.attribution
        drawScaleAndAttribution(projection, attribution: credit, into: &grid, area: inner)
        if let callout { drawCallout(callout.row, frame: callout.frame, hoursLine: hoursLine, distance: callout.distance, into: &grid) }
        // The user's position, above everything else (hollow for an old GPS fix); the callout is placed clear of it.
        if let user { grid[inner.x + user.column, inner.y + user.row] = positionCell(state) }
    }

    /// The selected venue's hours for its callout, as its list row says them (nil: the list has no hours).
    static func calloutHours(_ state: AppState) -> (text: String, style: Style)? {
        guard state.hours.listHasHours, let selected = state.list.selectedIndex else { return nil }
        let status = state.hours.status(of: state.list.rows[selected].venue.key) ?? .unknown(comment: nil)
        return (state.settings.strings.hoursStateInFull(status), ListPane.hoursStyle(status))
    }

    /// Where the main places' names (countries, states, cities) are written, for the callout to
    /// keep clear of: centred on their points, in pane cells.
    static func placeNames(_ map: MapData, projection: MapProjection) -> [Rect] {
        map.tiles.flatMap(\.labels).compactMap { label in
            guard label.isMainPlace, let point = label.points.first,
                  let cell = projection.cell(of: point) else { return nil }
            let width = DisplayWidth.of(TerminalSafe.clean(label.text))
            return Rect(x: cell.column - width / 2, y: cell.row, width: width, height: 1)
        }
    }

    /// The tiles the map pane of `state` draws (nil when the screen is too small for a map).
    public static func tileCover(_ state: AppState) -> TileCover? {
        guard Layout.fits(width: state.viewport.width, height: state.viewport.height) else { return nil }
        let inner = innerArea(state.viewport.layout.map)
        guard !inner.isEmpty else { return nil }
        return TileCover(projection(state, inner: inner))
    }

    /// The first tiles of `map` the pane of `state` can draw before `deadline` (monotonic
    /// seconds), for a frame that must not hold keys up: see `MapDrawing.drawable`.
    /// `built` false while the source is still building some of the tiles (`MapFrame.isUnfinished`).
    public static func drawable(_ state: AppState, map: MapData, until deadline: Double, built: Bool = true) -> MapData {
        drawable(state, map: map, until: deadline, built: built, piecePoints: MapDrawing.piecePoints)
    }

    /// With pieces of at most `piecePoints` points (tests make them small).
    package static func drawable(_ state: AppState, map: MapData, until deadline: Double, built: Bool = true,
                                 piecePoints: Int) -> MapData {
        guard Layout.fits(width: state.viewport.width, height: state.viewport.height) else { return map }
        let inner = innerArea(state.viewport.layout.map)
        guard !inner.isEmpty else { return map }
        return MapDrawing.drawable(map, projection: projection(state, inner: inner), columns: inner.width, rows: inner.height,
                                   until: deadline, built: built, piecePoints: piecePoints)
    }

    /// The projection of the map's drawable inside (see MapProjection for why it is not Web Mercator).
    static func projection(_ state: AppState, inner: Rect) -> MapProjection {
        MapProjection(center: state.viewport.center, span: state.viewport.span, columns: inner.width, rows: inner.height,
                      heading: state.viewport.heading)
    }

    /// The drawable inside of the map pane: below its top border, between its side borders.
    static func innerArea(_ area: Rect) -> Rect {
        Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: area.height - 1)
    }

    static func drawScaleAndAttribution(_ projection: MapProjection, attribution: String, into grid: inout CellGrid,
                                        area: Rect) {
        let y = area.maxY - 1
        // Right-aligned with two columns to its left; a credit longer than that is cut at its
        // end with "…", so its start (where "©" stands) stays in sight at any width.
        let credit = fittedAttribution(attribution, width: area.width)
        let attributionWidth = DisplayWidth.of(credit)
        if attributionWidth > 0 {
            grid.put(credit, x: area.maxX - attributionWidth, y: y, style: Style(foreground: .gray))
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

    /// The attribution as drawn on a map row `width` columns wide: whole when it fits with two
    /// columns to spare, else cut to fit ending in "…" (display width: CJK counts two columns);
    /// empty when not even one character and "…" fit.
    static func fittedAttribution(_ attribution: String, width: Int) -> String {
        let room = width - 2
        guard room >= 2 else { return "" }
        return TerminalSafe.truncate(attribution, toWidth: room)
    }
}
