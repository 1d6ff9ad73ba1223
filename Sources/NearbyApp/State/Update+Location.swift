import NearbyGeo

/// Update's location concern: keys ask the simulator to move, jump or play; its reports come back
/// as events, and only a delivery leads to a fetch. The simulator owns the position and the
/// distance filter; the state keeps only what its reports say the screen shows.
extension Update {
    static func applyLocation(_ state: inout AppState, _ event: Event) -> [Effect] {
        switch event {
        case .locationDelivered(let location):
            return deliver(&state, location)
        case .locationMoved(let coordinate, let heldBack):
            state.location.user = coordinate
            state.location.heldBack = heldBack
            walkReported(&state, at: coordinate, delivered: false)
            state.location.notice = nil
            state.location.near = state.places?.localPlace(near: coordinate)
            state.viewport.center = coordinate
            state.viewport.heading = 0
            return [reload(state)]
        case .routePlaybackChanged(let playing):
            state.location.routePlaying = playing
            return []
        default:
            return []
        }
    }

    static func deliver(_ state: inout AppState, _ location: Location) -> [Effect] {
        if location.coordinate != state.location.user { state.location.notice = nil }
        state.location.user = location.coordinate
        state.location.heldBack = nil
        walkReported(&state, at: location.coordinate, delivered: true)
        state.location.near = state.places?.localPlace(near: location.coordinate)
        state.viewport.center = location.coordinate
        state.viewport.heading = 0
        return [.log(location.logEvent), .fetchVenues(at: location.coordinate), reload(state)]
    }

    /// Moves the simulated location along the geodesic; the simulator's distance filter decides
    /// whether it is delivered (and so fetched).
    static func move(_ state: inout AppState, azimuth: Double, meters: Double) -> [Effect] {
        endWalk(&state) + [.simulate(.move(azimuth: azimuth, meters: meters))]
    }

    static func togglePlayback(_ state: inout AppState) -> [Effect] {
        // A walk under way (`f`) pauses and resumes like a GPX route.
        if let walk = state.walks.walk, !walk.arrived { return [.simulate(.togglePlayback)] }
        guard state.location.hasRoute else {
            state.fetch.error = .note(state.settings.strings.noRoute)
            return []
        }
        return [.simulate(.togglePlayback)]
    }
}
