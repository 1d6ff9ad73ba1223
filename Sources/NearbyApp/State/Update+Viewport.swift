import NearbyGeo

/// Update's viewport concern: zoom, panning, recentring, the terminal's size and the split
/// between the map and the list.
extension Update {
    /// The smallest and largest visible span: about a city block, and the whole world.
    public static let spanRange: ClosedRange<Double> = 100...40_000_000

    /// The split between the map and the list: from a fifth to four fifths of the body.
    public static let mapShareRange: ClosedRange<Double> = 0.2...0.8

    static func resize(_ state: inout AppState, width: Int, height: Int) -> [Effect] {
        state.viewport.width = width
        state.viewport.height = height
        keepSelectionVisible(&state)
        // The terminal's own picture is stale after a resize: the next frame writes every cell.
        return [.repaint]
    }

    static func zoom(_ state: inout AppState, by factor: Double) -> [Effect] {
        let span = min(max(state.viewport.span * factor, spanRange.lowerBound), spanRange.upperBound)
        guard span != state.viewport.span else { return [] }
        state.viewport.span = span
        return [reload(state)]
    }

    /// Moves the map's center a quarter of the visible span in a screen direction (`azimuth`
    /// relative to the map's up); the user stays where they are. The map's projection has no
    /// edge (see MapProjection), so panning goes on over a pole: the far side then shows south
    /// up, exactly as if the map were carried over, and panning back returns where it started.
    static func pan(_ state: inout AppState, azimuth: Double) -> [Effect] {
        let from = state.viewport.center
        let course = state.viewport.heading + azimuth
        let next = Geodesic.destination(from: from, azimuth: course, distance: state.viewport.span / 4)
        guard next.latitude.isFinite, next.longitude.isFinite else { return [] }
        // The course ahead at the destination is the reverse of the way back; when it points
        // the other way round from where we were going (a pole was crossed), the map turns.
        let back = Geodesic.inverse(next, from)
        if back.distance > 0, Geodesic.sincosd(back.initialAzimuth + 180 - course).c < 0 {
            state.viewport.heading = state.viewport.heading == 0 ? 180 : 0
        }
        state.viewport.center = next
        return [reload(state)]
    }

    /// Enter: the map centres on the selected venue (its heading stays).
    static func recenterOnSelection(_ state: inout AppState) -> [Effect] {
        guard let index = state.list.selectedIndex else { return [] }
        let venue = state.list.rows[index].venue
        state.viewport.center = venue.coordinate
        return [
            .log(LogEvent("mapRecentered", [
                ("lat", .number(venue.coordinate.latitude)), ("lon", .number(venue.coordinate.longitude)),
            ])),
            reload(state),
        ]
    }

    /// `c`: the map centres on the user, north up.
    static func recenterOnUser(_ state: inout AppState) -> [Effect] {
        state.viewport.center = state.location.user
        state.viewport.heading = 0
        return [.log(LogEvent("mapRecentered", [
            ("lat", .number(state.location.user.latitude)), ("lon", .number(state.location.user.longitude)),
        ])), reload(state)]
    }

    static func moveSplit(_ state: inout AppState, by delta: Double) -> [Effect] {
        let share = ((state.viewport.mapShare + delta) * 10).rounded() / 10
        state.viewport.mapShare = min(max(share, mapShareRange.lowerBound), mapShareRange.upperBound)
        keepSelectionVisible(&state)
        // The terminal's own picture is stale after a resize: the next frame writes every cell.
        return [.repaint]
    }
}
