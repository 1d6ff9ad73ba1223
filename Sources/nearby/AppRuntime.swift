#if canImport(Glibc)
import Glibc
#endif
import NearbyCLI
import NearbyCore
import NearbyProviders
import NearbyStore
import NearbyTerminal

/// The full-screen app: owns the terminal, the state and the reading connection on the main
/// thread, runs effects, and hands fetches to the worker.
final class AppRuntime {
    private let options: Options
    private let streets: StreetMap
    private let reader: VenueStore
    private let worker: FetchWorker
    private let bus: NotificationBus
    private let log: EventLogWriter?
    private let terminal = Terminal()
    private var state: AppState
    private let location: LocationInbox
    /// Keys handled since the last frame, and when the first of them arrived (for `frameDrawn`).
    private var keysSinceFrame = 0
    private var workStarted: Double?

    init(options: Options, streets: StreetMap, reader: VenueStore, worker: FetchWorker, bus: NotificationBus,
         log: EventLogWriter?, route: Route?) {
        self.options = options
        self.streets = streets
        self.reader = reader
        self.worker = worker
        self.bus = bus
        self.log = log
        state = AppState(width: 80, height: 24, provider: options.provider, at: options.at, span: options.span,
                         distanceFilter: options.distanceFilter)
        state.ascii = options.ascii
        state.language = Language.choose(
            option: options.language, lcAll: Platform.environment("LC_ALL"),
            lcMessages: Platform.environment("LC_MESSAGES"), lang: Platform.environment("LANG"))
        state.hasRoute = route != nil
        let simulator = LocationSimulator(distanceFilter: options.distanceFilter, clock: SystemClock(), route: route,
                                          speed: options.speed) { [bus] event in bus.post(event) }
        location = LocationInbox(simulator)
    }

    /// Runs until the user quits or a signal asks to stop. The terminal is restored on return.
    func run() throws(TerminalError) {
        let loop = EventLoop(terminal: terminal, bus: bus)
        loop.installSignalHandlers()
        try terminal.start(monochrome: Platform.environment("NO_COLOR") != nil)
        defer { terminal.stop() }
        let size = terminal.size
        state.width = size.width
        state.height = size.height
        worker.start()
        defer { worker.stop() }
        perform(Update.start(&state))
        draw()
        var needsDraw = false
        loop.run(handle: { event in
            if case .quitRequested = event { log?.write(LogEvent("stopped", [("reason", .string("signal"))])) }
            if case .key = event { keysSinceFrame += 1 }
            if workStarted == nil { workStarted = Self.monotonicSeconds() }
            let effects = Update.apply(&state, event)
            if perform(effects) { return .stop }
            if case .resized = event { terminal.invalidate() }
            if case .ticked = event, !state.fetching {
                if !needsDraw { workStarted = nil }
                return .proceed
            }
            needsDraw = true
            return .proceed
        }, idle: {
            if needsDraw { draw() }
            needsDraw = false
        })
    }

    /// Runs effects; loading venues feeds its result straight back into update.
    /// Returns true when one of them was `.quit`.
    @discardableResult
    private func perform(_ effects: [Effect]) -> Bool {
        var queue = effects[...]
        var quit = false
        while let effect = queue.popFirst() {
            switch effect {
            case .loadVenues(let region, let from, let matching, let limit):
                let event: Event
                do {
                    let found = try reader.nearest(in: region, to: from, matching: matching, limit: limit)
                    // The map counts every venue of the region when the list cannot show them all.
                    // (A filtered list keeps its pins: the per-cell counts know nothing of names.)
                    let clusters = found.isComplete || matching != nil ? [] : try reader.clusters(in: region)
                    event = .venuesLoaded(found.rows, complete: found.isComplete, clusters: clusters)
                } catch {
                    event = .storeFailed(reason: error.description)
                }
                queue.append(contentsOf: Update.apply(&state, event))
            case .fetchVenues(let location):
                worker.request(at: location)
            case .simulate(let command):
                location.send(command)
            case .log(let event):
                log?.write(event)
            case .quit:
                quit = true
            case .suspend:
                terminal.suspend()
            }
        }
        return quit
    }

    /// Draws the frame and logs it: what it shows (span, map center, listed venues), the keys it
    /// answers and the milliseconds from the first of its events to the frame written.
    private func draw() {
        terminal.draw(Screen.render(state, streets: streets))
        if let log {
            let elapsed = workStarted.map { (Self.monotonicSeconds() - $0) * 1000 } ?? 0
            log.write(LogEvent("frameDrawn", [
                ("span", .number(state.span)), ("lat", .number(state.mapCenter.latitude)),
                ("lon", .number(state.mapCenter.longitude)), ("venues", .integer(state.venues.count)),
                ("complete", .integer(state.venuesComplete ? 1 : 0)), ("keys", .integer(keysSinceFrame)),
                ("ms", .number((elapsed * 1000).rounded() / 1000)),
            ]))
        }
        keysSinceFrame = 0
        workStarted = nil
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
