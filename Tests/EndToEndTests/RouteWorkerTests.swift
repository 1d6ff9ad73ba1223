import Dispatch
import Synchronization
import XCTest
@testable import nearby
import NearbyApp
@testable import NearbyFormats
import NearbyGeo
import NearbyRoute
import NearbyTestSupport

/// The route worker on its own thread: it opens the router there, answers through the bus
/// only, and of a burst of requests works out only the newest of each kind.
final class RouteWorkerTests: XCTestCase {
    /// A router that holds its first answer until the test lets it go, and counts what it was asked.
    final class GatedRouter: WalkRouter {
        let gate = DispatchSemaphore(value: 0)
        let asked = Mutex<[String]>([])

        func route(from: Coordinate, to: Coordinate) -> Result<WalkRoute, RouteFailure> {
            let first = asked.withLock { $0.append("route \(to.latitude)"); return $0.count == 1 }
            if first { gate.wait() }
            let length = Geodesic.distance(from, to)
            return .success(WalkRoute(distance: length, duration: length / (5 / 3.6), geometry: [from, to], steps: []))
        }

        func walkTimes(from: Coordinate, to: [Coordinate]) -> Result<[WalkTime?], RouteFailure> {
            asked.withLock { $0.append("times \(to.count)") }
            return .success(to.map { Geodesic.distance(from, $0) < 1000 ? WalkTime(distance: 1, duration: 1) : nil })
        }
    }

    final class Events: Sendable {
        let list = Mutex<[Event]>([])
        let arrived = DispatchSemaphore(value: 0)
        var report: @Sendable (Event) -> Void { { [self] event in list.withLock { $0.append(event) }; arrived.signal() } }
        func wait(for count: Int) -> Bool {
            for _ in 0..<count where arrived.wait(timeout: .now() + 10) == .timedOut { return false }
            return true
        }
    }

    let here = Coordinate(latitude: 60.1690, longitude: 24.9435)
    func point(_ north: Double) -> Coordinate { Geodesic.destination(from: here, azimuth: 0, distance: north) }

    func testOfABurstOnlyTheNewestOfEachKindIsWorkedOut() throws {
        let router = GatedRouter()
        let events = Events()
        let worker = RouteWorker(open: { router }, report: events.report)
        XCTAssertTrue(worker.start())
        XCTAssertTrue(events.wait(for: 1))
        // The first route blocks the thread; meanwhile three more of each kind come.
        worker.route(request: 1, from: here, to: point(100))
        try Wait.until("the first route to reach the router", every: 0.001) { !router.asked.withLock { $0.isEmpty } }
        for request in 2...4 { worker.route(request: request, from: here, to: point(Double(request) * 100)) }
        let far = VenueKey(provider: "t", id: "far"), near = VenueKey(provider: "t", id: "near")
        for request in 1...3 { worker.walkTimes(request: request, from: here, to: [near: point(10), far: point(5000)]) }
        router.gate.signal()
        XCTAssertTrue(events.wait(for: 3), "route 1, route 4, times 3")
        worker.stop()
        let answered = events.list.withLock { $0 }
        guard case .walkRouterOpened(true) = answered[0] else { return XCTFail("\(answered)") }
        let routes = answered.compactMap { if case .routeFound(let request, _) = $0 { request } else { nil } }
        XCTAssertEqual(routes, [1, 4])
        let times = answered.compactMap { event -> (Int, [VenueKey: WalkTime])? in
            if case .walkTimesFound(let request, let times, nil) = event { (request, times) } else { nil }
        }
        XCTAssertEqual(times.map(\.0), [3])
        XCTAssertEqual(times.first?.1, [near: WalkTime(distance: 1, duration: 1)], "none for the venue no walk reaches")
        XCTAssertEqual(router.asked.withLock { $0 }, ["route \(point(100).latitude)", "route \(point(400).latitude)", "times 2"])
    }

    func testWithoutARouterItSaysSoAndStops() {
        let events = Events()
        let worker = RouteWorker(open: { nil }, report: events.report)
        worker.start()
        XCTAssertTrue(events.wait(for: 1))
        worker.route(request: 1, from: here, to: point(100))
        worker.stop()
        let answered = events.list.withLock { $0 }
        XCTAssertEqual(answered.count, 1)
        guard case .walkRouterOpened(false) = answered.first else { return XCTFail("\(answered)") }
    }
}
