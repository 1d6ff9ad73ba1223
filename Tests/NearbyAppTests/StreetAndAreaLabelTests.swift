import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// A street's name is written along its own street — level on a stretch that stays in one row,
/// letter by letter down a steep one — never across the streets beside it; an area's name
/// inside the area when it fits.
final class StreetAndAreaLabelTests: XCTestCase {
    static let state = MapTileDrawingTests.emptyState(width: 80, height: 40)
    static let inner = MapPane.innerArea(state.viewport.layout.map)
    static let projection = MapPane.projection(state, inner: inner)

    /// The coordinate at the middle of pane cell (`column`, `row`).
    static func at(_ column: Int, _ row: Int) -> Coordinate {
        projection.unproject(x: Double(column * 2) + 1, y: Double(row * 4) + 2) ?? Sample.center
    }

    static func render(lines: [MapLine] = [], fills: [MapFill] = [], labels: [MapLabel]) -> [[Character]] {
        let map = MapData(tiles: [MapTile(key: MapTileDrawingTests.key, fills: fills, lines: lines, labels: labels)])
        return Screen.render(state, map: map).lines.map(Array.init)
    }

    /// The map's cells holding ASCII letters: (column, row, letter), in pane cells.
    static func letters(_ grid: [[Character]]) -> [(column: Int, row: Int, letter: Character)] {
        var found: [(Int, Int, Character)] = []
        for row in 0..<(inner.height - 1) {
            for column in 0..<inner.width {
                let c = grid[inner.y + row][inner.x + column]
                if c.isASCII && c.isLetter { found.append((column, row, c)) }
            }
        }
        return found
    }

    /// S Kedzie Ave runs north–south between two parallel streets five cells either side: its
    /// name goes down it letter by letter, never laid level across its neighbours.
    func testASteepStreetIsNamedLetterByLetterDownItself() {
        let rows = Self.inner.height - 1
        let streets = [30, 35, 40].map { column in
            MapLine(kind: .minor, points: [Self.at(column, 0), Self.at(column, rows / 2), Self.at(column, rows - 1)])
        }
        let name = MapLabel(kind: .street, text: "S Kedzie Ave", rank: 10, points: streets[1].points)
        let grid = Self.render(lines: streets, labels: [name])
        let text = grid.map { String($0) }.joined(separator: "\n")
        XCTAssertFalse(text.contains("S Kedzie Ave"), "not level across the parallel streets:\n" + text)
        let letters = Self.letters(grid)
        XCTAssertEqual(String(letters.map(\.letter)), "SKedzieAve", text)
        XCTAssertTrue(letters.allSatisfy { $0.column == 35 }, "every letter on its own street:\n" + text)
        // One letter a row, top to bottom, the space a row of its own.
        XCTAssertEqual(letters.map(\.row), Array(letters[0].row..<(letters[0].row + 12)).filter { $0 != letters[0].row + 1 && $0 != letters[0].row + 8 })
    }

    /// Mannerheimintie runs level across the pane, crossed by three streets: its name lies on
    /// its own row, within its own line, and neither starts nor ends on a crossing.
    func testALevelStreetIsNamedAlongItself() {
        let row = 8
        let main = MapLine(kind: .major, points: [Self.at(2, row), Self.at(70, row)])
        let crossings = [20, 32, 44].map { MapLine(kind: .minor, points: [Self.at($0, 0), Self.at($0, 17)]) }
        let name = MapLabel(kind: .street, text: "Mannerheimintie", rank: 10, points: main.points)
        let grid = Self.render(lines: [main] + crossings, labels: [name])
        let line = String(grid[Self.inner.y + row])
        let text = grid.map { String($0) }.joined(separator: "\n")
        let range = try? XCTUnwrap(line.range(of: "Mannerheimintie"), text)
        guard let range else { return }
        let start = line.distance(from: line.startIndex, to: range.lowerBound) - Self.inner.x
        let end = start + "Mannerheimintie".count - 1
        XCTAssertTrue(start > 2 && end < 70, "inside its own line: \(start)...\(end)")
        XCTAssertFalse([20, 32, 44].contains(start) || [20, 32, 44].contains(end), "\(start)...\(end)")
        XCTAssertTrue(Self.letters(grid).allSatisfy { $0.row == row }, text)
    }

    /// A street shorter than its name is not named (before, the name spilled over its neighbours).
    func testAStreetTooShortForItsNameIsNotNamed() {
        let stub = MapLine(kind: .minor, points: [Self.at(30, 5), Self.at(36, 5)])
        let grid = Self.render(lines: [stub], labels: [MapLabel(kind: .street, text: "Pohjoisesplanadi", rank: 10, points: stub.points)])
        XCTAssertEqual(Self.letters(grid).count, 0, grid.map { String($0) }.joined(separator: "\n"))
    }

    /// A park's name inside the park when it fits; a pond too small for its name keeps none.
    func testAnAreaIsNamedInsideItWhenItFits() {
        let park = [Self.at(10, 2), Self.at(40, 2), Self.at(40, 12), Self.at(10, 12), Self.at(10, 2)]
        let pond = [Self.at(60, 4), Self.at(63, 4), Self.at(63, 6), Self.at(60, 6), Self.at(60, 4)]
        let grid = Self.render(fills: [MapFill(kind: .park, rings: [park]), MapFill(kind: .water, rings: [pond])],
                               labels: [MapLabel(kind: .area, text: "Kaivopuisto", rank: 9, points: park),
                                        MapLabel(kind: .area, text: "Lampi", rank: 9, points: pond)])
        let text = grid.map { String($0) }.joined(separator: "\n")
        let letters = Self.letters(grid)
        XCTAssertEqual(String(letters.map(\.letter)), "Kaivopuisto", text)
        XCTAssertTrue(letters.allSatisfy { $0.column > 10 && $0.column < 40 && $0.row > 2 && $0.row < 12 }, text)
        XCTAssertEqual(letters.first?.row, 7, "on the middle row:\n" + text)
    }
}
