import XCTest
@testable import NearbyTileFormats

/// A `tiles` view is read only in the deduplicated layout mbutil and tippecanoe write (one plain
/// join of the `map` and `images` tables); any other view may hide an endless query.
final class DeduplicatedViewTests: XCTestCase {
    let tables = ["tiles": "view", "map": "table", "images": "table"]
    let tippecanoe = """
        CREATE VIEW tiles AS SELECT map.zoom_level AS zoom_level, map.tile_column AS tile_column,
        map.tile_row AS tile_row, images.tile_data AS tile_data FROM map JOIN images ON images.tile_id = map.tile_id
        """

    func testTheDeduplicatedLayoutIsRead() {
        XCTAssertTrue(MBTilesArchive.isDeduplicatedView(tippecanoe, tables))
    }

    func testOtherViewsAreNot() {
        XCTAssertFalse(MBTilesArchive.isDeduplicatedView(tippecanoe, ["tiles": "view", "map": "view", "images": "table"]),
                       "map must be a table")
        XCTAssertFalse(MBTilesArchive.isDeduplicatedView(tippecanoe, ["tiles": "view", "images": "table"]), "no map")
        let recursive = """
            CREATE VIEW tiles AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)
            SELECT 0 AS zoom_level, 0 AS tile_column, 0 AS tile_row, zeroblob(1) AS tile_data FROM n, map, images
            """
        XCTAssertFalse(MBTilesArchive.isDeduplicatedView(recursive, tables))
        let compound = tippecanoe + " UNION SELECT 0, 0, 0, zeroblob(900000000)"
        XCTAssertFalse(MBTilesArchive.isDeduplicatedView(compound, tables))
    }
}
