import XCTest
@testable import NearbyCells

final class CellGridPutTests: XCTestCase {
    func testGridPutKeepsWideCharactersWhole() {
        var grid = CellGrid(width: 5, height: 1)
        let end = grid.put("咖啡馆", x: 0, y: 0)
        XCTAssertEqual(end, 4, "the third wide character does not fit in the last column")
        XCTAssertEqual(grid.lines, ["咖啡 "])
        XCTAssertTrue(grid[1, 0].isContinuation)
    }
}
