import Foundation
import XCTest
import NearbyGeo
import NearbyProviders
import NearbyRoute
import NearbyTestSupport

/// The online routers against the real engines, run by the test on 127.0.0.1 over the bundled
/// Helsinki extract: `osrm-routed` (foot.lua) and `valhalla_service` (pedestrian). The checks
/// are independent of the answers' figures: a decoded line's own length is the route's
/// distance, the steps add up to the route, the ends lie where the route says it snapped them,
/// and one table request says what a route to each place says.
final class OnlineRouterEngineTests: XCTestCase {
    static let extract = ChildProcess.packageRoot.appendingPathComponent("Assets/helsinki.osm.pbf").path

    /// Central Helsinki within the extract, a few hundred metres to a kilometre and a half apart:
    /// the railway station square, Eteläranta by the market square, the Esplanade, Kruununhaka's
    /// edge, Mannerheimintie at the post office, the Kamppi end of Mauno Koiviston aukio.
    static let places = [
        Coordinate(latitude: 60.1712, longitude: 24.9441), Coordinate(latitude: 60.1676, longitude: 24.9526),
        Coordinate(latitude: 60.1676, longitude: 24.9459), Coordinate(latitude: 60.1743, longitude: 24.9462),
        Coordinate(latitude: 60.1690, longitude: 24.9400), Coordinate(latitude: 60.1700, longitude: 24.9350),
    ]

    private func osrm() throws -> OSRMRouter {
        guard let server = try OSRMServer.shared(extract: Self.extract) else { throw XCTSkip(RoutingEngines.osrmAbsent) }
        return try OSRMRouter(RouteServer(baseURL: server.base, userAgent: "nearby-test", timeout: 30, interval: 0))
    }

    private func valhalla() throws -> ValhallaRouter {
        guard let server = try ValhallaServer.shared(extract: Self.extract) else { throw XCTSkip(RoutingEngines.valhallaAbsent) }
        return try ValhallaRouter(RouteServer(baseURL: server.base, userAgent: "nearby-test", timeout: 30, interval: 0))
    }

    func testOSRMRouteIsDecodedWithItsLineStepsAndSnaps() throws {
        let router = try osrm()
        let route = try router.route(from: Self.places[4], to: Self.places[1]).get()
        try checkRoute(route, from: Self.places[4], to: Self.places[1], lineTolerance: 0.005)
        // foot.lua walks at 5 km/h: time is length over that pace, give or take its penalties.
        XCTAssertEqual(route.duration, route.distance / (5 / 3.6), accuracy: route.distance / (5 / 3.6) * 0.1)
        XCTAssertEqual(route.steps.first?.maneuver.type, .depart)
        XCTAssertEqual(route.steps.last?.maneuver.type, .arrive)
        XCTAssertTrue(route.steps.contains { $0.maneuver.type == .turn && $0.maneuver.modifier != nil }, "\(route.steps)")
    }

    func testOSRMTableIsOneRowAgreeingWithTheRoutes() throws {
        let router = try osrm()
        try checkTimesAgreeWithRoutes(router, least: 1, share: 0.01)
        XCTAssertEqual(try router.walkTimes(from: Self.places[0], to: []).get(), [])
    }

    func testValhallaRouteIsDecodedWithItsLineStepsAndSnaps() throws {
        let router = try valhalla()
        let route = try router.route(from: Self.places[4], to: Self.places[1]).get()
        // Valhalla rounds each maneuver's and the trip's length to metres.
        try checkRoute(route, from: Self.places[4], to: Self.places[1], lineTolerance: 0.01)
        XCTAssertEqual(route.steps.first?.maneuver.type, .depart)
        XCTAssertEqual(route.steps.last?.maneuver.type, .arrive)
        XCTAssertTrue(route.steps.contains { !$0.name.isEmpty }, "no step names a street: \(route.steps.map(\.name))")
    }

    func testValhallaMatrixIsOneRowAgreeingWithTheRoutes() throws {
        // The matrix and the route are different searches in Valhalla; they agree closely.
        try checkTimesAgreeWithRoutes(valhalla(), least: 10, share: 0.05)
    }

    func testBothEnginesAgreeOnAWalkWithinAFifth() throws {
        let osrm = try osrm()
        let valhalla = try valhalla()
        let a = try osrm.route(from: Self.places[2], to: Self.places[5]).get()
        let b = try valhalla.route(from: Self.places[2], to: Self.places[5]).get()
        XCTAssertEqual(a.distance, b.distance, accuracy: a.distance * 0.2)
    }

    /// One row of walking times from the first place to the others: a time for each, its
    /// distance and duration within `share` of the route's (and at least `least`) alike.
    private func checkTimesAgreeWithRoutes(_ router: any WalkRouter, least: Double, share: Double,
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        let targets = Array(Self.places.dropFirst())
        let times = try router.walkTimes(from: Self.places[0], to: targets).get()
        XCTAssertEqual(times.count, targets.count, file: file, line: line)
        for (target, time) in zip(targets, times) {
            let route = try router.route(from: Self.places[0], to: target).get()
            let walk = try XCTUnwrap(time, "no time to \(target)", file: file, line: line)
            XCTAssertEqual(walk.distance, route.distance, accuracy: max(least, route.distance * share), "\(target)",
                           file: file, line: line)
            XCTAssertEqual(walk.duration, route.duration, accuracy: max(least, route.duration * share), "\(target)",
                           file: file, line: line)
        }
    }

    /// What any decoded route must be: its line as long as its distance (so the points are read
    /// as latitude and longitude the right way round), its steps adding up to it and starting
    /// where their lines do, its ends where it says it snapped the places asked.
    private func checkRoute(_ route: WalkRoute, from: Coordinate, to: Coordinate, lineTolerance: Double,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        let straight = Geodesic.distance(from, to)
        XCTAssertGreaterThan(route.distance, straight * 0.9, file: file, line: line)
        XCTAssertLessThan(route.distance, straight * 3, file: file, line: line)
        XCTAssertGreaterThan(route.geometry.count, 2, file: file, line: line)
        let length = zip(route.geometry, route.geometry.dropFirst()).reduce(0) { $0 + Geodesic.distance($1.0, $1.1) }
        XCTAssertEqual(length, route.distance, accuracy: max(2, route.distance * lineTolerance), file: file, line: line)
        XCTAssertEqual(route.steps.reduce(0) { $0 + $1.distance }, route.distance, accuracy: max(2, route.distance * lineTolerance),
                       file: file, line: line)
        XCTAssertEqual(route.steps.reduce(0) { $0 + $1.duration }, route.duration, accuracy: max(2, route.duration * 0.01),
                       file: file, line: line)
        for step in route.steps {
            XCTAssertEqual(step.geometry.first, step.maneuver.location, file: file, line: line)
        }
        let start = try XCTUnwrap(route.geometry.first)
        let end = try XCTUnwrap(route.geometry.last)
        XCTAssertEqual(Geodesic.distance(from, start), route.startSnap, accuracy: 1, file: file, line: line)
        XCTAssertEqual(Geodesic.distance(to, end), route.endSnap, accuracy: 1, file: file, line: line)
        XCTAssertLessThan(route.startSnap, 50, file: file, line: line)
        XCTAssertLessThan(route.endSnap, 50, file: file, line: line)
    }
}
