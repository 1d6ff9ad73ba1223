import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyStore

/// The nearest-first read with a row predicate, against brute force over the same venues: the
/// rows are the `limit` nearest accepted ones, and the predicate runs only as far as they need.
final class PredicateNearestTests: StoreFileTestCase {
    /// Venues around a few centres, a third with hours; "open" is a deterministic function of the id.
    func fill(count: Int, seed: UInt64) throws -> [Venue] {
        var random = SplitMix64(seed: seed)
        let centers = [Coordinate(latitude: 60.17, longitude: 24.94), Coordinate(latitude: -33.87, longitude: 151.21),
                       Coordinate(latitude: 0.5, longitude: 179.99)]
        var venues: [Venue] = []
        for i in 0..<count {
            let center = random.pick(centers)
            let point = Geodesic.destination(from: center, azimuth: random.uniform(0, 360), distance: random.logUniform(5, 20_000))
            let hours = i % 3 == 0 ? (i % 2 == 0 ? "open" : "closed") : nil
            venues.append(Venue(provider: "p", id: "v\(i)", name: "Cafe \(i % 17)", address: "", coordinate: point,
                                details: VenueDetails(openingHours: hours)))
        }
        try store.upsert(venues)
        return venues
    }

    static func isOpen(_ row: VenueRow) -> Bool { row.venue.details.openingHours == "open" }

    func testRowsEqualTheBruteForceNearestAcceptedOnesAtEverySpan() throws {
        let venues = try fill(count: 3000, seed: 7)
        var random = SplitMix64(seed: 8)
        for round in 0..<40 {
            let base = venues[Int(random.next() % UInt64(venues.count))].coordinate
            let point = Geodesic.destination(from: base, azimuth: random.uniform(0, 360), distance: random.uniform(0, 500))
            let span = random.pick([200.0, 2000, 20_000, 200_000, 40_000_000])
            let limit = random.pick([1, 5, 50, 500])
            let region = Region(center: point, latitudinalMeters: span, longitudinalMeters: span)
            let cases: [(scope: RowScope, accepts: @Sendable (VenueRow) -> Bool, filter: String?)] = [
                (.withOpeningHours, { Self.isOpen($0) }, nil), (.all, { $0.venue.id.hasSuffix("7") }, nil),
                (.withOpeningHours, { Self.isOpen($0) }, "cafe 1"),
            ]
            for (scope, accepts, filter) in cases {
                let expected = VenueRow.nearestFirst(venues.filter { region.contains($0.coordinate) }.map {
                    VenueRow(venue: $0, distance: Geodesic.distance(point, $0.coordinate))
                }.filter { accepts($0) && (filter == nil || $0.venue.name.lowercased().contains(filter ?? "")) }, limit: .max)
                let found = try store.nearest(in: region, to: point, matching: filter, limit: limit, scope: scope, where: accepts)
                XCTAssertEqual(found.rows.map(\.venue.id), expected.prefix(limit).map(\.venue.id),
                               "round \(round), span \(span), limit \(limit), \(scope)")
                if found.isComplete { XCTAssertLessThanOrEqual(expected.count, limit, "complete means every accepted venue") }
                if expected.count > limit { XCTAssertFalse(found.isComplete) }
                guard scope == .withOpeningHours else { continue }
                // The same answer when judged from the hours R*Tree alone, with the venue's place.
                let fromIndex = try store.nearest(in: region, to: point, matching: filter, limit: limit) { value, coordinate in
                    XCTAssertTrue(region.contains(coordinate) || Geodesic.distance(coordinate, point) > 0)
                    return value == "open"
                }
                XCTAssertEqual(fromIndex.rows.map(\.venue.id), found.rows.map(\.venue.id), "round \(round), from the index")
                XCTAssertEqual(fromIndex.isComplete, found.isComplete)
            }
        }
    }

    func testThePredicateRunsOnlyAsFarAsTheRowsNeed() throws {
        let venues = try fill(count: 6000, seed: 11)
        let point = Coordinate(latitude: 60.17, longitude: 24.94)
        let region = Region(center: point, latitudinalMeters: 40_000_000, longitudinalMeters: 40_000_000)
        var judged = 0
        let found = try store.nearest(in: region, to: point, limit: 10, scope: .withOpeningHours) { row in
            judged += 1
            return Self.isOpen(row)
        }
        XCTAssertEqual(found.rows.count, 10)
        XCTAssertFalse(found.isComplete)
        let withHours = venues.filter { $0.details.openingHours != nil }.count
        // About 20 of the nearest venues with hours are needed for 10 open ones; the box overshoots a little.
        XCTAssertLessThan(judged, 200, "judged \(judged) of \(withHours) venues with hours")
        XCTAssertGreaterThanOrEqual(judged, 10)
        // Rows without hours are never judged when the scope says they cannot pass.
        var sawNoHours = false
        _ = try store.nearest(in: region, to: point, limit: 50, scope: .withOpeningHours) { row in
            if row.venue.details.openingHours == nil { sawNoHours = true }
            return true
        }
        XCTAssertFalse(sawNoHours)
        // Judged from the index, a refused venue is never read, and its place is within a metre.
        var places: [Int: Double] = [:]
        var judgedFromIndex = 0
        let nearest = try store.nearest(in: region, to: point, limit: 10) { value, coordinate in
            judgedFromIndex += 1
            let closest = venues.filter { $0.details.openingHours == value }
                .map { Geodesic.distance($0.coordinate, coordinate) }.min() ?? .infinity
            places[judgedFromIndex] = closest
            return value == "open"
        }
        XCTAssertEqual(nearest.rows.map(\.venue.id), found.rows.map(\.venue.id))
        XCTAssertLessThan(judgedFromIndex, 200)
        XCTAssertLessThan(places.values.max() ?? .infinity, 1.0, "the index's place is the venue's, within a metre")
    }

    func testAValueNumberTheIndexCannotHoldExactlyIsReadFromTheVenue() throws {
        // Past 2^24 a number is rounded outwards in the R*Tree's 32-bit floats.
        try store.database.execute("INSERT INTO hours_value (id, value) VALUES (16777217, 'Mo 10:00-11:00')")
        let point = Coordinate(latitude: 60.17, longitude: 24.94)
        try store.upsert([Venue(provider: "p", id: "far", name: "Far Number", address: "", coordinate: point,
                                details: VenueDetails(openingHours: "Mo 10:00-11:00")),
                          Venue(provider: "p", id: "near", name: "Small Number", address: "", coordinate: point,
                                details: VenueDetails(openingHours: "24/7"))])
        let bounds = try store.database.prepare("SELECT min_value, max_value FROM venue_hours ORDER BY vid")
        XCTAssertTrue(try bounds.step())
        XCTAssertNotEqual(bounds.double(at: 0), bounds.double(at: 1), "the test needs an inexact number")
        bounds.reset()
        var seen: [String] = []
        let region = Region(center: point, latitudinalMeters: 1000, longitudinalMeters: 1000)
        let found = try store.nearest(in: region, to: point, limit: 10) { value, _ in
            seen.append(value)
            return true
        }
        XCTAssertEqual(seen.sorted(), ["24/7", "Mo 10:00-11:00"])
        XCTAssertEqual(found.rows.map(\.venue.id).sorted(), ["far", "near"])
    }
}
