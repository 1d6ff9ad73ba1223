import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// What a moved view leaves out draws nothing: drawing only the pieces of lines and rings that
/// may reach the pane (`DrawMemo.projected`) and no path for a street wholly off it gives the
/// fill dots, fill looks, line canvas and street cells of every point projected and every
/// segment drawn, view after view (panned a dot at a time, zoomed, jumped far, then back), and
/// a frame drawn from the memo is the frame of tiles never seen.
final class PannedFrameTests: XCTestCase {
    static let columns = 200, rows = 60

    /// Every tile's points projected one by one, every line one run (buildings' outlines only
    /// where they are drawn): what the drawing would take with nothing left out.
    static func everyPoint(_ map: MapData, projection: MapProjection) -> [DrawMemo.Projected] {
        let buildings = MapDrawing.drawsBuildings(projection)
        return map.tiles.map { tile in
            var all = DrawMemo.Projected()
            all.fills = tile.fills.flatMap { $0.rings.flatMap { $0.map(projection.project) } }
            for (number, line) in tile.lines.enumerated() where line.points.count >= 2 && (line.kind != .building || buildings) {
                all.runs.append(DrawMemo.Run(line: number, from: all.lines.count, to: all.lines.count + line.points.count - 1))
                all.lines += line.points.map(projection.project)
            }
            return all
        }
    }

    /// The lines of `projected` drawn as the map draws them.
    static func canvas(_ map: MapData, _ projected: [DrawMemo.Projected], projection: MapProjection) -> BrailleCanvas {
        var canvas = BrailleCanvas(columns: columns, rows: rows)
        let layers = DrawMemo.lineLayers(map).byLine
        for (points, layers) in zip(projected, layers) {
            for run in points.runs {
                for i in run.from..<run.to where !projection.wraps(points.lines[i], points.lines[i + 1]) {
                    canvas.line(from: points.lines[i], to: points.lines[i + 1], layer: layers[run.line])
                }
            }
        }
        return canvas
    }

    /// Asserts that what `DrawMemo.projected` leaves out of `map` in `projection` changes nothing drawn.
    static func assertLeftOutDrawsNothing(_ map: MapData, projection: MapProjection, _ view: String,
                                          file: StaticString = #filePath, line: UInt = #line) {
        let culled = DrawMemo.projected(map, projection: projection), all = everyPoint(map, projection: projection)
        if !MapDrawing.fillsInCoordinates(projection) {
            var culledLooks = LookTable<MapFill.Look>(), allLooks = LookTable<MapFill.Look>()
            let culledDots = MapDrawing.fillDots(map, projected: culled, looks: &culledLooks, projection: projection,
                                                 columns: columns, rows: rows)
            let allDots = MapDrawing.fillDots(map, projected: all, looks: &allLooks, projection: projection,
                                              columns: columns, rows: rows)
            XCTAssertEqual(culledLooks.looks, allLooks.looks, "fill looks numbered alike: \(view)", file: file, line: line)
            XCTAssertTrue(culledDots.looks == allDots.looks, "fill dots: \(view)", file: file, line: line)
        }
        XCTAssertEqual(canvas(map, culled, projection: projection), canvas(map, all, projection: projection),
                       "lines: \(view)", file: file, line: line)
        XCTAssertEqual(MapDrawing.lineCells(map, projected: culled, projection: projection, columns: columns, rows: rows),
                       MapDrawing.lineCells(map, projected: all, projection: projection, columns: columns, rows: rows),
                       "street cells: \(view)", file: file, line: line)
        let reach = DrawMemo.PaneReach(projection)
        for prepared in DrawMemo.labels(map) {
            guard let cap = prepared.cap, DrawMemo.isOffPane(cap, reach: reach) else { continue }
            XCTAssertTrue(MapDrawing.path(prepared.label, projection: projection, columns: columns, rows: rows).isEmpty,
                          "\(prepared.text) left out passes through the pane: \(view)", file: file, line: line)
        }
    }

    func testPannedZoomedAndJumpedViewsDrawWhatEveryPointWould() throws {
        let source = try MapTileSource(path: MapTileSourceTests.archive)
        let start = MapTileSourceTests.helsinki, span = 3_000.0
        // A dot of the first view, in degrees.
        let dot = span / Double(Self.rows * 4 - 1) / 111_320
        var views: [(Coordinate, Double, String)] = []
        for i in 0..<4 { views.append((Coordinate(latitude: start.latitude, longitude: start.longitude + Double(i) * dot * 2), span, "east \(i)")) }
        for i in 1..<3 { views.append((Coordinate(latitude: start.latitude + Double(i) * dot, longitude: start.longitude + 6 * dot), span, "north \(i)")) }
        views.append((start, span * 1.5, "zoomed out"))
        views.append((start, span / 4, "zoomed in (buildings drawn)"))
        views.append((Coordinate(latitude: start.latitude + 0.05, longitude: start.longitude - 0.12), span, "jumped 9 km"))
        views.append((start, 60_000, "60 km"))
        views.append((start, span, "back"))
        var projectedPoints = 0, everyPoint = 0
        for (centre, span, name) in views {
            let state = MapTileSourceTests.state(at: centre, span: span, width: Self.columns + 2, height: Self.rows + 1)
            let pane = Rect(x: 0, y: 0, width: state.viewport.width, height: state.viewport.height)
            let map = source.frame(for: try XCTUnwrap(MapPane.tileCover(state, area: pane))).data
            XCTAssertFalse(map.tiles.allSatisfy(\.isEmpty), name)
            let projection = MapProjection(center: centre, span: span, columns: Self.columns, rows: Self.rows)
            Self.assertLeftOutDrawsNothing(map, projection: projection, name)
            let grid = MapPane.frame(state, map: map, width: state.viewport.width, height: state.viewport.height)
            XCTAssertEqual(MapPane.frame(state, map: DrawMemoTests.unseen(map), width: state.viewport.width,
                                         height: state.viewport.height), grid, "drawn from tiles never seen: \(name)")
            projectedPoints += DrawMemo.projected(map, projection: projection).reduce(0) { $0 + $1.lines.count + $1.fills.count }
            everyPoint += Self.everyPoint(map, projection: projection).reduce(0) { $0 + $1.lines.count + $1.fills.count }
        }
        XCTAssertLessThan(projectedPoints, everyPoint, "something is left out")
    }

    /// A fill wholly beside the pane whose pieces' ends all lie above it, though the ring
    /// dips into its rows: projected as its ends it crosses no row, yet its look is numbered
    /// where it comes, as with every point — else the water and park looks swap numbers and an
    /// edge cell where they tie would show the other.
    func testAFillLeftOutBesideThePaneKeepsItsLooksNumber() throws {
        let centre = MapTileSourceTests.helsinki
        let projection = MapProjection(center: centre, span: 3_000, columns: Self.columns, rows: Self.rows)
        func point(_ x: Double, _ y: Double) throws -> Coordinate { try XCTUnwrap(projection.unproject(x: x, y: y)) }
        // Down into the rows and back up between pieces' ends (every 8th point), far to the left.
        var dip: [Coordinate] = []
        for i in 0..<17 {
            let phase = i % 8
            let depth = phase == 0 ? -100.0 : 100 - abs(Double(phase) - 4) * 10
            dip.append(try point(-300 + Double(i) * 2, depth))
        }
        let square = { (x: Double, y: Double) throws in
            try [point(x, y), point(x + 40, y), point(x + 40, y + 40), point(x, y + 40)]
        }
        let water = MapFill.Look(kind: .water, color: nil), park = MapFill.Look(kind: .park, color: nil)
        let tile = MapTile(key: TileKey(zoom: 14, x: 0, y: 0), fills: [
            MapFill(kind: .water, rings: [dip]),
            MapFill(kind: .park, rings: [try square(100, 100)]),
            MapFill(kind: .water, rings: [try square(120, 100)]),
        ])
        let map = MapData(tiles: [tile])
        Self.assertLeftOutDrawsNothing(map, projection: projection, "a dip beside the pane")
        var looks = LookTable<MapFill.Look>()
        _ = MapDrawing.fillDots(map, projected: DrawMemo.projected(map, projection: projection), looks: &looks,
                                projection: projection, columns: Self.columns, rows: Self.rows)
        XCTAssertEqual(looks.looks, [water, park])
        XCTAssertEqual(DrawMemo.projected(map, projection: projection)[0].crossesRows, [0], "the dip was found by projecting it")
    }
}
