import XCTest
@testable import NearbyCLI

/// `map-language`: the language of the map's names, in the config file or on the command line.
final class MapLanguageOptionTests: XCTestCase {
    func testTheConfigFileKeepsLocalNamesAndTheCommandLineWins() throws {
        let config = try ConfigFile(text: "map-language = local\n", path: "config", command: .app, isPrivate: true)
        XCTAssertEqual(config.options.mapLanguage, "local")
        XCTAssertTrue(config.warnings.isEmpty)
        guard case .app(let o) = try ArgumentParser.parse(["--map-language", "DE"], base: config.options) else { return XCTFail() }
        XCTAssertEqual(o.mapLanguage, "de")
        guard case .app(let plain) = try ArgumentParser.parse([]) else { return XCTFail() }
        XCTAssertNil(plain.mapLanguage, "default: --lang, else the locale")
        XCTAssertThrowsError(try ArgumentParser.parse(["--map-language", "english"]))
        XCTAssertThrowsError(try ArgumentParser.parse(["--map-language", "d3"]))
        guard case .help(let text) = try ArgumentParser.parse(["--help"]) else { return XCTFail("no help") }
        XCTAssertTrue(text.contains("--map-language local|CODE"), text)
    }
}
