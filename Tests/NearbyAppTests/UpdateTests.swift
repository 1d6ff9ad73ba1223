import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyFormats
@testable import NearbyGeo

final class UpdateTests: XCTestCase {
    func testStartDeliversTheFirstLocationAndFetches() {
        var state = AppState(width: 80, height: 24, provider: .offline, at: Sample.center)
        // The simulator starts at the start location; its first delivery is what fetches.
        XCTAssertTrue(Update.start(&state).contains(.simulate(.jump(to: Sample.center))))
        let effects = Update.apply(&state, .locationDelivered(Location(coordinate: Sample.center, timestamp: 0)))
        XCTAssertTrue(effects.contains(.fetchVenues(at: Sample.center)))
        XCTAssertNil(state.location.heldBack, "a delivery holds nothing back")
        XCTAssertTrue(effects.contains { if case .loadVenues = $0 { return true } else { return false } })
    }

    func testSelectionMovesAndStopsAtTheEnds() {
        var state = Sample.state()
        XCTAssertEqual(state.list.selection?.id, "1")
        _ = Update.apply(&state, .key(.down))
        XCTAssertEqual(state.list.selection?.id, "2")
        _ = Update.apply(&state, .key(.character("j")))
        _ = Update.apply(&state, .key(.character("j")))
        XCTAssertEqual(state.list.selection?.id, "3")
        _ = Update.apply(&state, .key(.character("k")))
        XCTAssertEqual(state.list.selection?.id, "2")
        _ = Update.apply(&state, .key(.home))
        XCTAssertEqual(state.list.selection?.id, "1")
        _ = Update.apply(&state, .key(.character("G")))
        XCTAssertEqual(state.list.selection?.id, "3")
    }

    func testSelectionFollowsTheVenueAcrossRefreshes() {
        var state = Sample.state()
        _ = Update.apply(&state, .key(.down))
        XCTAssertEqual(state.list.selection?.id, "2")
        // A refresh that reorders the rows keeps venue 2 selected.
        _ = Update.apply(&state, .venuesLoaded(Sample.rows().reversed()))
        XCTAssertEqual(state.list.selection?.id, "2")
        XCTAssertEqual(state.list.selectedIndex, 1)
        // When it disappears, the first row is selected.
        _ = Update.apply(&state, .venuesLoaded(Sample.rows().filter { $0.venue.id != "2" }))
        XCTAssertEqual(state.list.selection?.id, "1")
    }

    func testEnterRecentersTheMapOnTheSelectedVenueAndLogsIt() {
        var state = Sample.state()
        _ = Update.apply(&state, .key(.down))
        let effects = Update.apply(&state, .key(.enter))
        let venue = Sample.venues[1]
        XCTAssertEqual(state.viewport.center, venue.coordinate)
        XCTAssertEqual(state.location.user, Sample.center, "recentering the map does not move the user")
        XCTAssertTrue(effects.contains(.log(LogEvent("mapRecentered", [
            ("lat", .number(venue.coordinate.latitude)), ("lon", .number(venue.coordinate.longitude)),
        ]))))
        XCTAssertTrue(effects.contains(.loadVenues(region: state.viewport.region, from: Sample.center, matching: nil, limit: state.list.limit)))
    }

    func testQuitLogsStopped() {
        var state = Sample.state()
        XCTAssertEqual(Update.apply(&state, .key(.character("q"))), [.log(LogEvent("stopped")), .quit])
    }

    func testScrollKeepsTheSelectionVisible() {
        var state = AppState(width: 60, height: 14, provider: .offline, at: Sample.center)
        let many = (0..<40).map { i in
            VenueRow(venue: Venue(provider: "t", id: "\(i)", name: "V\(i)", address: "", coordinate: Sample.center),
                     distance: Double(i))
        }
        _ = Update.apply(&state, .venuesLoaded(many))
        let rows = state.visibleListRows
        XCTAssertGreaterThan(rows, 0)
        for _ in 0..<(rows + 3) { _ = Update.apply(&state, .key(.down)) }
        let index = state.list.selectedIndex ?? -1
        XCTAssertTrue((state.list.scroll..<(state.list.scroll + rows)).contains(index))
        _ = Update.apply(&state, .key(.end))
        XCTAssertEqual(state.list.scroll, 40 - rows)
        _ = Update.apply(&state, .resized(width: 60, height: 40))
        XCTAssertTrue((state.list.scroll..<(state.list.scroll + state.visibleListRows)).contains(state.list.selectedIndex ?? -1))
    }

    func testMoveKeysAskTheSimulatorAndNeverFetchThemselves() {
        // The distance filter itself is the simulator's (LocationSimulatorTests).
        var state = AppState(width: 80, height: 24, provider: .offline, at: Sample.center)
        _ = Update.start(&state)
        for (key, azimuth, meters) in [("w", 0.0, 10.0), ("a", 270, 10), ("s", 180, 10), ("d", 90, 10),
                                       ("W", 0, 100), ("A", 270, 100), ("S", 180, 100), ("D", 90, 100)] {
            let effects = Update.apply(&state, .key(.character(Character(key))))
            XCTAssertEqual(effects, [.simulate(.move(azimuth: azimuth, meters: meters))], key)
        }
    }

    func testZoomHalvesAndDoublesWithinLimits() {
        var state = Sample.state()
        _ = Update.apply(&state, .key(.character("+")))
        XCTAssertEqual(state.viewport.span, 250)
        _ = Update.apply(&state, .key(.character("+")))
        _ = Update.apply(&state, .key(.character("+")))
        XCTAssertEqual(state.viewport.span, 100)
        _ = Update.apply(&state, .key(.character("-")))
        XCTAssertEqual(state.viewport.span, 200)
    }
}
