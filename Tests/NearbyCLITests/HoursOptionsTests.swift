import XCTest
@testable import NearbyCLI
@testable import NearbyGeo

/// `nearby hours VALUE …` and `list --open-now`/`--open-at`, parsed.
final class HoursOptionsTests: XCTestCase {
    func testHoursTakesOneValueAndItsOptions() throws {
        let command = try ArgumentParser.parse(["hours", "Mo-Fr 08:00-18:00; PH off", "--from", "2026-12-24 10:00",
                                                "--to=2026-12-31 00:00", "--at", "60.17,24.94", "--country", "fi",
                                                "--state", "Uusimaa", "--tz", "Europe/Helsinki", "--format", "json"])
        guard case .hours(let options) = command else { return XCTFail("\(command)") }
        XCTAssertEqual(options.hours.value, "Mo-Fr 08:00-18:00; PH off")
        XCTAssertEqual(options.hours.from, "2026-12-24 10:00")
        XCTAssertEqual(options.hours.to, "2026-12-31 00:00")
        XCTAssertEqual(options.hours.at, Coordinate(latitude: 60.17, longitude: 24.94))
        XCTAssertEqual(options.hours.country, "FI")
        XCTAssertEqual(options.hours.state, "Uusimaa")
        XCTAssertEqual(options.hours.zone, "Europe/Helsinki")
        XCTAssertTrue(options.hours.json)
    }

    func testMistakesAreSentencesNamingTheOption() {
        let cases: [([String], String)] = [
            (["hours"], "VALUE"), (["hours", "a", "b"], "'b'"), (["hours", "24/7", "--from", "tomorrow"], "--from"),
            (["hours", "24/7", "--to", "2026-13-01 10:00"], "--to"), (["hours", "24/7", "--country", "Finland"], "--country"),
            (["hours", "24/7", "--format", "xml"], "--format"), (["hours", "24/7", "--tz", ""], "--tz"),
            (["list", "--open-at", "10:00"], "--open-at"), (["hours", "24/7", "--open-now"], "--open-now"),
            (["list", "--tz", "UTC"], "--tz"),
        ]
        for (args, mention) in cases {
            XCTAssertThrowsError(try ArgumentParser.parse(args), "\(args)") { error in
                XCTAssertTrue("\(error)".contains(mention), "\(args): \(error)")
            }
        }
    }

    func testListTakesTheOpenFilters() throws {
        guard case .list(let now) = try ArgumentParser.parse(["list", "--open-now"]) else { return XCTFail() }
        XCTAssertTrue(now.hours.openNow)
        guard case .list(let at) = try ArgumentParser.parse(["list", "--open-at", "2026-12-24T23:30"]) else { return XCTFail() }
        XCTAssertEqual(at.hours.openAt, "2026-12-24T23:30")
    }

    func testHoursHelpListsItsOptionsWithin80Columns() {
        let text = Usage.text(for: .hours)
        for spec in OptionTable.hoursOptions where spec.commands.contains(.hours) {
            XCTAssertTrue(text.contains("--\(spec.name)"), "hours help lacks --\(spec.name)")
        }
        for spec in OptionTable.hoursOptions where spec.commands.contains(.list) {
            XCTAssertTrue(Usage.text(for: .list).contains("--\(spec.name)"), "list help lacks --\(spec.name)")
        }
        for line in text.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 80, "too wide: \(line)") }
        XCTAssertTrue(Usage.text(for: .app).contains("nearby hours VALUE"))
    }
}
