import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyGeo

final class LocationInboxTests: XCTestCase {
    func testCommandsThroughTheInboxArriveInOrder() async {
        let recorder = EventRecorder()
        let simulator = LocationSimulator(distanceFilter: 50, clock: ManualClock(), report: recorder.report)
        let inbox = LocationInbox(simulator)
        inbox.send(.jump(to: helsinki))
        for _ in 0..<5 { inbox.send(.move(azimuth: 90, meters: 10)) }
        inbox.send(.move(azimuth: 270, meters: 50))
        await inbox.finish()
        XCTAssertEqual(recorder.all.count, 7)
        XCTAssertEqual(recorder.deliveries.count, 3)
        // Back west along the parallel's geodesic: within a millimetre of the start, not on it.
        XCTAssertEqual(Geodesic.distance(recorder.deliveries[2].coordinate, helsinki), 0, accuracy: 0.001)
    }

    let helsinki = Coordinate(latitude: 60.1690, longitude: 24.9435)
}
