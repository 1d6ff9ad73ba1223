/// Keys for the list, the filter line, the help overlay and the split between the panes.
extension Update {
    /// The help overlay and the filter line see keys before anything else; nil lets the key
    /// through to the normal bindings.
    static func handleModal(_ state: inout AppState, _ key: Key) -> [Effect]? {
        if key == .control("c") { return nil }
        if state.showingHelp {
            // Any key closes the help, and does nothing else.
            state.showingHelp = false
            return []
        }
        guard state.editingFilter else {
            if key == .escape, !state.filter.isEmpty { return setFilter(&state, "") }
            return nil
        }
        switch key {
        case .character(let ch):
            return setFilter(&state, state.filter + String(ch))
        case .backspace:
            guard !state.filter.isEmpty else {
                state.editingFilter = false
                return []
            }
            return setFilter(&state, String(state.filter.dropLast()))
        case .enter, .tab:
            state.editingFilter = false
            return []
        case .escape:
            state.editingFilter = false
            return setFilter(&state, "")
        case .control("u"):
            return setFilter(&state, "")
        default:
            // Arrows, pages and the mouse still move the selection while typing.
            return nil
        }
    }

    /// Keys the main bindings leave over: help, filter, split, panning.
    static func handleViewKey(_ state: inout AppState, _ key: Key) -> [Effect] {
        switch key {
        case .character("?"):
            state.showingHelp = true
            return []
        case .character("/"):
            state.editingFilter = true
            return []
        case .character("{"):
            return moveSplit(&state, by: -0.1)
        case .character("}"):
            return moveSplit(&state, by: 0.1)
        case .left, .shiftLeft: return pan(&state, azimuth: 270)
        case .right, .shiftRight: return pan(&state, azimuth: 90)
        case .shiftUp, .character("["): return pan(&state, azimuth: 0)
        case .shiftDown, .character("]"): return pan(&state, azimuth: 180)
        default:
            return []
        }
    }

    /// Sets the name filter and re-reads the list; the selection follows by id when it still
    /// matches.
    static func setFilter(_ state: inout AppState, _ filter: String) -> [Effect] {
        guard filter != state.filter else { return [] }
        state.filter = filter
        state.scroll = 0
        return [reload(state)]
    }

    /// The split between the map and the list: from a fifth to four fifths of the body.
    public static let mapShareRange: ClosedRange<Double> = 0.2...0.8

    static func moveSplit(_ state: inout AppState, by delta: Double) -> [Effect] {
        let share = ((state.mapShare + delta) * 10).rounded() / 10
        state.mapShare = min(max(share, mapShareRange.lowerBound), mapShareRange.upperBound)
        keepSelectionVisible(&state)
        return []
    }
}
