import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyGeo
@testable import NearbyMap

/// The map's tiles go one way: what a frame lacks, a commit, a failed read and the source's zoom
/// are events, and update answers each with exact effects (the runtime handles none itself).
final class UpdateTilesTests: XCTestCase {
    let own = [TileKey(zoom: 14, x: 9326, y: 4742), TileKey(zoom: 14, x: 9327, y: 4742)]
    let parent = TileKey(zoom: 13, x: 4663, y: 2371)

    func testWhatAFrameLacksBecomesALoadAndAFetchAndNothingElseChanges() {
        var state = Sample.state()
        let before = Screen.render(state).lines
        let lack = TileLack(own: own, load: own + [parent], fetch: [parent.ancestor(levels: 2)] + own, loadingCount: 3)
        XCTAssertEqual(Update.apply(&state, .mapLacks(lack)),
                       [.loadTiles(own + [parent]), .fetchTiles([parent.ancestor(levels: 2)] + own)])
        XCTAssertEqual(Screen.render(state).lines, before)
        // A frame that lacks nothing still answers: the last frame's asks are dropped.
        XCTAssertEqual(Update.apply(&state, .mapLacks(TileLack())), [.loadTiles([]), .fetchTiles([])])
        XCTAssertFalse(Update.redraws(after: .mapLacks(lack), in: state), "the frame it speaks of is the one on screen")
    }

    /// The damaged cache moved aside is said in the status bar and the log, and stays said while
    /// fresh tiles arrive (a tile's arrival clears only tile failures).
    func testTheDamagedCacheSetAsideIsSaidAndStaysSaid() {
        var state = Sample.state(width: 200)
        let path = "/home/u/.cache/nearby/tiles.mbtiles.damaged-1796170000"
        XCTAssertEqual(Update.apply(&state, .tileCacheSetAside(path: path)),
                       [.log(LogEvent("tileCacheSetAside", [("path", .string(path))]))])
        XCTAssertEqual(state.fetch.tileProblem, .cacheSetAside(path))
        _ = Update.apply(&state, .tilesUpdated(own[0]))
        XCTAssertEqual(state.fetch.tileProblem, .cacheSetAside(path))
        let status = Screen.render(state).lines.last { $0.hasPrefix("└") } ?? ""
        XCTAssertTrue(status.contains("map: the tile cache was damaged; moved aside as " + path), status)
    }

    func testACommitAsksTheLoaderToReadTheTilesAgain() {
        var state = Sample.state()
        XCTAssertEqual(Update.apply(&state, .tilesCommitted(own)), [.reloadTiles(own)])
        XCTAssertFalse(Update.redraws(after: .tilesCommitted(own), in: state), "nothing to show until the loader has read them")
    }

    func testAFailedReadIsLoggedWithItsTileAndLeavesTheStatusBarAlone() {
        var state = Sample.state()
        let effects = Update.apply(&state, .tileReadFailed(own[0], reason: "truncated gzip"))
        XCTAssertEqual(effects, [.log(LogEvent("tileFailed", [("reason", .string("tile 14/9326/4742: truncated gzip"))]))])
        XCTAssertNil(state.fetch.tileProblem)
        XCTAssertFalse(Update.redraws(after: .tileReadFailed(own[0], reason: ""), in: state), "its `tilesUpdated` follows")
        XCTAssertTrue(Update.redraws(after: .tilesUpdated(own[0]), in: state))
    }

    func testTheResolvedSourcesDeepestZoomIsAnEffect() {
        var state = Sample.state()
        XCTAssertEqual(Update.apply(&state, .tileSourceResolved(maxZoom: 15, attribution: "© Test")),
                       [.log(LogEvent("tileSourceResolved", [("maxZoom", .integer(15)), ("minZoom", .integer(0))])),
                        .useTileExtent(TileExtent(maxZoom: 15))])
        XCTAssertEqual(state.settings.mapAttribution, "© Test")
    }

    func testTheTileJSONsLayersChooseTheStyle() {
        var state = Sample.state()
        XCTAssertEqual(Update.apply(&state, .tileLayersDeclared(["water", "road", "road_label"])),
                       [.useTileLayers(["water", "road", "road_label"])])
    }

    func testAResizeRepaintsTheWholeScreen() {
        var state = Sample.state()
        XCTAssertEqual(Update.apply(&state, .resized(width: 60, height: 40)), [.repaint])
        XCTAssertEqual(state.viewport.width, 60)
    }

    func testATickCarriesItsTimeAndRedrawsOnlyWhileTheSpinnerTurns() {
        var state = Sample.state()
        _ = Update.apply(&state, .fetchRateLimited(.other("limited"), until: 1000, at: Sample.center))
        _ = Update.apply(&state, .routePlaybackChanged(playing: true))
        XCTAssertEqual(Update.apply(&state, .ticked(now: 999)), [.simulate(.advance)])
        XCTAssertEqual(Update.apply(&state, .ticked(now: 1000)), [.simulate(.advance), .fetchVenues(at: Sample.center)])
        XCTAssertFalse(Update.redraws(after: .ticked(now: 1001), in: state))
        state.fetch.inProgress = true
        let spinner = state.fetch.spinner
        XCTAssertTrue(Update.redraws(after: .ticked(now: 1001), in: state))
        _ = Update.apply(&state, .ticked(now: 1001))
        XCTAssertEqual(state.fetch.spinner, spinner &+ 1)
    }

    func testASignalIsLoggedAsTheReasonToStop() {
        var state = Sample.state()
        XCTAssertEqual(Update.apply(&state, .quitRequested), [.log(LogEvent("stopped", [("reason", .string("signal"))])), .quit])
    }
}
