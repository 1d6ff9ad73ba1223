import XCTest
@testable import NearbyCLI

/// `--tiles` and `--style`: on the command line and in the config file, the command line winning.
final class MapOptionsTests: XCTestCase {
    func testTilesDefaultToTheBundledArchiveAndTakeAFileOrNone() throws {
        guard case .app(let plain) = try ArgumentParser.parse([]),
              case .app(let file) = try ArgumentParser.parse(["--tiles", "/maps/planet.pmtiles", "--style", "dark.json"]),
              case .app(let none) = try ArgumentParser.parse(["--tiles=none"]) else { return XCTFail("not the app") }
        XCTAssertEqual(plain.tiles, .bundled)
        XCTAssertNil(plain.stylePath)
        XCTAssertEqual(file.tiles, .file("/maps/planet.pmtiles"))
        XCTAssertEqual(file.stylePath, "dark.json")
        XCTAssertEqual(none.tiles, TileChoice.none)
        XCTAssertThrowsError(try ArgumentParser.parse(["--tiles", ""]))
        XCTAssertThrowsError(try ArgumentParser.parse(["--style", ""]))
        // One --tiles for the map and the tiles provider: list takes it too; --style is the map's alone.
        guard case .list(let list) = try ArgumentParser.parse(["list", "--tiles", "none"]) else { return XCTFail("not list") }
        XCTAssertEqual(list.tiles, TileChoice.none)
        XCTAssertThrowsError(try ArgumentParser.parse(["list", "--style", "dark.json"]), "the style is the app's")
    }

    func testTheConfigFileSetsTilesAndTheCommandLineWins() throws {
        let config = try ConfigFile(text: "tiles = none\nstyle = my.json\n", path: "config", command: .app, isPrivate: true)
        XCTAssertEqual(config.options.tiles, TileChoice.none)
        XCTAssertEqual(config.options.stylePath, "my.json")
        guard case .app(let o) = try ArgumentParser.parse(["--tiles", "bundled"], base: config.options) else { return XCTFail() }
        XCTAssertEqual(o.tiles, .bundled)
        XCTAssertEqual(o.stylePath, "my.json")
    }

    func testHelpListsTheMapOptions() throws {
        guard case .help(let text) = try ArgumentParser.parse(["--help"]) else { return XCTFail("no help") }
        XCTAssertTrue(text.contains("--tiles SOURCE") && text.contains("--style FILE"), text)
    }
}
