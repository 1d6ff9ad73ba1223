import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyGeo
@testable import NearbyHTTP
@testable import NearbyText

/// A lifted rate limit runs the fetch it blocked, without a key press: exact effect lists.
final class UpdateRateLimitTests: XCTestCase {
    let blocked = Coordinate(latitude: 60.1700, longitude: 24.9400)

    func testTheHeldFetchRunsAtTheFirstTickAtOrPastTheReset() {
        var state = AppState(width: 80, height: 24, provider: .overpass, at: Sample.center)
        state.fetch.inProgress = true
        let failure = FetchFailure.rateLimited(service: "Overpass", resetAt: 1000)
        let reason = "Overpass: rate limited until \(LocalClock.hoursMinutes(unixTime: 1000))"
        XCTAssertEqual(Update.apply(&state, .fetchRateLimited(failure, until: 1000, at: blocked)),
                       [.log(LogEvent("fetchFailed", [("reason", .string(reason))]))])
        XCTAssertFalse(state.fetch.inProgress)
        XCTAssertEqual(state.fetch.error, .failed(failure))
        XCTAssertEqual(Update.apply(&state, .ticked(now: 999.9)), [], "not before the reset")
        XCTAssertEqual(Update.apply(&state, .ticked(now: 1000)), [.fetchVenues(at: blocked)])
        XCTAssertEqual(Update.apply(&state, .ticked(now: 1001)), [], "only once")
        XCTAssertNil(state.fetch.held)
    }

    func testANewerRefusalReplacesTheHeldFetch() {
        var state = AppState(width: 80, height: 24, provider: .overpass, at: Sample.center)
        _ = Update.apply(&state, .fetchRateLimited(.other("limited"), until: 1000, at: Sample.center))
        _ = Update.apply(&state, .fetchRateLimited(.other("limited"), until: 1200, at: blocked))
        XCTAssertEqual(Update.apply(&state, .ticked(now: 1100)), [])
        XCTAssertEqual(Update.apply(&state, .ticked(now: 1200)), [.fetchVenues(at: blocked)])
    }

    func testWithoutAHeldFetchTheClockDoesNothing() {
        var state = Sample.state()
        XCTAssertEqual(Update.apply(&state, .ticked(now: 1e12)), [])
    }
}
