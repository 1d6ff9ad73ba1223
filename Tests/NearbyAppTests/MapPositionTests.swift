import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyText

/// The position on the map with `--gpsd`: a live fix is `◉`, an old one kept while the fix is
/// lost is a hollow grey `○` (`O` in ASCII), told apart by the glyph alone; a live fix whose
/// accuracy spans a few cells draws its ring round the position, as a phone does.
final class MapPositionTests: XCTestCase {
    /// Following gpsd, a fix delivered at Helsinki with `accuracy` meters, the map 500 m across.
    func following(accuracy: Double? = 8, width: Int = 100, height: Int = 30) -> AppState {
        var state = AppState(width: width, height: height, provider: .offline, at: Place.helsinki, span: 500)
        state.location.gps = GPSStatus()
        _ = Update.start(&state)
        _ = Update.apply(&state, .gpsd(.connected(address: "localhost:2947")))
        let fix = GPSDFix(latitude: Place.helsinki.latitude, longitude: Place.helsinki.longitude, mode: 3, accuracy: accuracy)
        _ = Update.apply(&state, .gpsd(.fix(fix, at: 36_000)))
        _ = Update.apply(&state, .locationDelivered(fix.location(at: 36_000)))
        return state
    }

    func render(_ state: AppState) -> CellGrid {
        var grid = CellGrid(width: state.viewport.width, height: state.viewport.height)
        MapPane.render(state, map: .none, into: &grid, area: state.viewport.layout.map)
        return grid
    }

    /// The screen cell of the user's position.
    func userCell(_ state: AppState) throws -> (x: Int, y: Int) {
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let cell = try XCTUnwrap(MapPane.projection(state, inner: inner).cell(of: state.location.user))
        return (inner.x + cell.column, inner.y + cell.row)
    }

    /// The map's cells drawn in the position's blue other than the marker: the ring.
    func ringCells(_ grid: CellGrid, _ state: AppState) throws -> [(x: Int, y: Int)] {
        let inner = MapPane.innerArea(state.viewport.layout.map), user = try userCell(state)
        var cells: [(x: Int, y: Int)] = []
        for y in inner.y..<inner.maxY {
            for x in inner.x..<inner.maxX where grid[x, y].style.foreground == .blue && (x, y) != user {
                cells.append((x, y))
            }
        }
        return cells
    }

    func testALiveFixIsTheFilledMarkerAndALostOneTheHollowGreyOne() throws {
        var state = following()
        let user = try userCell(state)
        let live = render(state)[user.x, user.y]
        XCTAssertEqual(live.text, "◉")
        XCTAssertEqual(live.style.foreground, .blue)

        _ = Update.apply(&state, .gpsd(.noFix(mode: 1)))
        let lost = render(state)
        XCTAssertEqual(lost[user.x, user.y].text, "○", "the last position stays, marked old")
        XCTAssertEqual(lost[user.x, user.y].style.foreground, .gray)
        XCTAssertFalse(lost.lines.joined().contains("◉"), "no live marker while the fix is lost")

        // gpsd gone is as old; a new fix makes it live again.
        _ = Update.apply(&state, .gpsd(.unreachable(reason: "gpsd closed the connection", retryIn: 1)))
        XCTAssertEqual(render(state)[user.x, user.y].text, "○")
        let fix = GPSDFix(latitude: Place.helsinki.latitude, longitude: Place.helsinki.longitude, mode: 2, accuracy: 8)
        _ = Update.apply(&state, .gpsd(.fix(fix, at: 36_100)))
        XCTAssertEqual(render(state)[user.x, user.y].text, "◉")
    }

    func testTheMarkersDifferInMonochromeAndInASCII() throws {
        var state = following()
        state.settings.colorDepth = .monochrome
        let user = try userCell(state)
        let live = Screen.render(state, map: .none)[user.x, user.y].text
        _ = Update.apply(&state, .gpsd(.noFix(mode: 0)))
        let old = Screen.render(state, map: .none)[user.x, user.y].text
        XCTAssertNotEqual(live, old, "the glyph alone says the fix is old")
        state.settings.ascii = true
        XCTAssertEqual(Screen.render(state, map: .none)[user.x, user.y].text, "O")
        _ = Update.apply(&state, .gpsd(.fix(GPSDFix(latitude: Place.helsinki.latitude, longitude: Place.helsinki.longitude, mode: 3), at: 1)))
        XCTAssertEqual(Screen.render(state, map: .none)[user.x, user.y].text, "@")
    }

    func testASimulatedPositionIsNeverMarkedOld() throws {
        var state = following()
        _ = Update.apply(&state, .gpsd(.noFix(mode: 1)))
        _ = Update.apply(&state, .key(.character("d")))  // leaves GPS for simulation
        XCTAssertEqual(state.location.gps?.following, false)
        let user = try userCell(state)
        XCTAssertEqual(render(state)[user.x, user.y].text, "◉")
    }

    func testAWideAccuracyDrawsARingOfThatRadiusRoundThePosition() throws {
        let accuracy = 60.0
        let state = following(accuracy: accuracy)
        let grid = render(state)
        let ring = try ringCells(grid, state)
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let projection = MapPane.projection(state, inner: inner)
        let user = try userCell(state)
        // The radius in cells: 2 dots a column, 4 a row.
        let columns = accuracy / projection.metersPerDot / 2
        XCTAssertGreaterThan(columns, 3, "wide enough for a ring at this span")
        XCTAssertFalse(ring.isEmpty, grid.lines.joined(separator: "\n"))
        let center = projection.project(state.location.user), radius = accuracy / projection.metersPerDot
        for cell in ring {
            // Each ring cell holds a dot of the circle: its 2×4 dots reach within a dot of the radius.
            let left = Double((cell.x - inner.x) * 2), top = Double((cell.y - inner.y) * 4)
            let nearX = min(max(center.x, left), left + 2) - center.x, nearY = min(max(center.y, top), top + 4) - center.y
            let farX = max(abs(left - center.x), abs(left + 2 - center.x)), farY = max(abs(top - center.y), abs(top + 4 - center.y))
            XCTAssertLessThanOrEqual((nearX * nearX + nearY * nearY).squareRoot(), radius + 1.5, "\(cell) of \(user)")
            XCTAssertGreaterThanOrEqual((farX * farX + farY * farY).squareRoot(), radius - 1.5, "\(cell) of \(user)")
            XCTAssertTrue(grid[cell.x, cell.y].text.unicodeScalars.allSatisfy { (0x2801...0x28FF).contains($0.value) }, "braille dots")
        }
        // All round: left, right, above and below the position.
        XCTAssertTrue(ring.contains { $0.x < user.x - Int(columns) + 2 && $0.y == user.y })
        XCTAssertTrue(ring.contains { $0.x > user.x + Int(columns) - 2 && $0.y == user.y })
        XCTAssertTrue(ring.contains { $0.y < user.y && $0.x == user.x })
        XCTAssertTrue(ring.contains { $0.y > user.y && $0.x == user.x })
        XCTAssertEqual(grid[user.x, user.y].text, "◉", "the marker over the ring")
    }

    func testNoRingForASmallAccuracyAnOldFixOrASimulatedPosition() throws {
        XCTAssertTrue(try ringCells(render(following(accuracy: 8)), following(accuracy: 8)).isEmpty, "±8 m is under a cell here")
        XCTAssertTrue(try ringCells(render(following(accuracy: nil)), following(accuracy: nil)).isEmpty, "no accuracy, no ring")
        var lost = following(accuracy: 60)
        _ = Update.apply(&lost, .gpsd(.noFix(mode: 1)))
        XCTAssertTrue(try ringCells(render(lost), lost).isEmpty, "an old fix's accuracy says nothing now")
        var simulated = following(accuracy: 60)
        _ = Update.apply(&simulated, .key(.character("d")))
        XCTAssertTrue(try ringCells(render(simulated), simulated).isEmpty)
        // Wider than the pane twice over: nothing of it would show.
        XCTAssertTrue(try ringCells(render(following(accuracy: 50_000)), following(accuracy: 50_000)).isEmpty)
    }

    func testTheRingIsDotsWithoutColourAndInASCII() throws {
        var state = following(accuracy: 60)
        state.settings.colorDepth = .monochrome
        let mono = render(state)
        let ring = try ringCells(mono, state)
        XCTAssertFalse(ring.isEmpty)
        XCTAssertTrue(ring.allSatisfy { mono[$0.x, $0.y].text == "·" })
        state.settings.ascii = true
        let grid = render(state)
        XCTAssertTrue(try ringCells(grid, state).allSatisfy { grid[$0.x, $0.y].text == "." })
    }
}
