import Foundation
import XCTest
import NearbyGeo
import NearbyPlaces
import NearbyTestSupport

/// The gazetteer over the real `Assets/places.sqlite`: names as you type, `--near` names,
/// the nearest place; GeoNames' own coordinates are the oracle.
final class GazetteerTests: XCTestCase {
    static let gazetteer = Result { try Gazetteer(path: ChildProcess.packageRoot.appendingPathComponent("Assets/places.sqlite").path) }

    func places() throws -> Gazetteer { try Self.gazetteer.get() }

    func first(_ text: String) throws -> String? { try places().search(text, limit: 5).first?.shortLabel }

    func testAPrefixFindsAPlaceByAnyNameFoldedAsTyped() throws {
        XCTAssertGreaterThan(try places().count, 30_000)
        let cases: [(String, String)] = [
            ("sao paulo", "São Paulo, BR"), ("São Paulo", "São Paulo, BR"), ("SAO PAU", "São Paulo, BR"),
            ("Helsingfors", "Helsinki, FI"), ("helsingf", "Helsinki, FI"), ("München", "Munich, DE"),
            ("Munich", "Munich, DE"), ("東京", "Tokyo, JP"), ("Москва", "Moscow, RU"), ("  berl", "Berlin, DE"),
        ]
        for (typed, expected) in cases { XCTAssertEqual(try first(typed), expected, typed) }
        XCTAssertEqual(try places().search("", limit: 5), [])
        XCTAssertEqual(try places().search("qqqzzz", limit: 5), [])
    }

    func testExactNamesComeBeforePrefixesThenPopulation() throws {
        // "Paris" the city before "Parisian"-prefixed and the smaller Parises after the capital.
        let paris = try places().search("paris", limit: 4)
        XCTAssertEqual(paris.first?.shortLabel, "Paris, FR")
        XCTAssertTrue(paris.dropFirst().allSatisfy { $0.name == "Paris" || $0.population <= paris[0].population })
        // "Lima" exact before the far bigger "Limassol"-like prefixes; "a" is all prefixes, by population.
        let lima = try places().search("lima", limit: 10)
        XCTAssertEqual(lima.first?.shortLabel, "Lima, PE")
        let a = try places().search("a", limit: 20)
        XCTAssertEqual(a.count, 20)
        XCTAssertEqual(a.map(\.population), a.map(\.population).sorted(by: >))
        // The ranking is the brute-force one: every place with a name of this prefix, exact first.
        let brute = try places().allPlaces.filter { $0.name.lowercased().hasPrefix("portl") || $0.name == "Portland" }
        XCTAssertTrue(brute.count >= 3)
        let portland = try places().search("portland", limit: 3)
        XCTAssertEqual(portland.map(\.label), ["Portland, Oregon, US", "Portland, Maine, US", "Portland, Texas, US"])
    }

    func testNearNamesWithTheirCountryOrDivision() throws {
        let g = try places()
        guard case .found(let portland, let others) = g.resolve("Portland") else { return XCTFail() }
        XCTAssertEqual(portland.label, "Portland, Oregon, US")
        XCTAssertEqual(others, 2, "Maine's and Texas's")
        guard case .found(let maine, 0) = g.resolve("portland, maine") else { return XCTFail() }
        XCTAssertEqual(maine.label, "Portland, Maine, US")
        guard case .found(let again, _) = g.resolve(portland.label) else { return XCTFail() }
        XCTAssertEqual(again, portland, "the label names the place back")
        guard case .found(let ve, _) = g.resolve("Valencia, VE"), case .found(let es, _) = g.resolve("valencia, es") else {
            return XCTFail()
        }
        XCTAssertEqual([ve.countryCode, es.countryCode, ve.division], ["VE", "ES", "Carabobo"])
        guard case .found(let us, _) = g.resolve("Portland, US") else { return XCTFail() }
        XCTAssertEqual(us, portland)
        for (name, expected) in [("Helsingfors", "Helsinki, FI"), ("MÜNCHEN", "Munich, DE"), ("東京", "Tokyo, JP"),
                                 ("москва", "Moscow, RU"), ("sao paulo", "São Paulo, BR")] {
            guard case .found(let place, _) = g.resolve(name) else { return XCTFail(name) }
            XCTAssertEqual(place.shortLabel, expected, name)
        }
    }

    func testAnUnknownNameSuggestsTheNearestSpellings() throws {
        let g = try places()
        XCTAssertEqual(g.resolve("Helsnki"), .unknown(suggestions: try XCTUnwrap(g.search("Helsinki", limit: 1)).prefix(1).map { $0 }))
        guard case .unknown(let typo) = g.resolve("Barcelnoa") else { return XCTFail() }
        XCTAssertEqual(typo.first?.shortLabel, "Barcelona, ES", "a swap is one edit")
        guard case .unknown(let partial) = g.resolve("Helsin") else { return XCTFail("only a whole name counts") }
        XCTAssertEqual(partial.first?.shortLabel, "Helsinki, FI")
        guard case .unknown(let elsewhere) = g.resolve("Portland, FR") else { return XCTFail() }
        XCTAssertEqual(elsewhere.first?.label, "Portland, Oregon, US")
        XCTAssertEqual(g.resolve("Xqzvwk"), .unknown(suggestions: []))
        XCTAssertEqual(g.resolve(" , "), .unknown(suggestions: []))
    }

    func testTheNearestPlaceIsTheBruteForceNearest() throws {
        let g = try places()
        XCTAssertEqual(g.nearest(to: Coordinate(latitude: 60.2055, longitude: 24.6559))?.shortLabel, "Espoo, FI")
        XCTAssertEqual(g.localPlace(near: Coordinate(latitude: 60.1690, longitude: 24.9435))?.timeZone, "Europe/Helsinki")
        var generator = SplitMix64(seed: 21)
        let all = g.allPlaces
        for _ in 0..<30 {
            let point = Coordinate(latitude: Double.random(in: -60...70, using: &generator),
                                   longitude: Double.random(in: -180...180, using: &generator))
            let brute = all.min { Geodesic.distance(point, $0.coordinate) < Geodesic.distance(point, $1.coordinate) }!
            let found = g.nearest(to: point)
            let nearest = Geodesic.distance(point, brute.coordinate)
            if nearest < 600_000 {
                XCTAssertEqual(found?.id, brute.id, "\(point)")
            } else if let found {
                // Far out at sea the search stops widening: a place, not always the nearest.
                XCTAssertGreaterThanOrEqual(Geodesic.distance(point, found.coordinate), nearest - 1)
            }
        }
        // Across the antimeridian: Fiji's Suva is nearest to a point just east of 180°.
        XCTAssertEqual(g.nearest(to: Coordinate(latitude: -18.1, longitude: -179.9))?.countryCode, "FJ")
        XCTAssertNil(g.nearest(to: Coordinate(latitude: -89, longitude: 0)), "no city near the South Pole")
    }
}
