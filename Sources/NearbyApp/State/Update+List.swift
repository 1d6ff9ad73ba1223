import NearbyCells
import NearbyFormats

/// Update's list concern: rows read for the region, the selection and scroll that follow them,
/// and the name filter typed after `/`.
extension Update {
    static func applyVenues(_ state: inout AppState, _ event: Event) -> [Effect] {
        switch event {
        case .venuesUpdated:
            return [.log(LogEvent("venuesUpdated")), reload(state)]
        case .venuesLoaded(let rows, let complete, let clusters, let hours, let facets):
            let before = state.list.selection
            state.hours.loaded(hours, rows: rows)
            state.facets.loaded = facets
            state.list.rows = state.walks.ordered(rows)
            state.list.complete = complete
            state.list.clusters = clusters
            state.list.hasLoaded = true
            if state.list.selectedIndex == nil { state.list.selection = rows.first?.venue.key }
            keepSelectionVisible(&state)
            return selectionLog(before, state)
        default:
            return []
        }
    }

    static func select(_ state: inout AppState, _ step: (Int) -> Int) -> [Effect] {
        guard !state.list.rows.isEmpty else { return [] }
        let before = state.list.selection
        let current = state.list.selectedIndex ?? 0
        let next = min(max(step(current), 0), state.list.rows.count - 1)
        state.list.selection = state.list.rows[next].venue.key
        keepSelectionVisible(&state)
        return selectionLog(before, state)
    }

    static func selectionLog(_ before: VenueKey?, _ state: AppState) -> [Effect] {
        guard let after = state.list.selection, after != before else { return [] }
        return [.log(LogEvent("selectionChanged", [("id", .string(after.id))]))]
    }

    /// Scrolls the list so the selected row is on screen.
    static func keepSelectionVisible(_ state: inout AppState) {
        let rows = state.visibleListRows
        let maxScroll = max(0, state.list.rows.count - rows)
        guard let index = state.list.selectedIndex, rows > 0 else {
            state.list.scroll = min(state.list.scroll, maxScroll)
            return
        }
        if index < state.list.scroll { state.list.scroll = index }
        if index >= state.list.scroll + rows { state.list.scroll = index - rows + 1 }
        state.list.scroll = min(max(0, state.list.scroll), maxScroll)
    }

    static func startFilter(_ state: inout AppState) -> [Effect] {
        state.list.editingFilter = true
        return []
    }

    /// Keys while the filter line is open (and Esc clearing a filter left standing); nil lets
    /// the key through to the normal bindings.
    static func handleFilterKey(_ state: inout AppState, _ key: Key) -> [Effect]? {
        if key == .control("c") { return nil }
        guard state.list.editingFilter else {
            if key == .escape, !state.list.filter.isEmpty { return setFilter(&state, "") }
            return nil
        }
        switch key {
        case .character(let ch):
            return setFilter(&state, state.list.filter + String(ch))
        case .backspace:
            guard !state.list.filter.isEmpty else {
                state.list.editingFilter = false
                return []
            }
            return setFilter(&state, String(state.list.filter.dropLast()))
        case .enter, .tab:
            state.list.editingFilter = false
            return []
        case .escape:
            state.list.editingFilter = false
            return setFilter(&state, "")
        case .control("u"):
            return setFilter(&state, "")
        default:
            // Arrows, pages and the mouse still move the selection while typing.
            return nil
        }
    }

    /// Sets the name filter and re-reads the list; the selection follows by id when it still
    /// matches.
    static func setFilter(_ state: inout AppState, _ filter: String) -> [Effect] {
        guard filter != state.list.filter else { return [] }
        state.list.filter = filter
        state.list.scroll = 0
        return [reload(state)]
    }
}
