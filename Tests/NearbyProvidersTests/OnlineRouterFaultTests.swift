import Foundation
import Synchronization
import XCTest
import NearbyGeo
import NearbyHTTP
import NearbyProviders
import NearbyRoute
import NearbyTestSupport

/// The online routers' requests, cache, pace and failures, against a server on 127.0.0.1 that
/// each test starts and that answers what the test says (a real engine's answers:
/// `OnlineRouterEngineTests`).
final class OnlineRouterFaultTests: XCTestCase {
    static let a = Coordinate(latitude: 60.17, longitude: 24.94)
    static let b = Coordinate(latitude: 60.1712345678, longitude: 24.9418)

    /// A small OSRM route answer: one 100 m line, a depart and an arrive, snapped 3.5 m and 1.25 m.
    static let osrmRoute = """
        {"code":"Ok","routes":[{"distance":100,"duration":72,"geometry":{"type":"LineString","coordinates":[[24.94,60.17],[24.9418,60.17]]},
        "legs":[{"steps":[{"name":"Mikonkatu","distance":100,"duration":72,"mode":"walking","maneuver":{"type":"depart","location":[24.94,60.17]},
        "geometry":{"type":"LineString","coordinates":[[24.94,60.17],[24.9418,60.17]]}},
        {"name":"","distance":0,"duration":0,"mode":"walking","maneuver":{"type":"arrive","modifier":"left","location":[24.9418,60.17]},
        "geometry":{"type":"LineString","coordinates":[[24.9418,60.17],[24.9418,60.17]]}}]}]}],
        "waypoints":[{"distance":3.5,"location":[24.94,60.17]},{"distance":1.25,"location":[24.9418,60.17]}]}
        """

    private func server(_ handler: @escaping @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply) throws -> LoopbackServer {
        let server = try LoopbackServer(handler)
        addTeardownBlock { server.stop() }
        return server
    }

    private func osrm(_ server: LoopbackServer, timeout: Double = 5, cache: String? = nil, interval: Double = 0) throws -> OSRMRouter {
        try OSRMRouter(RouteServer(baseURL: server.base, userAgent: "nearby-test/1", timeout: timeout, cachePath: cache, interval: interval))
    }

    private func valhalla(_ server: LoopbackServer, timeout: Double = 5) throws -> ValhallaRouter {
        try ValhallaRouter(RouteServer(baseURL: server.base, userAgent: "nearby-test/1", timeout: timeout, interval: 0))
    }

    func testOSRMRouteRequestAndItsDecoding() throws {
        let server = try server { _ in LoopbackServer.json(200, Self.osrmRoute) }
        let route = try osrm(server).route(from: Self.a, to: Self.b).get()
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.path, "/route/v1/foot/24.94,60.17;24.9418,60.171235")
        XCTAssertEqual(request.query.map(\.name), ["overview", "geometries", "steps"])
        XCTAssertEqual(request.query.map(\.value), ["full", "geojson", "true"])
        XCTAssertEqual(request.headers["user-agent"], "nearby-test/1")
        XCTAssertEqual(route.distance, 100)
        XCTAssertEqual(route.duration, 72)
        XCTAssertEqual(route.geometry, [Coordinate(latitude: 60.17, longitude: 24.94), Coordinate(latitude: 60.17, longitude: 24.9418)])
        XCTAssertEqual(route.startSnap, 3.5)
        XCTAssertEqual(route.endSnap, 1.25)
        XCTAssertEqual(route.steps.map(\.name), ["Mikonkatu", ""])
        XCTAssertEqual(route.steps.map(\.maneuver.type), [.depart, .arrive])
        XCTAssertEqual(route.steps.last?.maneuver.modifier, .left)
    }

    func testOSRMWalkTimesAreOneTableRequestWithNullsAsUnknown() throws {
        let server = try server { _ in
            LoopbackServer.json(200, #"{"code":"Ok","durations":[[60.5,null,7]],"distances":[[80.25,null,9]]}"#)
        }
        let times = try osrm(server).walkTimes(from: Self.a, to: [Self.b, Self.a, Self.b]).get()
        XCTAssertEqual(times, [WalkTime(distance: 80.25, duration: 60.5), nil, WalkTime(distance: 9, duration: 7)])
        XCTAssertEqual(server.requests.count, 1)
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.path, "/table/v1/foot/24.94,60.17;24.9418,60.171235;24.94,60.17;24.9418,60.171235")
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: request.query.map { ($0.name, $0.value) }),
                       ["sources": "0", "destinations": "1;2;3", "annotations": "duration,distance"])
    }

    func testAServerErrorIsOneSentenceNamingTheStatusAndWhatTheEngineSaid() throws {
        let server = try server { _ in LoopbackServer.json(500, #"{"code":"InternalError","message":"the disk\u001b[31m is gone"}"#) }
        let failure = try XCTUnwrap(failure(of: try osrm(server).route(from: Self.a, to: Self.b)))
        try checkSentence(failure, contains: ["OSRM", "500", "the disk"])
    }

    func testOSRMNoRouteIsNotConnected() throws {
        let server = try server { _ in LoopbackServer.json(400, #"{"code":"NoRoute","message":"Impossible route between points"}"#) }
        XCTAssertEqual(failure(of: try osrm(server).route(from: Self.a, to: Self.b)), .notConnected)
    }

    func testValhallaNoPathIsNotConnected() throws {
        let server = try server { _ in
            LoopbackServer.json(400, #"{"error_code":442,"error":"No path could be found for input","status_code":400,"status":"Bad Request"}"#)
        }
        XCTAssertEqual(failure(of: try valhalla(server).route(from: Self.a, to: Self.b)), .notConnected)
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.path, "/route")
        let json = try XCTUnwrap(request.query.first { $0.name == "json" }?.value)
        let sent = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(sent["costing"] as? String, "pedestrian")
        let locations = try XCTUnwrap(sent["locations"] as? [[String: Double]])
        XCTAssertEqual(locations.map { $0["lat"] }, [60.17, 60.171235])
    }

    func testValhallaRefusalIsOneSentenceWithItsWords() throws {
        let server = try server { _ in
            LoopbackServer.json(400, #"{"error_code":154,"error":"Path distance exceeds the max distance limit","status_code":400}"#)
        }
        let failure = try XCTUnwrap(failure(of: try valhalla(server).walkTimes(from: Self.a, to: [Self.b])))
        try checkSentence(failure, contains: ["Valhalla", "400", "max distance limit"])
        XCTAssertEqual(server.requests.first?.path, "/sources_to_targets")
    }

    func testGarbageIsOneSentence() throws {
        let server = try server { request in
            request.path.hasPrefix("/table") ? LoopbackServer.json(200, #"{"code":"Ok","durations":[[1,2]]}"#)
                : .respond(status: 200, headers: [], body: Array("<html>not json".utf8))
        }
        let router = try osrm(server)
        try checkSentence(try XCTUnwrap(failure(of: router.route(from: Self.a, to: Self.b))), contains: ["unreadable", "OSRM"])
        try checkSentence(try XCTUnwrap(failure(of: router.walkTimes(from: Self.a, to: [Self.b]))), contains: ["unreadable", "table"])
        let valhalla = try valhalla(server)
        try checkSentence(try XCTUnwrap(failure(of: valhalla.route(from: Self.a, to: Self.b))), contains: ["unreadable", "Valhalla"])
    }

    func testASilentServerTimesOutInOneSentence() throws {
        let server = try server { _ in .hang }
        let clock = ContinuousClock()
        let started = clock.now
        let failure = try XCTUnwrap(failure(of: try osrm(server, timeout: 0.5).route(from: Self.a, to: Self.b)))
        XCTAssertLessThan(started.duration(to: clock.now), .seconds(5))
        try checkSentence(failure, contains: ["OSRM", "did not answer in time"])
    }

    func testARefusedConnectionAndAPlainHTTPServiceElsewhere() throws {
        let refusing = try RefusingPort()
        let router = try OSRMRouter(RouteServer(baseURL: "http://127.0.0.1:\(refusing.port)", userAgent: "nearby-test", interval: 0))
        try checkSentence(try XCTUnwrap(failure(of: router.route(from: Self.a, to: Self.b))), contains: ["cannot reach OSRM"])
        XCTAssertThrowsError(try OSRMRouter(RouteServer(baseURL: "http://osrm.example.org", userAgent: "nearby-test"))) {
            guard case .refusedURL = $0 as? ProviderError else { return XCTFail("\($0)") }
        }
    }

    func testAnswersAreCachedAndFailuresAreNot() throws {
        let scratch = try ScratchDirectory()
        let cache = scratch.path + "/cache/nearby/geocoder.sqlite"
        let failing = Mutex(true)
        let server = try server { _ in failing.withLock { $0 } ? LoopbackServer.json(503, "{}") : LoopbackServer.json(200, Self.osrmRoute) }
        let router = try osrm(server, cache: cache)
        XCTAssertNotNil(failure(of: router.route(from: Self.a, to: Self.b)))
        failing.withLock { $0 = false }
        let first = try router.route(from: Self.a, to: Self.b).get()
        XCTAssertEqual(server.requests.count, 2, "a failure is asked again")
        // Another router (another run) on the same file: the answer comes from it.
        let again = try osrm(server, cache: cache).route(from: Self.a, to: Self.b).get()
        XCTAssertEqual(again, first)
        XCTAssertEqual(server.requests.count, 2)
        // Another question is another request.
        _ = try router.route(from: Self.b, to: Self.a).get()
        XCTAssertEqual(server.requests.count, 3)
    }

    func testRequestsToOneServiceKeepTheirPaceAcrossRouters() throws {
        let scratch = try ScratchDirectory()
        let cache = scratch.path + "/geocoder.sqlite"
        let server = try server { _ in LoopbackServer.json(200, Self.osrmRoute) }
        let clock = ContinuousClock()
        let started = clock.now
        // Three different questions from two routers sharing the file: two waits of 0.4 s.
        _ = try osrm(server, cache: cache, interval: 0.4).route(from: Self.a, to: Self.b).get()
        _ = try osrm(server, cache: cache, interval: 0.4).route(from: Self.b, to: Self.a).get()
        _ = try osrm(server, cache: cache, interval: 0.4).route(from: Self.a, to: Self.a).get()
        XCTAssertGreaterThanOrEqual(started.duration(to: clock.now), .milliseconds(790))
        XCTAssertEqual(server.requests.count, 3)
    }

    private func failure<T>(of result: Result<T, RouteFailure>) -> RouteFailure? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    /// One sentence: a service failure, on one line, ending in a full stop, with no control
    /// character, saying each of `words`.
    private func checkSentence(_ failure: RouteFailure, contains words: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        guard case .service(let sentence) = failure else { return XCTFail("not a service failure: \(failure)", file: file, line: line) }
        XCTAssertTrue(sentence.hasSuffix("."), sentence, file: file, line: line)
        XCTAssertFalse(sentence.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, sentence, file: file, line: line)
        for word in words {
            XCTAssertTrue(sentence.contains(word), "\(sentence) does not say \(word)", file: file, line: line)
        }
    }
}
