import NearbyCells
import NearbyText

/// The facet line (`F`), drawn in the status bar's place while it is open: each item with a
/// box that says whether it is on ("[x] wifi"), the one space toggles highlighted, and its
/// keys on the right. The boxes say it without colour (NO_COLOR, --ascii). A narrow screen
/// loses the keys first, then the space after each box, then the last items.
public enum FacetBar {
    public static func render(_ state: AppState, into grid: inout CellGrid, area: Rect) {
        guard area.height > 0 else { return }
        let strings = state.settings.strings
        let items = FacetLine.items
        func texts(compact: Bool) -> [String] {
            items.map { (isOn($0, state) ? "[x]" : "[ ]") + (compact ? "" : " ") + strings.facetLineLabel($0) }
        }
        func width(_ texts: [String]) -> Int { texts.map(DisplayWidth.of).reduce(0, +) + texts.count - 1 }
        // Between "└ " and " ┘"; the hint takes its width and " ─ " before it.
        let room = area.width - 4
        let hintWidth = DisplayWidth.of(strings.facetLineHint) + 3
        var shown = texts(compact: false)
        var hint = width(shown) + hintWidth <= room
        if !hint, width(shown) > room { shown = texts(compact: true) }
        hint = hint && width(shown) + hintWidth <= room
        grid.borderLine(y: area.y, x: area.x, width: area.width, left: "└", right: "┘", label: hint ? strings.facetLineHint : "")
        let end = area.x + 2 + room
        var x = area.x + 2
        for (index, text) in shown.enumerated() {
            guard x + DisplayWidth.of(text) <= end else { break }
            var style = isOn(items[index], state) ? Style(foreground: .green, bold: true) : .plain
            if index == state.facets.cursor { style.reverse = true }
            grid.put(" ", x: x - 1, y: area.y)
            x = grid.put(text, x: x, y: area.y, style: style)
            grid.put(" ", x: x, y: area.y)
            x += 1
        }
    }

    /// Whether the item is on: a facet required, or "open now" (the same state as `o`).
    static func isOn(_ item: FacetLine.Item, _ state: AppState) -> Bool {
        switch item {
        case .facet(let facet): return state.facets.requires(facet)
        case .openNow: return state.hours.openNow
        }
    }
}
