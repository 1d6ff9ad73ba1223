import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyOSM
@testable import NearbyProviders

/// The facets each source gives: Overpass tags (the recorded Hanoi response in ../shared), an
/// extract's tags (the bundled Helsinki extract, read with NearbyOSM), and the bundled CSV, whose
/// facet columns must be the extract's own tags. Expected values come from the raw JSON and tags
/// read here, not from the decoders under test.
final class FacetSourcesTests: XCTestCase {
    static let facetTags = ["internet_access", "power_supply", "outdoor_seating", "indoor_seating", "wheelchair"]

    /// The socket types of a tag set the way the bundled CSV and `VenueDetails.sockets` list them:
    /// the keys' types up to the next colon, keys sorted, each once; "" when none.
    static func socketTypes(_ tags: [String: String]) -> String {
        var types: [String] = []
        for key in tags.keys.sorted() where key.hasPrefix("socket:") && !(tags[key] ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
            let type = String(key.dropFirst("socket:".count).prefix { $0 != ":" })
            if !type.isEmpty, !types.contains(type) { types.append(type) }
        }
        return types.joined(separator: ";")
    }

    func testOverpassTagsGiveTheFacetsOfTheHanoiResponse() throws {
        guard let url = SharedFixtures.url("overpass/overpass_hanoi_food_and_cafes_2024.json") else {
            throw XCTSkip(SharedFixtures.absent)
        }
        let bytes = try SharedFixtures.bytes(url)
        let decoded = try OverpassDecoder.decode(bytes)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        var tagsByID: [String: [String: String]] = [:]
        for element in try XCTUnwrap(json["elements"] as? [[String: Any]]) {
            guard let type = element["type"] as? String, let id = element["id"] as? Int else { continue }
            tagsByID["\(type)/\(id)"] = element["tags"] as? [String: String] ?? [:]
        }
        var wifi: [FacetValue?: Int] = [:], outdoor: [FacetValue?: Int] = [:], indoor = 0
        for venue in decoded.venues {
            let tags = try XCTUnwrap(tagsByID[venue.id])
            for tag in Self.facetTags {
                XCTAssertEqual(venue.details[column: tag], tags[tag].map { $0.trimmingCharacters(in: .whitespaces) }, "\(venue.id) \(tag)")
            }
            wifi[venue.facets.wifi, default: 0] += 1
            outdoor[venue.facets.outdoor, default: 0] += 1
            if venue.facets.indoor == .yes { indoor += 1 }
        }
        // internet_access wlan, yes and wifi are wifi (86 + 7 + 1 named elements); none says no.
        let named = decoded.venues.count
        let wireless = tagsByID.filter { ["wlan", "yes", "wifi"].contains($0.value["internet_access"]) && $0.value["name"] != nil }.count
        XCTAssertEqual(wifi[.yes], wireless)
        XCTAssertGreaterThan(wireless, 90)
        XCTAssertNil(wifi[.no])
        XCTAssertEqual(wifi[nil], named - wireless, "every other venue is unknown, not no")
        XCTAssertEqual(outdoor[.yes], tagsByID.filter { $0.value["outdoor_seating"] == "yes" && $0.value["name"] != nil }.count)
        XCTAssertEqual(outdoor[.no], tagsByID.filter { $0.value["outdoor_seating"] == "no" && $0.value["name"] != nil }.count)
        XCTAssertEqual(indoor, tagsByID.filter { $0.value["indoor_seating"] == "yes" && $0.value["name"] != nil }.count)
        XCTAssertGreaterThan(indoor, 0)
    }

    func testOverpassSocketTagsMakePowerYes() throws {
        let body = #"""
            {"elements":[
              {"type":"node","id":1,"lat":60.1,"lon":24.9,"tags":{"amenity":"cafe","name":"Plugs","socket:schuko":"4","socket:usb_a":"2","socket:type2:output":"22 kW"}},
              {"type":"node","id":2,"lat":60.1,"lon":24.9,"tags":{"amenity":"cafe","name":"None","power_supply":"no","indoor_seating":"no"}},
              {"type":"node","id":3,"lat":60.1,"lon":24.9,"tags":{"amenity":"cafe","name":"Blank","socket:schuko":" "}}
            ]}
            """#
        let venues = try OverpassDecoder.decode(Array(body.utf8)).venues
        XCTAssertEqual(venues.map(\.details.sockets), ["schuko;type2;usb_a", nil, nil])
        XCTAssertEqual(venues.map(\.facets.power), [.yes, .no, nil])
        XCTAssertEqual(venues[1].facets.indoor, .no)
    }

    /// The cafés of the bundled extract, by id, with their raw tags.
    func extractCafes() throws -> (tags: [String: [String: String]], venues: [String: Venue]) {
        let path = ChildProcess.packageRoot.appendingPathComponent("Assets/helsinki.osm.pbf").path
        let file = try OSMExtractFile.open(path: path)
        var tags: [String: [String: String]] = [:]
        var cafes = ExtractCafes()
        try file.read(.nodes, progress: { _ in }) { element in
            guard case .node(let node) = element else { return }
            if node.tags["amenity"] == "cafe" { tags["node/\(node.id)"] = node.tags }
            cafes.add(node: node)
        }
        return (tags, Dictionary(uniqueKeysWithValues: cafes.venues().map { ($0.id, $0) }))
    }

    func testTheBundledCSVsFacetColumnsAreTheExtractsTags() throws {
        let (tags, extracted) = try extractCafes()
        let text = try String(contentsOf: ChildProcess.packageRoot.appendingPathComponent("Assets/helsinki-cafes.csv"), encoding: .utf8)
        var reader = CSVReader(text)
        let header = try XCTUnwrap(try reader.next())
        for column in Self.facetTags + ["sockets"] { XCTAssertTrue(header.contains(column), "the CSV has \(column)") }
        let table = try CSVVenueTable(header: header)
        var rows = 0, known = 0
        while let fields = try reader.next() {
            if CSVVenueTable.isBlank(fields) { continue }
            let venue = try table.venue(fields, fallbackProvider: "osm").get()
            let nodeTags = try XCTUnwrap(tags[venue.id], "\(venue.id) is a café of the extract")
            for tag in Self.facetTags {
                XCTAssertEqual(fields[try XCTUnwrap(header.firstIndex(of: tag))],
                               nodeTags[tag]?.trimmingCharacters(in: .whitespaces) ?? "", "\(venue.id) \(tag)")
            }
            XCTAssertEqual(fields[try XCTUnwrap(header.firstIndex(of: "sockets"))], Self.socketTypes(nodeTags), venue.id)
            // The same facets as the extract importer gives the same node.
            XCTAssertEqual(venue.facets, extracted[venue.id]?.facets, venue.id)
            rows += 1
            if !venue.facets.isUnknown { known += 1 }
        }
        XCTAssertEqual(rows, extracted.count, "one row per named café of the extract")
        XCTAssertEqual(known, tags.values.filter { node in node["name"] != nil && (Self.facetTags.contains { node[$0] != nil }
                                                                              || !Self.socketTypes(node).isEmpty) }.count)
        XCTAssertGreaterThan(known, 30)
    }
}
