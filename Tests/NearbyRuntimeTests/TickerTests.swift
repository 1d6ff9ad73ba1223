import XCTest
@testable import NearbyRuntime

final class TickerTests: XCTestCase {
    func testTicksFallDueEveryIntervalAndTheTimeoutCountsDown() {
        var ticker = Ticker(interval: 0.12, start: 100)
        XCTAssertEqual(ticker.timeout(now: 100), 120)
        XCTAssertEqual(ticker.timeout(now: 100.05), 70)
        XCTAssertFalse(ticker.fire(now: 100.119))
        XCTAssertTrue(ticker.fire(now: 100.12))
        XCTAssertFalse(ticker.fire(now: 100.12), "one tick per deadline")
        XCTAssertEqual(ticker.deadline, 100.24, accuracy: 1e-9)
        XCTAssertEqual(ticker.timeout(now: 100.25), 0, "overdue: do not wait")
    }

    func testAStallGivesOneTickAndTheScheduleGoesOnFromThen() {
        var ticker = Ticker(interval: 0.12, start: 100)
        XCTAssertTrue(ticker.fire(now: 101))
        XCTAssertFalse(ticker.fire(now: 101.001), "missed ticks are not made up in a burst")
        XCTAssertEqual(ticker.deadline, 101.12, accuracy: 1e-9)
    }

    func testAClockSetBackNeverStopsTheTicks() {
        var ticker = Ticker(interval: 0.12, start: 100)
        XCTAssertEqual(ticker.timeout(now: 50), 120, "never more than one interval")
        XCTAssertFalse(ticker.fire(now: 50))
        XCTAssertTrue(ticker.fire(now: 50.12))
    }
}
