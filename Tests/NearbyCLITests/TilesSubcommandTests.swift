import XCTest
@testable import NearbyCLI
@testable import NearbyGeo

/// `nearby tiles info` and `nearby tiles fetch` through the one option table: their own
/// options, the shared ones, the config file read for them, and their mistakes in words.
final class TilesSubcommandTests: XCTestCase {
    func testTheSubcommandIsFoundAfterOptionsAndItsVerb() {
        XCTAssertEqual(ArgumentParser.subcommand(of: ["tiles", "info", "x.mbtiles"]), .tilesInfo)
        XCTAssertEqual(ArgumentParser.subcommand(of: ["tiles", "fetch", "--near", "tokyo"]), .tilesFetch)
        XCTAssertEqual(ArgumentParser.subcommand(of: ["--timeout", "3", "tiles", "fetch"]), .tilesFetch)
        XCTAssertEqual(ArgumentParser.subcommand(of: ["tiles"]), .tiles)
        XCTAssertEqual(ArgumentParser.subcommand(of: ["tiles", "serve"]), .tiles)
    }

    func testTilesInfo() throws {
        guard case .tilesInfo(let o) = try ArgumentParser.parse(["tiles", "info", "a.pmtiles", "--tile", "14/1/2", "--format=json"]) else {
            return XCTFail("not tiles info")
        }
        XCTAssertEqual(o.tileFile, "a.pmtiles")
        XCTAssertEqual(o.tileText, "14/1/2")
        XCTAssertTrue(o.tileInfoJSON)
        guard case .tilesInfo(let dashed) = try ArgumentParser.parse(["tiles", "info", "--", "-odd.mvt"]) else { return XCTFail() }
        XCTAssertEqual(dashed.tileFile, "-odd.mvt")
        guard case .help(let help) = try ArgumentParser.parse(["tiles", "--help"]),
              case .help(help) = try ArgumentParser.parse(["tiles", "info", "-h"]) else { return XCTFail("no help") }
        XCTAssertTrue(help.hasPrefix("Usage: nearby tiles info FILE"), help)
    }

    func testTilesFetch() throws {
        guard case .tilesFetch(let o) = try ArgumentParser.parse(
            ["tiles", "fetch", "--near", "tokyo", "--radius", "2.5", "--zooms", "10-14", "--out", "t.mbtiles", "--yes",
             "--connections", "2", "--tile-cache-mb", "64", "--tiles", "versatiles"]) else { return XCTFail("not tiles fetch") }
        XCTAssertEqual(o.at, Preset.named("tokyo")?.coordinate)
        XCTAssertEqual(o.fetchRadius, 2.5)
        XCTAssertEqual(o.zooms, 10...14)
        XCTAssertEqual(o.out, "t.mbtiles")
        XCTAssertTrue(o.yes)
        XCTAssertEqual(o.connections, 2)
        XCTAssertEqual(o.tileCacheMegabytes, 64)
        XCTAssertEqual(o.tiles, .online("versatiles"))
        guard case .tilesFetch(let at) = try ArgumentParser.parse(["tiles", "fetch", "--at", "1.5,2", "--radius", "1", "--zooms", "3"]) else {
            return XCTFail()
        }
        XCTAssertEqual(at.at, Coordinate(latitude: 1.5, longitude: 2))
        XCTAssertEqual(at.zooms, 3...3)
        guard case .help(let help) = try ArgumentParser.parse(["tiles", "fetch", "--help"]) else { return XCTFail("no help") }
        XCTAssertTrue(help.hasPrefix("Usage: nearby tiles fetch") && help.contains("--timeout SECONDS"), help)
    }

    func testTheirHelpListsEveryOptionOfTheirs() {
        for command in [Subcommand.tilesInfo, .tilesFetch] {
            let text = Usage.text(for: command)
            for spec in OptionTable.all + OptionTable.tilesOptions where spec.commands.contains(command) {
                XCTAssertTrue(text.contains("--\(spec.name)"), "\(command) help lacks --\(spec.name)")
            }
        }
    }

    func testTheirMistakesKeepTheirWords() {
        let cases: [([String], String)] = [
            (["tiles"], "tiles needs a command: nearby tiles info FILE"),
            (["tiles", "serve"], "unknown tiles command 'serve' (try 'nearby tiles info FILE' or 'nearby tiles fetch')"),
            (["tiles", "info"], "tiles info needs a FILE (an .mbtiles, .pmtiles or tile file)"),
            (["tiles", "info", "a", "b"], "tiles info takes one FILE, got 'b' too"),
            (["tiles", "info", "a", "--format", "xml"], "--format wants text or json, got 'xml'"),
            (["tiles", "fetch", "x.mbtiles"], "tiles fetch takes no FILE ('x.mbtiles'); use --out FILE.mbtiles"),
            (["tiles", "fetch", "--at", "1,2", "--zooms", "14"], "tiles fetch needs --radius KM"),
            (["tiles", "fetch", "--at", "1,2", "--radius", "1"], "tiles fetch needs --zooms A-B (for example 10-14)"),
            (["tiles", "fetch", "--radius", "1", "--zooms", "14"], "tiles fetch needs a centre: --near NAME or --at LAT,LON"),
            (["tiles", "fetch", "--at", "1,2", "--near", "tokyo", "--radius", "1", "--zooms", "14"], "give --near or --at, not both"),
            (["tiles", "fetch", "--at", "north", "--radius", "1", "--zooms", "14"],
             "--at wants LAT,LON in decimal degrees (latitude −90…90, longitude −180…180), got 'north'"),
            (["tiles", "fetch", "--at", "1,2", "--radius", "501", "--zooms", "14"], "--radius must be between 0.1 and 500 (got 501)"),
            (["tiles", "fetch", "--at", "1,2", "--radius", "1", "--zooms", "14-10"],
             "--zooms wants A-B with 0 ≤ A ≤ B ≤ 22 (for example 10-14), got '14-10'"),
            (["tiles", "fetch", "--at", "1,2", "--radius", "1", "--zooms", "1", "--connections", "9"],
             "--connections must be between 1 and 8 (got 9)"),
            (["tiles", "fetch", "--at", "1,2", "--radius", "1", "--zooms", "1", "--out="], "--out needs a file name"),
        ]
        for (arguments, words) in cases {
            XCTAssertThrowsError(try ArgumentParser.parse(arguments), "\(arguments)") { XCTAssertEqual("\($0)", words, "\(arguments)") }
        }
    }

    /// Every subcommand checks each option against itself, by name.
    func testABadOptionToEachSubcommand() {
        let cases: [([String], String)] = [
            (["--zooms", "3"], "option --zooms does not apply to the app"),
            (["list", "--tile", "1/0/0"], "option --tile does not apply to nearby list"),
            (["import", "x.csv", "--yes"], "option --yes does not apply to nearby import"),
            (["tiles", "info", "x.mbtiles", "--radius", "1"], "option --radius does not apply to nearby tiles info"),
            (["tiles", "info", "x.mbtiles", "--timeout", "1"], "option --timeout does not apply to nearby tiles info"),
            (["tiles", "fetch", "--tile", "1/0/0"], "option --tile does not apply to nearby tiles fetch"),
            (["tiles", "fetch", "--provider", "overpass"], "option --provider does not apply to nearby tiles fetch"),
            (["tiles", "fetch", "--bogus"], "unknown option --bogus"),
            (["tiles", "info", "x.mbtiles", "--bogus=1"], "unknown option --bogus"),
        ]
        for (arguments, words) in cases {
            XCTAssertThrowsError(try ArgumentParser.parse(arguments), "\(arguments)") { XCTAssertEqual("\($0)", words, "\(arguments)") }
        }
    }

    /// The config file is read for `tiles fetch`: its online `tiles`, `tile-cache-mb` and
    /// `timeout` apply, the command line wins, and the app's map file or place do not.
    func testTheConfigFileAppliesToTilesFetch() throws {
        let text = "tiles = https://tiles.example/tiles.json\ntile-cache-mb = 32\ntimeout = 8\nat = 1,2\nspan = 900\n"
        let config = try ConfigFile(text: text, path: "config", command: .tilesFetch, isPrivate: true)
        XCTAssertEqual(config.warnings, [])
        let area = ["tiles", "fetch", "--near", "tokyo", "--radius", "1", "--zooms", "14"]
        guard case .tilesFetch(let o) = try ArgumentParser.parse(area, base: config.options) else { return XCTFail() }
        XCTAssertEqual(o.tiles, .online("https://tiles.example/tiles.json"))
        XCTAssertTrue(o.tilesChosen)
        XCTAssertEqual(o.tileCacheMegabytes, 32)
        XCTAssertEqual(o.timeout, 8)
        guard case .tilesFetch(let given) = try ArgumentParser.parse(area + ["--tiles", "versatiles", "--timeout", "2", "--tile-cache-mb", "4"],
                                                                     base: config.options) else { return XCTFail() }
        XCTAssertEqual(given.tiles, .online("versatiles"))
        XCTAssertEqual(given.timeout, 2)
        XCTAssertEqual(given.tileCacheMegabytes, 4)
        // `at` is the app's start, not a download's centre: still needs --near or --at.
        XCTAssertThrowsError(try ArgumentParser.parse(["tiles", "fetch", "--radius", "1", "--zooms", "14"], base: config.options))
        for offline in ["bundled", "none", "/maps/city.mbtiles"] {
            let map = try ConfigFile(text: "tiles = \(offline)\n", path: "config", command: .tilesFetch, isPrivate: true)
            XCTAssertEqual(map.options.tiles, .bundled, offline)
            XCTAssertFalse(map.options.tilesChosen, "\(offline) leaves the default source")
        }
        let info = try ConfigFile(text: text + "format = json\n", path: "config", command: .tilesInfo, isPrivate: true)
        XCTAssertFalse(info.options.tileInfoJSON, "tiles info has no settings")
    }
}
