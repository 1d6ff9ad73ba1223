import XCTest
@testable import NearbyCLI
@testable import NearbyGeo

/// `nearby snap` through the one option table: the app's options for the view and the map
/// parse exactly as for the app (`--near` included), and its own `--size` and `--format`.
final class SnapOptionsTests: XCTestCase {
    func testSnapTakesTheAppsViewOptionsAndItsOwn() throws {
        XCTAssertEqual(ArgumentParser.subcommand(of: ["--span", "800", "snap"]), .snap)
        guard case .snap(let o) = try ArgumentParser.parse(
            ["snap", "--at", "41.87,-87.69", "--span", "3000", "--size", "200x60", "--tiles", "none", "--style", "s.json",
             "--format", "text", "--ascii", "--lang", "zh", "--timeout", "5", "--tile-cache-mb", "64"]) else {
            return XCTFail("not snap")
        }
        XCTAssertEqual(o.at, Coordinate(latitude: 41.87, longitude: -87.69))
        XCTAssertEqual(o.span, 3000)
        XCTAssertEqual(o.snapWidth, 200)
        XCTAssertEqual(o.snapHeight, 60)
        XCTAssertEqual(o.tiles, TileChoice("none"))
        XCTAssertEqual(o.stylePath, "s.json")
        XCTAssertEqual(o.snapFormat, "text")
        XCTAssertTrue(o.ascii)
        XCTAssertEqual(o.language, "zh")
        XCTAssertEqual(o.timeout, 5)
        XCTAssertEqual(o.tileCacheMegabytes, 64)
        guard case .snap(let defaults) = try ArgumentParser.parse(["snap"]) else { return XCTFail("not snap") }
        XCTAssertEqual(defaults.snapWidth, 80)
        XCTAssertEqual(defaults.snapHeight, 24)
        XCTAssertNil(defaults.snapFormat, "ansi on a terminal, text otherwise")
    }

    /// `--near` resolves as the app's does, through the same spec: a preset here, any other name
    /// left for the gazetteer (which the wiring asks, for snap as for the app).
    func testNearTakesThePresetsAsTheAppDoes() throws {
        guard case .snap(let o) = try ArgumentParser.parse(["snap", "--near", "tokyo"]),
              case .app(let app) = try ArgumentParser.parse(["--near", "tokyo"]) else { return XCTFail("not parsed") }
        XCTAssertEqual(o.resolvingPreset().at, Preset.named("tokyo")?.coordinate)
        XCTAssertEqual(o.resolvingPreset().at, app.resolvingPreset().at)
        XCTAssertEqual(try ArgumentParser.parse(["snap", "--near", "helsnki"]).snapOptions?.resolvingPreset().near, "helsnki")
    }

    func testMistakesInWords() {
        func message(_ args: [String]) -> String {
            do {
                _ = try ArgumentParser.parse(args)
                return ""
            } catch {
                return error.description
            }
        }
        for size in ["80", "80x", "x24", "3x24", "80x1", "1001x24", "80×24", "+80x24", "80x24x2"] {
            XCTAssertTrue(message(["snap", "--size", size]).hasPrefix("--size wants WxH in cells"), size)
        }
        XCTAssertEqual(message(["snap", "--format", "json"]), "unknown value 'json' for --format (one of: ansi, text)")
        XCTAssertEqual(message(["snap", "--provider", "overpass"]), "option --provider does not apply to nearby snap")
        XCTAssertEqual(message(["snap", "out.txt"]), "snap takes no FILE ('out.txt'); it writes to standard output")
        XCTAssertEqual(message(["snap", "--span", "50"]), "--span must be between 100 and 40000000 (got 50)")
    }

    /// The config file's view settings apply to snap; the list's `format` does not.
    func testTheConfigFileAppliesItsViewSettings() throws {
        let config = try ConfigFile(text: "span = 900\nformat = json\nprovider = overpass\n", path: "config", command: .snap,
                                    isPrivate: true)
        XCTAssertEqual(config.options.span, 900)
        XCTAssertNil(config.options.snapFormat)
        XCTAssertEqual(config.options.provider, .offline)
        XCTAssertEqual(config.warnings, [])
    }

    func testHelp() throws {
        guard case .help(let text) = try ArgumentParser.parse(["snap", "--help"]) else { return XCTFail("no help") }
        XCTAssertTrue(text.hasPrefix("Usage: nearby snap [--at LAT,LON | --near NAME]"), text)
        for line in text.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 80, String(line)) }
    }
}

private extension Command {
    var snapOptions: Options? {
        if case .snap(let options) = self { return options }
        return nil
    }
}
