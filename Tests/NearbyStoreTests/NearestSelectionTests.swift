import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore
@testable import NearbyText

/// The nearest rows chosen by partial selection (exact distances only near the cut, rows read
/// only for the rows listed) against a brute force over every stored row, on a store made of
/// ties: many venues at each point, mirrored points at equal distances, few names, and venues
/// that differ only by provider, so every cut falls inside a tie.
final class NearestSelectionTests: StoreFileTestCase {
    static let centers = [Coordinate(latitude: 60.25, longitude: 24.875), Coordinate(latitude: -33.875, longitude: 151.25),
                          Coordinate(latitude: 40.75, longitude: -74.0)]
    static let names = ["Cafe Alpha", "Cafe Beta", "cafe beta", "CAFE Gamma 12", "Pizza Cafe", "Kiosk"]

    /// 80 points (half at coordinates a 32-bit R*Tree bound holds exactly, half not; each exact
    /// one mirrored across its centre's meridian), 50 venues at each, in pairs that share id and
    /// name and differ only by provider.
    func seed(using rng: inout SplitMix64) throws -> Int {
        var points: [Coordinate] = []
        for i in 0..<40 {
            let center = Self.centers[i % Self.centers.count]
            // Multiples of 1/1024 degree are exact in a Float: the R*Tree's bounds are the point.
            let dLat = Double(Int(rng.next() % 200)) / 1024 - 0.1, dLon = Double(Int(rng.next() % 200)) / 1024
            if i % 2 == 0 {
                points.append(Coordinate(latitude: center.latitude + dLat, longitude: center.longitude + dLon))
                points.append(Coordinate(latitude: center.latitude + dLat, longitude: center.longitude - dLon))
            } else {
                points.append(Coordinate(latitude: center.latitude + dLat + 1e-7 / 3, longitude: center.longitude + dLon + 1e-7 / 7))
                points.append(Coordinate(latitude: center.latitude - dLat + 1e-7 / 9, longitude: center.longitude + 1e-7 / 11))
            }
        }
        var venues: [Venue] = []
        for pair in 0..<2000 {
            let point = points[pair % points.count]
            let name = Self.names[Int(rng.next() % UInt64(Self.names.count))]
            for provider in ["p", "q"] {
                venues.append(Venue(provider: provider, id: "\(pair % 700)-\(pair)", name: name, address: "", coordinate: point))
            }
        }
        try store.upsert(venues)
        return venues.count
    }

    /// Every stored venue whose folded name holds the folded filter and that lies in the region,
    /// in ``VenueRow/isNearer(_:_:)``'s order written out: distance, name, id, provider.
    func bruteForce(in region: Region, from point: Coordinate, matching filter: String?, limit: Int) throws
        -> (keys: [String], distances: [Double], total: Int)
    {
        let query = try store.database.prepare("SELECT provider, id, name, lat, lon, name_folded FROM venue")
        let needle = filter.map(SearchFolding.fold) ?? ""
        var matches: [(provider: String, id: String, name: String, distance: Double)] = []
        while try query.step() {
            let coordinate = Coordinate(latitude: query.double(at: 3), longitude: query.double(at: 4))
            guard region.contains(coordinate), needle.isEmpty || query.text(at: 5).contains(needle) else { continue }
            matches.append((query.text(at: 0), query.text(at: 1), query.text(at: 2), Geodesic.distance(point, coordinate)))
        }
        matches.sort { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            if a.name != b.name { return a.name < b.name }
            if a.id != b.id { return a.id < b.id }
            return a.provider < b.provider
        }
        let kept = matches.prefix(limit)
        return (kept.map { $0.provider + "/" + $0.id }, kept.map(\.distance), matches.count)
    }

    func testEveryWayOfReadingReturnsTheBruteForceRowsWithTheirTies() throws {
        var rng = SplitMix64(seed: 4242)
        XCTAssertEqual(try seed(using: &rng), 4000)
        // No filter; a filter every venue has (read nearest first, names judged); one most have;
        // one a sixth have; two characters (the boxes' own name test).
        let filters: [String?] = [nil, "cafe", "afe b", "beta", "gamma 12", "ki"]
        // The planner's own choice, then each way forced: the trigram index, the growing boxes,
        // and boxes that give up for the index after a few rows.
        let forced: [(rare: Int?, budget: Int?)] = [(nil, nil), (1_000_000, nil), (1, 1_000_000), (1, 30)]
        let spans = [300.0, 5000, 50_000, 40_000_000]
        var truncated = 0, tiedAtTheCut = 0
        for i in 0..<360 {
            let filter = filters[i % filters.count], way = forced[(i / filters.count) % forced.count]
            let span = spans[(i / (filters.count * forced.count)) % spans.count]
            let base = Self.centers[i % Self.centers.count]
            // Half the searches from a centre exactly, where the mirrored points tie.
            let center = i % 4 < 2 ? base
                : Coordinate(latitude: base.latitude + rng.uniform(-0.05, 0.05), longitude: base.longitude + rng.uniform(-0.05, 0.05))
            let region = Region(center: center, latitudinalMeters: span, longitudinalMeters: span)
            let limit = rng.pick([1, 2, 49, 50, 51, 99, 120, 500, 5000])
            let found = try store.nearest(in: region, to: center, matching: filter, limit: limit,
                                          rareMatches: filter == nil ? nil : way.rare, rowBudget: filter == nil ? nil : way.budget)
            let expected = try bruteForce(in: region, from: center, matching: filter, limit: limit)
            let what = "search \(i): \(filter ?? "no filter") at \(span) m around \(center), limit \(limit), \(way)"
            XCTAssertEqual(found.rows.map { $0.venue.provider + "/" + $0.venue.id }, expected.keys, what)
            XCTAssertEqual(found.rows.map(\.distance), expected.distances, what)
            XCTAssertEqual(found.isComplete, expected.total <= limit, "\(what): \(expected.total) matches")
            if expected.total > limit {
                truncated += 1
                if let last = expected.distances.last, expected.distances.filter({ $0 == last }).count > 1 { tiedAtTheCut += 1 }
            }
        }
        XCTAssertGreaterThan(truncated, 150, "most searches should cut their rows")
        XCTAssertGreaterThan(tiedAtTheCut, 100, "most cuts should fall inside a tie")
    }

    /// The partial selection is the sort's answer, on values with many repeats.
    func testSelectingTheKthSmallestEqualsSorting() {
        var rng = SplitMix64(seed: 7)
        for trial in 0..<300 {
            let count = 1 + Int(rng.next() % 400)
            let values = (0..<count).map { _ in Double(Int(rng.next() % UInt64(1 + trial % 50))) }
            let k = 1 + Int(rng.next() % UInt64(count))
            var scratch = values
            XCTAssertEqual(NearestSearch.selectSmallest(k, in: &scratch), values.sorted()[k - 1], "trial \(trial), k \(k)")
            XCTAssertEqual(scratch.sorted(), values.sorted(), "the values are only reordered")
        }
    }
}
