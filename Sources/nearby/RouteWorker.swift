import Synchronization
import NearbyApp
import NearbyFormats
import NearbyGeo
import NearbyRoute
import NearbyRuntime

/// Works out walks on a thread of its own (opening the router may import the bundled extract;
/// an online router blocks in curl), and reports only through `report` (the app posts to its
/// bus): `walkRouterOpened` once, then `routeFound` and `walkTimesFound` with the request numbers
/// they answer. Requests coalesce: of each kind only the newest waiting is worked out, so a
/// burst of moves costs one answer, and a frame never waits for any of it.
final class RouteWorker: Sendable {
    /// What waits to be worked out: the newest request of each kind.
    private struct Pending {
        var route: (request: Int, from: Coordinate, to: Coordinate)?
        var times: (request: Int, from: Coordinate, to: [VenueKey: Coordinate])?
    }

    private let open: @Sendable () -> (any WalkRouter)?
    private let report: @Sendable (Event) -> Void
    private let pending = Mutex(Pending())
    private let worker = Worker()

    /// - Parameter open: makes the router, on the worker's thread (nil: there is none).
    init(open: @escaping @Sendable () -> (any WalkRouter)?, report: @escaping @Sendable (Event) -> Void) {
        self.open = open
        self.report = report
    }

    /// Starts the thread (a joinable pthread: `stop` waits for it); false when it could not start.
    @discardableResult
    func start() -> Bool {
        do {
            try worker.start { self.run() }
            return true
        } catch {
            report(.walkRouterOpened(available: false))
            return false
        }
    }

    func route(request: Int, from: Coordinate, to: Coordinate) {
        pending.withLock { $0.route = (request, from, to) }
        worker.wake()
    }

    func walkTimes(request: Int, from: Coordinate, to: [VenueKey: Coordinate]) {
        pending.withLock { $0.times = (request, from, to) }
        worker.wake()
    }

    /// Stops the thread and waits for the walk being worked out.
    func stop() {
        worker.stop()
    }

    private func run() {
        // Background work: the main thread and the tile loader go first; opening the router
        // may import the bundled extract (about a second of CPU) right after the first frame.
        Platform.lowerThreadPriority()
        let router = open()
        report(.walkRouterOpened(available: router != nil))
        guard let router else { return }
        while worker.waitForWork() {
            // The route first: one walk, for the venue you look at; then the list's times.
            while !worker.isStopping, let work = take() {
                if let route = work.route {
                    report(.routeFound(request: route.request, result: router.route(from: route.from, to: route.to)))
                } else if let times = work.times {
                    report(answer(times.request, from: times.from, to: times.to, router: router))
                }
            }
        }
    }

    /// The next piece of work: the newest route waiting, else the newest times.
    private func take() -> Pending? {
        pending.withLock { waiting in
            if let route = waiting.route {
                waiting.route = nil
                return Pending(route: route)
            }
            if let times = waiting.times {
                waiting.times = nil
                return Pending(times: times)
            }
            return nil
        }
    }

    /// One walking-times answer: the router asked once for every venue, in one order.
    private func answer(_ request: Int, from: Coordinate, to targets: [VenueKey: Coordinate], router: any WalkRouter) -> Event {
        let keys = Array(targets.keys)
        switch router.walkTimes(from: from, to: keys.map { targets[$0] ?? from }) {
        case .success(let times):
            var found: [VenueKey: WalkTime] = [:]
            for (key, time) in zip(keys, times) { found[key] = time }
            return .walkTimesFound(request: request, times: found)
        case .failure(let failure):
            return .walkTimesFound(request: request, times: [:], failure: failure)
        }
    }
}
