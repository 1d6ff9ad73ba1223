import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyText

final class ViewKeyTests: XCTestCase {
    func loads(_ effects: [Effect]) -> String?? {
        for effect in effects { if case .loadVenues(_, _, let matching, _, _, _) = effect { return .some(matching) } }
        return .none
    }

    func testSlashFiltersAsYouTypeAndEscClears() {
        var state = Sample.state()
        _ = Update.apply(&state, .key(.character("/")))
        XCTAssertTrue(state.list.editingFilter)
        XCTAssertEqual(loads(Update.apply(&state, .key(.character("q")))), .some("q"), "q is typed, not quit")
        XCTAssertEqual(loads(Update.apply(&state, .key(.character("j")))), .some("qj"))
        XCTAssertEqual(loads(Update.apply(&state, .key(.backspace))), .some("q"))
        _ = Update.apply(&state, .key(.enter))
        XCTAssertFalse(state.list.editingFilter)
        XCTAssertEqual(state.list.filter, "q")
        // The kept filter goes with every reload, zoom included.
        XCTAssertEqual(loads(Update.apply(&state, .key(.character("-")))), .some("q"))
        XCTAssertEqual(loads(Update.apply(&state, .key(.escape))), .some(nil))
        XCTAssertEqual(state.list.filter, "")
    }

    func testFilterShowsInTheHeaderAndExplainsAnEmptyResult() {
        var state = Sample.state(width: 60, height: 14)
        _ = Update.apply(&state, .key(.character("/")))
        _ = Update.apply(&state, .key(.character("x")))
        _ = Update.apply(&state, .venuesLoaded([]))
        var grid = CellGrid(width: 60, height: 14)
        ListPane.render(state, into: &grid, area: state.viewport.layout.list)
        XCTAssertEqual(grid.lines[state.viewport.layout.list.y], "├ 0 venues within 500 m · /x▏ ─────────────────────────────┤")
        XCTAssertTrue(grid.lines[state.viewport.layout.list.y + 1].contains("No names contain “x” — Esc clears"))
    }

    func testHelpOpensWithQuestionMarkAndAnyKeyClosesIt() {
        var state = Sample.state(width: 80, height: 30)
        _ = Update.apply(&state, .key(.character("?")))
        XCTAssertTrue(state.overlays.help)
        let text = Screen.render(state).lines.joined(separator: "\n")
        for key in ["PgUp PgDn", "w a s d", "L ", "p ", "/ ", "{ }", "+ -", "q  Ctrl-C"] {
            XCTAssertTrue(text.contains(key), "help lists \(key):\n" + text)
        }
        XCTAssertEqual(Update.apply(&state, .key(.character("q"))), [], "q closes the help, it does not quit")
        XCTAssertFalse(state.overlays.help)
    }

    func testBracesMoveTheSplitWithinLimits() {
        var state = Sample.state(width: 60, height: 30)
        let before = state.viewport.layout.map.height
        _ = Update.apply(&state, .key(.character("}")))
        XCTAssertGreaterThan(state.viewport.layout.map.height, before)
        for _ in 0..<10 { _ = Update.apply(&state, .key(.character("{"))) }
        XCTAssertEqual(state.viewport.mapShare, 0.2, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(state.viewport.layout.map.height, 3)
    }

    func testArrowsPanTheMapAndCRecenters() {
        var state = Sample.state()
        _ = Update.apply(&state, .key(.right))
        XCTAssertEqual(Geodesic.distance(state.viewport.center, Sample.center), 125, accuracy: 0.01)
        XCTAssertGreaterThan(state.viewport.center.longitude, Sample.center.longitude)
        XCTAssertEqual(state.location.user, Sample.center, "panning does not move the user")
        _ = Update.apply(&state, .key(.shiftUp))
        _ = Update.apply(&state, .key(.character("[")))
        XCTAssertGreaterThan(state.viewport.center.latitude, Sample.center.latitude)
        _ = Update.apply(&state, .key(.character("c")))
        XCTAssertEqual(state.viewport.center, Sample.center)
    }

    func testPanningAtWorldSpanGoesOverThePolesAndStaysFinite() {
        var state = Sample.state()
        state.viewport.span = Update.spanRange.upperBound
        var turns = 0
        for _ in 0..<20 {
            let heading = state.viewport.heading
            _ = Update.apply(&state, .key(.shiftUp))
            if state.viewport.heading != heading { turns += 1 }
        }
        XCTAssertGreaterThanOrEqual(turns, 4, "twenty quarter-world pans north pass a pole about every other step")
        for _ in 0..<20 { _ = Update.apply(&state, .key(.left)) }
        XCTAssertTrue(state.viewport.center.latitude.isFinite && state.viewport.center.longitude.isFinite)
        XCTAssertTrue(Screen.render(state).lines.joined().contains("40000 km"))
    }

    func testMouseClickSelectsARowAndWheelZoomsTheMap() {
        var state = Sample.state(width: 60, height: 20)
        let list = state.viewport.layout.list
        _ = Update.apply(&state, .mouse(MouseEvent(x: 10, y: list.y + 3, action: .click)))
        XCTAssertEqual(state.list.selectedIndex, 2)
        _ = Update.apply(&state, .mouse(MouseEvent(x: 10, y: list.y + 1, action: .wheelDown)))
        XCTAssertEqual(state.list.selectedIndex, 2, "the wheel over the list moves the selection, within the list")
        _ = Update.apply(&state, .mouse(MouseEvent(x: 10, y: list.y + 1, action: .wheelUp)))
        XCTAssertEqual(state.list.selectedIndex, 0)
        _ = Update.apply(&state, .mouse(MouseEvent(x: 10, y: 3, action: .wheelUp)))
        XCTAssertEqual(state.viewport.span, 250)
        _ = Update.apply(&state, .mouse(MouseEvent(x: 10, y: 3, action: .wheelDown)))
        XCTAssertEqual(state.viewport.span, 500)
        _ = Update.apply(&state, .mouse(MouseEvent(x: 10, y: list.y + 9, action: .click)))
        XCTAssertEqual(state.list.selectedIndex, 0, "a click below the last row selects nothing new")
    }
}

extension ViewKeyTests {
    func testHelpOnTheSmallestScreenSaysHowManyRowsAreLeftOut() {
        var state = Sample.state(width: 40, height: 12)
        state.overlays.help = true
        let lines = Screen.render(state).lines
        XCTAssertTrue(lines.contains { $0.contains("… +") }, lines.joined(separator: "\n"))
        for line in lines { XCTAssertEqual(DisplayWidth.of(line), 40, line) }
    }
}
