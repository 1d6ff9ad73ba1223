/// The app's one state transition: `(inout AppState, Event) -> [Effect]`. Pure and synchronous,
/// like bubbletea's `Update`: it never does I/O, it asks for it.
public enum Update {
    /// The effects of starting up: the simulator starts at the start location, and the first
    /// location is always delivered.
    public static func start(_ state: inout AppState) -> [Effect] {
        [.log(LogEvent("started", [("provider", .string(state.provider))])), .simulate(.jump(to: state.user))]
    }

    public static func apply(_ state: inout AppState, _ event: Event) -> [Effect] {
        switch event {
        case .key(let key):
            return handle(&state, key)
        case .mouse(let mouse):
            return handleMouse(&state, mouse)
        case .resized(let width, let height):
            state.width = width
            state.height = height
            keepSelectionVisible(&state)
            return []
        case .ticked:
            if state.fetching { state.spinner &+= 1 }
            return state.routePlaying ? [.simulate(.advance)] : []
        case .locationDelivered, .locationMoved, .routePlaybackChanged:
            return applyLocation(&state, event)
        case .fetchStarted(let provider, let at):
            state.fetching = true
            return [.log(LogEvent("fetchStarted", [
                ("provider", .string(provider)), ("lat", .number(at.latitude)), ("lon", .number(at.longitude)),
            ]))]
        case .fetchCommitted(let count, let clock):
            state.fetching = false
            state.error = nil
            state.lastFetch = clock
            return [.log(LogEvent("fetchCommitted", [("count", .integer(count))]))]
        case .fetchFailed(let reason):
            state.fetching = false
            state.error = reason
            return [.log(LogEvent("fetchFailed", [("reason", .string(reason))]))]
        case .fetchRateLimited, .timePassed:
            return applyRateLimit(&state, event)
        case .venuesUpdated:
            return [.log(LogEvent("venuesUpdated")), reload(state)]
        case .venuesLoaded(let rows, let complete, let clusters):
            let before = state.selection
            state.venues = rows
            state.venuesComplete = complete
            state.clusters = clusters
            state.hasLoaded = true
            if state.selectedIndex == nil { state.selection = rows.first?.venue.key }
            keepSelectionVisible(&state)
            return selectionLog(before, state)
        case .storeFailed(let reason):
            state.error = reason
            return []
        case .quitRequested:
            return [.quit]
        }
    }

    /// Re-read the visible region's venues.
    public static func reload(_ state: AppState) -> Effect {
        .loadVenues(region: state.region, from: state.user, matching: state.filter.isEmpty ? nil : state.filter,
                    limit: state.listLimit)
    }

    static func handle(_ state: inout AppState, _ key: Key) -> [Effect] {
        // Ctrl-L repaints in every mode, as in every full-screen program.
        if key == .control("l") { return [.repaint] }
        if state.presetPicker != nil { return pickPreset(&state, key) }
        // The help overlay and the filter line take keys first (Update+List.swift).
        if let effects = handleModal(&state, key) { return effects }
        switch key {
        case .character("q"), .control("c"):
            return [.log(LogEvent("stopped")), .quit]
        case .control("z"):
            return [.suspend]
        case .up, .character("k"):
            return select(&state) { $0 - 1 }
        case .down, .character("j"):
            return select(&state) { $0 + 1 }
        case .pageUp:
            return select(&state) { [rows = state.visibleListRows] in $0 - max(1, rows - 1) }
        case .pageDown:
            return select(&state) { [rows = state.visibleListRows] in $0 + max(1, rows - 1) }
        case .home, .character("g"):
            return select(&state) { _ in 0 }
        case .end, .character("G"):
            return select(&state) { _ in Int.max / 2 }
        case .enter:
            guard let index = state.selectedIndex else { return [] }
            let venue = state.venues[index].venue
            state.mapCenter = venue.coordinate
            return [
                .log(LogEvent("mapRecentered", [
                    ("lat", .number(venue.coordinate.latitude)), ("lon", .number(venue.coordinate.longitude)),
                ])),
                reload(state),
            ]
        case .character("c"):
            state.mapCenter = state.user
            state.mapHeading = 0
            return [.log(LogEvent("mapRecentered", [
                ("lat", .number(state.user.latitude)), ("lon", .number(state.user.longitude)),
            ])), reload(state)]
        case .character("+"), .character("="):
            return zoom(&state, by: 0.5)
        case .character("-"), .character("_"):
            return zoom(&state, by: 2)
        case .character("r"):
            return [.fetchVenues(at: state.user)]
        case .character("w"): return move(&state, azimuth: 0, meters: 10)
        case .character("a"): return move(&state, azimuth: 270, meters: 10)
        case .character("s"): return move(&state, azimuth: 180, meters: 10)
        case .character("d"): return move(&state, azimuth: 90, meters: 10)
        case .character("W"): return move(&state, azimuth: 0, meters: 100)
        case .character("A"): return move(&state, azimuth: 270, meters: 100)
        case .character("S"): return move(&state, azimuth: 180, meters: 100)
        case .character("D"): return move(&state, azimuth: 90, meters: 100)
        case .character("L"): return openPresetPicker(&state)
        case .character("p"): return togglePlayback(&state)
        default:
            return handleViewKey(&state, key)
        }
    }

    /// The smallest and largest visible span: about a city block, and the whole world.
    public static let spanRange: ClosedRange<Double> = 100...40_000_000

    static func zoom(_ state: inout AppState, by factor: Double) -> [Effect] {
        let span = min(max(state.span * factor, spanRange.lowerBound), spanRange.upperBound)
        guard span != state.span else { return [] }
        state.span = span
        return [reload(state)]
    }

    static func select(_ state: inout AppState, _ step: (Int) -> Int) -> [Effect] {
        guard !state.venues.isEmpty else { return [] }
        let before = state.selection
        let current = state.selectedIndex ?? 0
        let next = min(max(step(current), 0), state.venues.count - 1)
        state.selection = state.venues[next].venue.key
        keepSelectionVisible(&state)
        return selectionLog(before, state)
    }

    static func selectionLog(_ before: VenueKey?, _ state: AppState) -> [Effect] {
        guard let after = state.selection, after != before else { return [] }
        return [.log(LogEvent("selectionChanged", [("id", .string(after.id))]))]
    }

    /// Scrolls the list so the selected row is on screen.
    static func keepSelectionVisible(_ state: inout AppState) {
        let rows = state.visibleListRows
        let maxScroll = max(0, state.venues.count - rows)
        guard let index = state.selectedIndex, rows > 0 else {
            state.scroll = min(state.scroll, maxScroll)
            return
        }
        if index < state.scroll { state.scroll = index }
        if index >= state.scroll + rows { state.scroll = index - rows + 1 }
        state.scroll = min(max(0, state.scroll), maxScroll)
    }
}
