import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap

/// The budget of a frame is finer than a tile: a tile of more points than a piece holds is
/// drawn a piece at a time (`MapDrawing.drawable`), each frame going on from the dots and lines
/// of the last, each exactly the frame of its pieces drawn from nothing, the last exactly the
/// whole map drawn from nothing.
final class PieceDrawTests: XCTestCase {
    /// One tile around Helsinki heavier than several pieces: three round fills of 3,000 points,
    /// 24 zigzag lines of 2,500 points in five kinds running off the pane at both ends, names.
    static func heavyTile(_ key: TileKey) -> MapTile {
        let center = MapTileSourceTests.helsinki
        let kinds: [MapLine.Kind] = [.major, .minor, .rail, .waterway, .path]
        let lines = (0..<24).map { k in
            MapLine(kind: kinds[k % kinds.count], points: (0..<2_500).map { i in
                Coordinate(latitude: center.latitude - 0.018 + Double(k) * 0.0015 + Double(i % 2) * 0.0006,
                           longitude: center.longitude - 0.0625 + Double(i) * 0.00005)
            })
        }
        let fills = [(MapFill.Kind.water, 0.0, 0.0), (.park, 0.006, -0.01), (.area, -0.005, 0.012)].map { kind, dLat, dLon in
            MapFill(kind: kind, rings: [(0...3_000).map { i in
                let a = Double(i % 3_000) / 3_000 * 2 * .pi
                return Coordinate(latitude: center.latitude + dLat + 0.006 * sin(a), longitude: center.longitude + dLon + 0.012 * cos(a))
            }])
        }
        let labels = [MapLabel(kind: .place, text: "Keskusta", rank: 1, points: [center]),
                      MapLabel(kind: .street, text: "Zigzagkatu", rank: 5, points: Array(lines[0].points[1_200..<1_260]))]
        return MapTile(key: key, fills: fills, lines: lines, labels: labels)
    }

    /// Draws `map` for `state` with every deadline long past (one piece more a frame) until it is
    /// whole, checking each frame against its pieces drawn from nothing; returns the frames.
    private func drawPieceByPiece(_ state: AppState, _ map: MapData, piecePoints: Int,
                                  file: StaticString = #filePath, line: UInt = #line) -> [MapData] {
        let pieces = map.tiles.flatMap { MapDrawing.pieces(of: $0, points: piecePoints) }
        // Each frame to expect, worked out first (the memo keeps only the last frame's work).
        let expected = (1...pieces.count).map { count in
            var part = map
            part.tiles = Array(pieces.prefix(count))
            return Screen.render(state, map: DrawMemoTests.unseen(part))
        }
        let whole = Screen.render(state, map: DrawMemoTests.unseen(map))
        // Any earlier cut of this view is over.
        XCTAssertEqual(MapPane.drawable(state, map: map, until: .infinity), map, file: file, line: line)
        var frames: [MapData] = []
        while frames.count < pieces.count + 2 {
            let part = MapPane.drawable(state, map: map, until: 0, piecePoints: piecePoints)
            frames.append(part)
            XCTAssertEqual(part.tiles.count, frames.count, "one piece more each frame", file: file, line: line)
            XCTAssertEqual(part.piecesLeft, pieces.count - frames.count, file: file, line: line)
            guard part.tiles.count == frames.count, part.tiles.count <= pieces.count else { break }
            XCTAssertEqual(Screen.render(state, map: part), expected[part.tiles.count - 1],
                           "the frame of \(part.tiles.count) pieces gone on from the last is that of the same pieces drawn from nothing",
                           file: file, line: line)
            if part.piecesLeft == 0 { break }
        }
        XCTAssertEqual(frames.count, pieces.count, file: file, line: line)
        XCTAssertEqual(frames.last.map { Screen.render(state, map: $0) }, whole,
                       "the last frame is the whole map drawn from nothing", file: file, line: line)
        XCTAssertEqual(MapPane.drawable(state, map: map, until: 0, piecePoints: piecePoints).piecesLeft, 0, "and it stays whole",
                       file: file, line: line)
        return frames
    }

    func testOneHeavyTileIsDrawnOverSeveralFramesAndTheLastIsTheWholeTile() throws {
        for depth in [ColorDepth.xterm256, .monochrome] {
            var state = MapTileSourceTests.state(span: 5_000, width: 200, height: 60)
            state.settings.colorDepth = depth
            let cover = try XCTUnwrap(MapPane.tileCover(state))
            let map = MapData(tiles: [Self.heavyTile(try XCTUnwrap(cover.keys.first))])
            XCTAssertGreaterThan(map.tiles[0].pointCount, 4 * MapDrawing.piecePoints)
            // With the app's own piece size: a view of one tile takes several frames.
            let frames = drawPieceByPiece(state, map, piecePoints: MapDrawing.piecePoints)
            XCTAssertGreaterThanOrEqual(frames.count, 4, "one tile drawn over several frames")
            XCTAssertTrue(frames.dropLast().allSatisfy { $0.tiles.allSatisfy(\.labels.isEmpty) }, "the names come with the last piece")
            // A line was cut between pieces.
            XCTAssertGreaterThan(frames.last?.tiles.reduce(0) { $0 + $1.lines.count } ?? 0, map.tiles[0].lines.count)
        }
    }

    func testARealMapCutIntoSmallPiecesIsDrawnExactly() throws {
        let source = try MapTileSource(path: MapTileSourceTests.archive)
        let state = MapTileSourceTests.state(span: 3_000, width: 200, height: 60)
        let map = source.frame(for: try XCTUnwrap(MapPane.tileCover(state))).data
        let small = 100
        let pieces = map.tiles.flatMap { MapDrawing.pieces(of: $0, points: small) }
        XCTAssertGreaterThan(pieces.count, map.tiles.count + 2, "tiles cut into pieces")
        func drawn(_ tile: MapTile) -> Int {
            tile.fills.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.count } } + tile.lines.reduce(0) { $0 + $1.points.count }
        }
        XCTAssertTrue(pieces.allSatisfy { drawn($0) <= small || ($0.fills.count == 1 && $0.lines.isEmpty) },
                      "a piece holds at most its points, or one fill")
        _ = drawPieceByPiece(state, map, piecePoints: small)
    }

    func testATileWithinAPieceIsItsOwnPiece() throws {
        let tile = Self.heavyTile(TileKey(zoom: 14, x: 9_327, y: 4_742))
        XCTAssertEqual(MapDrawing.pieces(of: tile, points: tile.pointCount).map(\.identity), [tile.identity])
    }
}
