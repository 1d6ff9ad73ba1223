import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyText

final class ListPaneTests: XCTestCase {
    func testRowsShowLetterNameAddressAndRightAlignedDistance() {
        let state = Sample.state(width: 60, height: 12)
        var grid = CellGrid(width: 60, height: 12)
        let area = state.viewport.layout.list
        ListPane.render(state, into: &grid, area: area)
        let lines = Array(grid.lines[area.y..<area.maxY])
        XCTAssertEqual(lines[0], "├ 3 venues within 500 m ───────────────────────────────────┤")
        XCTAssertEqual(lines[1], "│>a  Cafe Ekberg             Bulevardi 9              78 m │")
        XCTAssertEqual(lines[2], "│ b  Robert's Coffee         Aleksanterinkatu 21     156 m │")
        XCTAssertEqual(lines[3], "│ c  星巴克咖啡馆                                    212 m │")
        for line in lines { XCTAssertEqual(DisplayWidth.of(line), 60, "columns shifted: \(line)") }
    }

    func testLongNamesAreCutWithAnEllipsisAndTheSelectionIsReversed() {
        var state = Sample.state(width: 40, height: 12)
        state.list.rows[0].venue.name = "A very long café name that cannot possibly fit"
        var grid = CellGrid(width: 40, height: 12)
        ListPane.render(state, into: &grid, area: state.viewport.layout.list)
        let row = grid.lines[state.viewport.layout.list.y + 1]
        XCTAssertTrue(row.contains("…"), row)
        XCTAssertEqual(DisplayWidth.of(row), 40)
        XCTAssertTrue(grid[5, state.viewport.layout.list.y + 1].style.reverse)
        XCTAssertFalse(grid[5, state.viewport.layout.list.y + 2].style.reverse)
    }

    func testEmptyStateSaysWhatToDo() {
        var state = AppState(width: 60, height: 12, provider: .offline, at: Sample.center)
        _ = Update.apply(&state, .venuesLoaded([]))
        var grid = CellGrid(width: 60, height: 12)
        ListPane.render(state, into: &grid, area: state.viewport.layout.list)
        XCTAssertTrue(grid.lines[state.viewport.layout.list.y + 1].contains("No venues here"))
    }

    func testTinyTerminalShowsANotice() {
        let state = Sample.state(width: 30, height: 8)
        let grid = Screen.render(state)
        XCTAssertTrue(grid.lines.joined().contains("terminal too small"))
    }
}
