@testable import NearbyCore
import XCTest

/// Loaded tiles come back as events: `tilesUpdated` is logged and clears a tile problem;
/// `tileFailed` puts the problem in the status bar in words, terminal-safe.
final class TileEventsTests: XCTestCase {
    func state() -> AppState {
        var state = AppState(width: 100, height: 30, provider: "overpass", at: Coordinate(latitude: 60.169, longitude: 24.9435),
                             span: 500)
        _ = Update.apply(&state, .venuesLoaded([]))
        return state
    }

    func testALoadedTileIsLoggedAndChangesNothingElse() {
        var state = state()
        let before = Screen.render(state).lines
        let effects = Update.apply(&state, .tilesUpdated(TileKey(zoom: 14, x: 9326, y: 4742)))
        XCTAssertEqual(effects, [.log(LogEvent("tilesUpdated", [("tile", .string("14/9326/4742"))]))])
        XCTAssertEqual(Screen.render(state).lines, before)
    }

    func testATileFailureShowsInTheStatusBarUntilATileArrives() {
        var state = state()
        let effects = Update.apply(&state, .tileFailed(reason: "the tile server answered 503\u{1b}[2J"))
        XCTAssertEqual(effects, [.log(LogEvent("tileFailed", [("reason", .string("the tile server answered 503\u{1b}[2J"))]))])
        let bottom = Screen.render(state).lines.last ?? ""
        XCTAssertTrue(bottom.contains("the tile server answered 503"), bottom)
        XCTAssertFalse(bottom.contains("\u{1b}"), bottom)
        _ = Update.apply(&state, .tilesUpdated(TileKey(zoom: 14, x: 1, y: 1)))
        XCTAssertNil(state.fetch.tileProblem)
        XCTAssertFalse((Screen.render(state).lines.last ?? "").contains("503"))
    }
}
