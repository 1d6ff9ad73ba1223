import NearbyGeo
import NearbyOSM
import XCTest

final class OSMElementTests: XCTestCase {
    func testClosedWayNeedsFourNodesEndingWhereItStarts() {
        XCTAssertTrue(OSMWay(id: 1, nodeIDs: [1, 2, 3, 1]).isClosed)
        XCTAssertFalse(OSMWay(id: 1, nodeIDs: [1, 2, 1]).isClosed)
        XCTAssertFalse(OSMWay(id: 1, nodeIDs: [1, 2, 3, 4]).isClosed)
    }
}
