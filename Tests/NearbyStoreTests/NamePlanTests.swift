import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbySQLite
@testable import NearbyStore
@testable import NearbyText

/// The planned name filter (``NamePlan``: from the region or from the trigram index, by an
/// estimate) against a plain query of the same file, for common, rare and absent words at every
/// span from a street to the world, from many centres.
final class NamePlanTests: StoreFileTestCase {
    static let cities = [Coordinate(latitude: 60.17, longitude: 24.94), Coordinate(latitude: 59.33, longitude: 18.07),
                         Coordinate(latitude: 52.52, longitude: 13.40), Coordinate(latitude: -33.87, longitude: 151.21),
                         Coordinate(latitude: 40.71, longitude: -74.01), Coordinate(latitude: 64.15, longitude: -179.9)]

    /// Venues in gaussian clouds (σ ≈ 4 km) around the cities, named like the bench's ("Cafe 0" …)
    /// with a few other names among them (accents and case for the folding).
    func seed(_ count: Int, using rng: inout SplitMix64) throws -> Int {
        var venues: [Venue] = []
        for i in 0..<count {
            let city = Self.cities[Int(rng.next() % UInt64(Self.cities.count))]
            let radius = (-2 * log(max(1e-300, rng.uniform(0, 1)))).squareRoot() * 4000 / 111_320
            let angle = rng.uniform(0, 2 * .pi)
            let lat = min(90, max(-90, city.latitude + radius * cos(angle)))
            var lon = city.longitude + radius * sin(angle) / cos(city.latitude * .pi / 180)
            if lon > 180 { lon -= 360 } else if lon < -180 { lon += 360 }
            let name = i % 13 == 0 ? rng.pick(["Café Ångström \(i % 50)", "PIZZA Roma", "Kahvila Sävy"]) : "Cafe \(i)"
            venues.append(Venue(provider: "p", id: "\(i)", name: name, address: "",
                                coordinate: Coordinate(latitude: lat, longitude: lon)))
        }
        try store.upsert(venues)
        return venues.count
    }

    /// The plain query: every stored venue whose folded name holds the folded filter, kept when
    /// inside the region, ordered by distance, then name, then id.
    func reference(in region: Region, from point: Coordinate, matching filter: String, limit: Int) throws
        -> (ids: [String], distances: [Double], total: Int)
    {
        let query = try store.database.prepare("SELECT id, name, lat, lon FROM venue WHERE instr(name_folded, ?1) > 0")
        try query.bind(text: SearchFolding.fold(filter), at: 1)
        var matches: [(id: String, name: String, distance: Double)] = []
        while try query.step() {
            let coordinate = Coordinate(latitude: query.double(at: 2), longitude: query.double(at: 3))
            guard region.contains(coordinate) else { continue }
            matches.append((query.text(at: 0), query.text(at: 1), Geodesic.distance(point, coordinate)))
        }
        matches.sort { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            if a.name != b.name { return a.name < b.name }
            return a.id < b.id
        }
        let kept = matches.prefix(limit)
        return (kept.map(\.id), kept.map(\.distance), matches.count)
    }

    func testThePlannedFilterReturnsThePlainQuerysRowsOrderAndCountAtEverySpan() throws {
        var rng = SplitMix64(seed: 2031)
        _ = try seed(20_000, using: &rng)
        // Every venue; half of them; 1,111; 11; one or two; trigrams all present but no venue; a
        // trigram no venue has; folded accents; two characters (no index).
        let filters = ["cafe", "Cafe 1", "CAFE 12", "cafe 1999", "cafe 19999", "cafe 20000", "zzz", "ÅNGSTRÖM 4", "pizza", "12"]
        let spans = [500.0, 5000, 50_000, 500_000, 40_000_000]
        var plans: [NamePlan: Int] = [:]
        var truncated = 0, found = 0
        for i in 0..<450 {
            let filter = filters[i % filters.count], span = spans[(i / filters.count) % spans.count]
            let city = Self.cities[i % Self.cities.count]
            let center = Coordinate(latitude: city.latitude + rng.uniform(-0.05, 0.05),
                                    longitude: city.longitude + rng.uniform(-0.08, 0.08))
            let region = Region(center: center, latitudinalMeters: span, longitudinalMeters: span)
            let limit = rng.pick([1, 20, 150, 500])
            let folded = SearchFolding.fold(filter)
            if folded.unicodeScalars.count >= 3 {
                let plan = try NamePlan.choose(folded, region: region, limit: limit, rareMatches: nil, rowBudget: nil,
                                               database: store.database).plan
                plans[plan, default: 0] += 1
            }
            let planned = try store.nearest(in: region, to: center, matching: filter, limit: limit)
            let plain = try reference(in: region, from: center, matching: filter, limit: limit)
            let what = "query \(i): \"\(filter)\" at \(span) m around \(center), limit \(limit)"
            XCTAssertEqual(planned.rows.map(\.venue.id), plain.ids, what)
            XCTAssertEqual(planned.rows.map(\.distance), plain.distances, what)
            XCTAssertEqual(planned.isComplete, plain.total <= limit, "\(what): \(plain.total) matches")
            if plain.total > limit { truncated += 1 }
            if !plain.ids.isEmpty { found += 1 }
        }
        XCTAssertGreaterThan(truncated, 60, "many queries should hit their limit")
        XCTAssertGreaterThan(found, 200, "most queries should find something")
        // Each way was taken, so each was compared.
        XCTAssertGreaterThan(plans[.index, default: 0], 50, "\(plans)")
        XCTAssertGreaterThan(plans[.region(budget: nil), default: 0], 20, "\(plans)")
        let budgeted = plans.filter { ![.index, .nothing, .region(budget: nil), .wholeRegion].contains($0.key) }
        XCTAssertGreaterThan(budgeted.values.reduce(0, +), 5, "\(plans)")
        XCTAssertGreaterThan(plans[.wholeRegion, default: 0], 10, "\(plans)")
        XCTAssertGreaterThan(plans[.nothing, default: 0], 20, "\(plans)")
    }

    /// The estimate's cases on the seeded names: a word every venue has is read from the region
    /// nearest first (to its end: the index would cost more); a word 1 in 18 have is read from the
    /// index at the world's span and in one pass over a street; a word half of them have, nearest
    /// first with a budget; a word 111 venues have is read from the index, and one whose trigram
    /// no venue has is answered without a row.
    func testTheEstimateChoosesTheCheaperWay() throws {
        var rng = SplitMix64(seed: 2032)
        _ = try seed(20_000, using: &rng)
        let helsinki = Self.cities[0]
        let world = Region(center: helsinki, latitudinalMeters: 40_000_000, longitudinalMeters: 40_000_000)
        let street = Region(center: helsinki, latitudinalMeters: 500, longitudinalMeters: 500)
        func plan(_ needle: String, _ region: Region) throws -> NamePlan {
            try NamePlan.choose(needle, region: region, limit: 500, rareMatches: nil, rowBudget: nil, database: store.database).plan
        }
        XCTAssertEqual(try plan("cafe", world), .region(budget: nil))
        XCTAssertEqual(try plan("cafe", street), .region(budget: nil))
        XCTAssertEqual(try plan("cafe 12", world), .index)
        XCTAssertEqual(try plan("cafe 12", street), .wholeRegion, "a street holds a few of them")
        guard case .region(let budget?) = try plan("cafe 1", world) else { return XCTFail("half the venues: nearest first") }
        XCTAssertGreaterThan(budget, 5000)
        XCTAssertLessThanOrEqual(budget, 11_111, "never more than the index would read")
        XCTAssertEqual(try plan("cafe 199", world), .index)
        XCTAssertEqual(try plan("cafe 199", street), .index)
        XCTAssertEqual(try plan("zzz", world), .nothing)
    }
}
