import XCTest
@testable import NearbyGeo
@testable import NearbyTileFormats

final class TileSchemaTests: XCTestCase {
    func testSchemasAreRecognisedFromLayerNames() {
        // The layer lists of OpenFreeMap (OpenMapTiles) and VersaTiles (Shortbread) tiles.
        XCTAssertEqual(TileSchema.recognize(layerNames: ["water", "waterway", "landcover", "landuse", "mountain_peak", "park", "boundary",
                                                         "aeroway", "transportation", "building", "water_name", "transportation_name",
                                                         "place", "housenumber", "poi", "aerodrome_label"]), .openMapTiles)
        XCTAssertEqual(TileSchema.recognize(layerNames: ["ocean", "water_polygons", "water_lines", "land", "sites", "buildings", "streets",
                                                         "street_labels", "place_labels", "pois", "boundaries"]), .shortbread)
        XCTAssertEqual(TileSchema.recognize(layerNames: ["landuse", "water", "road", "building", "road_label", "poi_label"]), .mapboxStreetsV7)
        // Names every schema shares, or none at all, say nothing.
        XCTAssertNil(TileSchema.recognize(layerNames: ["water", "building", "landuse"]))
        XCTAssertNil(TileSchema.recognize(layerNames: [String]()))
        XCTAssertNil(TileSchema.recognize(layerNames: ["poi", "pois"]), "a tie is no answer")
    }

    func testTileIDsParseOnlyTilesThatExist() {
        XCTAssertEqual(TileKey(parsing: "14/9327/4742"), TileKey(zoom: 14, x: 9327, y: 4742))
        XCTAssertEqual(TileKey(parsing: "0/0/0"), TileKey(zoom: 0, x: 0, y: 0))
        for bad in ["", "1/2", "1/2/", "3/8/0", "3/0/8", "-1/0/0", "1/-0/0", "31/0/0", "1/0/0/0", "a/b/c", "1/ 0/0", "١/0/0", "99999999999/0/0"] {
            XCTAssertNil(TileKey(parsing: bad), bad)
        }
        XCTAssertEqual(TileKey(zoom: 1, x: 0, y: 1).tmsRow, 0)
        XCTAssertEqual(TileKey(zoom: 14, x: 9327, y: 4742).tmsRow, 11641)
    }
}
