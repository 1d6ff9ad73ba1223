/// Update's location concern: keys ask the simulator to move, jump or play; its reports come back
/// as events, and only a delivery leads to a fetch. The simulator owns the position and the
/// distance filter; the state keeps only what its reports say the screen shows.
extension Update {
    static func applyLocation(_ state: inout AppState, _ event: Event) -> [Effect] {
        switch event {
        case .locationDelivered(let location):
            return deliver(&state, location)
        case .locationMoved(let coordinate, let heldBack):
            state.user = coordinate
            state.heldBack = heldBack
            state.mapCenter = coordinate
            state.mapHeading = 0
            return [reload(state)]
        case .routePlaybackChanged(let playing):
            state.routePlaying = playing
            return []
        default:
            return []
        }
    }

    static func deliver(_ state: inout AppState, _ location: Location) -> [Effect] {
        state.user = location.coordinate
        state.heldBack = nil
        state.mapCenter = location.coordinate
        state.mapHeading = 0
        return [.log(location.logEvent), .fetchVenues(at: location.coordinate), reload(state)]
    }

    /// Moves the simulated location along the geodesic; the simulator's distance filter decides
    /// whether it is delivered (and so fetched).
    static func move(_ state: inout AppState, azimuth: Double, meters: Double) -> [Effect] {
        [.simulate(.move(azimuth: azimuth, meters: meters))]
    }

    static func togglePlayback(_ state: inout AppState) -> [Effect] {
        guard state.hasRoute else {
            state.error = state.strings.noRoute
            return []
        }
        return [.simulate(.togglePlayback)]
    }

    static func openPresetPicker(_ state: inout AppState) -> [Effect] {
        let here = Preset.all.firstIndex { Geodesic.distance($0.coordinate, state.user) < Preset.hereRadius }
        state.presetPicker = here ?? 0
        return []
    }

    /// Keys while the `L` picker is open: arrows (or j k) choose, Enter jumps, Esc (or q, L) closes.
    static func pickPreset(_ state: inout AppState, _ key: Key) -> [Effect] {
        guard let index = state.presetPicker else { return [] }
        let count = Preset.all.count
        switch key {
        case .up, .character("k"): state.presetPicker = (index + count - 1) % count
        case .down, .character("j"), .tab: state.presetPicker = (index + 1) % count
        case .home, .character("g"): state.presetPicker = 0
        case .end, .character("G"): state.presetPicker = count - 1
        case .escape, .character("q"), .character("L"): state.presetPicker = nil
        case .enter:
            state.presetPicker = nil
            return [.simulate(.jump(to: Preset.all[index].coordinate))]
        case .control("c"):
            state.presetPicker = nil
            return [.log(LogEvent("stopped")), .quit]
        default: break
        }
        return []
    }
}
