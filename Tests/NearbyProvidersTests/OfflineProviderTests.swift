import XCTest
@testable import NearbyCore
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

    func testAMalformedDatasetNamesTheLine() {
        XCTAssertThrowsError(try BundledDataset.parse("id,name,address,lat,lon\nnode/1,A,,91,0\n")) { error in
            XCTAssertTrue("\(error)".contains("line 2"), "\(error)")
        }
    }
}
