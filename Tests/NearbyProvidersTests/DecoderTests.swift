import XCTest
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyHTTP
@testable import NearbyProviders

final class DecoderTests: XCTestCase {
    private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    func testV2VenuesDecodeAndUnusableOnesAreSkippedWithReasons() throws {
        let decoded = try FoursquareDecoder.decode(bytes(HandMade.v2))
        XCTAssertEqual(decoded.venues.map(\.id), ["v1", "v5"])
        XCTAssertEqual(decoded.venues[0], Venue(provider: "foursquare", id: "v1", name: "Cafe Ekberg",
                                               address: "Bulevardi 9, 00120 Helsinki, Finland",
                                               coordinate: Coordinate(latitude: 60.1647366, longitude: 24.9377736)))
        XCTAssertEqual(decoded.venues[1].address, "Aleksanterinkatu 21, Helsinki")
        XCTAssertEqual(decoded.skipped.map(\.index), [1, 2, 3])
        XCTAssertEqual(decoded.skipped.map(\.reason), ["no coordinates", "coordinates out of range", "no name"])
    }

    func testThe2010GroupsShapeDecodesAcrossGroups() throws {
        let decoded = try FoursquareDecoder.decode(bytes(HandMade.v2Groups))
        XCTAssertEqual(decoded.venues.map(\.name), ["Ugly Mugs", "Bongo Java", "Frothy Monkey"])
        XCTAssertEqual(decoded.venues.map(\.address), ["1886 Eastland Ave, Nashville", "", "Nashville"])
    }

    func testV3ResultsUseGeocodesMain() throws {
        let decoded = try FoursquareDecoder.decode(bytes(HandMade.v3))
        XCTAssertEqual(decoded.venues.map(\.id), ["f1", "f3"])
        XCTAssertEqual(decoded.venues[0].coordinate, Coordinate(latitude: 50.1125, longitude: 8.6792))
        XCTAssertEqual(decoded.venues[0].address, "Kornmarkt 9, 60311 Frankfurt am Main")
        XCTAssertEqual(decoded.venues[1].address, "Zeil 1, Frankfurt")
        XCTAssertEqual(decoded.skipped.map(\.index), [1])
    }

    func testPlacesResultsUseTopLevelCoordinates() throws {
        let decoded = try FoursquareDecoder.decode(bytes(HandMade.places))
        XCTAssertEqual(decoded.venues.map(\.id), ["p1"])
        XCTAssertEqual(decoded.venues[0].coordinate, Coordinate(latitude: 37.8688, longitude: -122.2588))
        XCTAssertEqual(decoded.skipped.map(\.reason), ["no coordinates", "coordinates out of range"])
    }

    func testOverpassNodesAndWaysWithCenters() throws {
        let decoded = try OverpassDecoder.decode(bytes(HandMade.overpass))
        XCTAssertEqual(decoded.venues.map(\.id), ["node/151006533", "way/42", "node/8"])
        XCTAssertEqual(decoded.venues[0].address, "Bulevardi 9")
        XCTAssertEqual(decoded.venues[0].provider, "osm")
        XCTAssertEqual(decoded.venues[1].coordinate, Coordinate(latitude: 60.17, longitude: 24.94))
        XCTAssertEqual(decoded.venues[1].address, "Mannerheimintie")
        XCTAssertEqual(decoded.skipped.map(\.index), [2, 4])
        let cafes = try OverpassDecoder.decode(bytes(HandMade.overpass), amenity: "cafe")
        XCTAssertEqual(cafes.venues.map(\.id), ["node/151006533", "way/42"])
        XCTAssertEqual(cafes.skipped.map(\.reason), ["no name", "not amenity=cafe", "no coordinates"])
    }

    func testErrorBodiesThrowTheirMeaning() {
        XCTAssertThrowsError(try FoursquareDecoder.decode(bytes(HandMade.v2InvalidAuth))) {
            XCTAssertEqual($0 as? ProviderError, .rejectedKey(service: "Foursquare", detail: "OAuth token invalid or revoked."))
        }
        XCTAssertThrowsError(try FoursquareDecoder.decode(bytes(HandMade.v2RateLimited))) {
            XCTAssertEqual($0 as? ProviderError, .rateLimited(service: "Foursquare", resetAt: nil))
        }
        XCTAssertThrowsError(try FoursquareDecoder.decode(bytes(HandMade.v3Message))) {
            XCTAssertEqual($0 as? ProviderError, .unavailable("Foursquare said: Invalid request token."))
        }
        XCTAssertThrowsError(try OverpassDecoder.decode(bytes(#"{"remark":"runtime error: Query timed out","elements":[]}"#)))
    }

    func testInvalidOrTruncatedJSONIsBadData() {
        for text in ["", "not json", String(HandMade.v2.prefix(120)), "[]", #"{"meta":{"code":200},"response":{}}"#] {
            XCTAssertThrowsError(try FoursquareDecoder.decode(bytes(text)), text) {
                guard case .badData = $0 as? ProviderError else { return XCTFail("\($0)") }
            }
        }
        XCTAssertThrowsError(try OverpassDecoder.decode(bytes(String(HandMade.overpass.prefix(100))))) {
            guard case .badData = $0 as? ProviderError else { return XCTFail("\($0)") }
        }
    }
}
