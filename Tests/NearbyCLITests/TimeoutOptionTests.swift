import XCTest
@testable import NearbyCLI

/// `--timeout SECONDS`: for the app, `list` and `tiles fetch`; config key `timeout`; the
/// environment's `NEARBY_HTTP_TIMEOUT` only as a fallback.
final class TimeoutOptionTests: XCTestCase {
    func options(_ arguments: [String], base: Options = Options()) throws -> Options {
        switch try ArgumentParser.parse(arguments, base: base) {
        case .app(let o), .list(let o), .tilesFetch(let o): return o
        default: XCTFail("no options for \(arguments)"); return Options()
        }
    }

    func testParsedForTheCommandsThatFetch() throws {
        XCTAssertNil(try options([]).timeout)
        XCTAssertEqual(try options(["--timeout", "2.5"]).timeout, 2.5)
        XCTAssertEqual(try options(["list", "--timeout=0.1"]).timeout, 0.1)
        XCTAssertEqual(try options(["tiles", "fetch", "--near", "tokyo", "--radius", "1", "--zooms", "14", "--timeout", "3600"]).timeout, 3600)
        XCTAssertThrowsError(try ArgumentParser.parse(["import", "x.csv", "--timeout", "5"])) {
            XCTAssertEqual("\($0)", "option --timeout does not apply to nearby import")
        }
        guard case .help(let text) = try ArgumentParser.parse(["list", "--help"]) else { return XCTFail("no help") }
        XCTAssertTrue(text.contains("--timeout SECONDS"), text)
    }

    func testOutOfRangeAndNonDecimalValuesAreRefused() {
        for (value, words) in [("0.05", "--timeout must be between 0.1 and 3600 (got 0.05)"), ("3601", "--timeout must be between 0.1 and 3600 (got 3601)"),
                               ("0x10", "--timeout expects a decimal number (got '0x10')"), ("1e3", "--timeout expects a decimal number (got '1e3')")] {
            XCTAssertThrowsError(try ArgumentParser.parse(["--timeout", value]), value) { XCTAssertEqual("\($0)", words) }
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["--timeout"])) { XCTAssertEqual("\($0)", "option --timeout needs a value") }
    }

    func testTheConfigFileSetsItAndReportsItsLine() throws {
        let config = try ConfigFile(text: "timeout = 12\n", path: "config", command: .list, isPrivate: true)
        XCTAssertEqual(config.options.timeout, 12)
        XCTAssertThrowsError(try ConfigFile(text: "\ntimeout = 0\n", path: "config", command: .app, isPrivate: true)) {
            XCTAssertEqual("\($0)", "config line 2: --timeout must be between 0.1 and 3600 (got 0)")
        }
        let fetch = try ConfigFile(text: "timeout = 7\n", path: "config", command: .tilesFetch, isPrivate: true)
        XCTAssertEqual(fetch.options.timeout, 7)
    }

    func testTheEnvironmentIsOnlyAFallback() throws {
        XCTAssertNil(try Options().httpTimeout(environment: nil), "each provider's default")
        XCTAssertNil(try Options().httpTimeout(environment: ""))
        XCTAssertEqual(try Options().httpTimeout(environment: "4"), 4)
        XCTAssertThrowsError(try Options().httpTimeout(environment: "0x10")) {
            XCTAssertEqual("\($0)", "NEARBY_HTTP_TIMEOUT must be a number of seconds from 0.1 to 3600, not '0x10'")
        }
        XCTAssertThrowsError(try Options().httpTimeout(environment: "0.01"))
        // Given a timeout, the variable is not even read: a bad one stops nothing.
        XCTAssertEqual(try options(["--timeout", "9"]).httpTimeout(environment: "poisoned"), 9)
    }

    func testCommandLineBeatsConfigBeatsEnvironment() throws {
        let config = try ConfigFile(text: "timeout = 20\n", path: "config", command: .app, isPrivate: true)
        XCTAssertEqual(try options(["--timeout", "5"], base: config.options).httpTimeout(environment: "40"), 5)
        XCTAssertEqual(try options([], base: config.options).httpTimeout(environment: "40"), 20)
        XCTAssertEqual(try options([]).httpTimeout(environment: "40"), 40)
        XCTAssertNil(try options([]).httpTimeout(environment: nil))
    }
}
