import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyFormats
@testable import NearbyGeo
import NearbyRoute

/// Walks in update: what is asked and when, exact effect lists, stale answers dropped, `t`
/// and `f`, with a straight-line test router answering as the route worker would.
final class UpdateWalksTests: XCTestCase {
    let router = StraightRouter(home: Sample.center)

    /// The sample state with a router opened, and what opening it asked.
    func opened() -> (AppState, [Effect]) {
        var state = Sample.state()
        let effects = Update.apply(&state, .walkRouterOpened(available: true))
        return (state, effects)
    }

    func targets(_ state: AppState) -> [VenueKey: Coordinate] {
        Dictionary(uniqueKeysWithValues: state.list.rows.map { ($0.venue.key, $0.venue.coordinate) })
    }

    /// The route worker's answers to the walk effects among `effects`.
    func answers(_ effects: [Effect]) -> [Event] {
        effects.compactMap { effect in
            switch effect {
            case .route(let request, let from, let to):
                return .routeFound(request: request, result: router.route(from: from, to: to))
            case .walkTimes(let request, let from, let to):
                let keys = Array(to.keys)
                guard case .success(let times) = router.walkTimes(from: from, to: keys.map { to[$0]! }) else { return nil }
                var found: [VenueKey: WalkTime] = [:]
                for (key, time) in zip(keys, times) { found[key] = time }
                return .walkTimesFound(request: request, times: found)
            default:
                return nil
            }
        }
    }

    func key(_ id: String) -> VenueKey { VenueKey(provider: "test", id: id) }

    func testNothingIsAskedWithoutARouter() {
        var state = Sample.state()
        var effects = Update.apply(&state, .key(.down))
        effects += Update.apply(&state, .locationDelivered(Location(coordinate: Sample.center, timestamp: 1)))
        effects += Update.apply(&state, .venuesLoaded(Sample.rows()))
        XCTAssertFalse(effects.contains { if case .route = $0 { true } else if case .walkTimes = $0 { true } else { false } },
                       "\(effects)")
        let listed = Screen.render(state).lines.joined(separator: "\n")
        XCTAssertFalse(listed.contains("by walk") || listed.contains("straight line"), listed)
        XCTAssertEqual(Update.apply(&state, .key(.character("t"))), [])
        XCTAssertEqual(state.fetch.error, .note(Strings(.english).noWalkingRoutes))
    }

    func testTheOpenedRouterIsAskedForTheRowsTimesAndTheSelectedRoute() {
        let (state, effects) = opened()
        let first = Sample.rows()[0].venue
        XCTAssertEqual(effects, [
            .log(LogEvent("walkRouterOpened", [("available", .integer(1))])),
            .walkTimes(request: 1, from: Sample.center, to: targets(state)),
            .route(request: 1, from: Sample.center, to: first.coordinate),
        ])
        var again = state
        // Nothing changed: nothing more is asked, whatever the event.
        XCTAssertEqual(Update.apply(&again, .venuesLoaded(Sample.rows())), [])
        XCTAssertEqual(Update.apply(&again, .ticked(now: 5)), [])
        // Another selection asks its route only.
        let down = Update.apply(&again, .key(.down))
        XCTAssertEqual(down, [
            .log(LogEvent("selectionChanged", [("id", .string("2"))])),
            .route(request: 2, from: Sample.center, to: Sample.rows()[1].venue.coordinate),
        ])
    }

    /// Walks are being worked out from the start until the router opened and the newest
    /// requests are answered; a stale answer does not end that, the newest one does.
    func testWalksAreWorkingUntilTheNewestRequestsAreAnswered() throws {
        XCTAssertTrue(Sample.state().walks.isWorking, "the router has not said whether there is one")
        var closed = Sample.state()
        _ = Update.apply(&closed, .walkRouterOpened(available: false))
        XCTAssertFalse(closed.walks.isWorking, "no router: nothing will come")
        var (state, asked) = opened()
        XCTAssertTrue(state.walks.isWorking)
        let old = answers(asked)
        let moved = Update.apply(&state, .locationDelivered(Location(coordinate: Geodesic.destination(
            from: Sample.center, azimuth: 90, distance: 60), timestamp: 1)))
        for event in old { _ = Update.apply(&state, event) }
        XCTAssertTrue(state.walks.isWorking, "answers to older requests")
        let fresh = answers(moved)
        XCTAssertEqual(fresh.count, 2)
        _ = Update.apply(&state, fresh[0])
        XCTAssertTrue(state.walks.isWorking, "one of the two answered")
        _ = Update.apply(&state, fresh[1])
        XCTAssertFalse(state.walks.isWorking)
    }

    func testANewerLocationSupersedesAndStaleAnswersAreDropped() throws {
        var (state, asked) = opened()
        let old = answers(asked)
        XCTAssertEqual(old.count, 2)
        let here = Geodesic.destination(from: Sample.center, azimuth: 90, distance: 60)
        let moved = Update.apply(&state, .locationDelivered(Location(coordinate: here, timestamp: 1)))
        let reload = Update.reload(state)
        XCTAssertEqual(moved, [
            .log(Location(coordinate: here, timestamp: 1).logEvent), .fetchVenues(at: here), reload,
            .walkTimes(request: 2, from: here, to: targets(state)),
            .route(request: 2, from: here, to: Sample.rows()[0].venue.coordinate),
        ])
        // The answers to the first requests come late: dropped, nothing changes.
        let before = state.walks
        for event in old { XCTAssertEqual(Update.apply(&state, event), []) }
        XCTAssertEqual(state.walks, before)
        XCTAssertTrue(state.walks.times.isEmpty)
        XCTAssertNil(state.walks.route)
        // The newest ones are taken.
        let fresh = answers(Array(moved.suffix(2)))
        let times = Update.apply(&state, fresh[0])
        XCTAssertEqual(times, [.log(LogEvent("walkTimesFound", [("walks", .integer(3)), ("none", .integer(0))]))])
        let found = Update.apply(&state, fresh[1])
        let route = try XCTUnwrap(state.walks.route(to: Sample.rows()[0].venue.key))
        XCTAssertEqual(found, [.log(LogEvent("routeFound", [
            ("id", .string("1")), ("distance_m", .number((route.distance * 10).rounded() / 10)),
            ("duration_s", .number((route.duration * 10).rounded() / 10)), ("steps", .integer(3)),
        ]))])
        XCTAssertEqual(state.walks.route?.from, here)
        XCTAssertEqual(route.steps.map(\.name), ["Mikonkatu", "Aleksanterinkatu", ""])
        XCTAssertEqual(state.walks.times.count, 3)
    }

    func testTheListIsInWalkingOrderAndTTogglesTheStraightLine() {
        var (state, _) = opened()
        // Hand-made walks: the nearest in a straight line is the longest walk; the third has none.
        let walks: [VenueKey: WalkTime] = [key("1"): WalkTime(distance: 900, duration: 650),
                                           key("2"): WalkTime(distance: 200, duration: 150)]
        _ = Update.apply(&state, .walkTimesFound(request: 1, times: walks))
        XCTAssertEqual(state.list.rows.map(\.venue.id), ["2", "1", "3"])
        XCTAssertEqual(state.list.selection?.id, "1", "the selection stays on its venue")
        let strings = Strings(.english)
        var text = Screen.render(state).lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("3 venues within 500 m · by walk"), text)
        XCTAssertTrue(text.contains(strings.walk(walks[key("2")]!)), text)
        XCTAssertTrue(text.contains("3 min · 200 m"), text)
        XCTAssertTrue(text.contains("11 min · 900 m"), text)
        XCTAssertTrue(text.contains("no walk · 212 m"), text)

        XCTAssertEqual(Update.apply(&state, .key(.character("t"))), [.log(LogEvent("listOrderChanged", [("order", .string("distance"))]))])
        XCTAssertEqual(state.list.rows.map(\.venue.id), ["1", "2", "3"])
        text = Screen.render(state).lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("3 venues within 500 m · straight line"), text)
        XCTAssertTrue(text.contains("11 min · 900 m"), "the rows still say their walks:\n" + text)
        // A reload in straight-line order stays so.
        _ = Update.apply(&state, .venuesLoaded(Sample.rows()))
        XCTAssertEqual(state.list.rows.map(\.venue.id), ["1", "2", "3"])

        XCTAssertEqual(Update.apply(&state, .key(.character("t"))), [.log(LogEvent("listOrderChanged", [("order", .string("walk"))]))])
        XCTAssertEqual(state.list.rows.map(\.venue.id), ["2", "1", "3"])
        _ = Update.apply(&state, .venuesLoaded(Sample.rows()))
        XCTAssertEqual(state.list.rows.map(\.venue.id), ["2", "1", "3"], "a reload keeps walking order")
    }

    func testOutsideEveryGraphEveryRowSaysSoAndTheOrderIsTheStraightLine() {
        var (state, _) = opened()
        _ = Update.apply(&state, .walkTimesFound(request: 1, times: [:], failure: .outsideGraphs(areas: ["Helsinki"])))
        XCTAssertEqual(state.list.rows.map(\.venue.id), ["1", "2", "3"])
        let text = Screen.render(state).lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("straight line"), text)
        let list = state.viewport.layout.list
        let rows = Screen.render(state).lines[(list.y + 1)..<list.maxY]
        XCTAssertEqual(rows.filter { $0.contains("no walk · ") }.count, 3, text)
        // A service failure is a sentence in the status bar; the walks known stay.
        _ = Update.apply(&state, .key(.character("W")))
        _ = Update.apply(&state, .locationDelivered(Location(coordinate: Sample.venues[0].coordinate, timestamp: 2)))
        _ = Update.apply(&state, .walkTimesFound(request: 2, times: [:], failure: .service("the router timed out")))
        XCTAssertEqual(state.walks.problem, "the router timed out")
        state.viewport.width = 120
        let status = Screen.render(state).lines.last ?? ""
        XCTAssertTrue(status.contains("the router timed out"), status)
    }

    /// The state with the router's answers in hand.
    func answered() -> AppState {
        var (state, asked) = opened()
        for event in answers(asked) { _ = Update.apply(&state, event) }
        return state
    }

    func testFStartsAWalkAndAMovingKeyEndsIt() throws {
        var state = answered()
        let venue = Sample.rows()[0].venue
        let route = try XCTUnwrap(state.walks.route(to: venue.key))
        let effects = Update.apply(&state, .key(.character("f")))
        let walk = try XCTUnwrap(state.walks.walk)
        XCTAssertEqual(walk.path, [Sample.center, Coordinate(latitude: venue.coordinate.latitude, longitude: Sample.center.longitude),
                                   venue.coordinate])
        XCTAssertEqual(walk.pace, StraightRouter.pace, accuracy: 1e-9)
        XCTAssertEqual(effects, [
            .simulate(.walk(path: walk.path, pace: walk.pace)),
            .log(LogEvent("walkStarted", [("id", .string("1")), ("distance_m", .number((route.distance * 10).rounded() / 10)),
                                          ("duration_s", .number((route.duration * 10).rounded() / 10))])),
        ])
        // p pauses the walk as it pauses a GPX route (none is loaded here).
        XCTAssertFalse(state.location.hasRoute)
        XCTAssertEqual(Update.apply(&state, .key(.character("p"))), [.simulate(.togglePlayback)])
        // A moving key ends it where you are.
        XCTAssertEqual(Update.apply(&state, .key(.character("d"))), [.simulate(.endWalk), .simulate(.move(azimuth: 90, meters: 10))])
        XCTAssertNil(state.walks.walk)
        XCTAssertEqual(Update.apply(&state, .key(.character("d"))), [.simulate(.move(azimuth: 90, meters: 10))])
        // So does a jump from the picker.
        _ = Update.apply(&state, .key(.character("f")))
        XCTAssertNotNil(state.walks.walk)
        _ = Update.apply(&state, .key(.character("L")))
        let jump = Update.apply(&state, .key(.enter))
        XCTAssertEqual(jump.first, .simulate(.endWalk))
        XCTAssertEqual(jump.count, 2)
    }

    func testFBeforeTheRouteCameOrWhereNoWalkReachesSaysSo() {
        var (state, _) = opened()
        XCTAssertEqual(Update.apply(&state, .key(.character("f"))), [])
        XCTAssertNil(state.walks.walk)
        XCTAssertEqual(state.fetch.error, .note(Strings(.english).walkNotFoundYet))
        _ = Update.apply(&state, .routeFound(request: 1, result: .failure(.notConnected)))
        XCTAssertEqual(Update.apply(&state, .key(.character("f"))), [])
        XCTAssertEqual(state.fetch.error, .note("no walk: no path joins you to it"))
    }

    func testTheWalkFollowsYouAsksNoRouteOnTheWayAndArrives() throws {
        var state = answered()
        state.viewport.width = 100
        _ = Update.apply(&state, .key(.character("f")))
        _ = Update.apply(&state, .routePlaybackChanged(playing: true))
        let walk = try XCTUnwrap(state.walks.walk)
        let total = walk.remaining.meters
        XCTAssertEqual(total, walk.along.last ?? 0, accuracy: 1e-6)
        // 30 m up the first leg: held back by the filter; the route behind is dropped.
        let step = Geodesic.destination(from: Sample.center, azimuth: 0, distance: 30)
        let moved = Update.apply(&state, .locationMoved(step, heldBack: HeldBackMove(meters: 30, filter: 50)))
        XCTAssertEqual(moved, [Update.reload(state)], "no walk is asked on the way")
        let after = try XCTUnwrap(state.walks.walk)
        XCTAssertEqual(after.remaining.meters, total - 30, accuracy: 0.5)
        XCTAssertEqual(after.ahead.first.map { Geodesic.distance($0, step) } ?? 99, 0, accuracy: 0.5)
        XCTAssertEqual(after.ahead.count, 3)
        var text = Screen.render(state).lines.last ?? ""
        XCTAssertTrue(text.contains("▶ walk · 1 min left"), text)
        // A delivery on the way asks the list's times from there, never the route.
        let delivered = Update.apply(&state, .locationDelivered(Location(coordinate: step, timestamp: 3)))
        XCTAssertTrue(delivered.contains { if case .walkTimes(2, step, _) = $0 { true } else { false } }, "\(delivered)")
        XCTAssertFalse(delivered.contains { if case .route = $0 { true } else { false } }, "\(delivered)")
        // Paused, then there.
        _ = Update.apply(&state, .routePlaybackChanged(playing: false))
        text = Screen.render(state).lines.last ?? ""
        XCTAssertTrue(text.contains("walk paused"), text)
        // The last step reaches the door, then the simulator says so.
        let door = Sample.rows()[0].venue.coordinate
        _ = Update.apply(&state, .locationMoved(door, heldBack: HeldBackMove(meters: 40, filter: 50)))
        let arrived = Update.apply(&state, .walkArrived)
        text = Screen.render(state).lines.last ?? ""
        XCTAssertTrue(text.contains("arrived at Cafe Ekberg"), text)
        // Once there, walks are measured from the door: the times and the selection's route are asked again.
        XCTAssertEqual(arrived.first, .log(LogEvent("walkArrived", [("id", .string("1"))])))
        XCTAssertEqual(arrived.last, .route(request: 2, from: door, to: door))
        XCTAssertEqual(arrived.count, 3)
    }

    func testOnTheWayAnotherSelectionAsksItsRouteAndFWalksThereInstead() throws {
        var state = answered()
        _ = Update.apply(&state, .key(.character("f")))
        let first = try XCTUnwrap(state.walks.walk)
        XCTAssertEqual(Update.apply(&state, .key(.character("f"))), [], "f again on the way there changes nothing")
        XCTAssertEqual(state.walks.walk, first)
        let down = Update.apply(&state, .key(.down))
        let second = Sample.rows()[1].venue
        XCTAssertEqual(down.last, .route(request: 2, from: Sample.center, to: second.coordinate))
        for event in answers(down) { _ = Update.apply(&state, event) }
        let effects = Update.apply(&state, .key(.character("f")))
        let walk = try XCTUnwrap(state.walks.walk)
        XCTAssertEqual(walk.venue, second.key)
        XCTAssertEqual(effects.first, .simulate(.walk(path: walk.path, pace: walk.pace)), "the new walk replaces the last")
        XCTAssertEqual(walk.path.last, second.coordinate)
    }
}
