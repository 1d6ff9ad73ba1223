import XCTest
@testable import NearbyCLI
import NearbyHours

/// `--time "YYYY-MM-DD HH:MM"` starts the app's simulated clock; a bad time is a usage error.
final class TimeOptionTests: XCTestCase {
    func testTimeIsALocalDateAndTime() throws {
        guard case .app(let o) = try ArgumentParser.parse(["--time", "2024-12-24 10:00"]) else { return XCTFail("not the app") }
        XCTAssertEqual(o.time, LocalTime(year: 2024, month: 12, day: 24, hour: 10))
        guard case .app(let plain) = try ArgumentParser.parse([]) else { return XCTFail("not the app") }
        XCTAssertNil(plain.time, "the wall clock by default")
    }

    func testABadTimeIsAUsageErrorThatShowsTheForm() {
        for value in ["24.12.2024 10:00", "2024-13-01 10:00", "2024-02-30 10:00", "2024-12-24", "noon", ""] {
            XCTAssertThrowsError(try ArgumentParser.parse(["--time", value]), value) {
                XCTAssertTrue("\($0)".contains("--time expects a local date and time like \"2026-12-24 10:00\""), "\($0)")
            }
        }
    }

    func testTimeBelongsToTheAppAndNotToTheConfigFile() throws {
        XCTAssertThrowsError(try ArgumentParser.parse(["list", "--time", "2024-12-24 10:00"]))
        let config = try ConfigFile(text: "time = 2024-12-24 10:00\n", path: "config", command: .app, isPrivate: true)
        XCTAssertNil(config.options.time)
        XCTAssertFalse(config.warnings.isEmpty, "an option the file may not set is warned about")
    }
}
