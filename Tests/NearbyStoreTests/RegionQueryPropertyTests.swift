import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyText

/// The store's indexed region query against a brute-force scan, on venues spread over the whole
/// globe with extra weight at the poles and on the antimeridian.
final class RegionQueryPropertyTests: StoreFileTestCase {
    /// Whether `c` is in the region, written from the region's center and deltas alone (not with
    /// Region.contains): latitudes within half the height of the center, clamped to ±90; a span
    /// that reaches a pole, or a full turn wide, takes every longitude; otherwise the longitude's
    /// shortest angular distance from the center's is at most half the width.
    static func bruteContains(_ region: Region, _ c: Coordinate) -> Bool {
        let halfHeight = max(0, region.latitudeDelta) / 2
        let centerLat = min(90, max(-90, region.center.latitude))
        let south = max(-90, centerLat - halfHeight), north = min(90, centerLat + halfHeight)
        guard c.latitude >= south, c.latitude <= north else { return false }
        if north >= 90 || south <= -90 || region.longitudeDelta >= 360 { return true }
        var difference = (c.longitude - region.center.longitude).truncatingRemainder(dividingBy: 360)
        if difference < 0 { difference += 360 }
        let angular = min(difference, 360 - difference)
        return angular <= max(0, region.longitudeDelta) / 2
    }

    func randomVenues(_ count: Int, using rng: inout SplitMix64) -> [Venue] {
        (0..<count).map { i in
            let lat: Double, lon: Double
            switch i % 5 {
            case 0:  // anywhere
                lat = Double.random(in: -90...90, using: &rng); lon = Double.random(in: -180...180, using: &rng)
            case 1:  // near a pole
                lat = (Bool.random(using: &rng) ? 1 : -1) * Double.random(in: 89.0...90, using: &rng)
                lon = Double.random(in: -180...180, using: &rng)
            case 2:  // on either side of the antimeridian
                lat = Double.random(in: -70...70, using: &rng)
                lon = (Bool.random(using: &rng) ? 1 : -1) * Double.random(in: 178...180, using: &rng)
            case 3:  // exactly on the edges of the coordinate space
                lat = ([-90, 90, Double.random(in: -60...60, using: &rng)] as [Double]).randomElement(using: &rng) ?? 0
                lon = ([-180, 180, 0, Double.random(in: -180...180, using: &rng)] as [Double]).randomElement(using: &rng) ?? 0
            default:  // a dense city
                lat = 60.15 + Double.random(in: 0..<0.05, using: &rng); lon = 24.90 + Double.random(in: 0..<0.1, using: &rng)
            }
            return Venue(provider: "p", id: "\(i)", name: "V\(i % 97)", address: "", coordinate: Coordinate(latitude: lat, longitude: lon))
        }
    }

    func randomRegion(_ i: Int, using rng: inout SplitMix64) -> Region {
        switch i % 6 {
        case 0:  // around a pole, reaching it
            let lat = (Bool.random(using: &rng) ? 1 : -1) * 89.9
            return Region(center: Coordinate(latitude: lat, longitude: Double.random(in: -180...180, using: &rng)),
                          latitudeDelta: Double.random(in: 0.2...2, using: &rng), longitudeDelta: Double.random(in: 1...50, using: &rng))
        case 1:  // near a pole, not reaching it
            let lat = (Bool.random(using: &rng) ? 1 : -1) * Double.random(in: 89.0...89.6, using: &rng)
            return Region(center: Coordinate(latitude: lat, longitude: Double.random(in: -180...180, using: &rng)),
                          latitudeDelta: 0.5, longitudeDelta: Double.random(in: 1...120, using: &rng))
        case 2:  // across the antimeridian, centered on either side of it (or beyond ±180)
            let lon = ([179.5, -179.5, 180, -180, 181, -541] as [Double]).randomElement(using: &rng) ?? 180
            return Region(center: Coordinate(latitude: Double.random(in: -60...60, using: &rng), longitude: lon),
                          latitudeDelta: Double.random(in: 1...30, using: &rng), longitudeDelta: Double.random(in: 0.5...6, using: &rng))
        case 3:  // a city-sized square from meters
            let center = Coordinate(latitude: 60.15 + Double.random(in: 0..<0.05, using: &rng),
                                    longitude: 24.90 + Double.random(in: 0..<0.1, using: &rng))
            let meters = Double.random(in: 200...3000, using: &rng)
            return Region(center: center, latitudinalMeters: meters, longitudinalMeters: meters)
        case 4:  // large, anywhere, sometimes wider than the world
            return Region(center: Coordinate(latitude: Double.random(in: -80...80, using: &rng), longitude: Double.random(in: -180...180, using: &rng)),
                          latitudeDelta: Double.random(in: 1...20, using: &rng), longitudeDelta: Double.random(in: 10...400, using: &rng))
        default:  // meters near the poles and the antimeridian
            let center = Coordinate(latitude: Double.random(in: -89.99...89.99, using: &rng),
                                    longitude: (Bool.random(using: &rng) ? 1 : -1) * Double.random(in: 179.9...180, using: &rng))
            return Region(center: center, latitudinalMeters: 50_000, longitudinalMeters: 50_000)
        }
    }

    func testRegionQueriesMatchABruteForceScanAcrossPolesAndTheAntimeridian() throws {
        var rng = SplitMix64(seed: 2026)
        let venues = randomVenues(10_000, using: &rng)
        try store.upsert(venues)
        var nonEmpty = 0
        for i in 0..<300 {
            let region = randomRegion(i, using: &rng)
            let from = Coordinate(latitude: min(90, max(-90, region.center.latitude)), longitude: region.center.longitude)
            let indexed = try store.venues(in: region, nearestTo: from, limit: 10_000)
            let brute = venues.filter { Self.bruteContains(region, $0.coordinate) }
            XCTAssertEqual(Set(indexed.map(\.venue.id)), Set(brute.map(\.id)), "region \(i): \(region)")
            // Nearest first, by the ellipsoidal distance.
            let distances = indexed.map(\.distance)
            XCTAssertEqual(distances, distances.sorted(), "region \(i)")
            if let first = indexed.first {
                XCTAssertEqual(first.distance, Geodesic.distance(from, first.venue.coordinate), accuracy: 1e-6)
            }
            if !brute.isEmpty { nonEmpty += 1 }
        }
        XCTAssertGreaterThan(nonEmpty, 200, "the regions should mostly hold venues")
    }

    /// Names for the filter: accents, case, ligature-free Latin, Greek, CJK and Hangul.
    static let names = ["Café Aalto", "CAFE EKBERG", "café", "Kaffehuset Ångström", "Straße 9", "ΚΑΦΕ Σοφία",
                        "咖啡馆 一", "カフェ", "카페 모카", "Robert's Coffee", "Espresso", "V"]

    /// The nearest-first order, written here from its definition: distance, then name, then id.
    static func bruteNearest(_ venues: [Venue], in region: Region, from point: Coordinate, matching filter: String?,
                             limit: Int) -> (rows: [(id: String, distance: Double)], total: Int) {
        let needle = filter.map(SearchFolding.fold) ?? ""
        let matches = venues.filter {
            bruteContains(region, $0.coordinate) && (needle.isEmpty || SearchFolding.fold($0.name).contains(needle))
        }
        let ordered = matches.map { (venue: $0, distance: Geodesic.distance(point, $0.coordinate)) }.sorted { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            if a.venue.name != b.venue.name { return a.venue.name < b.venue.name }
            return a.venue.id < b.venue.id
        }
        return (ordered.prefix(limit).map { ($0.venue.id, $0.distance) }, matches.count)
    }

    /// The k-nearest search over the R*Tree returns exactly the brute force's first `limit` rows,
    /// in order, from points inside and outside the region, near the poles and across the
    /// antimeridian, with and without a name filter (read from the region or from the trigram
    /// index of names); `isComplete` says whether more matched.
    func testNearestRowsEqualTheBruteForceOrderWithLimitsFiltersPolesAndTheAntimeridian() throws {
        var rng = SplitMix64(seed: 2027)
        var venues = randomVenues(12_000, using: &rng)
        for i in venues.indices { venues[i].name = Self.names[Int(rng.next() % UInt64(Self.names.count))] }
        try store.upsert(venues)
        let filters: [String?] = [nil, nil, "cafe", "CAFÉ", "ångstrom", "STRASSE", "σοφια", "咖啡", "카페", "zzz"]
        var truncated = 0, filtered = 0
        for i in 0..<400 {
            let region = randomRegion(i, using: &rng)
            let from: Coordinate
            switch i % 4 {
            case 0: from = Coordinate(latitude: min(90, max(-90, region.center.latitude)), longitude: region.center.longitude)
            case 1:  // somewhere else near the region (the map was panned away from the user)
                from = Coordinate(latitude: min(90, max(-90, region.center.latitude + rng.uniform(-2, 2))),
                                  longitude: rng.uniform(-180, 180) * (Bool.random(using: &rng) ? 0.01 : 1))
            case 2: from = Coordinate(latitude: rng.pick([90, -90, 89.999, -89.5]), longitude: rng.uniform(-180, 180))
            default: from = Coordinate(latitude: rng.uniform(-60, 60), longitude: rng.pick([180, -180, 179.99, -179.99]))
            }
            let limit = rng.pick([1, 3, 20, 150, 500])
            let filter = filters[i % filters.count]
            // Each way of filtering: from the region's rows only, from the trigram index at once, and
            // from the region until a small budget sends the search to the index.
            let (rare, budget) = [(0, Int.max), (Int.max, Int.max), (0, 50)][i % 3]
            let found = try store.nearest(in: region, to: from, matching: filter, limit: limit, rareMatches: rare, rowBudget: budget)
            let brute = Self.bruteNearest(venues, in: region, from: from, matching: filter, limit: limit)
            XCTAssertEqual(found.rows.map(\.venue.id), brute.rows.map(\.id), "query \(i): \(region) from \(from)")
            XCTAssertEqual(found.rows.map(\.distance), brute.rows.map(\.distance), "query \(i)")
            XCTAssertEqual(found.isComplete, brute.total <= limit, "query \(i): \(brute.total) matches, limit \(limit)")
            if brute.total > limit { truncated += 1 }
            if filter != nil && !brute.rows.isEmpty { filtered += 1 }
        }
        XCTAssertGreaterThan(truncated, 60, "many queries should hit their limit")
        XCTAssertGreaterThan(filtered, 60, "many filtered queries should find something")
    }
}
