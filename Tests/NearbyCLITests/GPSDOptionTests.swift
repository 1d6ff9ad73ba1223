import XCTest
@testable import NearbyCLI

/// `--gpsd [HOST:PORT]`: the value may be left out (localhost:2947), given inline or as the
/// next word; config key `gpsd`.
final class GPSDOptionTests: XCTestCase {
    func app(_ arguments: [String], base: Options = Options()) throws -> Options {
        guard case .app(let options) = try ArgumentParser.parse(arguments, base: base) else {
            XCTFail("not the app: \(arguments)")
            return Options()
        }
        return options
    }

    func testTheValueIsOptional() throws {
        XCTAssertNil(try app([]).gpsd)
        XCTAssertEqual(try app(["--gpsd"]).gpsd, GPSDAddress(host: "localhost", port: 2947))
        XCTAssertEqual(try app(["--gpsd", "--ascii"]).gpsd, .standard)
        XCTAssertTrue(try app(["--gpsd", "--ascii"]).ascii)
        XCTAssertEqual(try app(["--gpsd", "gps.local:3000"]).gpsd, GPSDAddress(host: "gps.local", port: 3000))
        XCTAssertEqual(try app(["--gpsd=127.0.0.1:40001", "--speed", "2"]).gpsd, GPSDAddress(host: "127.0.0.1", port: 40001))
        XCTAssertEqual(try app(["--gpsd", "[::1]:2948"]).gpsd, GPSDAddress(host: "::1", port: 2948))
        XCTAssertEqual(try app(["--gpsd", "::1"]).gpsd, GPSDAddress(host: "::1", port: 2947))
        XCTAssertEqual(try app(["--gpsd", "pi"]).gpsd, GPSDAddress(host: "pi", port: 2947))
        XCTAssertEqual(GPSDAddress(host: "::1", port: 2948).description, "[::1]:2948")
    }

    func testACommandWordAfterItIsNotItsValue() throws {
        guard case .list = try ArgumentParser.parse(["--db", "x", "list"]) else { return XCTFail("list") }
        XCTAssertThrowsError(try ArgumentParser.parse(["--gpsd", "list"])) {
            XCTAssertEqual("\($0)", "option --gpsd does not apply to nearby list")
        }
    }

    func testBadAddressesAreRefusedInOneSentence() {
        for value in ["host:0", "host:65536", "host:http", "a b:1", "[::1", "[::1]x"] {
            XCTAssertThrowsError(try app(["--gpsd", value]), value) {
                XCTAssertTrue("\($0)".hasPrefix("--gpsd expects HOST:PORT, like localhost:2947"), "\($0)")
            }
        }
    }

    func testTheConfigKeyTakesAnAddressOrYesOrNo() throws {
        func read(_ text: String) throws -> GPSDAddress? {
            try ConfigFile(text: text, path: "config", command: .app, isPrivate: true).options.gpsd
        }
        XCTAssertEqual(try read("gpsd = 10.0.0.2:2947\n"), GPSDAddress(host: "10.0.0.2", port: 2947))
        XCTAssertEqual(try read("gpsd = yes\n"), .standard)
        XCTAssertNil(try read("gpsd = no\n"))
        let base = try ConfigFile(text: "gpsd = pi:2947\n", path: "config", command: .app, isPrivate: true).options
        XCTAssertEqual(try app(["--gpsd", "127.0.0.1:1"], base: base).gpsd, GPSDAddress(host: "127.0.0.1", port: 1), "the command line wins")
        XCTAssertEqual(base.gpsd, GPSDAddress(host: "pi", port: 2947))
    }
}
