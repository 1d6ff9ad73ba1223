import XCTest
import NearbyApp

/// The log line is written with the one JSON string writer.
final class EventLogLineTests: XCTestCase {
    func testTheLogLineKeepsItsFormat() {
        let event = LogEvent("fetchFailed", [("reason", .string("a\"b\\c\n\u{1}")), ("count", .integer(3)), ("km", .number(1.5))])
        XCTAssertEqual(EventLog.line(event, timestamp: "2026-12-01T23:00:00Z"),
                       #"{"t":"2026-12-01T23:00:00Z","event":"fetchFailed","reason":"a\"b\\c\n\u0001","count":3,"km":1.5}"#)
    }
}
