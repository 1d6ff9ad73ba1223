import NearbyGeo
import NearbyRoute
import NearbyTestSupport
import XCTest

/// The list's order by walking time, against a router whose walks are known in advance.
final class WalkListingTests: XCTestCase {
    let here = Coordinate(latitude: 60.1699, longitude: 24.9384)
    let tokyo = Coordinate(latitude: 35.6812, longitude: 139.7671)

    /// Three venues, nearest first as the crow flies: the first a long walk round the corner,
    /// the second straight up the street, the third on an island no walk reaches.
    var targets: [Coordinate] {
        [Coordinate(latitude: 60.1680, longitude: 24.9440), Coordinate(latitude: 60.1734, longitude: 24.9384),
         Coordinate(latitude: 60.1700, longitude: 24.9300)]
    }
    var straight: [Double] { targets.map { Geodesic.distance(here, $0) } }
    var router: ManhattanWalkRouter { ManhattanWalkRouter(islands: [targets[2]]) }

    func testByDefaultTheWalkOrdersWhereTheRouterCovers() throws {
        let listing = try WalkListing(from: here, targets: targets, straight: straight, router: router, order: nil, limit: 10)
        XCTAssertEqual(straight, straight.sorted(), "given nearest first")
        let walked = targets.map { try? router.route(from: here, to: $0).get().duration }
        let expected = [0, 1].sorted { walked[$0] ?? 0 < walked[$1] ?? 0 } + [2]
        XCTAssertEqual(expected, [1, 0, 2], "the walk round the corner is longer than the one up the street")
        XCTAssertEqual(listing.order, expected, "known walks by time, the unreachable last")
        XCTAssertEqual(listing.walks.map { $0?.duration }, expected.map { walked[$0] })
        XCTAssertNil(listing.failure)
        XCTAssertEqual(try WalkListing(from: here, targets: targets, straight: straight, router: router, order: .walk, limit: 10), listing)
    }

    func testDistanceKeepsTheGivenOrderWithTheWalks() throws {
        let listing = try WalkListing(from: here, targets: targets, straight: straight, router: router, order: .distance, limit: 2)
        XCTAssertEqual(listing.order, [0, 1])
        XCTAssertNotNil(listing.walks[0])
        XCTAssertNotNil(listing.walks[1])
        let all = try WalkListing(from: here, targets: targets, straight: straight, router: router, order: .distance, limit: 9)
        XCTAssertEqual(all.order, [0, 1, 2])
        XCTAssertNil(all.walks[2], "the island has no walk")
    }

    func testOffTheGraphsTheDefaultIsDistanceAndAskedWalkFails() throws {
        let listing = try WalkListing(from: tokyo, targets: targets, straight: straight, router: router, order: nil, limit: 10)
        XCTAssertEqual(listing.order, [0, 1, 2])
        XCTAssertEqual(listing.walks, [nil, nil, nil])
        XCTAssertNil(listing.failure, "an uncovered location is no news")
        XCTAssertThrowsError(try WalkListing(from: tokyo, targets: targets, straight: straight, router: router, order: .walk,
                                             limit: 10)) { error in
            XCTAssertEqual(error as? RouteFailure, .outsideGraphs(areas: ["Helsinki"]))
        }
        XCTAssertThrowsError(try WalkListing(from: here, targets: targets, straight: straight, router: nil, order: .walk, limit: 10)) {
            XCTAssertEqual($0 as? RouteFailure, .outsideGraphs(areas: []), "no router: no graph")
        }
        XCTAssertEqual(try WalkListing(from: here, targets: targets, straight: straight, router: nil, order: nil, limit: 1).order, [0])
    }

    func testAFailingServiceIsSaidAndTheListStaysByDistance() throws {
        let listing = try WalkListing(from: here, targets: targets, straight: straight, router: FailingRouter(), order: nil, limit: 10)
        XCTAssertEqual(listing.order, [0, 1, 2])
        XCTAssertEqual(listing.failure, .service("the routing service answered 503"))
    }
}

/// A router whose service is down.
struct FailingRouter: WalkRouter {
    func route(from: Coordinate, to: Coordinate) -> Result<WalkRoute, RouteFailure> { .failure(.service("the routing service answered 503")) }
    func walkTimes(from: Coordinate, to: [Coordinate]) -> Result<[WalkTime?], RouteFailure> {
        .failure(.service("the routing service answered 503"))
    }
}
