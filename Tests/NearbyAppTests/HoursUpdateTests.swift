import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyApp
import NearbyCells
@testable import NearbyFormats
import NearbyHours

/// The app's clock, each row's hours at it, and the "open now" filter, through `Update`.
final class HoursUpdateTests: XCTestCase {
    let tuesday10 = HoursSample.unix(2024, 12, 24, 10)

    func key(_ id: String) -> VenueKey { VenueKey(provider: "test", id: id) }
    func local(_ h: Int, _ mi: Int = 0, day: Int = 24) -> LocalTime { LocalTime(year: 2024, month: 12, day: day, hour: h, minute: mi) }

    func testTheSimulatedClockRunsOnFromWhereItWasSetAndTheKeysMoveItAnHour() {
        var state = HoursSample.state(at: tuesday10)
        XCTAssertTrue(state.clock.simulated)
        _ = Update.apply(&state, .ticked(now: 1090))
        XCTAssertEqual(state.clock.now, tuesday10 + 90, "the clock runs on with the wall clock")
        _ = Update.apply(&state, .key(.character(">")))
        XCTAssertEqual(state.clock.now, tuesday10 + 90 + 3600)
        _ = Update.apply(&state, .key(.character("<")))
        _ = Update.apply(&state, .key(.character("<")))
        XCTAssertEqual(state.clock.now, tuesday10 + 90 - 3600)

        var wall = AppState(width: 80, height: 24, provider: .offline, at: Sample.center)
        wall.clock = AppClock(wall: 5000)
        _ = Update.apply(&wall, .ticked(now: 5001))
        XCTAssertEqual(wall.clock.now, 5001)
        XCTAssertFalse(wall.clock.simulated, "without --time the clock is the wall clock")
        _ = Update.apply(&wall, .key(.character(">")))
        XCTAssertTrue(wall.clock.simulated, "a moved clock is a simulated one")
        XCTAssertEqual(wall.clock.now, 5001 + 3600)
    }

    func testEachRowSaysItsStateAtTheClock() {
        let state = HoursSample.state(at: tuesday10)
        XCTAssertEqual(state.hours.status(of: key("w")), .open(until: local(18)))
        XCTAssertEqual(state.hours.status(of: key("d")), .open(until: local(16)))
        XCTAssertEqual(state.hours.status(of: key("n")), .unknown(comment: nil))
        guard case .unreadable(let error) = state.hours.status(of: key("b")) else {
            return XCTFail("\(String(describing: state.hours.status(of: key("b"))))")
        }
        XCTAssertGreaterThan(error.column, 1)
        XCTAssertTrue(state.hours.listHasHours)

        let evening = HoursSample.state(at: HoursSample.unix(2024, 12, 24, 19))
        XCTAssertEqual(evening.hours.status(of: key("w")), .closed(opens: local(8, day: 25)),
                       "without holidays known (no country) Christmas Day is a weekday like any")
        XCTAssertEqual(evening.hours.status(of: key("d")), .closed(opens: local(10, day: 25)))
    }

    func testHolidaysOfTheVenuesCountryCount() {
        let finland = HoursPlace(zone: HoursSample.zone, country: "FI")
        let places = Dictionary(uniqueKeysWithValues: HoursSample.venues.map { ($0.key, finland) })
        let evening = HoursSample.state(at: HoursSample.unix(2024, 12, 24, 19), hours: HoursLoad(places: places))
        // PH off: closed on Christmas Day and Boxing Day, open again on the 27th.
        XCTAssertEqual(evening.hours.status(of: key("d")), .closed(opens: local(10, day: 27)))
    }

    func testARowChangesWhenTheClockPassesAClosingAndOnlyThenDoesATickRedraw() {
        var state = HoursSample.state(at: HoursSample.unix(2024, 12, 24, 17, 59))
        XCTAssertEqual(state.hours.status(of: key("w")), .open(until: local(18)))
        _ = Update.apply(&state, .ticked(now: 1030))
        XCTAssertEqual(state.hours.status(of: key("w")), .open(until: local(18)))
        XCTAssertFalse(Update.redraws(after: .ticked(now: 1030), in: state), "nothing changed")
        _ = Update.apply(&state, .ticked(now: 1060))
        XCTAssertEqual(state.hours.status(of: key("w")), .closed(opens: local(8, day: 25)))
        XCTAssertTrue(Update.redraws(after: .ticked(now: 1060), in: state), "the row and the clock changed")
        _ = Update.apply(&state, .ticked(now: 1061))
        XCTAssertFalse(Update.redraws(after: .ticked(now: 1061), in: state))
        _ = Update.apply(&state, .key(.character("<")))
        XCTAssertEqual(state.hours.status(of: key("w")), .open(until: local(18)), "back an hour, open again")
    }

    func testOnlyTheRowsOnScreenAreEvaluated() {
        let many = (0..<200).map { HoursSample.venue("m\($0)", "Cafe \($0)", north: Double($0), hours: HoursSample.weekdays) }
        var state = HoursSample.state(at: tuesday10, height: 16, rows: HoursSample.rows(many))
        let visible = state.visibleListRows
        XCTAssertGreaterThan(visible, 0)
        XCTAssertEqual(state.hours.shown.count, visible)
        XCTAssertEqual(state.hours.parsed.count, visible)
        _ = Update.apply(&state, .key(.pageDown))
        XCTAssertNotNil(state.hours.status(of: state.list.rows[state.list.scroll + visible - 1].venue.key))
        XCTAssertNil(state.hours.status(of: state.list.rows[199].venue.key), "rows never shown are never read")
    }

    func testAFrameReadsTheCacheAndAValueIsParsedAgainOnlyWhenItChanges() {
        var state = HoursSample.state(at: tuesday10)
        let before = state.hours.parsed[key("w")]
        _ = Update.apply(&state, .ticked(now: 1001))
        _ = Update.apply(&state, .venuesLoaded(HoursSample.rows()))
        XCTAssertEqual(state.hours.parsed[key("w")]?.value, before?.value)
        var changed = HoursSample.venues
        changed[0].details.openingHours = "Mo-Fr 09:00-12:00"
        _ = Update.apply(&state, .venuesLoaded(HoursSample.rows(changed)))
        XCTAssertEqual(state.hours.status(of: key("w")), .open(until: local(12)))
    }

    func testOpenNowAsksForTheOpenRowsAtTheClockAndKeepsAskingAsTheRegionAndTheTimeChange() {
        var state = HoursSample.state(at: tuesday10)
        func openAt(_ effects: [Effect]) -> Double?? {
            for case .loadVenues(_, _, _, _, let openAt, _) in effects { return .some(openAt) }
            return .none
        }
        XCTAssertEqual(openAt(Update.apply(&state, .key(.character("o")))), .some(tuesday10))
        XCTAssertTrue(state.hours.openNow)
        XCTAssertEqual(Update.apply(&state, .key(.character("+"))),
                       [.loadVenues(region: state.viewport.region, from: Sample.center, matching: nil, limit: state.list.limit,
                                    openAt: tuesday10)], "a zoom keeps the filter")
        XCTAssertEqual(openAt(Update.apply(&state, .key(.right))), .some(tuesday10), "so does a pan")
        XCTAssertEqual(openAt(Update.apply(&state, .key(.character(">")))), .some(tuesday10 + 3600), "and the clock moving")
        // The filtered reload holds until 11:30; the tick that passes it reads again, once.
        _ = Update.apply(&state, .venuesLoaded(HoursSample.rows(), hours: HoursLoad(openOf: (4, false),
                                                                                    valid: tuesday10..<(tuesday10 + 5400))))
        XCTAssertEqual(openAt(Update.apply(&state, .ticked(now: 1000 + 1700))), .none)
        XCTAssertEqual(openAt(Update.apply(&state, .ticked(now: 1000 + 1800))), .some(tuesday10 + 5400))
        XCTAssertEqual(openAt(Update.apply(&state, .ticked(now: 1000 + 1801))), .none, "one read until it answers")
        XCTAssertEqual(openAt(Update.apply(&state, .key(.character("o")))), .some(nil), "o again lists them all")
        XCTAssertFalse(state.hours.openNow)
        XCTAssertEqual(openAt(Update.apply(&state, .ticked(now: 9000))), .none)
    }

    func testTheTitleCountsTheOpenOfAll() {
        var state = HoursSample.state(at: tuesday10)
        _ = Update.apply(&state, .key(.character("o")))
        let open = HoursSample.rows().filter { state.hours.status(of: $0.venue.key)?.isOpen == true }
        _ = Update.apply(&state, .venuesLoaded(open, hours: HoursLoad(openOf: (35, false))))
        XCTAssertEqual(title(state), "2 open of 35 venues within 500 m")
        _ = Update.apply(&state, .venuesLoaded(open, complete: false, hours: HoursLoad(openOf: (500, true))))
        XCTAssertEqual(title(state), "2+ open of 500+ venues within 500 m")
        state.settings.language = .chinese
        XCTAssertEqual(title(state), "500 m 范围内 500+ 家店中 2+ 家营业")
        _ = Update.apply(&state, .key(.character("o")))
        _ = Update.apply(&state, .venuesLoaded(HoursSample.rows()))
        state.settings.language = .english
        XCTAssertEqual(title(state), "4 venues within 500 m")
    }

    func title(_ state: AppState) -> String {
        var grid = CellGrid(width: state.viewport.width, height: state.viewport.height)
        ListPane.render(state, into: &grid, area: state.viewport.layout.list)
        let line = grid.lines[state.viewport.layout.list.y]
        return line.split(separator: "─", omittingEmptySubsequences: true).first.map { String($0.dropFirst().dropFirst()).trimmingCharacters(in: .whitespaces) } ?? line
    }

    func testIOpensTheDetailsOfTheSelectedVenueAndEscClosesThem() {
        var state = HoursSample.state(at: tuesday10)
        _ = Update.apply(&state, .key(.down))
        XCTAssertEqual(Update.apply(&state, .key(.character("i"))), [.readFetchTime(key("d"))])
        XCTAssertEqual(state.overlays.details?.venue.id, "d")
        _ = Update.apply(&state, .fetchTimeRead(key("w"), at: 5))
        XCTAssertNil(state.overlays.detailsFetchedAt, "another venue's answer, come late")
        _ = Update.apply(&state, .fetchTimeRead(key("d"), at: HoursSample.unix(2024, 12, 20, 13, 2)))
        XCTAssertEqual(state.overlays.detailsFetchedAt, HoursSample.unix(2024, 12, 20, 13, 2))
        XCTAssertEqual(Update.apply(&state, .key(.down)), [], "keys do nothing behind the overlay")
        XCTAssertEqual(state.list.selection?.id, "d")
        XCTAssertEqual(state.overlays.details?.venue.id, "d")
        _ = Update.apply(&state, .key(.escape))
        XCTAssertNil(state.overlays.details)
        _ = Update.apply(&state, .key(.character("i")))
        XCTAssertEqual(Update.apply(&state, .key(.control("c"))), [.log(LogEvent("stopped")), .quit])
        var empty = AppState(width: 80, height: 24, provider: .offline, at: Sample.center)
        _ = Update.apply(&empty, .venuesLoaded([]))
        _ = Update.apply(&empty, .key(.character("i")))
        XCTAssertNil(empty.overlays.details, "nothing selected, nothing to show")
    }

    func testAValueWithHolidaysIsReadWithoutACountryAndABrokenOneNamesItsColumn() {
        let place = HoursPlace(zone: HoursSample.zone)
        let monday = HoursSample.unix(2024, 12, 23, 11)
        XCTAssertEqual(VenueHours(value: "Mo-Fr 10:00-12:00; PH off", place: place, latitude: 60.17, longitude: 24.94)
            .status(atUnix: monday).status, .open(until: local(12, day: 23)))
        let broken = VenueHours(value: "Mo-Fr 10:00-1x:00", place: place, latitude: 60.17, longitude: 24.94)
        guard case .unreadable(let error) = broken.status(atUnix: monday).status else { return XCTFail() }
        XCTAssertEqual(error.column, 14, error.description)
    }
}
