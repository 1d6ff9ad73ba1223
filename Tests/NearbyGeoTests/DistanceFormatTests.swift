import XCTest
@testable import NearbyGeo

final class DistanceFormatTests: XCTestCase {
    func testExamplesFromTheSpec() {
        XCTAssertEqual(DistanceFormat.short(8), "8 m")
        XCTAssertEqual(DistanceFormat.short(85), "85 m")
        XCTAssertEqual(DistanceFormat.short(950), "950 m")
        XCTAssertEqual(DistanceFormat.short(1_200), "1.2 km")
        XCTAssertEqual(DistanceFormat.short(12_000), "12 km")
    }

    func testBoundaries() {
        XCTAssertEqual(DistanceFormat.short(0), "0 m")
        XCTAssertEqual(DistanceFormat.short(0.4), "0 m")
        XCTAssertEqual(DistanceFormat.short(999.4), "999 m")
        XCTAssertEqual(DistanceFormat.short(999.6), "1.0 km")
        XCTAssertEqual(DistanceFormat.short(1_049), "1.0 km")
        XCTAssertEqual(DistanceFormat.short(9_940), "9.9 km")
        XCTAssertEqual(DistanceFormat.short(9_960), "10 km")
        XCTAssertEqual(DistanceFormat.short(20_037_508), "20038 km")
    }

    func testNonsenseIsADash() {
        XCTAssertEqual(DistanceFormat.short(.nan), "–")
        XCTAssertEqual(DistanceFormat.short(-1), "–")
        XCTAssertEqual(DistanceFormat.short(.infinity), "–")
    }
}
