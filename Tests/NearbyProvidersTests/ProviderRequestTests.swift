import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyGeo
@testable import NearbyHTTP
@testable import NearbyProviders

/// The exact requests each provider sends, observed by a real server on 127.0.0.1.
final class ProviderRequestTests: XCTestCase {
    static let here = Coordinate(latitude: 60.16912345678901, longitude: 24.93812345678901)

    private func server(_ reply: LoopbackServer.Reply) throws -> LoopbackServer {
        let server = try LoopbackServer { _ in reply }
        addTeardownBlock { server.stop() }
        return server
    }

    private func names(_ items: [(name: String, value: String)]) -> [String] { items.map(\.name) }
    private func dict(_ items: [(name: String, value: String)]) -> [String: String] {
        Dictionary(items.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    func testV2SendsCoffeeGuidesSearch() throws {
        let server = try server(LoopbackServer.json(200, HandMade.v2))
        let provider = try FoursquareV2Provider(clientID: "CID", clientSecret: "CSECRET", baseURL: server.base, userAgent: "nearby/1.2")
        let venues = try provider.fetch(around: Self.here, radius: 2000, limit: 50)
        XCTAssertEqual(venues.map(\.id), ["v1", "v5"])
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.path, "/v2/venues/search")
        XCTAssertEqual(names(request.query), ["ll", "llAcc", "alt", "altAcc", "categoryId", "radius", "limit", "client_id", "client_secret", "v"])
        let q = dict(request.query)
        XCTAssertEqual(q["ll"], "60.16912345678901,24.93812345678901")
        XCTAssertEqual(q["categoryId"], "4bf58dd8d48988d1e0931735")
        XCTAssertEqual(q["radius"], "2000")
        XCTAssertEqual(q["limit"], "50")
        XCTAssertEqual(q["client_id"], "CID")
        XCTAssertEqual(q["client_secret"], "CSECRET")
        XCTAssertEqual(q["v"]?.count, 8)
        XCTAssertTrue(request.rawQuery.hasPrefix("ll=60.16912345678901%2C24.93812345678901&"))
        XCTAssertEqual(request.headers["user-agent"], "nearby/1.2")
    }

    func testV2WithAQuerySendsWhatsAroundsBrowseSearch() throws {
        let server = try server(LoopbackServer.json(200, HandMade.v2Groups))
        let provider = try FoursquareV2Provider(clientID: "CID", clientSecret: "CSECRET", baseURL: server.base + "/", query: "flat white")
        XCTAssertEqual(try provider.fetch(around: Self.here, radius: 4000, limit: 10).count, 3)
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.path, "/v2/venues/search")
        XCTAssertEqual(names(request.query), ["ll", "query", "intent", "radius", "limit", "client_id", "client_secret", "v"])
        XCTAssertEqual(dict(request.query)["query"], "flat white")
        XCTAssertEqual(dict(request.query)["intent"], "browse")
        XCTAssertTrue(request.rawQuery.contains("query=flat%20white"))
    }

    func testV3SendsTheKeyInAuthorization() throws {
        let server = try server(LoopbackServer.json(200, HandMade.v3))
        let provider = try FoursquareV3Provider(apiKey: "fsq3KEY", baseURL: server.base, category: "13034")
        XCTAssertEqual(try provider.fetch(around: Self.here, radius: 800, limit: 20).map(\.id), ["f1", "f3"])
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.path, "/v3/places/search")
        XCTAssertEqual(request.headers["authorization"], "fsq3KEY")
        XCTAssertEqual(dict(request.query), ["ll": "60.16912345678901,24.93812345678901", "radius": "800", "limit": "20", "categories": "13034",
                                             "fields": "fsq_id,name,geocodes,location,tel,website,hours"])
    }

    func testPlacesSendsBearerAndTheAPIVersion() throws {
        let server = try server(LoopbackServer.json(200, HandMade.places))
        let provider = try FoursquarePlacesProvider(apiKey: "PKEY", baseURL: server.base)
        XCTAssertEqual(try provider.fetch(around: Self.here, radius: 2000, limit: 50).map(\.id), ["p1"])
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.path, "/places/search")
        XCTAssertEqual(request.headers["authorization"], "Bearer PKEY")
        XCTAssertEqual(request.headers["x-places-api-version"], "2025-06-17")
        XCTAssertEqual(dict(request.query)["fsq_category_ids"], "4bf58dd8d48988d1e0931735")
        XCTAssertEqual(dict(request.query)["fields"], "fsq_place_id,name,latitude,longitude,location,tel,website,hours")
    }

    func testOverpassSendsTheAroundQueryAndReturnsNearestFirst() throws {
        let server = try server(LoopbackServer.json(200, HandMade.overpass))
        let provider = try OverpassProvider(baseURL: server.base)
        let venues = try provider.fetch(around: Coordinate(latitude: 60.17, longitude: 24.94), radius: 1500, limit: 1)
        XCTAssertEqual(venues.map(\.id), ["way/42"])
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.path, "/api/interpreter")
        XCTAssertEqual(dict(request.query)["data"],
                       #"[out:json][timeout:25];(node["amenity"="cafe"](around:1500,60.17,24.94);way["amenity"="cafe"](around:1500,60.17,24.94););out center;"#)
    }

    func testMissingKeysFailBeforeAnyRequest() {
        XCTAssertThrowsError(try FoursquareV2Provider(clientID: "id", clientSecret: nil)) {
            guard case .missingKey(let names) = $0 as? ProviderError else { return XCTFail("\($0)") }
            XCTAssertTrue(names.contains("FOURSQUARE_CLIENT_SECRET"))
        }
        XCTAssertThrowsError(try FoursquareV3Provider(apiKey: ""))
        XCTAssertThrowsError(try FoursquarePlacesProvider(apiKey: nil))
    }

    func testPlainHTTPBaseURLsMustBeLoopback() {
        XCTAssertThrowsError(try OverpassProvider(baseURL: "http://overpass.example")) {
            guard case .refusedURL = $0 as? ProviderError else { return XCTFail("\($0)") }
        }
    }
}
