import NearbyCells
import NearbyGeo
import NearbyText

/// The `L` overlay: a box over the map listing the preset places, or what the typed name finds
/// among the presets and the gazetteer (and, with `--geocoder`, a last row that searches
/// online), the highlighted row reversed, like Xcode's Simulate Location menu.
public enum PresetPicker {
    /// The box is at least this wide inside, so it does not jump about as results change.
    static let minimumWidth = 30

    /// Draws the picker inside `pane` (the map pane, border included), centered.
    public static func render(_ state: AppState, into grid: inout CellGrid, area pane: Rect) {
        let area = pane.inset(by: 1)
        guard let selected = state.overlays.presetPicker, area.width >= 12, area.height >= 3 else { return }
        let strings = state.settings.strings
        let query = TerminalSafe.clean(state.overlays.pickerQuery)
        var names = state.overlays.pickerRows.map { TerminalSafe.clean($0.title) }
        // The online search's row comes last; dimmed while it cannot be chosen.
        var dimmed: Int?
        if let online = state.overlays.pickerOnline, let line = strings.pickerOnline(online, query: query) {
            if !online.isChoosable { dimmed = names.count }
            names.append(line)
        }
        let found = !names.isEmpty
        if !found { names = [strings.noPlace] }
        let title = strings.jumpTo + (query.isEmpty ? "" : ": " + query + "▏")
        let widest = max(DisplayWidth.of(title) + 2, names.map(DisplayWidth.of).max() ?? 0)
        let inner = min(area.width - 2, max(query.isEmpty ? 0 : minimumWidth, widest + 2))
        let rows = min(names.count, area.height - 2)
        // Scroll so the highlighted row is visible when the map is shorter than the list.
        let first = min(max(0, selected - rows + 1), names.count - rows)
        let width = inner + 2
        let left = area.x + (area.width - width) / 2
        let top = area.y + (area.height - rows - 2) / 2
        let frame = Style(foreground: .cyan, bold: true)
        grid.fill(Rect(x: left, y: top, width: width, height: rows + 2), with: Cell(" "))
        let titleText = TerminalSafe.truncate(" " + title + " ", toWidth: inner)
        let rule = String(repeating: "─", count: max(0, inner - DisplayWidth.of(titleText)))
        grid.put("┌" + titleText + rule + "┐", x: left, y: top, style: frame)
        for row in 0..<rows {
            let index = first + row
            let y = top + 1 + row
            grid.put("│", x: left, y: y, style: frame)
            let name = " " + names[index]
            let padded = name + String(repeating: " ", count: max(0, inner - DisplayWidth.of(name)))
            let style = !found || index == dimmed ? Style(dim: true) : index == selected ? Style(reverse: true) : .plain
            grid.put(padded, x: left + 1, y: y, style: style, maxX: left + 1 + inner)
            grid.put("│", x: left + width - 1, y: y, style: frame)
        }
        grid.put("└" + String(repeating: "─", count: inner) + "┘", x: left, y: top + rows + 1, style: frame)
    }
}
