import XCTest
@testable import NearbyGeo
@testable import NearbyMap

/// A source's zooms and bounds (TileJSON `minzoom`, `maxzoom`, `bounds`) bound what a frame asks for.
extension MapTileSourceWishTests {
    func testNothingIsAskedOutsideTheSourcesZoomsOrBounds() throws {
        cache.held.withLock { $0 = Set(0...14) }
        // z13–14 only, over the west part of the view.
        let extent = TileExtent(minZoom: 13, maxZoom: 14, bounds: [24.90, 60.10, 24.958, 60.25])
        source.setExtent(extent)
        draw()
        XCTAssertFalse(lack.fetch.isEmpty)
        XCTAssertEqual(lack.fetch.filter { !extent.holds($0) }, [], "asked outside the source")
        XCTAssertEqual(lack.load.filter { !extent.holds($0) }, [], "read outside the source")
        let inside = cover.keys.filter(extent.holds)
        XCTAssertTrue(!inside.isEmpty && inside.count < cover.keys.count, "the bounds cut the view")
        XCTAssertEqual(lack.own, inside, "every tile of the view inside the bounds, nearest first")
    }

    func testBoundsAcrossTheAntimeridianHoldBothSides() {
        let extent = TileExtent(maxZoom: 4, bounds: [170, -50, -170, -30])
        XCTAssertTrue(extent.holds(TileKey(zoom: 4, x: 15, y: 10)))
        XCTAssertTrue(extent.holds(TileKey(zoom: 4, x: 0, y: 10)))
        XCTAssertFalse(extent.holds(TileKey(zoom: 4, x: 8, y: 10)))
        XCTAssertFalse(extent.holds(TileKey(zoom: 4, x: 15, y: 2)))
        XCTAssertFalse(extent.holds(TileKey(zoom: 5, x: 31, y: 20)), "past the deepest zoom")
    }
}
