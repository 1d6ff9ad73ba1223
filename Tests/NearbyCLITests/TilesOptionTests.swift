import XCTest
@testable import NearbyCLI

/// `--provider tiles` and `--tiles`: accepted by the app and by `list`, refused empty and by `import`.
final class TilesOptionTests: XCTestCase {
    func testTheTilesProviderAndItsSource() throws {
        guard case .app(let app) = try ArgumentParser.parse([]) else { return XCTFail("not the app") }
        XCTAssertEqual(app.tiles, .bundled)
        guard case .list(let list) = try ArgumentParser.parse(["list", "--provider", "tiles", "--tiles=/x/y.pmtiles"]) else {
            return XCTFail("not list")
        }
        XCTAssertEqual(list.provider, .tiles)
        XCTAssertEqual(list.tiles, .file("/x/y.pmtiles"))
        guard case .app(let before) = try ArgumentParser.parse(["--tiles", "a.mbtiles", "--provider", "tiles"]) else {
            return XCTFail("not the app")
        }
        XCTAssertEqual(before.tiles, .file("a.mbtiles"))
        for args in [["--tiles", ""], ["import", "x.csv", "--tiles", "a.mbtiles"]] {
            XCTAssertThrowsError(try ArgumentParser.parse(args), "\(args)") { error in
                XCTAssertTrue("\(error)".contains("--tiles"), "\(args): \(error)")
            }
        }
    }

    /// Whether `--tiles` was given decides the online default (OpenFreeMap with an online provider).
    func testGivingTilesIsRemembered() throws {
        guard case .app(let plain) = try ArgumentParser.parse(["--provider", "overpass"]) else { return XCTFail("not the app") }
        XCTAssertFalse(plain.tilesChosen)
        guard case .app(let chosen) = try ArgumentParser.parse(["--provider", "overpass", "--tiles", "bundled"]) else {
            return XCTFail("not the app")
        }
        XCTAssertTrue(chosen.tilesChosen)
        XCTAssertEqual(chosen.tiles, .bundled)
        guard case .app(let online) = try ArgumentParser.parse(["--tiles", "https://example.org/{z}/{x}/{y}.pbf"]) else {
            return XCTFail("not the app")
        }
        XCTAssertEqual(online.tiles, .online("https://example.org/{z}/{x}/{y}.pbf"))
        XCTAssertTrue(online.tilesChosen)
    }
}
