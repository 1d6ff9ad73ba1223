import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyHours
import NearbyText

/// The venue list: a header with the count, then one row per venue — letter, name, address and
/// right-aligned distance — with the selection highlighted and kept on screen.
public enum ListPane {
    public static func render(_ state: AppState, into grid: inout CellGrid, area: Rect) {
        guard area.height > 0, area.width >= 4 else { return }
        let count = state.list.rows.count
        let strings = state.settings.strings
        var header = strings.venuesWithin(count, more: !state.list.complete, DistanceFormat.short(state.viewport.span))
        let facets = state.facets.loaded
        if !facets.filter.isEmpty, let total = facets.unfiltered {
            // "8 with wifi of 35 venues within 500 m": the facets the rows were read with.
            header = strings.facetsOf(count, more: !state.list.complete, facets: facets.filter.conditions.map(\.facet),
                                      open: state.hours.openNow, of: total, ofMore: facets.unfilteredMore,
                                      DistanceFormat.short(state.viewport.span))
        } else if state.hours.openNow {
            let of = state.hours.openOf ?? (count, !state.list.complete)
            header = strings.openOf(count, of: of.count, more: of.more, DistanceFormat.short(state.viewport.span))
        }
        if state.walks.available, count > 0 {
            header += " · " + (state.walks.ordersByWalk ? strings.byWalk : strings.byStraightLine)
        }
        if state.list.editingFilter || !state.list.filter.isEmpty {
            // The title holds width − 5 columns; a long filter loses its start, so its end
            // (where typing happens) and the cursor stay in sight.
            let room = area.width - 5 - DisplayWidth.of(header) - DisplayWidth.of(" · ")
            let frame = DisplayWidth.of(strings.filterLabel("", editing: state.list.editingFilter))
            let filter = TerminalSafe.truncateLeading(TerminalSafe.clean(state.list.filter), toWidth: max(2, room - frame))
            header += " · " + strings.filterLabel(filter, editing: state.list.editingFilter)
        }
        grid.borderLine(y: area.y, x: area.x, width: area.width, left: "├", right: "┤", title: header)
        let border = Style(foreground: .gray)
        for y in (area.y + 1)..<area.maxY {
            grid[area.x, y] = Cell("│", style: border)
            grid[area.maxX - 1, y] = Cell("│", style: border)
        }
        let inner = Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: area.height - 1)
        guard inner.height > 0 else { return }

        if state.list.rows.isEmpty {
            let hint = Style(foreground: .gray)
            if !state.list.hasLoaded {
                grid.put(strings.loading, x: inner.x + 2, y: inner.y, style: hint, maxX: inner.maxX)
            } else if !facets.filter.isEmpty {
                grid.put(TerminalSafe.truncate(strings.noneWithFacets, toWidth: inner.width - 2), x: inner.x + 2, y: inner.y,
                         style: hint, maxX: inner.maxX)
            } else if state.hours.openNow {
                grid.put(TerminalSafe.truncate(strings.noneOpen, toWidth: inner.width - 2), x: inner.x + 2, y: inner.y, style: hint,
                         maxX: inner.maxX)
            } else if !state.list.filter.isEmpty {
                grid.put(TerminalSafe.truncate(strings.noMatch(TerminalSafe.clean(state.list.filter)), toWidth: inner.width - 2),
                         x: inner.x + 2, y: inner.y, style: hint, maxX: inner.maxX)
            } else {
                // A narrow pane gets the message a clause per line rather than cut.
                var lines = [strings.emptyRegion]
                if DisplayWidth.of(strings.emptyRegion) > inner.width - 2 {
                    lines = strings.emptyRegion.split(separator: "—").map { String($0).trimmingSpaces }
                }
                lines.append(strings.emptyHint)
                for (i, line) in lines.prefix(inner.height).enumerated() {
                    grid.put(TerminalSafe.truncate(line, toWidth: inner.width - 2), x: inner.x + 2, y: inner.y + i,
                             style: hint, maxX: inner.maxX)
                }
            }
            return
        }
        let selected = state.list.selectedIndex
        let shown = state.list.scroll..<min(count, state.list.scroll + inner.height)
        // With a router each row says its walk; the column is as wide as the widest shown and a
        // space (a walk is wider than the hours' gap was made for), within a third of the row.
        let distances = state.walks.available ? shown.map { distanceText(state.list.rows[$0], state) } : nil
        let distanceWidth = min(max(7, (distances?.map(DisplayWidth.of).max() ?? 0) + 1), max(7, inner.width / 3))
        for (line, index) in shown.enumerated() {
            let venue = state.list.rows[index].venue
            // A list with no hours at all keeps its old columns; once one row has them, every row says its state.
            let hours = state.hours.listHasHours ? state.hours.status(of: venue.key) ?? .unknown(comment: nil) : nil
            row(state.list.rows[index], index: index, selected: index == selected, hours: hours.map { ($0, strings) },
                distance: distances.map { ($0[line], distanceWidth) }, saved: state.saved.contains(venue.key), into: &grid,
                y: inner.y + line, x: inner.x, width: inner.width)
        }
    }

    /// A row's right column with a router: its walk ("6 min · 420 m"), "no walk · 350 m" where
    /// none reaches it, else the straight line.
    static func distanceText(_ row: VenueRow, _ state: AppState) -> String {
        let strings = state.settings.strings
        switch state.walks.walk(to: row.venue.key) {
        case .known(let time): return strings.walk(time)
        case .none: return strings.noWalkRow(DistanceFormat.short(row.distance))
        case .unknown: return DistanceFormat.short(row.distance)
        }
    }

    /// Column widths: distance 7 (or a walk's, `distance`), letter 4 (marker, letter, the saved mark or a space, a space), with hours a state
    /// column of 17 (a quarter of a narrow row), the rest split 55/45 between name and address.
    /// The selection is a reversed bar from the marker through the name: as visible as a
    /// full-width bar, and moving it rewrites only those cells (a full-width bar costs two
    /// whole rows per key press).
    static func row(_ row: VenueRow, index: Int, selected: Bool, hours: (HoursStatus, Strings)? = nil,
                    distance walk: (text: String, width: Int)? = nil, saved: Bool = false, into grid: inout CellGrid, y: Int, x: Int,
                    width: Int) {
        let style = selected ? Style(bold: true, reverse: true) : .plain
        grid.fill(Rect(x: x, y: y, width: width, height: 1))
        let distanceWidth = walk?.width ?? 7
        let distance = walk.map { TerminalSafe.truncate($0.text, toWidth: distanceWidth) } ?? DistanceFormat.short(row.distance)
        let hoursWidth = hours == nil ? 0 : min(17, width / 4)
        let flexible = max(0, width - 4 - distanceWidth - 2 - hoursWidth)
        let nameWidth = row.venue.address.isEmpty ? flexible : flexible * 55 / 100
        let addressWidth = flexible - nameWidth
        let nameX = x + 4
        let name = TerminalSafe.truncate(TerminalSafe.clean(row.venue.name), toWidth: nameWidth - 1)
        if selected {
            let barEnd = min(nameX + DisplayWidth.of(name) + 1, x + width)
            grid.fill(Rect(x: x, y: y, width: barEnd - x, height: 1), with: Cell(" ", style: style))
        }
        grid.put(selected ? ">" : " ", x: x, y: y, style: style)
        grid.put(Screen.letter(index), x: x + 1, y: y, style: Style(foreground: selected ? .default : .red, bold: true, reverse: selected))
        if saved {
            grid.put(Strings.savedMark, x: x + 2, y: y, style: Style(foreground: selected ? .default : .yellow, bold: true, reverse: selected))
        }
        grid.put(name, x: nameX, y: y, style: style)
        if addressWidth > 1 {
            grid.put(TerminalSafe.truncate(TerminalSafe.clean(row.venue.address), toWidth: addressWidth - 1),
                     x: nameX + nameWidth, y: y, style: Style(foreground: .gray), maxX: x + width)
        }
        let dx = x + width - 1 - DisplayWidth.of(distance)
        grid.put(distance, x: dx, y: y)
        if let (status, strings) = hours, hoursWidth > 1 {
            let words = TerminalSafe.truncate(strings.hoursState(status), toWidth: hoursWidth - 1)
            grid.put(words, x: x + width - 1 - distanceWidth - hoursWidth, y: y, style: hoursStyle(status))
        }
    }

    /// The state's colour; the words say the same without it (NO_COLOR).
    static func hoursStyle(_ status: HoursStatus) -> Style {
        switch status {
        case .open: return Style(foreground: .green, bold: true)
        case .closed: return Style(foreground: .red)
        case .unknown: return Style(foreground: .gray)
        case .unreadable: return Style(foreground: .yellow)
        }
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
