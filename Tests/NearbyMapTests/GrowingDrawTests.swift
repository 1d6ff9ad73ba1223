import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap
import NearbyRuntime

/// A frame whose tiles take too long to draw draws the first of them and leaves the rest to the
/// next frames (`MapDrawing.drawable`), which go on from the dots and lines already drawn: each
/// frame is exactly the frame of its tiles drawn from nothing, and the last is the whole map's.
final class GrowingDrawTests: XCTestCase {
    func testFramesOfTheSameViewGoOnTileByTileToTheWholeMap() throws {
        let source = try MapTileSource(path: MapTileSourceTests.archive)
        for (state, depth) in [(MapTileSourceTests.state(span: 5_000, width: 200, height: 60), ColorDepth.xterm256),
                               (MapTileSourceTests.state(span: 3_000, width: 200, height: 60), .monochrome)] {
            var state = state
            state.settings.colorDepth = depth
            let map = source.frame(for: try XCTUnwrap(MapPane.tileCover(state))).data
            XCTAssertGreaterThan(map.tiles.count, 2, "a view of several tiles")
            XCTAssertGreaterThan(map.tiles.filter { !$0.fills.isEmpty }.count, 1, "fills in several tiles")
            // Each frame to expect: its tiles drawn from nothing (unseen by the memo), worked out
            // before, since the memo keeps only the last frame's work.
            let expected = (1...map.tiles.count).map { count in
                var part = map
                part.tiles = Array(map.tiles.prefix(count))
                return Screen.render(state, map: DrawMemoTests.unseen(part))
            }
            let whole = try XCTUnwrap(expected.last)
            // A frame drawn whole before (any earlier cut of this view is over).
            XCTAssertEqual(MapPane.drawable(state, map: map, until: .infinity), map)
            // Every deadline long past: one tile more a frame.
            var drawn = 0
            while drawn < map.tiles.count {
                let part = MapPane.drawable(state, map: map, until: 0)
                XCTAssertEqual(part.tiles.map(\.identity), map.tiles.prefix(drawn + 1).map(\.identity),
                               "the first tiles, one more each frame, in order")
                guard part.tiles.count == drawn + 1 else { break }
                drawn = part.tiles.count
                XCTAssertEqual(Screen.render(state, map: part), expected[drawn - 1],
                               "the frame of \(drawn) tiles gone on from the last is that of the same tiles drawn from nothing")
            }
            XCTAssertEqual(Screen.render(state, map: MapPane.drawable(state, map: map, until: 0)), whole, "the whole map at last")
            XCTAssertEqual(MapPane.drawable(state, map: map, until: 0).tiles.count, map.tiles.count, "and it stays whole")
        }
    }

    func testAViewWhoseTilesAreBuiltAgainEveryFrameIsStillCompleted() throws {
        let source = try MapTileSource(path: MapTileSourceTests.archive)
        let state = MapTileSourceTests.state(span: 5_000, width: 200, height: 60)
        let map = DrawMemoTests.unseen(source.frame(for: try XCTUnwrap(MapPane.tileCover(state))).data)
        XCTAssertGreaterThan(map.tiles.count, 2)
        _ = MapPane.drawable(state, map: map, until: .infinity)
        XCTAssertEqual(MapPane.drawable(state, map: map, until: 0).tiles.count, 1)
        XCTAssertEqual(MapPane.drawable(state, map: map, until: 0).tiles.count, 2, "the same tiles: one more")
        // The source built the same tiles again (new identities) every frame: nothing the memo
        // holds is of them, yet each frame draws one tile more than the last, to the whole map.
        for count in 3...map.tiles.count {
            XCTAssertEqual(MapPane.drawable(state, map: DrawMemoTests.unseen(map), until: 0).tiles.count, count)
        }
        // Drawn whole, the cut is over: another view, or the same one anew, starts from one tile.
        XCTAssertEqual(MapPane.drawable(state, map: DrawMemoTests.unseen(map), until: 0).tiles.count, 1)
    }

    func testNoDeadlineDrawsEveryTileAtOnce() throws {
        let source = try MapTileSource(path: MapTileSourceTests.archive)
        let state = MapTileSourceTests.state(span: 2_000)
        let map = DrawMemoTests.unseen(source.frame(for: try XCTUnwrap(MapPane.tileCover(state))).data)
        XCTAssertEqual(MapPane.drawable(state, map: map, until: .infinity), map)
        let unseen = DrawMemoTests.unseen(map)
        XCTAssertEqual(MapPane.drawable(state, map: unseen, until: MonotonicClock.seconds() + 60).tiles.count, map.tiles.count,
                       "a deadline a minute away leaves nothing for later")
    }
}
