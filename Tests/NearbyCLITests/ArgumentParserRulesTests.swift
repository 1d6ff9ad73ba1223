import XCTest
@testable import NearbyCLI

/// Decimal-only numbers, options before the subcommand, and `--limit` for `nearby list`.
final class ArgumentParserRulesTests: XCTestCase {
    func testEveryNumericOptionTakesPlainDecimalOnly() throws {
        for option in ["span", "radius", "limit", "distance-filter", "speed"] {
            for value in ["0x10", "1e3", "+inf", "nan", "0x1p4", "1_000"] {
                XCTAssertThrowsError(try ArgumentParser.parse(["--\(option)", value]), "--\(option) \(value)") {
                    XCTAssertTrue("\($0)".contains("expects a decimal number"), "\($0)")
                }
            }
        }
        guard case .app(let o) = try ArgumentParser.parse(["--span", "1000.5", "--radius", "+20"]) else { return XCTFail() }
        XCTAssertEqual(o.span, 1000.5)
        XCTAssertEqual(o.radius, 20)
    }

    func testOptionsMayComeBeforeTheSubcommand() throws {
        guard case .list(let o) = try ArgumentParser.parse(["--db", "x.sqlite", "list", "--format", "tsv"]) else {
            return XCTFail("not list")
        }
        XCTAssertEqual(o.databasePath, "x.sqlite")
        XCTAssertEqual(o.format, "tsv")
        XCTAssertEqual(ArgumentParser.subcommand(of: ["--near", "New York", "list"]), .list)
        // An option's value is never taken for the subcommand.
        guard case .app(let app) = try ArgumentParser.parse(["--db", "list"]) else { return XCTFail("not the app") }
        XCTAssertEqual(app.databasePath, "list")
        guard case .importFile(let i) = try ArgumentParser.parse(["--db=v.sqlite", "import", "cafes.csv"]) else {
            return XCTFail("not import")
        }
        XCTAssertEqual(i.importFile, "cafes.csv")
        // An option given before the subcommand is checked against it, by name.
        XCTAssertThrowsError(try ArgumentParser.parse(["--ascii", "list"])) {
            XCTAssertEqual("\($0)", "option --ascii does not apply to nearby list")
        }
    }

    func testLimitIsMarkedGivenOnlyWhenGiven() throws {
        guard case .list(let plain) = try ArgumentParser.parse(["list"]),
              case .list(let limited) = try ArgumentParser.parse(["list", "--limit", "3"]) else { return XCTFail() }
        XCTAssertFalse(plain.limitGiven)
        XCTAssertTrue(limited.limitGiven)
        XCTAssertEqual(limited.limit, 3)
    }
}
