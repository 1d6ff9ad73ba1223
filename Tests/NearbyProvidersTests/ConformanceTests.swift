import Foundation
import NearbyTestSupport
import XCTest
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyProviders

/// Real recorded responses, read from ../shared/fixtures (never copied into the project).
/// Skipped, and said so, when that folder is absent.
final class ConformanceTests: XCTestCase {
    private func fixture(_ name: String) throws -> [UInt8] {
        guard let url = SharedFixtures.url(name) else { throw XCTSkip(SharedFixtures.absent) }
        return try SharedFixtures.bytes(url)
    }

    func testToronto2019V2() throws {
        let decoded = try FoursquareDecoder.decode(fixture("foursquare/v2_venues_search_toronto_2019.json"))
        XCTAssertEqual(decoded.venues.count, 42)
        XCTAssertTrue(decoded.skipped.isEmpty)
        XCTAssertEqual(decoded.venues[0].name, "The Eglinton Way")
        XCTAssertEqual(decoded.venues[0].id, "4e8ce69eb63445c4a4fe5649")
        XCTAssertEqual(decoded.venues[0].coordinate, Coordinate(latitude: 43.70256768522876, longitude: -79.41805411238548))
        XCTAssertEqual(decoded.venues[0].address, "Toronto ON, Canada")
        XCTAssertEqual(decoded.venues[41].name, "Sully's Boxing Gym")
        XCTAssertEqual(Set(decoded.venues.map(\.id)).count, 42)
    }

    func testNewYork2018V2JoinsFormattedAddress() throws {
        let decoded = try FoursquareDecoder.decode(fixture("foursquare/v2_venues_search_nyc_2018.json"))
        XCTAssertEqual(decoded.venues, [Venue(
            provider: "foursquare", id: "5642aef9498e51025cf4a7a5", name: "Mr. Purple",
            address: "180 Orchard St (btwn Houston & Stanton St), New York, NY 10002, United States",
            coordinate: Coordinate(latitude: 40.72173744277209, longitude: -73.98800687282996))])
    }

    func testNashville2010Groups() throws {
        let decoded = try FoursquareDecoder.decode(fixture("foursquare/v2_venues_search_nashville_2010_legacy.json"))
        XCTAssertEqual(decoded.venues.count, 30)
        XCTAssertEqual(decoded.venues[0].name, "Ugly Mugs")
        XCTAssertEqual(decoded.venues[0].address, "1886 Eastland Ave, Nashville")
        XCTAssertEqual(decoded.venues[0].coordinate, Coordinate(latitude: 36.182201, longitude: -86.735499))
    }

    func testFrankfurtV3() throws {
        let decoded = try FoursquareDecoder.decode(fixture("foursquare/v3_places_search_frankfurt.json"))
        XCTAssertEqual(decoded.venues.count, 10)
        XCTAssertEqual(decoded.venues[0].id, "53146e95498e242a07e892b4")
        XCTAssertEqual(decoded.venues[0].name, "Baguetterie & Cafébar Strahmann")
        XCTAssertEqual(decoded.venues[0].address, "Bethmannstraße 58, 60311 Frankfurt am Main")
        XCTAssertEqual(decoded.venues[0].coordinate, Coordinate(latitude: 50.110542, longitude: 8.676527))
    }

    func testBerkeley2025Places() throws {
        let decoded = try FoursquareDecoder.decode(fixture("foursquare/places2025_search_berkeley.json"))
        XCTAssertEqual(decoded.venues.count, 10)
        XCTAssertEqual(decoded.venues[0].id, "5418d2cd498ee5ccc0ead6cc")
        XCTAssertEqual(decoded.venues[0].name, "Muracci's Japanese Curry & Grill")
        XCTAssertEqual(decoded.venues[0].address, "2428 Telegraph Ave, Berkeley, CA 94704")
        XCTAssertEqual(decoded.venues[0].coordinate, Coordinate(latitude: 37.86642697874435, longitude: -122.25879824198309))
        XCTAssertEqual(decoded.venues[9].name, "Bows & Arrows")
    }

    func testHanoiOverpass() throws {
        let bytes = try fixture("overpass/overpass_hanoi_food_and_cafes_2024.json")
        let cafes = try OverpassDecoder.decode(bytes, amenity: "cafe")
        XCTAssertEqual(cafes.venues.count, 187, "262 cafés, 187 named")
        XCTAssertEqual(cafes.skipped.filter { $0.reason == "no name" }.count, 75)
        XCTAssertEqual(cafes.venues.count + cafes.skipped.count, 826)
        XCTAssertEqual(cafes.venues.filter { $0.id.hasPrefix("way/") }.count, 4)
        XCTAssertEqual(cafes.venues.first { $0.id == "way/863793823" }?.address, "Phố Bà Triệu 56")
        XCTAssertEqual(cafes.venues.first { $0.id == "node/721836730" }?.name, "Cà Phê Nola")
        let everything = try OverpassDecoder.decode(bytes)
        XCTAssertEqual(everything.venues.count, 560, "every named element")
        XCTAssertTrue(everything.venues.allSatisfy { (21.0...21.04).contains($0.coordinate.latitude) && $0.provider == "osm" })
    }
}
