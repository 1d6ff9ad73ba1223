import XCTest
@testable import NearbyCLI

final class ConfigFileTests: XCTestCase {
    func testSettingsApplyAndTheCommandLineWins() throws {
        let text = """
            # my settings
            provider = overpass
            span = 1000
            at = 35.6762, 139.6503
            ascii = yes
            format = json
            style = /home/me/night.json  # my colours

            """
        let config = try ConfigFile(text: text, path: "config", command: .app, isPrivate: true)
        XCTAssertEqual(config.options.provider, .overpass)
        XCTAssertEqual(config.options.span, 1000)
        XCTAssertEqual(config.options.at.latitude, 35.6762)
        XCTAssertTrue(config.options.ascii)
        XCTAssertEqual(config.options.stylePath, "/home/me/night.json")
        XCTAssertEqual(config.options.format, "table", "list's format does not touch the app")
        XCTAssertTrue(config.warnings.isEmpty)
        guard case .app(let o) = try ArgumentParser.parse(["--span", "200"], base: config.options) else { return XCTFail() }
        XCTAssertEqual(o.span, 200)
        XCTAssertEqual(o.provider, .overpass)

        let list = try ConfigFile(text: text, path: "config", command: .list, isPrivate: true)
        XCTAssertEqual(list.options.format, "json")
    }

    func testUnknownKeysWarnAndBadValuesNameTheLine() throws {
        let config = try ConfigFile(text: "colour = red\nspan = 300\n", path: "cfg", command: .app, isPrivate: true)
        XCTAssertEqual(config.warnings, ["cfg line 1: unknown setting 'colour' ignored"])
        XCTAssertEqual(config.options.span, 300)
        XCTAssertThrowsError(try ConfigFile(text: "\n\nspan = wide\n", path: "cfg", command: .app, isPrivate: true)) {
            XCTAssertTrue("\($0)".hasPrefix("cfg line 3: --span"), "\($0)")
        }
        XCTAssertThrowsError(try ConfigFile(text: "just words\n", path: "cfg", command: .app, isPrivate: true)) {
            XCTAssertTrue("\($0)".contains("line 1"), "\($0)")
        }
    }

    func testKeysAreUsedOnlyFromAPrivateFile() throws {
        let text = "foursquare-api-key = fsq3secret\n"
        let privateFile = try ConfigFile(text: text, path: "cfg", command: .app, isPrivate: true)
        XCTAssertEqual(privateFile.secretValues["FOURSQUARE_API_KEY"], "fsq3secret")
        XCTAssertTrue(privateFile.warnings.isEmpty)
        let shared = try ConfigFile(text: text, path: "cfg", command: .app, isPrivate: false)
        XCTAssertTrue(shared.secretValues.isEmpty)
        XCTAssertEqual(shared.warnings.count, 1)
        XCTAssertFalse(shared.warnings[0].contains("fsq3secret"), "a warning never shows the secret")
    }
}
