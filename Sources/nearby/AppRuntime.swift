#if canImport(Glibc)
import Glibc
#endif
import NearbyApp
import NearbyGeo
import NearbyCLI
import NearbyHours
import NearbyGeo
import NearbyMap
import NearbyPlaces
import NearbyRuntime
import NearbyStore
import NearbyTerminal
import NearbyText

/// The full-screen app: owns the terminal, the state and the reading connection on the main
/// thread, runs effects, and hands fetches to the worker. It handles no event itself: each one
/// goes to `update`, and every effect's result comes back one way, as an event on the bus
/// drained by the event loop.
final class AppRuntime {
    private let options: Options
    /// The map's tiles (nil: `--tiles none`): a frame draws what is loaded and reports what it
    /// lacks (`mapLacks`), which update turns into work for the loader and the downloader; this
    /// thread never reads a tile.
    private let tiles: MapTiles?
    /// Reads the list's rows (with their hours' places, and "open now") from the reading connection.
    private let reload: VenueReload
    private let worker: FetchWorker
    /// Changes and reads the saved places off the main thread, in the order asked.
    private let saved: SavedWorker
    /// Works out walks and walking times; its thread starts (and opens the router) once the
    /// first frame with the list's rows is on screen.
    private let routes: RouteWorker
    /// The `L` picker's online search (`--geocoder`; nil: offline, nothing is sent).
    private let onlineSearch: OnlinePlaceSearch?
    private let bus: EventBus
    private let log: EventLogWriter?
    private let terminal = Terminal()
    private var state: AppState
    private let location: LocationInbox
    /// Reads gpsd on its own thread (`--gpsd`; nil: the location is simulated only).
    private let gpsd: GPSDClient?
    /// The one clock: route playback and the loop's ticks both read it.
    private let clock = SystemClock()
    /// Opens the gazetteer when `--near` did not already (under a millisecond of CPU, at a lower
    /// priority), once the first frame with the list's rows is on screen.
    private let placesReader = JoinableThread()
    private let placesLoaded: Gazetteer?
    /// `--time` read in the home zone (nil: the wall clock).
    private let timeReading: LocalReading?
    /// Work that the first frame with the list's rows does not need, held until that frame is
    /// on screen (nil once let go): the map's tile asks, the venue fetch and the saved places'
    /// first read (the latest of each), and the gazetteer's read. That frame then waits for the store alone, and no other
    /// thread of the app takes the second core meanwhile. A store that fails lets them go at
    /// once; anything else that keeps the list from loading, at the first tick `holdLimit`
    /// seconds after the start.
    private var heldForList: [Effect]? = []
    private let startedAt = MonotonicClock.seconds()
    private static let holdLimit = 3.0
    /// Keys handled since the last frame, and when the first of them arrived (for `frameDrawn`).
    private var keysSinceFrame = 0
    /// The last view whose map was drawn whole (`mapComplete` is said once per view).
    private var completeView: MapView?
    private var workStarted: Double?

    /// - Parameter places: the gazetteer when `--near` or `--time` already read it; else it is read
    ///   on its own thread, and until it comes venues' hours are read in the home zone (`TZ` or
    ///   the system's) with no holidays.
    init(options: Options, tiles: MapTiles?, reader: VenueStore, worker: FetchWorker, saved: SavedWorker, routes: RouteWorker,
         onlineSearch: OnlinePlaceSearch?, bus: EventBus, log: EventLogWriter?, route: Route?, places: Gazetteer?, note: String?) {
        self.options = options
        self.tiles = tiles
        for note in tiles?.notes ?? [] { log?.write(LogEvent("styleNote", [("note", .string(note))])) }
        let venuePlaces = VenuePlaces(finder: places, home: HomeZone.load())
        reload = VenueReload(reader: reader, places: venuePlaces)
        self.worker = worker
        self.saved = saved
        self.routes = routes
        self.onlineSearch = onlineSearch
        self.bus = bus
        self.log = log
        state = AppState(width: 80, height: 24, provider: options.provider, at: options.at, span: options.span)
        state.settings.ascii = options.ascii
        state.settings.language = Language.choose(
            option: options.language, lcAll: Platform.environment("LC_ALL"),
            lcMessages: Platform.environment("LC_MESSAGES"), lang: Platform.environment("LANG"))
        state.location.hasRoute = route != nil
        state.hours.homeZone = venuePlaces.zone(at: options.at)
        placesLoaded = places
        // `--time` is local time where the app starts, read as `nearby hours` and `list --open-at`
        // read one: a time the clocks skip or show twice is said in the status bar (and the log).
        let homeZone = state.hours.homeZone
        timeReading = options.time.map { homeZone.reading(of: $0, offset: options.timeOffset) }
        if let timeReading, timeReading.kind != .exact {
            state.hours.clockReading = timeReading
            log?.write(LogEvent("clockNote", [("note", .string(Strings(.english).localTimeNote(timeReading, zone: homeZone.name) ?? ""))]))
        }
        // "Portland, Oregon, US — 2 more: …": which of the places of that name this is.
        state.location.notice = note
        let simulator = LocationSimulator(distanceFilter: options.distanceFilter, clock: clock, route: route,
                                          speed: options.speed) { [bus] event in bus.post(event) }
        location = LocationInbox(simulator)
        gpsd = options.gpsd.map { address in GPSDClient(address: address) { [bus] in bus.post(.gpsd($0)) } }
        if gpsd != nil { state.location.gps = GPSStatus() }
    }

    /// Runs until the user quits or a signal asks to stop. The terminal is restored on return.
    func run() throws(TerminalError) {
        let source = TerminalEvents(terminal: terminal)
        source.installSignalHandlers()
        let loop = EventLoop(source: source, bus: bus, clock: clock, tick: { .ticked(now: $0) })
        // Defers run last first: the terminal is restored, then the fetch thread is joined, so
        // quitting never cuts a batch's commit short.
        worker.start()
        defer { worker.requests.stop() }
        // Joined after the terminal is restored, like the fetch thread: a save asked is done first.
        saved.start()
        defer { saved.stop() }
        defer { routes.stop() }
        if let gpsd, !gpsd.start() { bus.post(.gpsd(.unreachable(reason: "cannot start the gpsd thread", retryIn: 0))) }
        defer { gpsd?.stop() }
        if let onlineSearch {
            state.settings.searchesOnline = onlineSearch.start()
            if !state.settings.searchesOnline {
                log?.write(LogEvent("onlineSearchFailed", [("reason", .string("cannot start the online search thread"))]))
            }
        }
        defer { if state.settings.searchesOnline { onlineSearch?.requests.stop() } }
        // Read already (`--near`, `--time`): it comes as the thread's read would, through the bus,
        // so the status bar names the place near you and the log says `placesLoaded` the same way.
        if let placesLoaded { bus.post(.placesLoaded(placesLoaded)) }
        defer { placesReader.join() }
        if let tiles, !tiles.start() { log?.write(LogEvent("tileFailed", [("reason", .string("cannot start the tile threads"))])) }
        defer { tiles?.stop() }
        try terminal.start(monochrome: Platform.environment("NO_COLOR") != nil)
        defer { terminal.stop() }
        state.settings.colorDepth = terminal.colorDepth
        // `--time` is local time where the app starts; the clock runs on from there.
        let now = clock.now()
        state.clock = timeReading.map { AppClock(wall: now, simulatedAt: Double($0.utc)) }
            ?? AppClock(wall: now)
        let size = terminal.size
        state.viewport.width = size.width
        state.viewport.height = size.height
        perform(Update.start(&state))
        draw()
        var needsDraw = false
        loop.run(handle: { event in
            // Counted and timed for `frameDrawn` only.
            if case .key = event { keysSinceFrame += 1 }
            if workStarted == nil { workStarted = MonotonicClock.seconds() }
            if case .placesLoaded(let places) = event { reload.places.use(places) }
            if case .storeFailed = event { letGoOfHeldWork() }
            if case .ticked = event, heldForList != nil, MonotonicClock.seconds() - startedAt >= Self.holdLimit { letGoOfHeldWork() }
            if perform(Update.apply(&state, event)) { return .stop }
            if Update.redraws(after: event, in: state) {
                needsDraw = true
            } else if !needsDraw {
                workStarted = nil
            }
            return .proceed
        }, idle: {
            // An unfinished frame is drawn again at the next turn of the loop, after its keys.
            if needsDraw { needsDraw = draw() }
        }, busy: { needsDraw })
    }

    /// Sends the held tile asks and fetch on their way and starts the gazetteer's thread (once).
    private func letGoOfHeldWork() {
        guard let held = heldForList else { return }
        heldForList = nil
        if placesLoaded == nil { startPlaces() }
        routes.start()
        perform(held)
    }

    /// Which held effect an effect replaces (nil: not held): each kind's newest one stands.
    private static func heldKind(_ effect: Effect) -> Int? {
        switch effect {
        case .loadTiles: 0
        case .fetchTiles: 1
        case .fetchVenues: 2
        case .saved(.load): 3
        default: nil
        }
    }

    /// Reads the gazetteer on a thread of its own. Without the file the app still runs: the
    /// picker lists the presets only.
    private func startPlaces() {
        do {
            try placesReader.start { [bus] in
                // A background read: the main thread and the tile loader go first.
                Platform.lowerThreadPriority()
                if let places = try? BundledPlaces.open() { bus.post(.placesLoaded(places)) }
            }
        } catch {
            log?.write(LogEvent("placesFailed", [("reason", .string(error.description))]))
        }
    }

    /// Runs effects; their results come back as events on the bus, like any background work's.
    /// Returns true when one of them was `.quit`.
    @discardableResult
    private func perform(_ effects: [Effect]) -> Bool {
        var quit = false
        for effect in effects {
            if heldForList != nil, let kind = Self.heldKind(effect) {
                heldForList?.removeAll { Self.heldKind($0) == kind }
                heldForList?.append(effect)
                continue
            }
            switch effect {
            case .loadVenues(let region, let from, let matching, let limit, let openAt, let facets):
                do {
                    bus.post(try reload.load(region: region, from: from, matching: matching, limit: limit, openAt: openAt,
                                             facets: facets))
                } catch {
                    bus.post(.storeFailed(reason: "\(error)"))
                }
            case .readFetchTime(let key):
                bus.post(.fetchTimeRead(key, at: try? reload.fetchTime(of: key)))
            case .fetchVenues(let location):
                worker.requests.ask(location)
            case .saved(let command):
                saved.ask(command)
            case .route(let request, let from, let to):
                routes.route(request: request, from: from, to: to)
            case .walkTimes(let request, let from, let to):
                routes.walkTimes(request: request, from: from, to: to)
            case .searchPlacesOnline(let query):
                onlineSearch?.requests.ask(query)
            case .simulate(let command):
                location.send(command)
            case .log(let event):
                log?.write(event)
            case .quit:
                quit = true
            case .suspend:
                terminal.suspend()
            case .repaint:
                terminal.invalidate()
            case .loadTiles(let keys):
                tiles?.loader.want(keys)
            case .reloadTiles(let keys):
                tiles?.loader.refresh(keys)
            case .fetchTiles(let keys):
                tiles?.feed?.want(keys)
            case .useTileExtent(let extent):
                tiles?.source.setExtent(extent)
            case .useTileLayers(let names):
                tiles?.source.declareLayers(names)
            }
        }
        return quit
    }

    /// Draws the frame and logs it: what it shows (span, map center, listed venues), the keys it
    /// answers and the milliseconds from the first of its events to the frame written. What the
    /// map lacks goes to update like any event (on this thread, not the bus: it is no reason to
    /// draw again).
    @discardableResult
    private func draw() -> Bool {
        let started = MonotonicClock.seconds()
        var map = MapData.none
        var lack: TileLack?
        var unfinished = false
        var undrawn = 0
        if let tiles, let cover = MapPane.tileCover(state) {
            let frame = tiles.source.frame(for: cover)
            // Tiles built but too many to draw in this frame's budget are drawn by the next
            // frames (after their keys), as tiles left unbuilt are built.
            map = MapPane.drawable(state, map: frame.data, until: started + Self.frameDrawBudget, built: !frame.isUnfinished)
            undrawn = map.piecesLeft
            lack = frame.lack
            unfinished = frame.isUnfinished || undrawn > 0
            // Asked before the frame is written, so the loader starts meanwhile.
            perform(Update.apply(&state, .mapLacks(frame.lack)))
        }
        terminal.draw(Screen.render(state, map: map))
        if let log {
            // A frame that goes on with no event since the last: its own time.
            let elapsed = (MonotonicClock.seconds() - (workStarted ?? started)) * 1000
            log.write(LogEvent("frameDrawn", [
                ("span", .number(state.viewport.span)), ("lat", .number(state.viewport.center.latitude)),
                ("lon", .number(state.viewport.center.longitude)), ("venues", .integer(state.list.rows.count)),
                ("complete", .integer(state.list.complete ? 1 : 0)), ("keys", .integer(keysSinceFrame)),
                ("tilesLoading", .integer(lack?.loadingCount ?? 0)), ("unfinished", .integer(unfinished ? 1 : 0)),
                ("undrawn", .integer(undrawn)), ("walking", .integer(state.walks.isWorking ? 1 : 0)),
                ("facets", .string(state.facets.loaded.names)),
                ("ms", .number((elapsed * 1000).rounded() / 1000)),
            ]))
        }
        if let lack, let log, !unfinished { logMapComplete(lack, log: log) }
        if state.list.hasLoaded, heldForList != nil { letGoOfHeldWork() }
        keysSinceFrame = 0
        workStarted = nil
        return unfinished
    }

    /// What a view of the map is, for saying once that it is whole.
    private struct MapView: Equatable {
        var center: Coordinate, span: Double, heading: Double, width: Int, height: Int
    }

    /// Seconds from the start of a frame by which its map's tiles are projected: the tiles built
    /// in its first 30 ms (`MapTileSource.frameBuildBudget`) and drawn by 45 ms leave the frame
    /// written within about 50 ms, so a key waits for one frame at most.
    static let frameDrawBudget = 0.045

    /// `mapComplete`, once per view, when the frame drawn has no tile loading or lacking and
    /// was finished: nothing left to build or draw (`frameDrawn`'s `complete` speaks of the venue list, `tilesLoading` of this frame).
    private func logMapComplete(_ lack: TileLack, log: EventLogWriter) {
        let view = MapView(center: state.viewport.center, span: state.viewport.span, heading: state.viewport.heading,
                           width: state.viewport.width, height: state.viewport.height)
        guard lack.loadingCount == 0, lack.fetch.isEmpty, view != completeView else { return }
        // A tile the frame drew from the loader's shelf whose `tilesUpdated` is still on the
        // bus: said with the next frame (which that event draws), after the tile's own event.
        guard !bus.hasPending(where: { if case .tilesUpdated = $0 { true } else { false } }) else { return }
        completeView = view
        log.write(LogEvent("mapComplete", [
            ("span", .number(view.span)), ("lat", .number(view.center.latitude)), ("lon", .number(view.center.longitude)),
        ]))
    }

}
