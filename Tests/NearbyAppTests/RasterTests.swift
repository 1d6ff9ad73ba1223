import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo

final class RasterTests: XCTestCase {
    func testHorizontalAndVerticalLines() {
        var canvas = BrailleCanvas(columns: 3, rows: 1)
        canvas.line(from: (0, 0), to: (5, 0))
        XCTAssertEqual((0..<3).map { canvas.character(column: $0, row: 0) }, ["⠉", "⠉", "⠉"])
        var vertical = BrailleCanvas(columns: 1, rows: 2)
        vertical.line(from: (0, 0), to: (0, 7))
        XCTAssertEqual(vertical.character(column: 0, row: 0), "⡇")
        XCTAssertEqual(vertical.character(column: 0, row: 1), "⡇")
    }

    func testDiagonalIsClippedToThePane() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        // From far outside on the left to far outside on the right, through the pane.
        canvas.line(from: (-100, -100), to: (100, 100))
        // Dots (0,0) (1,1) | (2,2) (3,3): the clipped diagonal, cell by cell.
        XCTAssertEqual(canvas.character(column: 0, row: 0), "⠑")
        XCTAssertEqual(canvas.character(column: 1, row: 0), "⢄")
        var miss = BrailleCanvas(columns: 2, rows: 1)
        miss.line(from: (-10, 5), to: (-1, 50))
        miss.line(from: (.nan, 0), to: (1, 1))
        XCTAssertNil(miss.character(column: 0, row: 0))
    }

    func testPinsLandInTheCellThatContainsThem() throws {
        let region = Region(center: Sample.center, latitudinalMeters: 500, longitudinalMeters: 500)
        // Odd sizes put the center in the middle of a cell, away from cell edges.
        let projection = MapProjection(region: region, columns: 21, rows: 11)
        let center = try XCTUnwrap(projection.cell(of: Sample.center))
        XCTAssertEqual(center.column, 10)
        XCTAssertEqual(center.row, 5)
        let north = Geodesic.destination(from: Sample.center, azimuth: 0, distance: 200)
        let cell = try XCTUnwrap(projection.cell(of: north))
        XCTAssertEqual(cell.column, 10)
        XCTAssertLessThan(cell.row, 5)
        XCTAssertNil(projection.cell(of: Geodesic.destination(from: Sample.center, azimuth: 0, distance: 2000)))
    }

    func testNoJumpAcrossTheAntimeridian() {
        let center = Coordinate(latitude: -17.8, longitude: 179.999)
        let region = Region(center: center, latitudinalMeters: 2000, longitudinalMeters: 2000)
        let projection = MapProjection(region: region, columns: 20, rows: 10)
        let west = projection.project(Coordinate(latitude: -17.8, longitude: 179.995))
        let east = projection.project(Coordinate(latitude: -17.8, longitude: -179.995))
        XCTAssertLessThan(west.x, east.x)
        XCTAssertLessThan(east.x - west.x, 40)
        XCTAssertFalse(projection.wraps(west, east))
    }

    func testMapPaneDrawsPinsWithTheirLettersAndTheUser() {
        let state = Sample.state(width: 60, height: 24)
        var grid = CellGrid(width: 60, height: 24)
        MapPane.render(state, map: .none, into: &grid, area: state.viewport.layout.map)
        let text = grid.lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("◉"))
        XCTAssertTrue(text.contains("a●"), text)
        XCTAssertTrue(text.contains("b●"), text)
        XCTAssertTrue(text.contains("Cafe Ekberg · Bulevardi 9 · 78 m"), "callout of the selected venue:\n" + text)
        XCTAssertTrue(text.contains("© OpenStreetMap contributors"))
    }
}
