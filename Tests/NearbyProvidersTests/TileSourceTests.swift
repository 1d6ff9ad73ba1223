import XCTest
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyMap

/// Tile sources as users name them, TileJSON as services publish it, and the tiles of an area.
final class TileSourceTests: XCTestCase {
    func testNamedSourcesTemplatesAndTileJSONURLs() throws {
        XCTAssertEqual(try TileSource("openfreemap"), .tileJSON(url: "https://tiles.openfreemap.org/planet"))
        XCTAssertEqual(try TileSource("VersaTiles"), .tileJSON(url: "https://tiles.versatiles.org/tiles/osm"))
        XCTAssertEqual(try TileSource("https://example.org/t/{z}/{x}/{y}.pbf?key=1"), .template("https://example.org/t/{z}/{x}/{y}.pbf?key=1"))
        XCTAssertEqual(try TileSource("http://127.0.0.1:8080/tiles.json"), .tileJSON(url: "http://127.0.0.1:8080/tiles.json"))
        XCTAssertEqual(try TileSource("https://example.org/t/{z}/{x}/{y}.pbf").host, "example.org")
    }

    func testABareTemplateIsTakenToServeZoomsUpTo14() throws {
        // It says nothing of its zooms: z0–14, as OpenMapTiles, Shortbread and most services serve
        // (asked without the network: a template needs no request to resolve).
        let endpoint = try TileSource("https://example.org/t/{z}/{x}/{y}.pbf").endpoint()
        XCTAssertEqual(endpoint.minZoom, 0)
        XCTAssertEqual(endpoint.maxZoom, 14)
        XCTAssertTrue(endpoint.zoomsAssumed)
        XCTAssertEqual(endpoint.url(for: TileKey(zoom: 14, x: 9326, y: 4740)), "https://example.org/t/14/9326/4740.pbf")
        // A TileJSON says its zooms: they are taken as said.
        let said = try TileEndpoint.parseTileJSON(Array(#"{"tiles":["https://example.org/{z}/{x}/{y}"],"maxzoom":16}"#.utf8))
        XCTAssertEqual(said.maxZoom, 16)
        XCTAssertFalse(said.zoomsAssumed)
    }

    func testPlainHTTPOffLoopbackAndHalfTemplatesAreRefused() {
        XCTAssertThrowsError(try TileSource("http://tiles.example.org/{z}/{x}/{y}.pbf")) { error in
            XCTAssertTrue("\(error)".contains("loopback"), "\(error)")
        }
        XCTAssertThrowsError(try TileSource("https://example.org/{z}/{x}.pbf")) { error in
            XCTAssertTrue("\(error)".contains("{y}"), "\(error)")
        }
        XCTAssertThrowsError(try TileSource("mapnik")) { error in
            XCTAssertTrue("\(error)".contains("openfreemap"), "\(error)")
        }
        XCTAssertThrowsError(try TileSource("ftp://example.org/{z}/{x}/{y}"))
    }

    func testOpenFreeMapStyleTileJSON() throws {
        // The shape https://tiles.openfreemap.org/planet serves (abridged).
        let document = #"""
            {"tilejson":"3.0.0","tiles":["https://tiles.openfreemap.org/planet/20250101_001001_pt/{z}/{x}/{y}.pbf"],
             "vector_layers":[{"id":"water","fields":{"class":"String"}},{"id":"poi","fields":{"class":"String","name":"String"}}],
             "attribution":"<a href=\"https://openfreemap.org\" target=\"_blank\">OpenFreeMap</a> <a href=\"https://www.openmaptiles.org/\" target=\"_blank\">&copy; OpenMapTiles</a> Data from <a href=\"https://www.openstreetmap.org/copyright\" target=\"_blank\">OpenStreetMap</a>",
             "bounds":[-180,-85.05113,180,85.05113],"minzoom":0,"maxzoom":14,"name":"OpenFreeMap"}
            """#
        let endpoint = try TileEndpoint.parseTileJSON(Array(document.utf8))
        XCTAssertEqual(endpoint.templates, ["https://tiles.openfreemap.org/planet/20250101_001001_pt/{z}/{x}/{y}.pbf"])
        XCTAssertEqual(endpoint.minZoom, 0)
        XCTAssertEqual(endpoint.maxZoom, 14)
        XCTAssertEqual(endpoint.bounds, [-180, -85.05113, 180, 85.05113])
        XCTAssertEqual(endpoint.attribution, "OpenFreeMap © OpenMapTiles Data from OpenStreetMap")
        XCTAssertEqual(endpoint.name, "OpenFreeMap")
        XCTAssertEqual(endpoint.url(for: TileKey(zoom: 14, x: 9326, y: 4740)),
                       "https://tiles.openfreemap.org/planet/20250101_001001_pt/14/9326/4740.pbf")
        // vector_layers survive as JSON that our own reader reads back.
        let layers = try JSONValue.parse(Array(try XCTUnwrap(endpoint.vectorLayersJSON).utf8))
        XCTAssertEqual(layers["vector_layers"]?.array?.compactMap { $0["id"]?.string }, ["water", "poi"])
    }

    func testHostileAttributionIsMadeTerminalSafe() throws {
        let document = #"{"tiles":["https://a.example/{z}/{x}/{y}"],"attribution":"\u001b]0;owned\u0007\u001b[2J© Evil\u202e\u009b31m map","name":"\u001b[31mred"}"#
        let endpoint = try TileEndpoint.parseTileJSON(Array(document.utf8))
        for text in [endpoint.attribution, endpoint.name] {
            XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" },
                           "control characters left in \(text.debugDescription)")
        }
        XCTAssertTrue(endpoint.attribution.contains("© Evil"), endpoint.attribution)
    }

    func testBadTileJSONIsRefusedInWords() {
        let cases: [(String, String)] = [
            ("not json", "not valid JSON"),
            ("[1,2]", "not a JSON object"),
            (#"{"tiles":[]}"#, "no tile URLs"),
            (#"{"tiles":["https://a.example/tiles/{z}.pbf"]}"#, "{z}, {x} or {y}"),
            (#"{"tiles":["http://evil.example/{z}/{x}/{y}"]}"#, "loopback"),
        ]
        for (document, words) in cases {
            XCTAssertThrowsError(try TileEndpoint.parseTileJSON(Array(document.utf8)), document) { error in
                XCTAssertTrue("\(error)".contains(words), "\(document): \(error)")
            }
        }
    }

    func testAreaTilesAreTheBruteForceSetNearestFirst() {
        let helsinki = Coordinate(latitude: 60.1699, longitude: 24.9384)
        let area = TileArea(centre: helsinki, radiusKilometres: 3, zooms: 12...14)
        let tiles = area.tiles()
        XCTAssertEqual(tiles.count, area.count)
        XCTAssertEqual(Set(tiles).count, tiles.count, "no tile twice")
        // Brute force: every tile of the zoom whose square meets the bounding box.
        let box = area.bounds
        for zoom in 12...14 {
            let n = 1 << zoom
            var expected = Set<TileKey>()
            for x in 0..<n {
                let west = Double(x) / Double(n) * 360 - 180, east = Double(x + 1) / Double(n) * 360 - 180
                guard east > box[0], west < box[2] else { continue }
                for y in 0..<n {
                    func latitude(_ row: Double) -> Double { atan(sinh(.pi * (1 - 2 * row / Double(n)))) * 180 / .pi }
                    let north = latitude(Double(y)), south = latitude(Double(y + 1))
                    if north > box[1], south < box[3] { expected.insert(TileKey(zoom: zoom, x: x, y: y)) }
                }
            }
            XCTAssertEqual(Set(tiles.filter { $0.zoom == zoom }), expected, "zoom \(zoom)")
        }
        // Zoom by zoom, lowest first, and the first tile of each zoom holds the centre.
        XCTAssertEqual(tiles.map(\.zoom), tiles.map(\.zoom).sorted())
        for zoom in 12...14 {
            let first = tiles.first { $0.zoom == zoom }
            let point = TileArea.tilePoint(latitude: helsinki.latitude, longitude: helsinki.longitude, zoom: zoom)
            XCTAssertEqual(first, TileKey(zoom: zoom, x: Int(point.x), y: Int(point.y)))
        }
    }
}
