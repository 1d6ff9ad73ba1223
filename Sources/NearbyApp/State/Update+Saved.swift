import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyText

/// Update's saved places: `b` saves or unsaves the selected venue, `B` opens the overlay of
/// saved places (nearest first) where Enter recenters the map on one, `e` edits its note and
/// `b` or Delete unsaves it. The store does every change off the main thread and reports the
/// places after it (`savedLoaded`); only then do the marks change, so they never say what the
/// store does not hold.
extension Update {
    static func applySaved(_ state: inout AppState, _ event: Event) -> [Effect] {
        switch event {
        case .savedLoaded(let places, let change):
            state.saved.replace(with: places)
            keepSavedSelection(&state)
            switch change {
            case .saved(let name): notify(&state, .saved(name))
            case .removed(let name): notify(&state, .removed(name))
            case .noted(let name): notify(&state, .noted(name))
            case .loaded, .unchanged: break
            }
            return [.log(LogEvent("savedChanged", [("count", .integer(places.count)), ("change", .string(change.logName))]))]
        case .savedFailed(let reason):
            notify(&state, .failed(reason))
            return [.log(LogEvent("savedFailed", [("reason", .string(reason))]))]
        default:
            return []
        }
    }

    /// Shows `notice` in the status bar for a few seconds.
    static func notify(_ state: inout AppState, _ notice: SavedNotice) {
        state.saved.notice = notice
        state.saved.noticeUntil = state.clock.wall + SavedList.noticeSeconds
    }

    /// At a tick: a notice whose time is up goes (and the frame is drawn again).
    static func expireSavedNotice(_ state: inout AppState) {
        state.saved.noticeEnded = false
        guard state.saved.notice != nil, state.clock.wall >= state.saved.noticeUntil else { return }
        state.saved.notice = nil
        state.saved.noticeEnded = true
    }

    /// `b`: saves the selected venue, or unsaves it when it is saved (the store decides which).
    static func toggleSaved(_ state: inout AppState) -> [Effect] {
        guard let index = state.list.selectedIndex else {
            notify(&state, .nothingSelected)
            return []
        }
        return [.saved(.toggle(state.list.rows[index].venue))]
    }

    /// `B`: the overlay of saved places, the nearest highlighted.
    static func openSaved(_ state: inout AppState) -> [Effect] {
        state.overlays.saved = SavedBrowsing(selected: state.saved.nearest(to: state.location.user).first?.place.number)
        return []
    }

    /// The overlay's rows: the saved places, nearest you first.
    public static func savedRows(_ state: AppState) -> [SavedRow] {
        state.saved.nearest(to: state.location.user)
    }

    /// The highlighted row's index among `rows` (nil: none highlighted).
    public static func savedIndex(_ state: AppState, in rows: [SavedRow]) -> Int? {
        guard let number = state.overlays.saved?.selected else { return nil }
        return rows.firstIndex { $0.place.number == number }
    }

    /// After the list changed under the open overlay: the highlight stays on its place, or, when
    /// that place went, moves to the row that took its position.
    static func keepSavedSelection(_ state: inout AppState) {
        guard var browsing = state.overlays.saved else { return }
        let rows = savedRows(state)
        if let number = browsing.selected, rows.contains(where: { $0.place.number == number }) { return }
        browsing.selected = rows.isEmpty ? nil : rows[min(browsing.lastIndex, rows.count - 1)].place.number
        browsing.draft = nil
        state.overlays.saved = browsing
    }

    /// Keys while the overlay is open: the note line first while `e` edits it.
    static func handleSavedKey(_ state: inout AppState, _ key: Key) -> [Effect] {
        guard var browsing = state.overlays.saved else { return [] }
        if browsing.draft != nil { return editNote(&state, key) }
        let rows = savedRows(state)
        let index = savedIndex(state, in: rows)
        func highlight(_ step: (Int) -> Int) {
            guard !rows.isEmpty else { return }
            let next = min(max(step(index ?? 0), 0), rows.count - 1)
            browsing.selected = rows[next].place.number
            browsing.lastIndex = next
            state.overlays.saved = browsing
        }
        switch key {
        case .escape, .character("B"), .character("q"):
            state.overlays.saved = nil
        case .control("c"):
            state.overlays.saved = nil
            return [.log(LogEvent("stopped")), .quit]
        case .up, .character("k"): highlight { $0 - 1 }
        case .down, .character("j"), .tab: highlight { $0 + 1 }
        case .pageUp: highlight { $0 - 10 }
        case .pageDown: highlight { $0 + 10 }
        case .home, .character("g"): highlight { _ in 0 }
        case .end, .character("G"): highlight { _ in rows.count - 1 }
        case .enter:
            guard let index else { return [] }
            state.overlays.saved = nil
            return jump(&state, to: rows[index].place)
        case .character("e"):
            guard let index else { return [] }
            browsing.draft = rows[index].place.note
            state.overlays.saved = browsing
        case .character("b"), .delete:
            guard let index else { return [] }
            browsing.lastIndex = index
            state.overlays.saved = browsing
            return [.saved(.remove(number: rows[index].place.number))]
        default:
            break
        }
        return []
    }

    /// Keys while a note is typed: Enter keeps it, Esc leaves it as it was, Backspace takes back
    /// a letter, Ctrl-U clears the line. Controls and direction overrides are never typed in,
    /// and the note stops at `SavedList.noteLimit`.
    static func editNote(_ state: inout AppState, _ key: Key) -> [Effect] {
        guard var browsing = state.overlays.saved, var draft = browsing.draft else { return [] }
        switch key {
        case .character(let ch):
            guard isTypable(ch), draft.unicodeScalars.count + ch.unicodeScalars.count <= SavedList.noteLimit else { return [] }
            draft.append(ch)
        case .backspace:
            if !draft.isEmpty { draft.removeLast() }
        case .control("u"):
            draft = ""
        case .escape:
            browsing.draft = nil
            state.overlays.saved = browsing
            return []
        case .enter:
            browsing.draft = nil
            state.overlays.saved = browsing
            guard let number = browsing.selected,
                  let place = state.saved.places.first(where: { $0.number == number }) else { return [] }
            let note = draft.trimmedWhitespace
            return note == place.note ? [] : [.saved(.note(number: number, text: note))]
        case .control("c"):
            state.overlays.saved = nil
            return [.log(LogEvent("stopped")), .quit]
        default:
            return []
        }
        browsing.draft = draft
        state.overlays.saved = browsing
        return []
    }

    /// Whether a typed character may go into a note: what `TerminalSafe.clean` would change
    /// (controls, direction overrides, disputed joiners) is left out.
    static func isTypable(_ ch: Character) -> Bool {
        let text = String(ch)
        return TerminalSafe.clean(text) == text
    }

    /// Enter in the overlay: the map centres on the place, as Enter on a list row does, and its
    /// venue is selected once the reload lists it. A place whose venue the store lost meanwhile
    /// still has its own position.
    static func jump(_ state: inout AppState, to place: SavedPlace) -> [Effect] {
        let before = state.list.selection
        state.viewport.center = place.coordinate
        state.list.selection = place.key
        var effects: [Effect] = [.log(LogEvent("mapRecentered", [
            ("lat", .number(place.coordinate.latitude)), ("lon", .number(place.coordinate.longitude)),
        ]))]
        if before != place.key { effects.append(.log(LogEvent("selectionChanged", [("id", .string(place.key.id))]))) }
        return effects + [reload(state)]
    }
}
