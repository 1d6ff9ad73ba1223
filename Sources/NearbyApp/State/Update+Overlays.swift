import NearbyCells
import NearbyGeo
import NearbyText

/// Update's overlays: the help overlay and the `L` picker, which take keys before the normal
/// bindings while open.
extension Update {
    /// Gazetteer places the picker lists below the presets that match.
    static let pickerPlaces = 30

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
        state.overlays.pickerQuery = ""
        state.overlays.pickerRows = Preset.all.map(PickerRow.init(preset:))
        state.overlays.pickerOnline = nil
        let here = Preset.all.firstIndex { Geodesic.distance($0.coordinate, state.location.user) < Preset.hereRadius }
        state.overlays.presetPicker = here ?? 0
        return []
    }

    /// Keys while the `L` picker is open: typing searches the presets and the gazetteer, arrows
    /// (and Tab) choose, Enter jumps (or on the last row searches online), Backspace takes back
    /// a letter, Esc closes.
    static func pickPreset(_ state: inout AppState, _ key: Key) -> [Effect] {
        guard let index = state.overlays.presetPicker else { return [] }
        let count = pickerChoices(state.overlays)
        switch key {
        case .up: state.overlays.presetPicker = count == 0 ? 0 : (index + count - 1) % count
        case .down, .tab: state.overlays.presetPicker = count == 0 ? 0 : (index + 1) % count
        case .home: state.overlays.presetPicker = 0
        case .end: state.overlays.presetPicker = max(0, count - 1)
        case .escape: state.overlays.presetPicker = nil
        case .character(let ch): search(&state, state.overlays.pickerQuery + String(ch))
        case .backspace: search(&state, String(state.overlays.pickerQuery.dropLast()))
        case .enter:
            if index >= state.overlays.pickerRows.count, state.overlays.pickerOnline != nil { return searchOnline(&state) }
            state.overlays.presetPicker = nil
            guard state.overlays.pickerRows.indices.contains(index) else { return [] }
            return endWalk(&state) + [.simulate(.jump(to: state.overlays.pickerRows[index].coordinate))]
        case .control("c"):
            state.overlays.presetPicker = nil
            return [.log(LogEvent("stopped")), .quit]
        default: break
        }
        return []
    }

    /// The picker's rows for `query`: the presets one of whose words starts with it, then the
    /// gazetteer's places (best first) but those a listed preset already stands for.
    static func search(_ state: inout AppState, _ query: String) {
        state.overlays.pickerQuery = query
        state.overlays.presetPicker = 0
        let folded = SearchFolding.fold(query.trimmedWhitespace)
        // What was typed may be asked online, once it is chosen; an earlier answer was for other text.
        state.overlays.pickerOnline = state.settings.searchesOnline && !folded.isEmpty ? .offered : nil
        guard !folded.isEmpty else {
            state.overlays.pickerRows = Preset.all.map(PickerRow.init(preset:))
            return
        }
        let presets = Preset.all.filter { preset in
            let name = SearchFolding.fold(preset.name)
            return name.hasPrefix(folded) || name.split(separator: " ").contains { $0.hasPrefix(folded) }
        }
        let places = state.places?.places(named: query, limit: pickerPlaces) ?? []
        // "Tokyo, JP" is the preset Tokyo again; "Tokyo" the preset and "Tokyo, JP" are one row.
        let standIns = places.filter { place in
            let name = SearchFolding.fold(place.name)
            return !presets.contains { preset in
                name.hasPrefix(SearchFolding.fold(preset.name)) && Geodesic.distance(preset.coordinate, place.coordinate) < 25_000
            }
        }
        state.overlays.pickerRows = presets.map(PickerRow.init(preset:))
            + standIns.map { PickerRow(title: $0.label, coordinate: $0.coordinate) }
    }
}
