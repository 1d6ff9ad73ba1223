import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyHours
@testable import NearbyProviders

/// The details the providers keep: Overpass tags, Foursquare `hours.regular` converted to an
/// `opening_hours` value NearbyHours reads, `tel` and `website` — from the recorded responses
/// in ../shared/fixtures (never copied here) and from a real server on 127.0.0.1.
final class VenueDetailsProviderTests: XCTestCase {
    private func fixture(_ name: String) throws -> [UInt8] {
        guard let url = SharedFixtures.url(name) else { throw XCTSkip(SharedFixtures.absent) }
        return try SharedFixtures.bytes(url)
    }

    private func converted(_ json: String) throws -> String? {
        FoursquareHours.openingHours(JSONTree(try JSONValue.parse(Array(json.utf8))))
    }

    func testFoursquareWeeksBecomeRulesThatNearbyHoursReads() throws {
        let cases: [(String, String?)] = [
            (#"{"regular":[{"day":1,"open":"0800","close":"1800"},{"day":2,"open":"0800","close":"1800"},{"day":3,"open":"0800","close":"1800"},{"day":4,"open":"0800","close":"1800"},{"day":5,"open":"0800","close":"1800"},{"day":6,"open":"1000","close":"1600"}]}"#,
             "Mo-Fr 08:00-18:00; Sa 10:00-16:00"),
            // Past midnight, both spellings; a lunch break; days out of order; two days make a list.
            (#"{"regular":[{"day":5,"open":"1800","close":"+0200"},{"day":6,"open":"1800","close":"0300"},{"day":1,"open":"1300","close":"1700"},{"day":1,"open":"0800","close":"1200"},{"day":2,"open":"0800","close":"1200"},{"day":2,"open":"1300","close":"1700"}]}"#,
             "Mo,Tu 08:00-12:00,13:00-17:00; Fr 18:00-02:00; Sa 18:00-03:00"),
            (#"{"regular":[{"day":1,"open":"0000","close":"2359"},{"day":2,"open":"0000","close":"2359"},{"day":3,"open":"0000","close":"2359"},{"day":4,"open":"0000","close":"2359"},{"day":5,"open":"0000","close":"2359"},{"day":6,"open":"0000","close":"2359"},{"day":7,"open":"0000","close":"0000"}]}"#,
             "24/7"),
            (#"{"regular":[{"day":7,"open":"0900","close":"2400"}],"open_now":true,"display":"Sun 9:00 AM-Midnight"}"#, "Su 09:00-24:00"),
            (#"{"display":"Open Daily","open_now":true}"#, nil),
            (#"{"regular":[]}"#, nil),
            (#"{"regular":[{"day":8,"open":"0800","close":"1800"}]}"#, nil),
            (#"{"regular":[{"day":1,"open":"8:00","close":"1800"}]}"#, nil),
            (#"{"regular":[{"day":1,"open":"0800","close":"1875"}]}"#, nil),
        ]
        for (json, expected) in cases {
            let value = try converted(json)
            XCTAssertEqual(value, expected, json)
            if let value {
                XCTAssertNoThrow(try OpeningHours(value), value)
            }
        }
        // Friday 18:00 until Saturday 02:00 is open; Saturday 02:30 is not.
        let week = try OpeningHours(XCTUnwrap(try converted(#"{"regular":[{"day":5,"open":"1800","close":"+0200"}]}"#)))
        XCTAssertEqual(week.state(at: LocalTime(year: 2026, month: 12, day: 5, hour: 1, minute: 30)).state, .open)
        XCTAssertEqual(week.state(at: LocalTime(year: 2026, month: 12, day: 5, hour: 2, minute: 30)).state, .closed)
    }

    func testAV3FetchAsksForHoursAndKeepsThemWithPhoneAndWebsite() throws {
        let body = """
            {"results":[
              {"fsq_id":"h1","name":"Café Hours","geocodes":{"main":{"latitude":50.1125,"longitude":8.6792}},
               "location":{"formatted_address":"Kornmarkt 9"},"tel":"069 123456","website":"https://hours.example/",
               "hours":{"display":"Mon-Fri 7:00-19:00","is_local_holiday":false,"open_now":true,
                        "regular":[{"close":"1900","day":1,"open":"0700"},{"close":"1900","day":2,"open":"0700"},
                                   {"close":"1900","day":3,"open":"0700"},{"close":"1900","day":4,"open":"0700"},
                                   {"close":"1900","day":5,"open":"0700"}]}},
              {"fsq_id":"h2","name":"No Hours","geocodes":{"main":{"latitude":50.11,"longitude":8.68}},"location":{}}
            ]}
            """
        let server = try LoopbackServer { _ in LoopbackServer.json(200, body) }
        defer { server.stop() }
        let venues = try FoursquareV3Provider(apiKey: "KEY", baseURL: server.base)
            .fetch(around: Coordinate(latitude: 50.11, longitude: 8.68), radius: 1000, limit: 10)
        XCTAssertEqual(venues.map(\.details), [
            VenueDetails(openingHours: "Mo-Fr 07:00-19:00", phone: "069 123456", website: "https://hours.example/"),
            VenueDetails(),
        ])
        let fields = try XCTUnwrap(server.requests.first).query.first { $0.name == "fields" }?.value ?? ""
        XCTAssertEqual(Set(fields.split(separator: ",")), ["fsq_id", "name", "geocodes", "location", "tel", "website", "hours"])
    }

    func testOverpassKeepsEveryDetailTagFromALoopbackServer() throws {
        let body = """
            {"elements":[
              {"type":"node","id":1,"lat":60.17,"lon":24.94,"tags":{"amenity":"cafe","name":"Tagged","opening_hours":"Mo-Fr 08:00-16:00",
               "phone":"+358 1","contact:phone":"+358 2","contact:website":"https://c.example/","cuisine":"coffee_shop",
               "internet_access":"wlan","outdoor_seating":"yes","wheelchair":"no"}},
              {"type":"way","id":2,"center":{"lat":60.171,"lon":24.941},"tags":{"amenity":"cafe","name":"Bare","opening_hours":""}}
            ]}
            """
        let server = try LoopbackServer { _ in LoopbackServer.json(200, body) }
        defer { server.stop() }
        let venues = try OverpassProvider(baseURL: server.base).fetch(around: Coordinate(latitude: 60.17, longitude: 24.94),
                                                                      radius: 500, limit: 10)
        XCTAssertEqual(venues.map(\.details), [
            VenueDetails(openingHours: "Mo-Fr 08:00-16:00", phone: "+358 1", website: "https://c.example/", cuisine: "coffee_shop",
                         internetAccess: "wlan", outdoorSeating: "yes", wheelchair: "no"),
            VenueDetails(),
        ])
    }

    func testTheRecordedHanoiResponseKeepsItsCafesTags() throws {
        let decoded = try OverpassDecoder.decode(fixture("overpass/overpass_hanoi_food_and_cafes_2024.json"), amenity: "cafe")
        let venues = decoded.venues
        XCTAssertEqual(venues.count, 187)
        XCTAssertEqual(venues.filter { $0.details.openingHours != nil }.count, 29)
        XCTAssertEqual(venues.filter { $0.details.phone != nil }.count, 20)
        XCTAssertEqual(venues.filter { $0.details.website != nil }.count, 13)
        let night = try XCTUnwrap(venues.first { $0.id == "node/5660941448" })
        XCTAssertEqual(night.details.openingHours, "Mo-Su 07:30-05:30")
        XCTAssertEqual(night.details.phone, "0936864089")
        // Every recorded value is one NearbyHours reads (Vietnam: no holidays asked for).
        for venue in venues {
            guard let value = venue.details.openingHours else { continue }
            XCTAssertNoThrow(try OpeningHours(value), "\(venue.id): \(value)")
        }
    }

    func testTheRecordedFoursquareResponsesKeepPhoneAndWebsiteWhereGiven() throws {
        let nashville = try FoursquareDecoder.decode(fixture("foursquare/v2_venues_search_nashville_2010_legacy.json")).venues
        XCTAssertEqual(nashville[0].details, VenueDetails(phone: "6159150675"))
        XCTAssertEqual(nashville.first { $0.name == "CREMA" }?.details.website, "http://www.crema-coffee.com")
        let berkeley = try FoursquareDecoder.decode(fixture("foursquare/places2025_search_berkeley.json")).venues
        let raw = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try fixture("foursquare/places2025_search_berkeley.json")))
            as? [String: Any])
        let results = try XCTUnwrap(raw["results"] as? [[String: Any]])
        XCTAssertEqual(berkeley.map(\.details.phone), results.map { $0["tel"] as? String })
        XCTAssertEqual(berkeley.map(\.details.website), results.map { $0["website"] as? String })
        XCTAssertGreaterThan(berkeley.compactMap(\.details.website).count, 0)
        // The recorded v3 search asked for no hours: none are made up.
        let frankfurt = try FoursquareDecoder.decode(fixture("foursquare/v3_places_search_frankfurt.json")).venues
        XCTAssertEqual(frankfurt.map(\.details), Array(repeating: VenueDetails(), count: 10))
    }
}
