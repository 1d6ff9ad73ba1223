import NearbyCells
import NearbyGeo
import NearbyText

/// The `B` overlay: the saved places, nearest you first, each with its distance, name and note,
/// the highlighted one reversed; after `e`, the note being typed on the last line. Names and
/// notes are the user's or a provider's text, cleaned before they are drawn. It clips to the
/// screen like the other overlays.
public enum SavedOverlay {
    /// Inside width the box takes at least (wider when the rows want it, within the screen).
    static let minimumWidth = 44

    /// Draws the overlay inside `area` (the panes above the status bar), centred.
    public static func render(_ state: AppState, into grid: inout CellGrid, area: Rect) {
        guard let browsing = state.overlays.saved else { return }
        let strings = state.settings.strings
        let rows = Update.savedRows(state)
        let selected = Update.savedIndex(state, in: rows)
        let lines = rows.map(line)
        let editing = browsing.draft.map { TerminalSafe.clean($0) + "▏" }
        let foot = browsing.draft == nil ? strings.savedKeys : strings.savedNoteKeys
        let widest = max(lines.map(DisplayWidth.of).max() ?? 0, DisplayWidth.of(strings.savedNone), DisplayWidth.of(foot) + 4)
        let width = min(area.width - 2, max(minimumWidth, widest + 4))
        let editRows = editing == nil ? 0 : 2
        let height = min(area.height, max(1, rows.count) + 2 + editRows)
        guard width >= 16, height >= 3 + editRows else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        let border = Style(foreground: .cyan)
        grid.fill(box)
        grid.borderLine(y: box.y, x: box.x, width: width, left: "┌", right: "┐", title: strings.savedTitle(rows.count), style: border)
        grid.borderLine(y: box.maxY - 1, x: box.x, width: width, left: "└", right: "┘", label: foot, style: border)
        for y in (box.y + 1)..<(box.maxY - 1) {
            grid[box.x, y] = Cell("│", style: border)
            grid[box.maxX - 1, y] = Cell("│", style: border)
        }
        let room = box.height - 2 - editRows
        if rows.isEmpty {
            grid.put(TerminalSafe.truncate(strings.savedNone, toWidth: box.width - 4), x: box.x + 2, y: box.y + 1,
                     style: Style(foreground: .gray), maxX: box.maxX - 1)
        }
        // Scrolled so the highlighted row is in sight when the screen is shorter than the list.
        let first = min(max(0, (selected ?? 0) - room + 1), max(0, rows.count - room))
        for (offset, index) in (first..<min(rows.count, first + room)).enumerated() {
            let y = box.y + 1 + offset
            let text = " " + TerminalSafe.truncate(lines[index], toWidth: box.width - 4) + " "
            let style = index == selected ? Style(reverse: true) : .plain
            if index == selected { grid.fill(Rect(x: box.x + 1, y: y, width: box.width - 2, height: 1), with: Cell(" ", style: style)) }
            grid.put(text, x: box.x + 1, y: y, style: style, maxX: box.maxX - 1)
        }
        if let editing {
            let y = box.maxY - 2
            grid.put("├" + String(repeating: "─", count: box.width - 2) + "┤", x: box.x, y: y - 1, style: border)
            // The end of a long note stays in sight, where typing happens.
            let label = strings.savedNoteLabel
            grid.put(label, x: box.x + 2, y: y, style: Style(foreground: .gray), maxX: box.maxX - 1)
            let room = max(1, box.width - 4 - DisplayWidth.of(label))
            grid.put(TerminalSafe.truncateLeading(editing, toWidth: room), x: box.x + 2 + DisplayWidth.of(label), y: y,
                     style: Style(bold: true), maxX: box.maxX - 1)
        }
    }

    /// A row's text: distance, name, then the note after a dot.
    static func line(_ row: SavedRow) -> String {
        let distance = DistanceFormat.short(row.distance)
        var text = String(repeating: " ", count: max(0, 7 - DisplayWidth.of(distance))) + distance + "  "
            + Strings.savedMark + " " + TerminalSafe.clean(row.place.name)
        if !row.place.note.isEmpty { text += " · " + TerminalSafe.clean(row.place.note) }
        return text
    }
}
