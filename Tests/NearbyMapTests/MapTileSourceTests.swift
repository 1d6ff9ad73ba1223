import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyText
@testable import NearbyTileFormats

/// The map drawn from the bundled archive (`Assets/helsinki.mbtiles`, read in place): which tiles,
/// overzoom, clipping, the caches, and what the pane says where the archive has nothing.
final class MapTileSourceTests: XCTestCase {
    static let archive = ChildProcess.packageRoot.appendingPathComponent("Assets/helsinki.mbtiles").path
    static let helsinki = Coordinate(latitude: 60.1690, longitude: 24.9435)

    static func state(at center: Coordinate = helsinki, span: Double = 500, width: Int = 120, height: Int = 40) -> AppState {
        var state = AppState(width: width, height: height, provider: .offline, at: center, span: span)
        _ = Update.apply(&state, .venuesLoaded([]))
        return state
    }

    static func frame(_ state: AppState, _ source: MapTileSource) throws -> (grid: CellGrid, map: MapData) {
        let cover = try XCTUnwrap(MapPane.tileCover(state))
        let map = source.frame(for: cover).data
        return (Screen.render(state, map: map), map)
    }

    func testTheDefaultStartShowsStreetsWithTheirNames() throws {
        let source = try MapTileSource(path: Self.archive)
        let (grid, map) = try Self.frame(Self.state(), source)
        let text = grid.lines.joined(separator: "\n")
        XCTAssertFalse(map.isMissingHere)
        XCTAssertTrue(map.tiles.allSatisfy { $0.key.zoom == 14 })
        XCTAssertTrue(["Aleksanterinkatu", "Mannerheimintie", "Pohjoisesplanadi"].contains { text.contains($0) }, text)
        let braille = text.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
        XCTAssertGreaterThan(braille, 300, text)
        XCTAssertTrue(source.failures.isEmpty, "\(source.failures)")
    }

    func testAWarmFrameDoesNotDecode() throws {
        let source = try MapTileSource(path: Self.archive)
        _ = try Self.frame(Self.state(), source)
        let decoded = source.decodeCount
        XCTAssertGreaterThan(decoded, 0)
        _ = try Self.frame(Self.state(), source)
        XCTAssertEqual(source.decodeCount, decoded)
    }

    func testPastTheArchivesMaxzoomTheAncestorIsClippedToTheTile() throws {
        let source = try MapTileSource(path: Self.archive)
        let w = WebMercator.world(Self.helsinki)
        let key = TileKey(zoom: 16, x: Int(w.x * 65536), y: Int(w.y * 65536))
        let (tile, levelsUp) = source.tile(key)
        XCTAssertEqual(levelsUp, 0, "z14 is the archive's deepest zoom: no useful level skipped")
        XCTAssertFalse(tile.lines.isEmpty)
        // Every point inside the z16 tile's own square (no seams, no doubled lines).
        let nw = WebMercator.coordinate(worldX: Double(key.x) / 65536, worldY: Double(key.y) / 65536)
        let se = WebMercator.coordinate(worldX: Double(key.x + 1) / 65536, worldY: Double(key.y + 1) / 65536)
        let points = tile.lines.flatMap(\.points) + tile.fills.flatMap { $0.rings.flatMap { $0 } }
        for p in points {
            XCTAssertTrue((nw.longitude - 1e-9...se.longitude + 1e-9).contains(p.longitude), "\(p)")
            XCTAssertTrue((se.latitude - 1e-9...nw.latitude + 1e-9).contains(p.latitude), "\(p)")
        }
        // The whole z14 tile has more: the clip took most of it away.
        let parent = source.tile(key.ancestor(levels: 2)).tile
        XCTAssertGreaterThan(parent.pointCount, tile.pointCount)
    }

    func testAViewInAGapOfTheArchivesZoomsUsesTheDeeperTiles() throws {
        // The bundled archive has z0–6 and z12–14: a z10 view of Helsinki draws its z12 tile,
        // not the z6 one four levels up (which has no streets at all).
        let source = try MapTileSource(path: Self.archive)
        let w = WebMercator.world(Self.helsinki)
        let key = TileKey(zoom: 10, x: Int(w.x * 1024), y: Int(w.y * 1024))
        let (tile, levelsUp) = source.tile(key)
        XCTAssertEqual(levelsUp, 0)
        XCTAssertFalse(tile.lines.filter { $0.kind == .major || $0.kind == .minor }.isEmpty)
        XCTAssertTrue(source.tile(key.ancestor(levels: 3)).tile.lines.allSatisfy { $0.kind == .boundary },
                      "z7 comes from Natural Earth: borders only")
    }

    func testNeighbouringTilesMeetWithoutAGapOrOverlap() throws {
        let source = try MapTileSource(path: Self.archive)
        let w = WebMercator.world(Self.helsinki)
        // Central Helsinki lies just south of the edge between two z14 rows of tiles.
        let south = TileKey(zoom: 14, x: Int(w.x * 16384), y: Int(w.y * 16384))
        let north = TileKey(zoom: 14, x: south.x, y: south.y - 1)
        let edge = WebMercator.coordinate(worldX: 0, worldY: Double(south.y) / 16384).latitude
        let s = source.tile(south).tile.lines.flatMap(\.points).map(\.latitude)
        let n = source.tile(north).tile.lines.flatMap(\.points).map(\.latitude)
        XCTAssertFalse(s.isEmpty || n.isEmpty)
        XCTAssertLessThanOrEqual(s.max() ?? .infinity, edge + 1e-9)
        XCTAssertGreaterThanOrEqual(n.min() ?? -.infinity, edge - 1e-9)
        // Streets cross the edge: both sides end exactly on it.
        XCTAssertTrue(s.contains { abs($0 - edge) < 1e-9 })
        XCTAssertTrue(n.contains { abs($0 - edge) < 1e-9 })
    }

    func testOutsideTheArchiveThePaneSaysSoQuietly() throws {
        let source = try MapTileSource(path: Self.archive)
        let tokyo = Coordinate(latitude: 35.6812, longitude: 139.7671)
        let (grid, map) = try Self.frame(Self.state(at: tokyo), source)
        XCTAssertTrue(map.isMissingHere)
        XCTAssertTrue(grid.lines[1].contains("no map data here"), grid.lines[1])
        // Zoomed out over Japan, Natural Earth is the data: no note.
        let (wide, wideMap) = try Self.frame(Self.state(at: tokyo, span: 2_000_000), source)
        XCTAssertFalse(wideMap.isMissingHere)
        XCTAssertFalse(wide.lines.joined().contains("no map data here"))
    }

    func testTheWholeWorldIsWaterAndBorders() throws {
        let source = try MapTileSource(path: Self.archive)
        let (grid, map) = try Self.frame(Self.state(span: 40_000_000, width: 200, height: 60), source)
        XCTAssertFalse(map.tiles.flatMap(\.fills).isEmpty)
        XCTAssertGreaterThan(grid.cells.filter { $0.style.background == .blue }.count, 500, "the oceans are filled")
        XCTAssertGreaterThan(grid.lines.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count, 50,
                             "country borders are drawn")
        for line in grid.lines { XCTAssertEqual(DisplayWidth.of(line), 200) }
    }

    func testTheCacheIsBoundedAndEvictsTheLeastRecentlyUsed() {
        var cache = CostLRU<Int, String>(costLimit: 10)
        cache.insert("a", for: 1, cost: 4)
        cache.insert("b", for: 2, cost: 4)
        XCTAssertEqual(cache.value(for: 1), "a")  // 1 is now more recent than 2
        cache.insert("c", for: 3, cost: 4)
        XCTAssertNil(cache.value(for: 2))
        XCTAssertEqual(cache.value(for: 1), "a")
        XCTAssertEqual(cache.value(for: 3), "c")
        XCTAssertLessThanOrEqual(cache.totalCost, 10)
        cache.insert("huge", for: 4, cost: 50)
        XCTAssertEqual(cache.count, 1, "an entry over the limit alone stays, alone")
    }

    func testPanningFarKeepsTheCacheWithinItsBound() throws {
        let source = MapTileSource(archive: try TileFiles.openArchive(path: Self.archive), pointLimit: 20_000)
        for step in 0..<40 {
            let center = Coordinate(latitude: 60.1690, longitude: -180 + Double(step) * 9)
            _ = try Self.frame(Self.state(at: center, span: 4_000_000), source)
        }
        XCTAssertLessThanOrEqual(source.cachedPoints, 20_000 + source.largestTilePoints)
    }
}

extension MapTileSourceTests {
    /// Tiles there, but nothing in them the style draws (its layers name another schema's
    /// source layers): the pane says "no map data here" instead of staying blank.
    func testTilesWithNothingToDrawSayNoMapDataHere() throws {
        let style = try MapStyle(json: Array(#"""
            {"version": 8, "layers": [{"id": "qa", "type": "line", "source-layer": "osmqa", "paint": {"line-color": "#ff0000"}}]}
            """#.utf8))
        let source = MapTileSource(archive: try TileFiles.openArchive(path: Self.archive), style: style)
        let (grid, map) = try Self.frame(Self.state(span: 300), source)
        XCTAssertTrue(map.tiles.allSatisfy(\.isEmpty))
        XCTAssertTrue(map.isMissingHere)
        XCTAssertTrue(grid.lines[1].contains("no map data here"), grid.lines[1])
    }
}
