/// Panning the map and the mouse.
extension Update {
    /// Moves the map's center a quarter of the visible span in a screen direction (`azimuth`
    /// relative to the map's up); the user stays where they are. The map's projection has no
    /// edge (see MapProjection), so panning goes on over a pole: the far side then shows south
    /// up, exactly as if the map were carried over, and panning back returns where it started.
    static func pan(_ state: inout AppState, azimuth: Double) -> [Effect] {
        let from = state.mapCenter
        let course = state.mapHeading + azimuth
        let next = Geodesic.destination(from: from, azimuth: course, distance: state.span / 4)
        guard next.latitude.isFinite, next.longitude.isFinite else { return [] }
        // The course ahead at the destination is the reverse of the way back; when it points
        // the other way round from where we were going (a pole was crossed), the map turns.
        let back = Geodesic.inverse(next, from)
        if back.distance > 0, Geodesic.sincosd(back.initialAzimuth + 180 - course).c < 0 {
            state.mapHeading = state.mapHeading == 0 ? 180 : 0
        }
        state.mapCenter = next
        return [reload(state)]
    }

    /// A click on a list row or a pin selects it; the wheel scrolls the list or zooms the map.
    static func handleMouse(_ state: inout AppState, _ mouse: MouseEvent) -> [Effect] {
        if state.showingHelp {
            state.showingHelp = false
            return []
        }
        guard Layout.fits(width: state.width, height: state.height) else { return [] }
        let layout = state.layout
        let inList = layout.list.contains(x: mouse.x, y: mouse.y)
        let inMap = layout.map.contains(x: mouse.x, y: mouse.y)
        switch mouse.action {
        case .click:
            if inList {
                let index = state.scroll + mouse.y - (layout.list.y + 1)
                guard mouse.y > layout.list.y, index < state.venues.count else { return [] }
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
