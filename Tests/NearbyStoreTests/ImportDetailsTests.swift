import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyStore

/// Imports with the details: CSV columns and GeoJSON properties named as `VenueDetails.columnNames`,
/// through `VenueRecord` into the store, on real files.
final class ImportDetailsTests: StoreFileTestCase {
    func importFile(_ name: String, _ text: String, format: String? = nil) throws -> ImportSummary {
        let path = try directory.write(name, text)
        let (_, decoder) = try ImportFormatRegistry.standard.open(path: path, format: format)
        return VenueImporter(store: store).run(decoder)
    }

    func details(_ id: String, provider: String = "import") throws -> VenueDetails? {
        try store.details(of: VenueKey(provider: provider, id: id))
    }

    func testCSVDetailsColumnsInAnyOrderAndCaseEmptyFieldsMeaningNone() throws {
        let csv = """
            Website,id,name,lat,lon,OPENING_HOURS,phone,cuisine,internet_access,outdoor_seating,wheelchair,other
            https://a.example/,a,Cafe A,60.17,24.94,"Mo-Fr 08:00-18:00; Sa 10:00-16:00",+358 1,coffee_shop,wlan,yes,limited,x
            ,b,Cafe B,60.171,24.941,,,,,,,x
            ,c,Cafe C,60.172,24.942,22:00-02:00,,,,,,

            """
        let summary = try importFile("hours.csv", csv)
        XCTAssertEqual(summary.inserted, 3)
        XCTAssertEqual(try details("a"), VenueDetails(openingHours: "Mo-Fr 08:00-18:00; Sa 10:00-16:00", phone: "+358 1",
                                                      website: "https://a.example/", cuisine: "coffee_shop",
                                                      internetAccess: "wlan", outdoorSeating: "yes", wheelchair: "limited"))
        XCTAssertEqual(try details("b"), VenueDetails())
        XCTAssertEqual(try details("c"), VenueDetails(openingHours: "22:00-02:00"))
        // The list's rows carry the hours of the venues with them.
        let open = try store.nearest(in: Region(center: Coordinate(latitude: 60.171, longitude: 24.941), latitudinalMeters: 5000,
                                                longitudinalMeters: 5000),
                                     to: Coordinate(latitude: 60.171, longitude: 24.941), scope: .withOpeningHours) { _ in true }
        XCTAssertEqual(open.rows.map(\.venue.id).sorted(), ["a", "c"])
    }

    func testAnOverlongDetailSkipsTheRowNamingTheColumn() throws {
        let long = String(repeating: "Mo-Su 00:00-24:00; ", count: 200)
        let summary = try importFile("long.csv", "id,name,lat,lon,opening_hours\na,Long,60,24,\"\(long)\"\nb,Fine,60,24,24/7\n")
        XCTAssertEqual(summary.inserted, 1)
        XCTAssertEqual(summary.listedSkips.map(\.kind), ["opening_hours too long"])
        XCTAssertEqual(try details("b"), VenueDetails(openingHours: "24/7"))
    }

    func testGeoJSONPropertiesAndTheOSMContactSpellings() throws {
        let geojson = """
            {"type":"FeatureCollection","features":[
             {"type":"Feature","id":"node/1","geometry":{"type":"Point","coordinates":[24.94,60.17]},
              "properties":{"name":"Tagged","opening_hours":"Mo-Fr 07:00-19:00; PH off","contact:phone":"+358 2",
                            "contact:website":"https://b.example/","cuisine":"coffee_shop;cake","internet_access":"no",
                            "outdoor_seating":"no","wheelchair":"yes"}},
             {"type":"Feature","properties":{"id":"x","name":"Both","phone":"+358 3","contact:phone":"+358 4","website":7},
              "geometry":{"type":"Point","coordinates":[24.95,60.18]}},
             {"type":"Feature","properties":{"id":"y","name":"None","opening_hours":null},
              "geometry":{"type":"Point","coordinates":[24.96,60.19]}}
            ]}
            """
        let summary = try importFile("cafes.geojson", geojson)
        XCTAssertEqual(summary.inserted, 3)
        XCTAssertEqual(try details("node/1", provider: "osm"),
                       VenueDetails(openingHours: "Mo-Fr 07:00-19:00; PH off", phone: "+358 2", website: "https://b.example/",
                                    cuisine: "coffee_shop;cake", internetAccess: "no", outdoorSeating: "no", wheelchair: "yes"))
        XCTAssertEqual(try details("x"), VenueDetails(phone: "+358 3", website: "7"), "the plain tag wins; a number is its text")
        XCTAssertEqual(try details("y"), VenueDetails())
    }

    func testTheBundledDatasetHoldsTheExtractsTags() throws {
        let text = try String(contentsOf: ChildProcess.packageRoot.appendingPathComponent("Assets/helsinki-cafes.csv"), encoding: .utf8)
        var reader = CSVReader(bytes: Array(text.utf8))
        let table = try CSVVenueTable(header: reader.next() ?? [])
        XCTAssertEqual(table.details.map(\.name), VenueDetails.columnNames, "every details column, in order")
        let path = try directory.write("bundled.csv", text)
        let (_, decoder) = try ImportFormatRegistry.standard.open(path: path, format: "csv")
        XCTAssertEqual(VenueImporter(store: store).run(decoder).inserted, 85)
        let world = Region(center: Coordinate(latitude: 60.17, longitude: 24.94), latitudinalMeters: 50_000, longitudinalMeters: 50_000)
        let venues = try store.venues(in: world, nearestTo: world.center, limit: 1000).map(\.venue)
        func count(_ path: KeyPath<VenueDetails, String?>) -> Int { venues.filter { $0.details[keyPath: path] != nil }.count }
        // The counts of the issue (of 89 cafés, 4 unnamed and so not venues) and of the extract's other tags.
        XCTAssertEqual(count(\.openingHours), 44)
        XCTAssertEqual(count(\.website), 47)
        XCTAssertEqual(count(\.phone), 18)
        XCTAssertEqual(count(\.cuisine), 21)
        XCTAssertEqual(count(\.wheelchair), 32)
        XCTAssertEqual(count(\.internetAccess), 6)
        XCTAssertEqual(count(\.outdoorSeating), 2)
        let java = try XCTUnwrap(venues.first { $0.id == "node/60068035" })
        XCTAssertEqual(java.details.openingHours, "Mo,Tu 08:00-22:00; We-Sa 08:00-24:00, Su 09:00-22:00")
    }
}
