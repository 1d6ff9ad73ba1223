import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// What a frame takes from the last one's drawing (`DrawMemo`) changes nothing drawn: a view
/// drawn again, after others or after panning back, is the frame drawn from tiles the memo has
/// never seen; a tile changed in any way is drawn as it now is; and a line left unprojected as
/// wholly off the pane is off it.
final class DrawMemoTests: XCTestCase {
    /// The same contents under a new identity: nothing of them is in the memo.
    static func unseen(_ map: MapData) -> MapData {
        var copy = map
        copy.tiles = map.tiles.map { tile in
            var fresh = tile
            fresh.key = tile.key
            return fresh
        }
        return copy
    }

    func testAViewDrawnAgainAfterOthersIsTheFrameOfUnseenTiles() throws {
        let source = try MapTileSource(path: MapTileSourceTests.archive)
        let helsinki = MapTileSourceTests.helsinki
        let views = [
            MapTileSourceTests.state(span: 2_000),
            MapTileSourceTests.state(at: Coordinate(latitude: helsinki.latitude + 0.001, longitude: helsinki.longitude + 0.002),
                                     span: 2_000),
            MapTileSourceTests.state(span: 40_000_000, width: 200, height: 60),
            MapTileSourceTests.state(span: 8_000_000),
        ]
        var first: [CellGrid] = []
        for state in views {
            let map = source.frame(for: try XCTUnwrap(MapPane.tileCover(state))).data
            XCTAssertFalse(map.tiles.allSatisfy(\.isEmpty))
            let grid = Screen.render(state, map: map)
            XCTAssertEqual(Screen.render(state, map: map), grid, "drawn again at once")
            XCTAssertEqual(Screen.render(state, map: Self.unseen(map)), grid, "drawn from tiles never seen")
            first.append(grid)
        }
        // Back and forth: each view drawn after another is what it was.
        for (state, grid) in zip(views.reversed(), first.reversed()) {
            let map = source.frame(for: try XCTUnwrap(MapPane.tileCover(state))).data
            XCTAssertEqual(Screen.render(state, map: map), grid)
        }
    }

    func testAChangedTileIsDrawnAsItNowIs() throws {
        let source = try MapTileSource(path: MapTileSourceTests.archive)
        let state = MapTileSourceTests.state(span: 2_000)
        var map = source.frame(for: try XCTUnwrap(MapPane.tileCover(state))).data
        let before = Screen.render(state, map: map)
        // A line straight across the view, and a name: the same tile, changed in place.
        let west = Coordinate(latitude: MapTileSourceTests.helsinki.latitude, longitude: MapTileSourceTests.helsinki.longitude - 0.05)
        let east = Coordinate(latitude: MapTileSourceTests.helsinki.latitude, longitude: MapTileSourceTests.helsinki.longitude + 0.05)
        map.tiles[0].lines.append(MapLine(kind: .major, points: [west, east]))
        let town = Coordinate(latitude: MapTileSourceTests.helsinki.latitude + 0.004, longitude: MapTileSourceTests.helsinki.longitude)
        let w = WebMercator.world(town)
        let tile = try XCTUnwrap(map.tiles.firstIndex { key in
            let n = Double(1 << key.key.zoom)
            return Int(w.x * n) == key.key.x && Int(w.y * n) == key.key.y
        })
        map.tiles[tile].labels.append(MapLabel(kind: .place, text: "Zzyzxville", rank: -1, points: [town]))
        let after = Screen.render(state, map: map)
        XCTAssertNotEqual(after, before)
        XCTAssertTrue(after.lines.joined().contains("Zzyzxville"))
        XCTAssertEqual(after, Screen.render(state, map: Self.unseen(map)))
        map.tiles[0].fills.removeAll()
        map.tiles[0].lines.removeAll()
        map.tiles[0].labels.removeAll()
        XCTAssertEqual(Screen.render(state, map: map), Screen.render(state, map: Self.unseen(map)))
        XCTAssertFalse(Screen.render(state, map: map).lines.joined().contains("Zzyzxville"))
    }

    /// Random short lines around random views (fixed seed), from 100 m to 60 km wide, near the
    /// poles too: every one found off the pane has every point and every segment off it.
    func testLinesLeftUnprojectedAreOffThePane() {
        var random = SplitMix64(seed: 2026)
        func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * Double(random.next() % 1_000_000) / 1_000_000 }
        var offPane = 0, onPane = 0
        for _ in 0..<300 {
            let centre = Coordinate(latitude: uniform(-89.9, 89.9), longitude: uniform(-180, 180))
            let span = exp(uniform(log(100), log(60_000)))
            let projection = MapProjection(center: centre, span: span, columns: Int(uniform(20, 220)), rows: Int(uniform(8, 70)))
            let pane = LineClipper(minX: 0, minY: 0, maxX: Double(projection.dotWidth) - 1e-9, maxY: Double(projection.dotHeight) - 1e-9)
            let reach = span * 3 / 111_000
            for _ in 0..<20 {
                let start = Coordinate(latitude: max(-89.99, min(89.99, centre.latitude + uniform(-reach, reach))),
                                       longitude: centre.longitude + uniform(-reach, reach) / max(0.05, cos(centre.latitude * .pi / 180)))
                let size = reach * uniform(0.01, 1)
                let points = (0..<Int(uniform(2, 8))).map { _ in
                    Coordinate(latitude: max(-90, min(90, start.latitude + uniform(-size, size))),
                               longitude: start.longitude + uniform(-size, size))
                }
                let tile = MapTile(key: TileKey(zoom: 0, x: 0, y: 0), lines: [MapLine(kind: .minor, points: points)])
                let trig = DrawMemo.latitudeTrig(tile)
                guard DrawMemo.isOffPane(trig.caps[0], reach: DrawMemo.PaneReach(projection)) else { onPane += 1; continue }
                offPane += 1
                let projected = points.map(projection.project)
                for (a, b) in zip(projected, projected.dropFirst()) {
                    XCTAssertNil(pane.clip(a, b), "a segment of a line left out crosses the pane: \(points) in \(centre) \(span)")
                }
            }
        }
        XCTAssertGreaterThan(offPane, 1_000, "most of the lines are left out")
        XCTAssertGreaterThan(onPane, 500, "lines near the view are projected")
    }
}
