import NearbyCells
import NearbyText

/// The `?` overlay: a box in the middle of the screen listing every key. It clips to the
/// screen (rows that do not fit are left out), so it is safe at any size.
public enum HelpOverlay {
    public static func render(_ strings: Strings, into grid: inout CellGrid, area: Rect) {
        let rows = strings.helpRows
        let keyWidth = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let actionWidth = rows.map { DisplayWidth.of($0.action) }.max() ?? 0
        let width = min(area.width - 2, keyWidth + actionWidth + 7)
        let height = min(area.height, rows.count + 2)
        guard width >= 16, height >= 4 else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width,
                       height: height)
        let border = Style(foreground: .cyan)
        grid.fill(box)
        grid.borderLine(y: box.y, x: box.x, width: width, left: "┌", right: "┐", title: strings.helpTitle, style: border)
        grid.borderLine(y: box.maxY - 1, x: box.x, width: width, left: "└", right: "┘", label: strings.helpClose,
                        style: border)
        for y in (box.y + 1)..<(box.maxY - 1) {
            grid[box.x, y] = Cell("│", style: border)
            grid[box.maxX - 1, y] = Cell("│", style: border)
        }
        // When the screen is too short for every row, the last one says how many are left out.
        let room = box.height - 2
        let shown = rows.count > room ? max(0, room - 1) : room
        if shown < rows.count, room > 0 {
            grid.put("… +\(rows.count - shown)", x: box.x + 2, y: box.y + room, style: Style(foreground: .gray))
        }
        for (i, row) in rows.prefix(shown).enumerated() {
            let y = box.y + 1 + i
            grid.put(row.keys, x: box.x + 2, y: y, style: Style(foreground: .yellow, bold: true), maxX: box.maxX - 1)
            let actionX = box.x + 4 + keyWidth
            grid.put(TerminalSafe.truncate(row.action, toWidth: max(0, box.maxX - 2 - actionX)), x: actionX, y: y,
                     maxX: box.maxX - 1)
        }
    }
}
