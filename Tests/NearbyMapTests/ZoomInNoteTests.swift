import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// A source that starts deep (tiles from z12 only, as its metadata says): a view more than two
/// zooms wider than that is not drawn from deeper tiles, and the pane asks to zoom in, naming
/// the zoom, instead of saying there is no map data.
final class ZoomInNoteTests: XCTestCase {
    /// The bundled archive's z12 tiles alone, with a minzoom of 12.
    final class DeepArchive: TileArchive {
        let inner: any TileArchive
        let metadata = TileArchiveMetadata(container: "test", format: "pbf", minZoom: 12, maxZoom: 12)

        init() throws { inner = try TileFiles.openArchive(path: MapTileSourceTests.archive) }

        func tileData(_ id: TileKey) throws(TileArchiveError) -> [UInt8]? { id.zoom == 12 ? try inner.tileData(id) : nil }

        func anyTile() throws(TileArchiveError) -> TileKey? {
            let w = WebMercator.world(MapTileSourceTests.helsinki)
            return TileKey(zoom: 12, x: Int(w.x * 4096), y: Int(w.y * 4096))
        }
    }

    func testAWideViewOfADeepSourceAsksToZoomIn() throws {
        let source = MapTileSource(archive: try DeepArchive())
        // About z7 at 120×40: five zooms above the source's first.
        let (grid, map) = try MapTileSourceTests.frame(MapTileSourceTests.state(span: 150_000), source)
        XCTAssertEqual(map.startsAtZoom, 12)
        XCTAssertTrue(grid.lines[1].contains("zoom in for the map (from z12)"), grid.lines[1])
        XCTAssertFalse(grid.lines.joined().contains("no map data here"))

        var chinese = MapTileSourceTests.state(span: 150_000)
        chinese.settings.language = .chinese
        let (zh, _) = try MapTileSourceTests.frame(chinese, source)
        XCTAssertTrue(zh.lines[1].contains("请放大查看地图（从 z12 起）"), zh.lines[1])
    }

    /// Two zooms above the source: drawn from its z12 tiles scaled down, no note.
    func testAViewWithinTwoZoomsDrawsTheDeeperTiles() throws {
        let source = MapTileSource(archive: try DeepArchive())
        let (grid, map) = try MapTileSourceTests.frame(MapTileSourceTests.state(span: 6_000), source)
        XCTAssertNil(map.startsAtZoom)
        XCTAssertFalse(map.isMissingHere)
        XCTAssertFalse(map.tiles.allSatisfy(\.isEmpty))
        XCTAssertFalse(grid.lines[1].contains("zoom in"), grid.lines[1])
    }
}
