import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyGeo
import NearbyHours

/// Where you are in the status bar: the `--near` notice when it fits, else the shorter "near
/// PLACE" (a notice too long for the bar used to leave neither).
final class StatusBarPlaceTests: XCTestCase {
    func statusLine(_ state: AppState) -> String {
        Screen.render(state).lines.last { $0.hasPrefix("└") } ?? ""
    }

    func testALongNoticeGivesWayToTheNearPlace() {
        var state = Sample.state(width: 100, height: 20)
        state.location.near = LocalPlace(name: "Perth", countryCode: "AU", division: "Western Australia",
                                         timeZone: "Australia/Perth", coordinate: state.location.user)
        state.location.notice = "Perth, Western Australia, AU — 1 more: `nearby places Perth`"
        XCTAssertTrue(statusLine(state).contains("near Perth, AU"), statusLine(state))
        XCTAssertFalse(statusLine(state).contains("1 more"), statusLine(state))
        state.viewport.width = 160
        XCTAssertTrue(statusLine(state).contains("Perth, Western Australia, AU — 1 more"), statusLine(state))
        state.location.notice = nil
        state.viewport.width = 100
        XCTAssertTrue(statusLine(state).contains("near Perth, AU"), statusLine(state))
    }
}
