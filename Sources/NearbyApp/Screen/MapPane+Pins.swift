import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyText

extension MapPane {
    /// The listed venues inside the pane, grouped by the cell they fall in: one pin per cell.
    /// Each group's indices are in list order.
    static func pinGroups(_ state: AppState, projection: MapProjection) -> [(cell: (column: Int, row: Int), indices: [Int])] {
        var order: [Int] = []
        var groups: [Int: [Int]] = [:]
        let columns = projection.dotWidth / 2
        for (index, row) in state.list.rows.enumerated() {
            guard let cell = projection.cell(of: row.venue.coordinate) else { continue }
            let key = cell.row * columns + cell.column
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.map { key in ((key % columns, key / columns), groups[key] ?? []) }
    }

    /// Pins: a venue alone in its cell shows `a●` (its list letter, then the pin); several in
    /// one cell show their count. The selected pin is highlighted; its cell is returned, for the
    /// callout drawn later over everything but the user's position.
    @discardableResult
    static func drawPins(_ state: AppState, projection: MapProjection, groups known: [(cell: (column: Int, row: Int), indices: [Int])]? = nil,
                         into grid: inout CellGrid, area: Rect) -> (column: Int, row: Int)?
    {
        let selected = state.list.selectedIndex
        if !state.list.clusters.isEmpty {
            drawClusters(state.list.clusters, projection: projection, user: projection.cell(of: state.location.user), into: &grid,
                         area: area)
            if let selected, let cell = projection.cell(of: state.list.rows[selected].venue.coordinate) {
                grid[area.x + cell.column, area.y + cell.row] = Cell("●", style: Style(foreground: .yellow, bold: true, reverse: true))
                return cell
            }
            return nil
        }
        let groups = known ?? pinGroups(state, projection: projection)
        // Letters first, so a letter never covers a neighbouring pin.
        for group in groups where group.indices.count == 1 && group.cell.column > 0 {
            let index = group.indices[0]
            let isSelected = index == selected
            grid[area.x + group.cell.column - 1, area.y + group.cell.row] = Cell(
                Screen.letter(index), style: Style(foreground: isSelected ? .yellow : .red, bold: true))
        }
        var selectedCell: (column: Int, row: Int)?
        for group in groups {
            let isSelected = selected.map(group.indices.contains) ?? false
            if isSelected { selectedCell = group.cell }
            let style = isSelected ? Style(foreground: .yellow, bold: true, reverse: true)
                : group.indices.count > 1 ? Style(foreground: .magenta, bold: true) : Style(foreground: .red, bold: true)
            grid[area.x + group.cell.column, area.y + group.cell.row] = Cell(marker(count: group.indices.count), style: style)
        }
        return selectedCell
    }

    /// One cell: a pin for one venue, the count for a cluster ("+" past nine).
    static func marker(count: Int) -> String {
        count == 1 ? "●" : count <= 9 ? String(count) : "+"
    }

    /// The venue index under a screen cell of the map pane (the pin or its letter), for mouse
    /// clicks; a cluster answers its first venue in list order.
    public static func venueIndex(at x: Int, y: Int, in state: AppState) -> Int? {
        let inner = innerArea(state.viewport.layout.map)
        guard inner.contains(x: x, y: y) else { return nil }
        let projection = MapPane.projection(state, inner: inner)
        let column = x - inner.x, row = y - inner.y
        let groups = pinGroups(state, projection: projection)
        if let hit = groups.first(where: { $0.cell.column == column && $0.cell.row == row }) { return hit.indices.first }
        return groups.first { $0.indices.count == 1 && $0.cell.column - 1 == column && $0.cell.row == row }?.indices.first
    }

    /// The callout's text: name · address · distance (the walk's when `distance` says it), cut to fit the pane.
    static func calloutText(_ row: VenueRow, area: Rect, distance: String? = nil) -> String {
        var text = TerminalSafe.clean(row.venue.name)
        if !row.venue.address.isEmpty { text += " · " + TerminalSafe.clean(row.venue.address) }
        text += " · " + (distance ?? DistanceFormat.short(row.distance))
        return TerminalSafe.truncate(text, toWidth: min(DisplayWidth.of(text), area.width - 4))
    }

    /// Draws the callout box in `frame` (from ``calloutFrame(_:pin:avoiding:keepClear:height:area:hoursLine:)``),
    /// with the hours' state on its second line when the frame has room for it.
    static func drawCallout(_ row: VenueRow, frame: Rect, hoursLine: (text: String, style: Style)? = nil, distance: String? = nil,
                            into grid: inout CellGrid) {
        let text = calloutText(row, area: Rect(x: 0, y: 0, width: frame.width, height: frame.height), distance: distance)
        let boxWidth = frame.width, left = frame.x, top = frame.y
        let style = Style(foreground: .default)
        grid.fill(frame, with: Cell(" ", style: style))
        grid.put("┌" + String(repeating: "─", count: boxWidth - 2) + "┐", x: left, y: top, style: style)
        for y in (top + 1)..<(frame.maxY - 1) {
            grid.put("│", x: left, y: y, style: style)
            grid.put("│", x: left + boxWidth - 1, y: y, style: style)
        }
        grid.put(text, x: left + 2, y: top + 1, style: Style(bold: true))
        if let hoursLine, frame.height >= 4 {
            grid.put(TerminalSafe.truncate(hoursLine.text, toWidth: boxWidth - 4), x: left + 2, y: top + 2, style: hoursLine.style)
        }
        grid.put("└" + String(repeating: "─", count: boxWidth - 2) + "┘", x: left, y: frame.maxY - 1, style: style)
    }
}
