import XCTest
@testable import NearbyApp
@testable import NearbyCells

final class LayoutTests: XCTestCase {
    func testEqualSplitWithStatusLine() {
        let layout = Layout(width: 120, height: 40)
        XCTAssertEqual(layout.map, Rect(x: 0, y: 0, width: 120, height: 20))
        XCTAssertEqual(layout.list, Rect(x: 0, y: 20, width: 120, height: 19))
        XCTAssertEqual(layout.status, Rect(x: 0, y: 39, width: 120, height: 1))
    }

    func testOddHeightsCoverEveryRowExactlyOnce() {
        for height in 7...101 {
            let layout = Layout(width: 80, height: height)
            XCTAssertEqual(layout.map.height + layout.list.height + layout.status.height, height, "height \(height)")
            XCTAssertEqual(layout.list.y, layout.map.maxY)
            XCTAssertEqual(layout.status.y, layout.list.maxY)
            XCTAssertGreaterThanOrEqual(layout.map.height, 3)
            XCTAssertGreaterThanOrEqual(layout.list.height, 3)
        }
    }

    func testShareIsClampedSoNeitherPaneVanishes() {
        XCTAssertEqual(Layout(width: 80, height: 24, mapShare: 0).map.height, 3)
        XCTAssertEqual(Layout(width: 80, height: 24, mapShare: 1).list.height, 3)
        XCTAssertEqual(Layout(width: 80, height: 24, mapShare: .nan).map.height, 12)
    }

    func testMinimumSize() {
        XCTAssertTrue(Layout.fits(width: 40, height: 12))
        XCTAssertFalse(Layout.fits(width: 39, height: 12))
        XCTAssertFalse(Layout.fits(width: 40, height: 11))
    }
}
