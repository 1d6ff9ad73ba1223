import NearbyGeo
import NearbyRoute
import XCTest

final class WalkRouteTests: XCTestCase {
    func testManeuverWordsAreOSRMs() {
        XCTAssertEqual(ManeuverType.newName.rawValue, "new name")
        XCTAssertEqual(ManeuverModifier.slightLeft.rawValue, "slight left")
    }
}
