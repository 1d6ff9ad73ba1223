import NearbyCells

/// Update's mouse bindings: a click on a list row or a pin selects it; the wheel scrolls the
/// list or zooms the map.
extension Update {
    static func handleMouse(_ state: inout AppState, _ mouse: MouseEvent) -> [Effect] {
        if state.overlays.help {
            state.overlays.help = false
            return []
        }
        // The saved places' overlay covers the panes: a click does not reach what is under it.
        if state.overlays.saved != nil { return [] }
        guard Layout.fits(width: state.viewport.width, height: state.viewport.height) else { return [] }
        let layout = state.viewport.layout
        let inList = layout.list.contains(x: mouse.x, y: mouse.y)
        let inMap = layout.map.contains(x: mouse.x, y: mouse.y)
        switch mouse.action {
        case .click:
            if inList {
                let index = state.list.scroll + mouse.y - (layout.list.y + 1)
                guard mouse.y > layout.list.y, index < state.list.rows.count else { return [] }
                return select(&state) { _ in index }
            }
            if inMap, let index = MapPane.venueIndex(at: mouse.x, y: mouse.y, in: state) {
                return select(&state) { _ in index }
            }
            return []
        case .wheelUp:
            if inList { return select(&state) { $0 - 3 } }
            return inMap ? zoom(&state, by: 0.5) : []
        case .wheelDown:
            if inList { return select(&state) { $0 + 3 } }
            return inMap ? zoom(&state, by: 2) : []
        }
    }
}
