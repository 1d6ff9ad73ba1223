import XCTest
import NearbyTestSupport
@testable import NearbyFormats
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

    /// The name test in place of SQL's `instr`: NULL, an empty text, a needle longer than the
    /// text, one at the very end, a near miss before a match ("aab" in "aaab"), accents.
    func testTheNameTestInPlaceIsInstr() throws {
        let database = try Database(path: directory.file("instr.sqlite"))
        try database.execute("CREATE TABLE t (name TEXT)")
        let texts: [String?] = [nil, "", "a", "aab", "aaab", "cafe 12", "bar 12 cafe", "café 12", "xcafe 1", "cafe 1",
                                "ångström café", "abcabd", "ab"]
        let insert = try database.prepare("INSERT INTO t VALUES (?1)")
        for text in texts { try insert.run([text.map { .text($0) } ?? .null]) }
        let query = try database.prepare("SELECT name, instr(name, ?1) > 0 FROM t")
        for needle in ["a", "aab", "cafe 1", "cafe 12", "é 1", "café", "abd", "b", "öm c", "zz", "abcabdx"] {
            defer { query.reset() }
            try query.bind(text: needle, at: 1)
            while try query.step() {
                XCTAssertEqual(query.text(at: 0, contains: Array(needle.utf8)), query.int(at: 1) == 1,
                               "\(query.isNull(at: 0) ? "NULL" : query.text(at: 0)) holding \(needle)")
            }
        }
    }

    /// Names that have every trigram of the filter but not the filter ("Safe 12 Cafe 1" for
    /// "cafe 12"): read from the index, the rows and whether they are all of them are the plain
    /// query's, with fewer matches than the limit, as many, one more, and many more.
    func testTrigramsWithoutTheNameAreNotCountedAsMatches() throws {
        var rng = SplitMix64(seed: 4711)
        let center = Coordinate(latitude: 60.17, longitude: 24.94)
        for matches in [3, 20, 21, 200] {
            let store = try VenueStore(path: directory.file("names-\(matches).sqlite"))
            var venues: [Venue] = []
            for i in 0..<600 {
                let name = i < matches ? "Cafe 12\(i)" : rng.pick(["Safe 12 Cafe 1", "Cafe 1 Safe 12", "Cafe 3 Life 12"])
                // The matches first and near; of the rest, half near, half an ocean away (past
                // the nearest kept: refused before their names are tested).
                let far = i >= matches && i % 2 == 0
                let coordinate = far ? Coordinate(latitude: -30 + rng.uniform(-3, 3), longitude: 140 + rng.uniform(-5, 5))
                    : Coordinate(latitude: center.latitude + rng.uniform(-1, 1), longitude: center.longitude + rng.uniform(-2, 2))
                venues.append(Venue(provider: "p", id: "\(matches)-\(i)", name: name, address: "", coordinate: coordinate))
            }
            try store.upsert(venues)
            for span in [40_000_000.0, 300_000] {
                let region = Region(center: center, latitudinalMeters: span, longitudinalMeters: span)
                let found = try store.nearest(in: region, to: center, matching: "cafe 12", limit: 20, rareMatches: 1_000_000)
                var expected: [(id: String, distance: Double)] = []
                for venue in venues where venue.name.lowercased().contains("cafe 12") && region.contains(venue.coordinate) {
                    expected.append((venue.id, Geodesic.distance(center, venue.coordinate)))
                }
                expected.sort { $0.distance < $1.distance || ($0.distance == $1.distance && $0.id < $1.id) }
                let ids: [String] = found.rows.map { $0.venue.id }
                XCTAssertEqual(ids, expected.prefix(20).map { $0.id }, "\(matches) matches, span \(span)")
                XCTAssertEqual(found.isComplete, expected.count <= 20, "\(matches) matches, span \(span)")
            }
        }
    }
}
