import NearbyCells
import NearbyMap
import NearbyText

/// Renders the whole frame: a pure function of the state and the map's tiles into cells.
public enum Screen {
    public static func render(_ state: AppState, map: MapData = .none) -> CellGrid {
        var grid = CellGrid(width: state.viewport.width, height: state.viewport.height)
        let strings = state.settings.strings
        if Layout.fits(width: state.viewport.width, height: state.viewport.height) {
            let layout = state.viewport.layout
            MapPane.render(state, map: map, into: &grid, area: layout.map)
            ListPane.render(state, into: &grid, area: layout.list)
            // The facet line (`F`) takes the status bar's place while it is open.
            if state.facets.isOpen {
                FacetBar.render(state, into: &grid, area: layout.status)
            } else {
                StatusBar.render(state, into: &grid, area: layout.status)
            }
            PresetPicker.render(state, into: &grid, area: layout.map)
            DetailsOverlay.render(state, into: &grid, area: Rect(x: 0, y: 0, width: state.viewport.width, height: layout.status.y))
            SavedOverlay.render(state, into: &grid, area: Rect(x: 0, y: 0, width: state.viewport.width, height: layout.status.y))
            if state.overlays.help { HelpOverlay.render(strings, into: &grid, area: Rect(x: 0, y: 0, width: state.viewport.width,
                                                                                       height: layout.status.y)) }
        } else {
            let message = strings.tooSmall
            let hint = strings.need(Layout.minimumWidth, Layout.minimumHeight)
            grid.put(message, x: max(0, (state.viewport.width - DisplayWidth.of(message)) / 2), y: state.viewport.height / 2 - 1)
            grid.put(hint, x: max(0, (state.viewport.width - DisplayWidth.of(hint)) / 2), y: state.viewport.height / 2)
        }
        if state.settings.ascii { grid.convertToASCII() }
        return grid
    }

    /// The list letter of row `index` (pins carry the same one): a–z, then A–Z, then "·".
    public static func letter(_ index: Int) -> String {
        if index < 0 { return "·" }
        if index < 26 { return String(Character(Unicode.Scalar(UInt8(97 + index)))) }
        if index < 52 { return String(Character(Unicode.Scalar(UInt8(65 + index - 26)))) }
        return "·"
    }
}
