import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyText

final class UpdateLocationTests: XCTestCase {
    func started() -> AppState {
        var state = AppState(width: 80, height: 24, provider: .offline, at: Place.helsinki)
        _ = Update.start(&state)
        _ = Update.apply(&state, .locationDelivered(Location(coordinate: Place.helsinki, timestamp: 0)))
        return state
    }

    /// The simulator's own reports drive the state: a 30 m move is held back by its filter.
    func testAMoveThatIsNotDeliveredMovesYouButDoesNotFetch() async {
        var state = AppState(width: 80, height: 24, provider: .offline, at: Place.helsinki)
        _ = Update.start(&state)
        let recorder = EventRecorder()
        let simulator = LocationSimulator(distanceFilter: 50, clock: ManualClock(), report: recorder.report)
        await simulator.jump(to: Place.helsinki)
        await simulator.move(azimuth: 90, meters: 30)
        let reports = recorder.all
        XCTAssertEqual(reports.count, 2)
        for report in reports.dropLast() { _ = Update.apply(&state, report) }
        let moved = Geodesic.destination(from: Place.helsinki, azimuth: 90, distance: 30)
        let effects = reports.last.map { Update.apply(&state, $0) } ?? []
        XCTAssertEqual(state.location.user, moved)
        XCTAssertEqual(state.viewport.center, moved)
        XCTAssertEqual(state.location.heldBack?.meters ?? 0, 30, accuracy: 1e-6, "held back 30 m from the delivery at Helsinki")
        XCTAssertEqual(state.location.heldBack?.filter, 50)
        XCTAssertEqual(effects, [Update.reload(state)])
        // The status bar says how far from the last delivery.
        var grid = CellGrid(width: 80, height: 24)
        StatusBar.render(state, into: &grid, area: state.viewport.layout.status)
        XCTAssertTrue(grid.lines[state.viewport.layout.status.y].contains("30 m of 50"), grid.lines[state.viewport.layout.status.y])
    }

    func testADeliveryLogsFetchesAndReloads() {
        var state = started()
        let there = Geodesic.destination(from: Place.helsinki, azimuth: 90, distance: 50)
        let location = Location(coordinate: there, altitude: 12, course: 90, speed: 1.4, timestamp: 5)
        _ = Update.apply(&state, .locationMoved(there, heldBack: HeldBackMove(meters: 49, filter: 50)))
        let effects = Update.apply(&state, .locationDelivered(location))
        XCTAssertEqual(state.location.user, there)
        XCTAssertNil(state.location.heldBack, "nothing is held back right after a delivery")
        XCTAssertEqual(effects, [
            .log(LogEvent("locationDelivered", [
                ("lat", .number(there.latitude)), ("lon", .number(there.longitude)), ("accuracy", .number(5)),
                ("altitude", .number(12)), ("course", .number(90)), ("speed", .number(1.4)),
            ])),
            .fetchVenues(at: there),
            Update.reload(state),
        ])
    }

    func testLOpensThePickerArrowsChooseEnterJumpsEscCloses() {
        var state = started()
        XCTAssertEqual(Update.apply(&state, .key(.character("L"))), [])
        XCTAssertEqual(state.overlays.presetPicker, Preset.all.firstIndex { $0.name == "Helsinki" }, "opens on where you are")
        _ = Update.apply(&state, .key(.home))
        for _ in 0..<4 { XCTAssertEqual(Update.apply(&state, .key(.down)), []) }
        XCTAssertEqual(Update.apply(&state, .key(.character("d"))), [], "keys do not leak while the picker is open")
        // A letter is typed into the picker's search ("d": Rio de Janeiro); Backspace takes it back.
        XCTAssertEqual(state.overlays.pickerRows.map(\.title), ["Rio de Janeiro"])
        XCTAssertEqual(Update.apply(&state, .key(.backspace)), [])
        XCTAssertEqual(state.overlays.pickerRows.count, Preset.all.count)
        _ = Update.apply(&state, .key(.home))
        for _ in 0..<4 { XCTAssertEqual(Update.apply(&state, .key(.down)), []) }
        XCTAssertEqual(Update.apply(&state, .key(.enter)), [.simulate(.jump(to: Preset.named("Tokyo")!.coordinate))])
        XCTAssertNil(state.overlays.presetPicker)

        _ = Update.apply(&state, .key(.character("L")))
        _ = Update.apply(&state, .key(.up))
        XCTAssertEqual(Update.apply(&state, .key(.escape)), [])
        XCTAssertNil(state.overlays.presetPicker)
        XCTAssertEqual(Update.apply(&state, .key(.character("d"))), [.simulate(.move(azimuth: 90, meters: 10))])
    }

    func testThePickerIsDrawnOverTheMap() {
        var state = started()
        state.viewport.width = 80
        state.viewport.height = 30
        _ = Update.apply(&state, .key(.character("L")))
        _ = Update.apply(&state, .key(.home))
        let lines = Screen.render(state).lines
        let map = state.viewport.layout.map
        XCTAssertTrue(lines.contains { $0.contains("┌ Jump to ") })
        for preset in Preset.all.prefix(map.height - 4) {
            XCTAssertTrue(lines.contains { $0.contains("│ \(preset.name)") }, preset.name)
        }
        XCTAssertFalse(lines[map.maxY...].joined().contains("Jump to"), "the picker stays inside the map pane")
        XCTAssertTrue(lines[map.y].hasPrefix("┌ map"), "and inside its border")
        XCTAssertFalse(lines[map.y].contains("Jump to"))
    }

    func testPPlaysWhenARouteIsLoadedAndTicksAdvanceIt() {
        var state = started()
        XCTAssertEqual(Update.apply(&state, .key(.character("p"))), [])
        XCTAssertNotNil(state.fetch.error, "no route: say so")
        state.fetch.error = nil
        state.location.hasRoute = true
        XCTAssertEqual(Update.apply(&state, .key(.character("p"))), [.simulate(.togglePlayback)])
        XCTAssertEqual(Update.apply(&state, .ticked(now: 0)), [], "not playing until the simulator says so")
        _ = Update.apply(&state, .routePlaybackChanged(playing: true))
        XCTAssertEqual(Update.apply(&state, .ticked(now: 0)), [.simulate(.advance)])
        _ = Update.apply(&state, .routePlaybackChanged(playing: false))
        XCTAssertEqual(Update.apply(&state, .ticked(now: 0)), [])
    }
}
