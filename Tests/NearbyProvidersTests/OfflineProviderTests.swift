import XCTest
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyProviders

final class OfflineProviderTests: XCTestCase {
    let csv = "id,name,address,lat,lon\r\nnode/1,Near,\"Street, 1\",60.1690,24.9436\r\nnode/2,Far,,60.2000,24.9435\r\n"

    func testBundledDatasetParsesQuotedAddresses() throws {
        let dataset = try BundledDataset.parse(csv)
        XCTAssertEqual(dataset.venues.map(\.name), ["Near", "Far"])
        XCTAssertEqual(dataset.venues[0].address, "Street, 1")
        XCTAssertEqual(dataset.venues[0].provider, "osm")
    }

    func testFetchReturnsOnlyVenuesWithinTheRadiusNearestFirst() throws {
        let provider = OfflineProvider(dataset: try BundledDataset.parse(csv))
        let here = Coordinate(latitude: 60.1690, longitude: 24.9435)
        XCTAssertEqual(try provider.fetch(around: here, radius: 2000, limit: 50).map(\.id), ["node/1"])
        XCTAssertEqual(try provider.fetch(around: here, radius: 5000, limit: 50).map(\.id), ["node/1", "node/2"])
        XCTAssertEqual(try provider.fetch(around: here, radius: 5000, limit: 1).map(\.id), ["node/1"])
    }

    /// The dataset reads through the same mapping as `nearby import`: header names in any order
    /// and case, a byte-order mark, plain decimals only.
    func testTheDatasetSharesTheImportMapping() throws {
        let dataset = try BundledDataset.parse("\u{FEFF}Latitude, Name ,ID,Longitude\n60.1,A,node/7,24.9\n")
        XCTAssertEqual(dataset.venues, [Venue(provider: "osm", id: "node/7", name: "A", address: "",
                                              coordinate: Coordinate(latitude: 60.1, longitude: 24.9))])
        XCTAssertThrowsError(try BundledDataset.parse("id,name,lat,lon\nnode/1,A,0x3C,24\n")) { error in
            XCTAssertEqual("\(error)".contains("line 2 is malformed: bad latitude (\"0x3C\")"), true, "\(error)")
        }
        let long = String(repeating: "x", count: VenueLimits.name + 1)
        XCTAssertThrowsError(try BundledDataset.parse("id,name,lat,lon\nnode/1,\(long),60,24\n")) { error in
            XCTAssertTrue("\(error)".contains("name too long"), "\(error)")
        }
    }

    /// The version recorded in the database follows the asset's content.
    func testTheVersionChangesWithTheContentOnly() throws {
        let a = try BundledDataset.parse(csv), b = try BundledDataset.parse(csv)
        XCTAssertEqual(a.version, b.version)
        XCTAssertEqual(a.name, "helsinki-cafes")
        XCTAssertNotEqual(try BundledDataset.parse(csv + "node/3,New,,60.1,24.9\r\n").version, a.version)
        // FNV-1a 64 of "a" (a published test vector), so the version is stable across runs and builds.
        XCTAssertEqual(BundledDataset.fingerprint(Array("a".utf8)), "fnv1a64:af63dc4c8601ec8c")
    }

    func testAMalformedDatasetNamesTheLine() {
        XCTAssertThrowsError(try BundledDataset.parse("id,name,address,lat,lon\nnode/1,A,,91,0\n")) { error in
            XCTAssertTrue("\(error)".contains("line 2"), "\(error)")
        }
    }
}
