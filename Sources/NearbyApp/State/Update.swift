import NearbyCells

/// The app's one state transition: `(inout AppState, Event) -> [Effect]`. Pure and synchronous,
/// like bubbletea's `Update`: it never does I/O, it asks for it. This file dispatches events and
/// binds keys; each concern's transitions live in `Update+<Concern>.swift`. The runtime handles
/// no event itself: every event goes through `apply`, every answer is an effect.
public enum Update {
    /// The effects of starting up: the simulator starts at the start location, and the first
    /// location is always delivered.
    public static func start(_ state: inout AppState) -> [Effect] {
        [.log(LogEvent("started", [("provider", .string(state.settings.provider.name))])), .simulate(.jump(to: state.location.user)),
         .saved(.load)]
    }

    public static func apply(_ state: inout AppState, _ event: Event) -> [Effect] {
        state.hours.changed = false
        // Whatever the event changed (rows, scroll, clock), the rows on screen show their hours at the clock.
        defer { refreshHours(&state) }
        let effects = leaveGPS(&state, after: event, dispatch(&state, event))
        // A tick or a frame's lack changes neither the rows, the selection nor where you are.
        switch event {
        case .ticked, .mapLacks: return effects
        default: return effects + askWalks(&state)
        }
    }

    static func dispatch(_ state: inout AppState, _ event: Event) -> [Effect] {
        switch event {
        case .key(let key):
            return handle(&state, key)
        case .mouse(let mouse):
            return handleMouse(&state, mouse)
        case .resized(let width, let height):
            return resize(&state, width: width, height: height)
        case .ticked(let now):
            if state.fetch.inProgress { state.fetch.spinner &+= 1 }
            let step: [Effect] = state.location.routePlaying ? [.simulate(.advance)] : []
            let effects = step + applyRateLimit(&state, event) + tickClock(&state, now: now)
            expireSavedNotice(&state)
            return effects
        case .locationDelivered, .locationMoved, .routePlaybackChanged:
            return applyLocation(&state, event)
        case .gpsd(let report):
            return applyGPS(&state, report)
        case .fetchStarted, .fetchReceived, .fetchCommitted, .fetchFailed, .storeFailed:
            return applyFetch(&state, event)
        case .fetchRateLimited:
            return applyRateLimit(&state, event)
        case .venuesUpdated, .venuesLoaded:
            return applyVenues(&state, event)
        case .mapLacks, .tilesUpdated, .tilesCommitted, .tileReadFailed, .tileSourceResolved, .tileLayersDeclared, .tileFailed,
             .tilesFailed, .tileCacheSetAside:
            return applyTiles(&state, event)
        case .fetchTimeRead(let key, let time):
            if state.overlays.details?.venue.key == key { state.overlays.detailsFetchedAt = time }
            return []
        case .placesLoaded(let places):
            state.places = places
            state.location.near = places.localPlace(near: state.location.user)
            // The venues' hours are read where each venue is, now that the places are known.
            return [.log(LogEvent("placesLoaded")), reload(state)]
        case .placesFoundOnline, .onlineSearchFailed:
            return applyOnlineSearch(&state, event)
        case .walkRouterOpened, .routeFound, .walkTimesFound, .walkArrived:
            return applyWalks(&state, event)
        case .geocoderCacheSetAside(let sentence):
            // Said in the log: the picker's search goes on with the new cache.
            return [.log(LogEvent("geocoderCacheSetAside", [("reason", .string(sentence))]))]
        case .savedLoaded, .savedFailed:
            return applySaved(&state, event)
        case .quitRequested:
            return [.log(LogEvent("stopped", [("reason", .string("signal"))])), .quit]
        }
    }

    /// Whether the screen may look different after `event`: a tick changes it only while the
    /// spinner turns, when a row's hours changed or a shown simulated clock turned a minute; a
    /// tile committed or failed to read only once `tilesUpdated` follows, and what a frame
    /// lacks speaks of the frame already drawn.
    public static func redraws(after event: Event, in state: AppState) -> Bool {
        switch event {
        case .ticked:
            return state.fetch.inProgress || state.hours.changed || state.saved.noticeEnded
                || (state.clock.simulated && state.clock.minuteTurned)
        case .mapLacks, .tilesCommitted, .tileReadFailed: return false
        default: return true
        }
    }

    /// Re-read the visible region's venues.
    public static func reload(_ state: AppState) -> Effect {
        .loadVenues(region: state.viewport.region, from: state.location.user,
                    matching: state.list.filter.isEmpty ? nil : state.list.filter, limit: state.list.limit,
                    openAt: state.hours.openNow ? state.clock.now : nil, facets: state.facets.filter)
    }

    static func handle(_ state: inout AppState, _ key: Key) -> [Effect] {
        // Ctrl-L repaints in every mode, as in every full-screen program.
        if key == .control("l") { return [.repaint] }
        if state.overlays.presetPicker != nil { return pickPreset(&state, key) }
        if state.overlays.details != nil { return handleDetailsKey(&state, key) }
        if state.overlays.saved != nil { return handleSavedKey(&state, key) }
        // The help overlay, then the facet line and the filter line, take keys first (Update+Overlays,
        // Update+Facets, Update+List).
        if let effects = dismissHelp(&state, key) ?? handleFacetKey(&state, key) ?? handleFilterKey(&state, key) {
            return effects
        }
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
            return recenterOnSelection(&state)
        case .character("c"):
            return recenterOnUser(&state)
        case .character("+"), .character("="):
            return zoom(&state, by: 0.5)
        case .character("-"), .character("_"):
            return zoom(&state, by: 2)
        case .character("r"):
            return [.fetchVenues(at: state.location.user)]
        case .character("w"): return move(&state, azimuth: 0, meters: 10)
        case .character("a"): return move(&state, azimuth: 270, meters: 10)
        case .character("s"): return move(&state, azimuth: 180, meters: 10)
        case .character("d"): return move(&state, azimuth: 90, meters: 10)
        case .character("W"): return move(&state, azimuth: 0, meters: 100)
        case .character("A"): return move(&state, azimuth: 270, meters: 100)
        case .character("S"): return move(&state, azimuth: 180, meters: 100)
        case .character("D"): return move(&state, azimuth: 90, meters: 100)
        case .character("L"): return openPresetPicker(&state)
        case .character("l"): return followGPS(&state)
        case .character("p"): return togglePlayback(&state)
        case .character("t"): return toggleOrder(&state)
        case .character("f"): return walkThere(&state)
        case .character("?"): return showHelp(&state)
        case .character("/"): return startFilter(&state)
        case .character("o"): return toggleOpenNow(&state)
        case .character("F"): return openFacetLine(&state)
        case .character("i"): return showDetails(&state)
        case .character("b"): return toggleSaved(&state)
        case .character("B"): return openSaved(&state)
        case .character("<"): return moveClock(&state, by: -3600)
        case .character(">"): return moveClock(&state, by: 3600)
        case .character("{"): return moveSplit(&state, by: -0.1)
        case .character("}"): return moveSplit(&state, by: 0.1)
        case .left, .shiftLeft: return pan(&state, azimuth: 270)
        case .right, .shiftRight: return pan(&state, azimuth: 90)
        case .shiftUp, .character("["): return pan(&state, azimuth: 0)
        case .shiftDown, .character("]"): return pan(&state, azimuth: 180)
        default:
            return []
        }
    }
}
