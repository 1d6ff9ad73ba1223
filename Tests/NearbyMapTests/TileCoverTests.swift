import XCTest
import NearbyTestSupport
@testable import NearbyGeo
@testable import NearbyMap

final class TileCoverTests: XCTestCase {
    func testZoomFollowsTheSpan() {
        // 256 px tiles: at 60°N a z14 pixel is 40075016.686 · cos 60° / 2^22 ≈ 4.78 m.
        XCTAssertEqual(TileCover.zoom(metersPerDot: 4.78, latitude: 60), 14)
        XCTAssertEqual(TileCover.zoom(metersPerDot: 9.55, latitude: 60), 13)
        XCTAssertEqual(TileCover.zoom(metersPerDot: 1.2, latitude: 60), 16)
        XCTAssertEqual(TileCover.zoom(metersPerDot: 1e6, latitude: 0), 0)
        XCTAssertEqual(TileCover.zoom(metersPerDot: 1e-6, latitude: 0), TileCover.maxZoom)
    }

    func testTheDefaultViewNeedsTheHelsinkiTilesAtZoom14() {
        let projection = MapProjection(center: Sample.center, span: 500, columns: 58, rows: 19)
        let cover = TileCover(projection)
        XCTAssertEqual(cover.zoom, 14)
        let centerTile = WebMercator.world(Sample.center)
        XCTAssertEqual(cover.keys.first, TileKey(zoom: 14, x: Int(centerTile.x * 16384), y: Int(centerTile.y * 16384)),
                       "nearest the centre first")
        XCTAssertTrue(cover.keys.allSatisfy { $0.zoom == 14 })
        XCTAssertLessThanOrEqual(cover.keys.count, 6)
    }

    func testTheAntimeridianWraps() {
        let projection = MapProjection(center: Coordinate(latitude: -17.8, longitude: 179.99), span: 20_000, columns: 60, rows: 20)
        let cover = TileCover(projection)
        let n = 1 << cover.zoom
        XCTAssertTrue(cover.keys.contains { $0.x == n - 1 }, "\(cover.keys)")
        XCTAssertTrue(cover.keys.contains { $0.x == 0 }, "\(cover.keys)")
        XCTAssertTrue(cover.keys.allSatisfy { (0..<n).contains($0.x) && (0..<n).contains($0.y) })
    }

    func testTheWholeWorldIsAFewTiles() {
        let projection = MapProjection(center: Sample.center, span: 40_000_000, columns: 198, rows: 59)
        let cover = TileCover(projection)
        XCTAssertLessThanOrEqual(cover.keys.count, TileCover.maxTiles)
        XCTAssertLessThanOrEqual(cover.zoom, 2)
        XCTAssertFalse(cover.keys.isEmpty)
    }

    func testWorldPositionsRoundTrip() {
        let key = TileKey(zoom: 16, x: 37305, y: 18969)
        XCTAssertEqual(key.ancestor(levels: 2), TileKey(zoom: 14, x: 9326, y: 4742))
        XCTAssertEqual(key.ancestor(levels: 40), TileKey(zoom: 0, x: 0, y: 0))
        let w = WebMercator.world(Sample.center)
        let back = WebMercator.coordinate(worldX: w.x, worldY: w.y)
        XCTAssertEqual(back.latitude, Sample.center.latitude, accuracy: 1e-9)
        XCTAssertEqual(back.longitude, Sample.center.longitude, accuracy: 1e-9)
    }
}
