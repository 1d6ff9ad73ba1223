import XCTest
@testable import NearbyApp

final class ScaleBarTests: XCTestCase {
    func testScaleLabels() {
        XCTAssertEqual(ScaleBar.label(50), "50 m")
        XCTAssertEqual(ScaleBar.label(1_000), "1 km")
        XCTAssertEqual(ScaleBar.label(20_000), "20 km")
    }

    func testScaleBarPicksTheLongestRoundLengthThatFits() throws {
        // 5 m per dot, 40 dots of room: 200 m (40 dots) fits, 500 m would not.
        let scale = try XCTUnwrap(ScaleBar.choose(metersPerDot: 5, maxDots: 40))
        XCTAssertEqual(scale.meters, 200)
        XCTAssertEqual(scale.dots, 40)
        XCTAssertNil(ScaleBar.choose(metersPerDot: 0, maxDots: 40))
    }
}
