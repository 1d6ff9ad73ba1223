import Foundation
import XCTest
import NearbyTestSupport

/// `nearby import` reads saved Overpass and Foursquare responses through the providers' own
/// decoders, guessing the format from the content.
final class ImportFormatsTests: BinaryTestCase {
    func nearby(_ args: [String]) throws -> (status: Int32, output: String, error: String) {
        try Spawn.run([Tmux.binary] + args + ["--db", directory.appendingPathComponent("v.sqlite").path])
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testOverpassAndFoursquareFilesImportAndList() throws {
        let overpass = try write("cafes.json", """
            {"version":0.6,"elements":[
             {"type":"node","id":11,"lat":21.0290,"lon":105.8520,"tags":{"amenity":"cafe","name":"Cà phê Giảng","addr:street":"Nguyễn Hữu Huân","addr:housenumber":"39"}},
             {"type":"way","id":12,"center":{"lat":21.0292,"lon":105.8525},"tags":{"amenity":"cafe","name":"Way Café"}},
             {"type":"node","id":13,"lat":21.0291,"lon":105.8521,"tags":{"amenity":"cafe"}}]}
            """)
        let result = try nearby(["import", overpass])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("(overpass): 2 new, 0 updated, 1 skipped"), result.output)
        XCTAssertTrue(result.output.contains("element 3: no name"), result.output)

        let v3 = try write("v3.json", """
            {"results":[{"fsq_id":"f1","name":"Kaffeehaus","geocodes":{"main":{"latitude":21.0289,"longitude":105.8523}},
              "location":{"formatted_address":"Hàng Bạc 1, Hà Nội"}}]}
            """)
        let second = try nearby(["import", v3, "--format", "foursquare"])
        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertTrue(second.output.contains("(foursquare): 1 new"), second.output)

        let list = try nearby(["list", "--at", "21.0290,105.8520", "--format", "json"])
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.compactMap { $0["name"] as? String }.sorted(), ["Cà phê Giảng", "Kaffeehaus", "Way Café"])
        XCTAssertEqual(rows.first?["name"] as? String, "Cà phê Giảng", "nearest first")
        XCTAssertEqual(rows.first?["address"] as? String, "Nguyễn Hữu Huân 39")
        XCTAssertEqual(rows.first?["id"] as? String, "node/11")

        // Importing the same file again updates instead of duplicating.
        XCTAssertTrue(try nearby(["import", overpass]).output.contains("0 new, 2 updated"))
    }

    func testRecordedResponsesImport() throws {
        guard let fixtures = SharedFixtures.root else { throw XCTSkip(SharedFixtures.absent) }
        let cases = [("overpass/overpass_hanoi_food_and_cafes_2024.json", "): 560 new,"),
                     ("foursquare/v2_venues_search_toronto_2019.json", "): 42 new,"),
                     ("foursquare/v2_venues_search_nashville_2010_legacy.json", "): 30 new,"),
                     ("foursquare/v3_places_search_frankfurt.json", "): 10 new,"),
                     ("foursquare/places2025_search_berkeley.json", "): 10 new,")]
        for (file, expected) in cases {
            let result = try nearby(["import", fixtures.appendingPathComponent(file).path])
            XCTAssertEqual(result.status, 0, "\(file): \(result.error)")
            XCTAssertTrue(result.output.contains(expected), "\(file): \(result.output)")
        }
    }
}
