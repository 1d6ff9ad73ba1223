import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyText

extension MapPane {
    /// The listed venues inside the pane, grouped by the cell they fall in: one pin per cell.
    /// Each group's indices are in list order. A count (a cell of several venues) keeps a blank
    /// cell on either side, so it never runs into another count or a pin's letter: a group that
    /// would touch it joins it, and a count next to you moves to your other side. Nothing is
    /// placed on the pane's last row (the scale bar's and the credit's): a venue there is shown
    /// on the row above.
    static func pinGroups(_ state: AppState, projection: MapProjection) -> [(cell: (column: Int, row: Int), indices: [Int])] {
        var order: [Int] = []
        var groups: [Int: [Int]] = [:]
        let columns = projection.dotWidth / 2
        let rows = projection.dotHeight / 4
        for (index, row) in state.list.rows.enumerated() {
            guard let cell = projection.cell(of: row.venue.coordinate) else { continue }
            let key = markerRow(cell.row, rows: rows) * columns + cell.column
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        var placed = order.map { key in (cell: (column: key % columns, row: key / columns), indices: groups[key] ?? []) }
        keepCountsApart(&placed, user: projection.cell(of: state.location.user), columns: columns)
        return placed
    }

    /// The row a marker is drawn on: its own, but for the pane's last row (the scale bar's).
    static func markerRow(_ row: Int, rows: Int) -> Int {
        rows >= 2 ? min(row, rows - 2) : row
    }

    /// Gives every count a blank cell on either side: off your position first, then, biggest
    /// first, each takes in the groups beside it (a lone pin's letter stands left of its pin).
    private static func keepCountsApart(_ groups: inout [(cell: (column: Int, row: Int), indices: [Int])], user: PaneCell?,
                                        columns: Int) {
        guard groups.contains(where: { $0.indices.count > 1 }) else { return }
        if let user {
            for i in groups.indices where groups[i].indices.count > 1 && groups[i].cell.row == user.row {
                let column = groups[i].cell.column
                guard abs(column - user.column) <= 1 else { continue }
                // Two cells off your side that has room: a blank cell between.
                let right = user.column + 2, left = user.column - 2
                groups[i].cell.column = column >= user.column && right < columns || left < 0 ? right : left
            }
        }
        /// The cells a group draws on its row: a count its one, a lone pin its letter and pin.
        func span(_ group: (cell: (column: Int, row: Int), indices: [Int])) -> ClosedRange<Int> {
            group.indices.count > 1 ? group.cell.column...group.cell.column : (group.cell.column - 1)...group.cell.column
        }
        var gone = Set<Int>()
        let counts = groups.indices.filter { groups[$0].indices.count > 1 }
            .sorted { (groups[$0].indices.count, $1) > (groups[$1].indices.count, $0) }
        for i in counts where !gone.contains(i) {
            var changed = true
            // A group taken in may make the count bigger, never wider: one pass per neighbour.
            while changed {
                changed = false
                let clear = (groups[i].cell.column - 1)...(groups[i].cell.column + 1)
                for j in groups.indices where j != i && !gone.contains(j) && groups[j].cell.row == groups[i].cell.row
                    && span(groups[j]).overlaps(clear) {
                    groups[i].indices += groups[j].indices
                    gone.insert(j)
                    changed = true
                }
            }
            groups[i].indices.sort()
        }
        groups = groups.indices.filter { !gone.contains($0) }.map { groups[$0] }
    }

    /// Pins: a venue alone in its cell shows `a●` (its list letter, then the pin; `a★` when it is
    /// saved); several in
    /// one cell show their count, with a blank cell either side. The selected pin is highlighted;
    /// its cell is returned, for the callout drawn later over everything but the user's
    /// position. Counts the callout (`hiding`) would cover or touch are left out, so none is
    /// cut into a smaller number.
    @discardableResult
    static func drawPins(_ state: AppState, projection: MapProjection, groups known: [(cell: (column: Int, row: Int), indices: [Int])]? = nil,
                         clusters placedClusters: [PlacedCluster]? = nil, hiding callout: Rect? = nil,
                         into grid: inout CellGrid, area: Rect) -> (column: Int, row: Int)?
    {
        let selected = state.list.selectedIndex
        let groups = known ?? pinGroups(state, projection: projection)
        if !state.list.clusters.isEmpty {
            let clusters = placedClusters ?? placeClusters(state.list.clusters, projection: projection, avoiding: clusterObstacles(state, groups: groups, projection: projection),
                                                           width: area.width)
            drawClusters(clusters, hiding: callout, into: &grid, area: area)
            if let selected, let cell = groups.first(where: { $0.indices.contains(selected) })?.cell {
                let pin = state.saved.contains(state.list.rows[selected].venue.key) ? Strings.savedMark : "●"
                grid[area.x + cell.column, area.y + cell.row] = Cell(pin, style: Style(foreground: .yellow, bold: true, reverse: true))
                return cell
            }
            return nil
        }
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
            let x = area.x + group.cell.column, y = area.y + group.cell.row
            if group.indices.count > 1, let callout, callout.intersects(Rect(x: x - 1, y: y, width: 3, height: 1)) { continue }
            let style = isSelected ? Style(foreground: .yellow, bold: true, reverse: true)
                : group.indices.count > 1 ? Style(foreground: .magenta, bold: true) : Style(foreground: .red, bold: true)
            let saved = group.indices.count == 1 && state.saved.contains(state.list.rows[group.indices[0]].venue.key)
            grid[x, y] = Cell(saved ? Strings.savedMark : marker(count: group.indices.count), style: style)
            if group.indices.count > 1 { clearBeside(x: x, width: 1, y: y, in: &grid, area: area) }
        }
        return selectedCell
    }

    /// The cells of the saved places inside the pane that no listed venue stands for (a venue
    /// the store lost, one the name filter or "open now" leaves out, a point imported from a
    /// file), clear of the pins, their letters and you: they show where they are without a letter.
    static func unlistedSaved(_ state: AppState, projection: MapProjection, groups: [(cell: (column: Int, row: Int), indices: [Int])],
                              user: PaneCell?) -> [PaneCell] {
        guard !state.saved.places.isEmpty else { return [] }
        let listed = Set(state.list.rows.map(\.venue.key))
        let columns = projection.dotWidth / 2, rows = projection.dotHeight / 4
        var taken = Set(groups.flatMap { [$0.cell.row * columns + $0.cell.column, $0.cell.row * columns + $0.cell.column - 1] })
        if let user { taken.insert(user.row * columns + user.column) }
        var cells: [PaneCell] = []
        for place in state.saved.places where !listed.contains(place.key) {
            guard let cell = projection.cell(of: place.coordinate) else { continue }
            let row = markerRow(cell.row, rows: rows)
            guard taken.insert(row * columns + cell.column).inserted else { continue }
            cells.append((cell.column, row))
        }
        return cells
    }

    /// Blanks the cells left and right of a count (the map's lines there), inside `area`.
    static func clearBeside(x: Int, width: Int, y: Int, in grid: inout CellGrid, area: Rect) {
        for column in [x - 1, x + width] where column >= area.x && column < area.maxX {
            grid[column, y] = Cell(" ")
        }
    }

    /// What cluster counts keep a blank cell from: you and the selected venue's pin.
    static func clusterObstacles(_ state: AppState, groups: [(cell: (column: Int, row: Int), indices: [Int])],
                                 projection: MapProjection) -> [PaneCell] {
        var cells: [PaneCell] = []
        if let user = projection.cell(of: state.location.user) { cells.append(user) }
        if let selected = state.list.selectedIndex, let pin = groups.first(where: { $0.indices.contains(selected) })?.cell {
            cells.append(pin)
        }
        return cells
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
