import XCTest
@testable import NearbyCLI
@testable import NearbyFormats

/// `--provider` and `--tiles` parse once into `ProviderKind` and `TileChoice`.
final class ProviderAndTileChoiceTests: XCTestCase {
    func testEveryProviderNameParsesToItsKind() throws {
        for kind in ProviderKind.allCases {
            guard case .list(let o) = try ArgumentParser.parse(["list", "--provider", kind.name]) else { return XCTFail() }
            XCTAssertEqual(o.provider, kind)
        }
        XCTAssertEqual(ProviderKind.allCases.map(\.name), ["offline", "foursquare", "foursquare-v3", "foursquare-places", "overpass", "tiles"])
        XCTAssertThrowsError(try ArgumentParser.parse(["--provider", "Overpass"])) {
            XCTAssertEqual("\($0)", "unknown value 'Overpass' for --provider (one of: offline, foursquare, foursquare-v3, foursquare-places, overpass, tiles)")
        }
        guard case .help(let help) = try ArgumentParser.parse(["--help"]) else { return XCTFail() }
        XCTAssertTrue(help.contains("--provider NAME         offline (default), foursquare, foursquare-v3,\n"
                                    + "                          foursquare-places, overpass, tiles\n"), help)
        XCTAssertEqual(ProviderKind.allCases.filter(\.isOnline), [.foursquare, .foursquareV3, .foursquarePlaces, .overpass])
    }

    func testTileChoices() {
        XCTAssertEqual(TileChoice("bundled"), .bundled)
        XCTAssertEqual(TileChoice("none"), TileChoice.none)
        XCTAssertEqual(TileChoice("city.pmtiles"), .file("city.pmtiles"))
        XCTAssertEqual(TileChoice("None"), .file("None"), "as before, only the lowercase words are special")
        XCTAssertEqual(TileChoice("OpenFreeMap"), .online("OpenFreeMap"))
        XCTAssertEqual(TileChoice("versatiles"), .online("versatiles"))
        XCTAssertEqual(TileChoice("http://127.0.0.1:8080/{z}/{x}/{y}.pbf"), .online("http://127.0.0.1:8080/{z}/{x}/{y}.pbf"))
        for text in ["bundled", "none", "a.mbtiles", "openfreemap", "https://x/tiles.json"] { XCTAssertEqual(TileChoice(text).text, text) }
    }
}
