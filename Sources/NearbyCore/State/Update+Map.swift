/// Panning the map and the mouse.
extension Update {
    /// Moves the map's center a quarter of the visible span; the user stays where they are.
    static func pan(_ state: inout AppState, azimuth: Double) -> [Effect] {
        var next = Geodesic.destination(from: state.mapCenter, azimuth: azimuth, distance: state.span / 4)
        // Web Mercator ends at ±85°: panning further north or south shows nothing new.
        next.latitude = min(max(next.latitude, -MercatorProjection.maxLatitude), MercatorProjection.maxLatitude)
        guard next.latitude.isFinite, next.longitude.isFinite else { return [] }
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
