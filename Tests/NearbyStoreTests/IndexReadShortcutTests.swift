import XCTest
import NearbyTestSupport
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore

/// The shortcuts of a filter read from the trigram index: the matches refused before their
/// distance bracket is made (``NearestSearch/Reach``) are only ever ones the bracket refuses, and
/// the count the plan skips could not have chosen the region.
final class IndexReadShortcutTests: StoreFileTestCase {
    /// Search points and matches anywhere, the poles, both sides of ±180° and search points past
    /// it included, with bounds from a metre to past half the globe: whatever the reach refuses,
    /// the bracket refuses too; and every match twice a city's bound away is refused.
    func testTheReachRefusesOnlyMatchesTheBracketRefuses() throws {
        var rng = SplitMix64(seed: 2323)
        let world = Region(center: Coordinate(latitude: 0, longitude: 0), latitudinalMeters: 40_000_000,
                           longitudinalMeters: 40_000_000)
        let edges: [Double] = [-90, -89.999_999, 90, 89.999_9, 0, -180, 180, 179.999_999, -179.999_999]
        func anywhere() -> Coordinate {
            let lat = rng.next() % 8 == 0 ? rng.pick(Array(edges.prefix(5))) : rng.uniform(-90, 90)
            let lon = rng.next() % 8 == 0 ? rng.pick(Array(edges.suffix(5))) : rng.uniform(-180, 180)
            return Coordinate(latitude: lat, longitude: lon)
        }
        var refused = 0
        for round in 0..<300 {
            var point = anywhere()
            // A search point may come past ±180° (the region's own test reduces it).
            if round % 10 == 0 { point = Coordinate(latitude: point.latitude, longitude: rng.pick([-541, -200.5, 361, 719.25])) }
            let search = try NearestSearch(database: store.database, region: world, point: point, needle: "x")
            let bound = rng.pick([1.0, 50, 4000, 250_000, 2_000_000, 9_000_000, 19_000_000, 21_000_000])
            let reach = NearestSearch.Reach(bound: bound)
            for index in 0..<200 {
                // Some matches just around the bound, the rest anywhere.
                var other = anywhere()
                if index % 4 == 0 {
                    let box = DistanceBox(center: point, radius: bound * rng.uniform(0.9, 1.1))
                    other = Coordinate(latitude: rng.pick([box.latitudes.lowerBound, box.latitudes.upperBound]),
                                       longitude: rng.pick(box.longitudes.flatMap { [$0.lowerBound, $0.upperBound] }))
                }
                let bracket = search.candidate(vid: 1, latitudes: other.latitude...other.latitude,
                                               longitudes: other.longitude...other.longitude)
                if reach.excludes(latitude: other.latitude, longitude: other.longitude, from: search) {
                    refused += 1
                    XCTAssertGreaterThan(bracket.nearest, bound, "\(other) from \(point) within \(bound) m")
                }
            }
        }
        XCTAssertGreaterThan(refused, 10_000)
        // The reach at a city's bound, alone, against the bracket of every far match.
        var rng2 = SplitMix64(seed: 77)
        var farRefused = 0, farSeen = 0
        for _ in 0..<50 {
            let point = Coordinate(latitude: rng2.uniform(-60, 60), longitude: rng2.uniform(-180, 180))
            let search = try NearestSearch(database: store.database, region: world, point: point, needle: "x")
            let reach = NearestSearch.Reach(bound: 250_000)
            for _ in 0..<200 {
                let other = Coordinate(latitude: rng2.uniform(-90, 90), longitude: rng2.uniform(-180, 180))
                let bracket = search.candidate(vid: 1, latitudes: other.latitude...other.latitude,
                                               longitudes: other.longitude...other.longitude)
                guard bracket.nearest > 2 * 250_000 else { continue }
                farSeen += 1
                if reach.excludes(latitude: other.latitude, longitude: other.longitude, from: search) { farRefused += 1 }
            }
        }
        XCTAssertEqual(farRefused, farSeen, "every match twice the bound away is refused before its bracket")
        XCTAssertTrue(NearestSearch.Reach(bound: 21_000_000).haversine > 1, "a bound past half the globe refuses nothing")
    }

    /// The region's cost falls as the matches grow: when the plan's cap of a count leaves the
    /// index cheaper, so does every count up to it. At the world's span over 1M venues the count
    /// is skipped; over a street's few hundred it is not.
    func testASkippedCountCouldNotHaveChosenTheRegion() {
        for limit in [1, 50, 500, 5000] {
            for total in [1.0, 100, 20_000, 1e6, 3e7] {
                for regionVenues in [0.0, 10, 120, 5000, 12_500, 1e6] {
                    let cap = Int(min(regionVenues * NamePlan.regionRowCost, NamePlan.maxCount)) + 1
                    guard !NamePlan.regionIsCheaper(matches: Double(cap), limit: limit, total: total,
                                                    regionVenues: regionVenues) else { continue }
                    for matches in stride(from: 0, through: cap, by: max(1, cap / 5000)) {
                        XCTAssertFalse(NamePlan.regionIsCheaper(matches: Double(matches), limit: limit, total: total,
                                                                regionVenues: regionVenues),
                                       "limit \(limit), \(total) venues, \(regionVenues) in the region, \(matches) matches")
                    }
                }
            }
        }
        XCTAssertFalse(NamePlan.regionIsCheaper(matches: NamePlan.maxCount + 1, limit: 500, total: 1e6, regionVenues: 1e6),
                       "the world's span over 1M venues: no count is needed")
        XCTAssertTrue(NamePlan.regionIsCheaper(matches: 120 * NamePlan.regionRowCost + 1, limit: 500, total: 1e6,
                                               regionVenues: 120), "a street's few venues: the count decides")
    }
}
