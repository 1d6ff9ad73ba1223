import NearbyCells
import NearbyFormats

/// Update's hours concern: the app's clock (ticks, `<` `>`), the "open now" filter (`o`), the
/// details overlay (`i`), and the hours of the rows on screen brought up to the clock.
extension Update {
    /// `o`: the list shows only the venues open at the app's clock, or all again.
    static func toggleOpenNow(_ state: inout AppState) -> [Effect] {
        state.hours.openNow.toggle()
        state.hours.openOf = nil
        state.list.scroll = 0
        return [filteredReload(&state)]
    }

    /// `<` `>`: the clock moves an hour (and is a simulated one from then on); an "open now"
    /// list is read again at the new time.
    static func moveClock(_ state: inout AppState, by seconds: Double) -> [Effect] {
        state.clock.shift(by: seconds)
        state.hours.clockReading = nil
        return state.hours.openNow ? [filteredReload(&state)] : []
    }

    /// A tick carries the wall clock's reading; an "open now" list whose answer ran out (a
    /// venue looked at opened or closed) is read again, once until that read answers.
    static func tickClock(_ state: inout AppState, now: Double) -> [Effect] {
        state.clock.tick(wall: now)
        guard state.hours.openNow, !state.hours.filterValid.contains(state.clock.now) else { return [] }
        return [filteredReload(&state)]
    }

    /// A reload at the clock's new time; until it answers, ticks ask for no other.
    static func filteredReload(_ state: inout AppState) -> Effect {
        state.hours.filterValid = -Double.infinity..<Double.infinity
        return reload(state)
    }

    /// The rows on screen, the selected one (for the callout) and the details overlay's venue
    /// get their hours at the clock: only those are evaluated, each again only when the clock
    /// leaves the stretch its last answer holds for.
    static func refreshHours(_ state: inout AppState) {
        let now = state.clock.now
        let rows = state.list.rows
        let first = min(max(0, state.list.scroll), rows.count)
        let shown = first..<min(rows.count, first + max(1, state.visibleListRows))
        for row in rows[shown] { state.hours.refresh(row.venue, at: now) }
        if let selected = state.list.selectedIndex, !shown.contains(selected) { state.hours.refresh(rows[selected].venue, at: now) }
        if let details = state.overlays.details { state.hours.refresh(details.venue, at: now) }
    }

    /// `i`: the details of the selected venue.
    static func showDetails(_ state: inout AppState) -> [Effect] {
        guard let index = state.list.selectedIndex else { return [] }
        state.overlays.details = state.list.rows[index]
        state.overlays.detailsFetchedAt = nil
        state.overlays.detailsScroll = 0
        return [.readFetchTime(state.list.rows[index].venue.key)]
    }

    /// Keys while the details overlay is open: Esc (or i, q, Enter) closes it, Ctrl-C quits,
    /// the arrows and pages scroll it when it is taller than the screen; the others do nothing,
    /// so nothing moves behind it.
    static func handleDetailsKey(_ state: inout AppState, _ key: Key) -> [Effect] {
        switch key {
        case .escape, .enter, .character("i"), .character("q"):
            state.overlays.details = nil
            return []
        case .control("c"):
            state.overlays.details = nil
            return [.log(LogEvent("stopped")), .quit]
        case .down, .character("j"): scrollDetails(&state) { line, _ in line + 1 }
        case .up, .character("k"): scrollDetails(&state) { line, _ in line - 1 }
        case .pageDown: scrollDetails(&state) { line, page in line + page }
        case .pageUp: scrollDetails(&state) { line, page in line - page }
        case .home, .character("g"): scrollDetails(&state) { _, _ in 0 }
        case .end, .character("G"): scrollDetails(&state) { _, _ in Int.max / 2 }
        default: break
        }
        return []
    }

    /// Moves the details overlay's first line, kept where the last line is at its bottom at most.
    /// `step` gets the line and the overlay's inner height.
    private static func scrollDetails(_ state: inout AppState, _ step: (Int, Int) -> Int) {
        guard let row = state.overlays.details else { return }
        let room = DetailsOverlay.innerHeight(state)
        let most = max(0, DetailsOverlay.lines(row, state).count - room)
        state.overlays.detailsScroll = min(max(0, step(state.overlays.detailsScroll, max(1, room - 1))), most)
    }
}

extension HoursBook {
    /// A reload's rows arrived: their places, and what an "open now" reload looked at.
    mutating func loaded(_ load: HoursLoad, rows: [VenueRow]) {
        if places.count >= Self.cacheLimit { places.removeAll(keepingCapacity: true) }
        for row in rows { places[row.venue.key] = load.places[row.venue.key] }
        openOf = openNow ? load.openOf : nil
        filterValid = load.valid
        listHasHours = openNow || rows.contains { $0.venue.details.openingHours != nil }
    }
}
