import XCTest
@testable import NearbyCells

final class BrailleLineTests: XCTestCase {
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
}
