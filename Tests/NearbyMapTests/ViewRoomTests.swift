import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// A view never needs more points than the source keeps: its tiles share the drawable tiles
/// kept, each cut to its share when they would hold more, so the next frame of the same view
/// draws the very tiles the last one built (it was: every frame built again the tiles the last
/// ones pushed out), and the pane says the map is not all there.
final class ViewRoomTests: XCTestCase {
    func testAViewOfMoreThanTheSourceKeepsIsBuiltOnceAndSaysSo() throws {
        let state = MapTileSourceTests.state(span: 20_000, width: 200, height: 60)
        let cover = try XCTUnwrap(MapPane.tileCover(state))
        let whole = try MapTileSource(path: MapTileSourceTests.archive).frame(for: cover).data
        let total = whole.tiles.reduce(0) { $0 + $1.pointCount }
        XCTAssertFalse(whole.isCrowded, "the bundled tiles fit")
        XCTAssertGreaterThan(cover.keys.count, 2)
        // A source keeping half the view's points.
        let limit = total / 2
        let source = MapTileSource(archive: try TileFiles.openArchive(path: MapTileSourceTests.archive), pointLimit: limit)
        let first = source.frame(for: cover).data
        XCTAssertLessThanOrEqual(first.tiles.reduce(0) { $0 + $1.pointCount }, limit + cover.keys.count * 2_000,
                                 "each tile within its share (and the feature that reached it)")
        XCTAssertTrue(first.isCrowded)
        XCTAssertTrue(first.tiles.contains(where: \.isCut))
        let again = source.frame(for: cover).data
        XCTAssertEqual(again.tiles.map(\.identity), first.tiles.map(\.identity), "the next frame builds nothing again")
        XCTAssertEqual(again.tiles.map(\.identity), source.frame(for: cover).data.tiles.map(\.identity))
        // The pane says so.
        let screen = Screen.render(state, map: first).lines.joined(separator: "\n")
        XCTAssertTrue(screen.contains("too much map data here — zoom in"), screen)
        XCTAssertFalse(Screen.render(state, map: whole).lines.joined().contains("too much map data"))
    }

    func testATileSharesTheSourceByTheViewsTiles() {
        XCTAssertEqual(MapTileSource.tileRoom(tiles: 1, pointLimit: 1_000_000), MapTileBuilder.maxPoints)
        XCTAssertEqual(MapTileSource.tileRoom(tiles: 5, pointLimit: 1_000_000), MapTileBuilder.maxPoints)
        XCTAssertEqual(MapTileSource.tileRoom(tiles: 8, pointLimit: 1_000_000), 125_000)
        XCTAssertEqual(MapTileSource.tileRoom(tiles: 10_000, pointLimit: 1_000_000), MapTileSource.minimumRoom)
    }
}
