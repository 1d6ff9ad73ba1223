import NearbyCells
import NearbyGeo

/// Update's overlays: the help overlay and the `L` preset picker, which take keys before the
/// normal bindings while open.
extension Update {
    static func showHelp(_ state: inout AppState) -> [Effect] {
        state.overlays.help = true
        return []
    }

    /// While the help is shown, any key but Ctrl-C closes it and does nothing else; nil lets
    /// the key through.
    static func dismissHelp(_ state: inout AppState, _ key: Key) -> [Effect]? {
        guard state.overlays.help, key != .control("c") else { return nil }
        state.overlays.help = false
        return []
    }

    static func openPresetPicker(_ state: inout AppState) -> [Effect] {
        let here = Preset.all.firstIndex { Geodesic.distance($0.coordinate, state.location.user) < Preset.hereRadius }
        state.overlays.presetPicker = here ?? 0
        return []
    }

    /// Keys while the `L` picker is open: arrows (or j k) choose, Enter jumps, Esc (or q, L) closes.
    static func pickPreset(_ state: inout AppState, _ key: Key) -> [Effect] {
        guard let index = state.overlays.presetPicker else { return [] }
        let count = Preset.all.count
        switch key {
        case .up, .character("k"): state.overlays.presetPicker = (index + count - 1) % count
        case .down, .character("j"), .tab: state.overlays.presetPicker = (index + 1) % count
        case .home, .character("g"): state.overlays.presetPicker = 0
        case .end, .character("G"): state.overlays.presetPicker = count - 1
        case .escape, .character("q"), .character("L"): state.overlays.presetPicker = nil
        case .enter:
            state.overlays.presetPicker = nil
            return [.simulate(.jump(to: Preset.all[index].coordinate))]
        case .control("c"):
            state.overlays.presetPicker = nil
            return [.log(LogEvent("stopped")), .quit]
        default: break
        }
        return []
    }
}
