import XCTest
@testable import NearbyApp
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyText

/// Loaded tiles come back as events: `tilesUpdated` is logged and clears a tile problem;
/// `tileFailed` and `tilesFailed` put the problem in the status bar in words, terminal-safe.
final class TileEventsTests: XCTestCase {
    func state(width: Int = 100) -> AppState {
        var state = AppState(width: width, height: 30, provider: .overpass, at: Coordinate(latitude: 60.169, longitude: 24.9435),
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
        XCTAssertFalse(bottom.contains("\u{1b}") || bottom.contains("[2J"), bottom)
        _ = Update.apply(&state, .tilesUpdated(TileKey(zoom: 14, x: 1, y: 1)))
        XCTAssertNil(state.fetch.tileProblem)
        XCTAssertFalse((Screen.render(state).lines.last ?? "").contains("503"))
    }

    func bottom(_ state: AppState) -> String { Screen.render(state).lines.last ?? "" }

    func testFailedTilesAreCountedByReasonAndSaidInWords() {
        var state = state(width: 160)
        let busy = TileFailure.answered(status: 503, phrase: "Service Unavailable")
        let effects = Update.apply(&state, .tilesFailed(busy, count: 12))
        XCTAssertEqual(effects, [.log(LogEvent("tilesFailed", [("reason", .string("the tile server answered 503 Service Unavailable")),
                                                                ("count", .integer(12))]))])
        XCTAssertTrue(bottom(state).contains("map: 12 tiles failed — the tile server answered 503 Service Unavailable"), bottom(state))
        // The next burst for the same reason adds up; another reason is said with its own count.
        _ = Update.apply(&state, .tilesFailed(busy, count: 3))
        XCTAssertEqual(state.fetch.tileProblem, .failed(busy, count: 15))
        _ = Update.apply(&state, .tilesFailed(.timedOut, count: 1))
        XCTAssertTrue(bottom(state).contains("map: 1 tile failed — the tile server timed out"), bottom(state))
        _ = Update.apply(&state, .tilesFailed(.tooLarge(mebibytes: 4), count: 2))
        XCTAssertTrue(bottom(state).contains("map: 2 tiles failed — the tile server sent a tile larger than 4 MiB"), bottom(state))
        // Tiles load again: the complaint goes.
        _ = Update.apply(&state, .tilesUpdated(TileKey(zoom: 14, x: 1, y: 1)))
        XCTAssertNil(state.fetch.tileProblem)
        XCTAssertFalse(bottom(state).contains("failed"), bottom(state))
    }

    func testTileFailuresAreSaidInChinese() {
        var state = state()
        state.settings.language = .chinese
        _ = Update.apply(&state, .tilesFailed(.redirectLoop, count: 5))
        XCTAssertTrue(bottom(state).contains("地图：5 个图块加载失败 — 图块服务器重定向次数过多"), bottom(state))
        XCTAssertEqual(TileFailure.redirectLoop.description, "the tile server redirected too many times", "the log stays English")
        let kinds: [TileFailure] = [.answered(status: 500, phrase: "Internal Server Error"), .askedToWait(seconds: 90), .timedOut,
                                    .tooLarge(mebibytes: 4), .redirectLoop, .damaged, .notATile, .cutOff, .refused, .unresolved, .insecure,
                                    .refusedRedirect(.scheme("file")), .refusedRedirect(.plainHTTP(host: "192.0.2.1"))]
        let english = kinds.map { Strings(.english).tileFailure($0) }, chinese = kinds.map { Strings(.chinese).tileFailure($0) }
        XCTAssertEqual(Set(english).count, kinds.count, "each kind has its own words")
        for (en, zh) in zip(english, chinese) { XCTAssertNotEqual(en, zh) }
    }

    func testAHostileReasonOrCreditReachesTheScreenAsItsVisibleTextOnly() {
        var state = state()
        _ = Update.apply(&state, .tilesFailed(.other("proxy \u{1b}]0;pwned\u{07}said \u{9b}31mno\u{202E}"), count: 1))
        XCTAssertTrue(bottom(state).contains("map: 1 tile failed — proxy said no"), bottom(state))
        _ = Update.apply(&state, .tileSourceResolved(maxZoom: 14, attribution: "© Test\u{1b}[2J Streets"))
        XCTAssertEqual(state.settings.mapAttribution, "© Test Streets")
        let screen = Screen.render(state).lines.joined(separator: "\n")
        XCTAssertTrue(screen.contains("© Test Streets"), screen)
        XCTAssertFalse(screen.contains("[2J") || screen.contains("\u{FFFD}") || screen.contains("pwned"), screen)
    }
}
