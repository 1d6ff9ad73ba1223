import XCTest
@testable import NearbyGeo

final class DistanceFormatTests: XCTestCase {
    func testExamplesFromTheSpec() {
        for (meters, text) in [(8.0, "8 m"), (85, "85 m"), (950, "950 m"), (1_200, "1.2 km"), (12_000, "12 km")] {
            XCTAssertEqual(DistanceFormat.short(meters), text, "\(meters)")
        }
    }

    func testBoundaries() {
        let cases: [(Double, String)] = [(0, "0 m"), (0.4, "0 m"), (999.4, "999 m"), (999.6, "1.0 km"), (1_049, "1.0 km"),
                                         (9_940, "9.9 km"), (9_960, "10 km"), (20_037_508, "20038 km")]
        for (meters, text) in cases {
            XCTAssertEqual(DistanceFormat.short(meters), text, "\(meters)")
        }
    }

    func testNonsenseIsADash() {
        XCTAssertEqual(DistanceFormat.short(.nan), "–")
        XCTAssertEqual(DistanceFormat.short(-1), "–")
        XCTAssertEqual(DistanceFormat.short(.infinity), "–")
    }
}
