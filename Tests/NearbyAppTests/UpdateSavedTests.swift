import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyFormats
import NearbyGeo
import NearbyText

/// The saved places in update and on screen: `b` asks the store and the marks follow only its
/// answer; `B` lists them nearest first, Enter recenters, `e` edits the note, `b`/Delete unsaves.
final class UpdateSavedTests: XCTestCase {
    /// A saved place as the store would report it, from a venue (its own copy).
    func place(_ venue: Venue, number: Int, note: String = "") -> SavedPlace {
        SavedPlace(number: number, key: venue.key, name: venue.name, address: venue.address, coordinate: venue.coordinate,
                   details: venue.details, note: note, savedAt: 1_700_000_000 + number)
    }

    func logNames(_ effects: [Effect]) -> [String] {
        effects.compactMap { if case .log(let event) = $0 { event.name } else { nil } }
    }

    func testStartReadsTheSavedPlaces() {
        var state = AppState(width: 80, height: 24, provider: .offline, at: Sample.center)
        XCTAssertTrue(Update.start(&state).contains(.saved(.load)))
    }

    func testBAsksTheStoreAndTheMarkFollowsItsAnswer() {
        var state = Sample.state()
        let venue = state.list.rows[0].venue
        XCTAssertEqual(Update.apply(&state, .key(.character("b"))), [.saved(.toggle(venue))])
        XCTAssertFalse(state.saved.contains(venue.key), "nothing is marked before the store says it is saved")
        let effects = Update.apply(&state, .savedLoaded([place(venue, number: 1)], change: .saved(name: venue.name)))
        XCTAssertTrue(state.saved.contains(venue.key))
        XCTAssertEqual(state.saved.notice, .saved(venue.name))
        XCTAssertEqual(effects, [.log(LogEvent("savedChanged", [("count", .integer(1)), ("change", .string("saved"))]))])
        XCTAssertTrue(Update.redraws(after: .savedLoaded([], change: .loaded), in: state))
        // Again: the store unsaves it, and the mark goes.
        XCTAssertEqual(Update.apply(&state, .key(.character("b"))), [.saved(.toggle(venue))])
        _ = Update.apply(&state, .savedLoaded([], change: .removed(name: venue.name)))
        XCTAssertFalse(state.saved.contains(venue.key))
        XCTAssertEqual(state.saved.notice, .removed(venue.name))
    }

    func testTheNoticeGoesAfterAFewSecondsAndTheFrameIsDrawnThen() {
        var state = Sample.state()
        _ = Update.apply(&state, .ticked(now: 1000))
        _ = Update.apply(&state, .savedLoaded([place(Sample.venues[0], number: 1)], change: .saved(name: "Cafe Ekberg")))
        _ = Update.apply(&state, .ticked(now: 1001))
        XCTAssertNotNil(state.saved.notice, "still shown a second later")
        XCTAssertFalse(Update.redraws(after: .ticked(now: 1001), in: state))
        _ = Update.apply(&state, .ticked(now: 1000 + SavedList.noticeSeconds + 0.1))
        XCTAssertNil(state.saved.notice)
        XCTAssertTrue(Update.redraws(after: .ticked(now: 1005), in: state), "the tick that takes it away draws the frame")
        _ = Update.apply(&state, .ticked(now: 1006))
        XCTAssertFalse(Update.redraws(after: .ticked(now: 1006), in: state))
    }

    func testBWithNothingSelectedSaysSoAndAsksNothing() {
        var state = AppState(width: 60, height: 20, provider: .offline, at: Sample.center)
        _ = Update.apply(&state, .venuesLoaded([]))
        XCTAssertEqual(Update.apply(&state, .key(.character("b"))), [])
        XCTAssertEqual(state.saved.notice, .nothingSelected)
    }

    func testAFailureIsSaidAndLoggedAndChangesNothing() {
        var state = Sample.state(width: 100)
        _ = Update.apply(&state, .savedLoaded([place(Sample.venues[0], number: 1)], change: .loaded))
        let effects = Update.apply(&state, .savedFailed(reason: "the database is locked by another program"))
        XCTAssertEqual(logNames(effects), ["savedFailed"])
        XCTAssertEqual(state.saved.notice, .failed("the database is locked by another program"))
        XCTAssertTrue(state.saved.contains(Sample.venues[0].key), "the marks stay as the store last said")
        let bar = Screen.render(state).lines[state.viewport.layout.status.y]
        XCTAssertTrue(bar.contains("could not change the saved places"), bar)
    }

    /// Three saved places: the farthest saved first, so the overlay's order is its own.
    func stateWithThreeSaved() -> AppState {
        var state = Sample.state(width: 80, height: 24)
        let gone = Sample.venue("9", "Gone Café", "Mannerheimintie 1", north: 400, east: 0)
        let places = [place(gone, number: 1, note: "closed?"), place(Sample.venues[2], number: 2),
                      place(Sample.venues[0], number: 3, note: "window seat")]
        _ = Update.apply(&state, .savedLoaded(places, change: .loaded))
        return state
    }

    func testTheOverlayListsThemNearestFirstAndEnterRecentersAndSelects() {
        var state = stateWithThreeSaved()
        XCTAssertEqual(Update.apply(&state, .key(.character("B"))), [])
        let rows = Update.savedRows(state)
        XCTAssertEqual(rows.map(\.place.number), [3, 2, 1])
        XCTAssertEqual(rows.map(\.distance), rows.map(\.distance).sorted())
        XCTAssertEqual(state.overlays.saved?.selected, 3, "the nearest is highlighted")
        _ = Update.apply(&state, .key(.down))
        XCTAssertEqual(state.overlays.saved?.selected, 2)
        let before = state.list.selection
        let effects = Update.apply(&state, .key(.enter))
        let target = Sample.venues[2]
        XCTAssertNil(state.overlays.saved)
        XCTAssertEqual(state.viewport.center, target.coordinate)
        XCTAssertEqual(state.location.user, Sample.center, "the map moves, you do not")
        XCTAssertEqual(state.list.selection, target.key)
        XCTAssertNotEqual(before, target.key)
        XCTAssertEqual(logNames(effects), ["mapRecentered", "selectionChanged"])
        XCTAssertTrue(effects.contains(Update.reload(state)))
        // The reload lists it: it stays selected and in sight.
        _ = Update.apply(&state, .venuesLoaded(Sample.rows()))
        XCTAssertEqual(state.list.selection, target.key)
    }

    func testAPlaceWhoseVenueIsGoneStillShowsAndJumps() {
        var state = stateWithThreeSaved()
        _ = Update.apply(&state, .key(.character("B")))
        _ = Update.apply(&state, .key(.end))
        XCTAssertEqual(state.overlays.saved?.selected, 1)
        let screen = Screen.render(state).lines.joined(separator: "\n")
        XCTAssertTrue(screen.contains("Gone Café · closed?"), screen)
        _ = Update.apply(&state, .key(.enter))
        let gone = Sample.venue("9", "Gone Café", "", north: 400, east: 0)
        XCTAssertEqual(state.viewport.center, gone.coordinate)
        // The store has no such venue: the reload lists the others and the first is selected.
        _ = Update.apply(&state, .venuesLoaded(Sample.rows()))
        XCTAssertEqual(state.list.selection, Sample.rows()[0].venue.key)
    }

    func testENotesOnOneLineEnterKeepsEscCancels() {
        var state = stateWithThreeSaved()
        _ = Update.apply(&state, .key(.character("B")))
        _ = Update.apply(&state, .key(.character("e")))
        XCTAssertEqual(state.overlays.saved?.draft, "window seat", "the note so far, to change")
        _ = Update.apply(&state, .key(.control("u")))
        for ch in "bé\u{1B}\u{202E}st 好" { _ = Update.apply(&state, .key(.character(ch))) }
        XCTAssertEqual(state.overlays.saved?.draft, "bést 好", "controls and direction overrides are not typed in")
        _ = Update.apply(&state, .key(.backspace))
        // Keys go to the line, not to the overlay: `b` is a letter here, `q` does not quit.
        XCTAssertEqual(Update.apply(&state, .key(.character("b"))), [])
        XCTAssertEqual(Update.apply(&state, .key(.character("q"))), [])
        XCTAssertEqual(Update.apply(&state, .key(.enter)), [.saved(.note(number: 3, text: "bést bq"))])
        XCTAssertNil(state.overlays.saved?.draft)
        XCTAssertNotNil(state.overlays.saved, "the overlay stays open")
        // Esc leaves the note as it was.
        _ = Update.apply(&state, .key(.character("e")))
        _ = Update.apply(&state, .key(.character("x")))
        XCTAssertEqual(Update.apply(&state, .key(.escape)), [])
        XCTAssertNil(state.overlays.saved?.draft)
        XCTAssertNotNil(state.overlays.saved)
        // Unchanged: nothing to write.
        _ = Update.apply(&state, .key(.character("e")))
        XCTAssertEqual(Update.apply(&state, .key(.enter)), [])
    }

    func testANoteStopsAtItsLimit() {
        var state = stateWithThreeSaved()
        _ = Update.apply(&state, .key(.character("B")))
        _ = Update.apply(&state, .key(.character("e")))
        _ = Update.apply(&state, .key(.control("u")))
        for _ in 0..<(SavedList.noteLimit + 20) { _ = Update.apply(&state, .key(.character("a"))) }
        XCTAssertEqual(state.overlays.saved?.draft?.unicodeScalars.count, SavedList.noteLimit)
        let screen = Screen.render(state)
        XCTAssertTrue(screen.lines.contains { $0.contains("note: …") && $0.contains("aaa▏") }, "the end of a long note stays in sight")
        for line in screen.lines { XCTAssertEqual(DisplayWidth.of(line), 80) }
    }

    func testBOrDeleteUnsavesInTheOverlayAndTheHighlightStaysInPlace() {
        var state = stateWithThreeSaved()
        _ = Update.apply(&state, .key(.character("B")))
        _ = Update.apply(&state, .key(.down))
        XCTAssertEqual(Update.apply(&state, .key(.character("b"))), [.saved(.remove(number: 2))])
        XCTAssertEqual(Update.apply(&state, .key(.delete)), [.saved(.remove(number: 2))])
        let left = state.saved.places.filter { $0.number != 2 }
        _ = Update.apply(&state, .savedLoaded(left, change: .removed(name: "星巴克咖啡馆")))
        XCTAssertEqual(state.overlays.saved?.selected, 1, "the row that took its place")
        XCTAssertEqual(state.saved.notice, .removed("星巴克咖啡馆"))
        _ = Update.apply(&state, .savedLoaded([], change: .removed(name: "x")))
        XCTAssertNil(state.overlays.saved?.selected)
        XCTAssertEqual(Update.apply(&state, .key(.enter)), [], "nothing to jump to")
        XCTAssertTrue(Screen.render(state).lines.joined().contains("nothing saved yet"))
        _ = Update.apply(&state, .key(.escape))
        XCTAssertNil(state.overlays.saved)
    }

    func testSavedVenuesCarryTheMarkInTheListAndOnTheMapAndAnAsteriskInASCII() {
        var state = Sample.state(width: 60, height: 20)
        _ = Update.apply(&state, .key(.down))
        _ = Update.apply(&state, .savedLoaded([place(Sample.venues[2], number: 1), place(Sample.venues[1], number: 2)], change: .loaded))
        let grid = Screen.render(state)
        let list = state.viewport.layout.list
        let rows = Array(grid.lines[(list.y + 1)..<(list.y + 4)])
        XCTAssertEqual(rows[0], "│ a  Cafe Ekberg             Bulevardi 9              78 m │", "not saved: no mark")
        XCTAssertTrue(rows[1].hasPrefix("│>b★ Robert's Coffee"), rows[1])
        XCTAssertTrue(rows[2].hasPrefix("│ c★ 星巴克咖啡馆"), rows[2])
        for row in rows { XCTAssertEqual(DisplayWidth.of(row), 60, "columns shifted: \(row)") }
        let map = grid.lines[state.viewport.layout.map.y..<state.viewport.layout.map.maxY].joined(separator: "\n")
        XCTAssertTrue(map.contains("a●"), map)
        XCTAssertTrue(map.contains("c★"), map)
        state.settings.ascii = true
        let ascii = Screen.render(state)
        XCTAssertTrue(ascii.lines[list.y + 3].hasPrefix("| c* "), ascii.lines[list.y + 3])
        XCTAssertTrue(ascii.lines.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII } })
    }

    func testASavedPlaceTheListDoesNotShowIsStarredOnTheMapAlone() {
        var state = Sample.state(width: 60, height: 20)
        let map = { (state: AppState) in
            Screen.render(state).lines[(state.viewport.layout.map.y + 1)..<(state.viewport.layout.map.maxY - 1)].joined(separator: "\n")
        }
        XCTAssertFalse(map(state).contains("★"))
        // Gone from the store, 100 m south-west of you: in view, with no letter.
        let gone = Sample.venue("9", "Gone Café", "", north: -100, east: -100)
        _ = Update.apply(&state, .savedLoaded([place(gone, number: 1)], change: .loaded))
        let drawn = map(state)
        XCTAssertEqual(drawn.filter { $0 == "★" }.count, 1, drawn)
        let line = try? XCTUnwrap(drawn.split(separator: "\n").first { $0.contains("★") })
        let before = line.map { String($0.prefix { $0 != "★" }.suffix(1)) }
        XCTAssertEqual(before, " ", "no letter: it is not a listed venue")
        // Far off, outside the view: nothing.
        _ = Update.apply(&state, .savedLoaded([place(Sample.venue("9", "Far", "", north: 5000, east: 0), number: 1)], change: .loaded))
        XCTAssertFalse(map(state).contains("★"))
    }

    func testTheOverlayFitsEveryScreenSizeWithCJKNamesAndALongNote() {
        for (width, height) in [(Layout.minimumWidth, Layout.minimumHeight), (41, 13), (60, 16), (80, 24), (133, 41)] {
            var state = stateWithThreeSaved()
            _ = Update.apply(&state, .resized(width: width, height: height))
            _ = Update.apply(&state, .key(.character("B")))
            _ = Update.apply(&state, .key(.down))
            _ = Update.apply(&state, .key(.character("e")))
            for ch in String(repeating: "咖啡 ", count: 40) { _ = Update.apply(&state, .key(.character(ch))) }
            let grid = Screen.render(state)
            for line in grid.lines { XCTAssertEqual(DisplayWidth.of(line), width, "\(width)×\(height): \(line)") }
            XCTAssertTrue(grid.lines.contains { $0.contains("咖啡 ▏") } || width < 50, "\(width)×\(height): the typed end in sight")
        }
    }

    func testTheDetailsOfASavedVenueSayItWithItsNote() {
        var state = Sample.state(width: 80, height: 24)
        _ = Update.apply(&state, .key(.character("i")))
        XCTAssertFalse(Screen.render(state).lines.joined().contains("★ saved"), "not saved yet")
        _ = Update.apply(&state, .savedLoaded([place(Sample.venues[0], number: 1, note: "window seat")], change: .loaded))
        XCTAssertTrue(Screen.render(state).lines.joined().contains("★ saved: window seat"))
    }

    func testHostileNamesAndNotesAreDrawnCleanedAndInChinese() {
        var state = Sample.state(width: 80, height: 24)
        state.settings.language = .chinese
        var venue = Sample.venues[0]
        venue.name = "Evil\u{1B}[2J Café"
        _ = Update.apply(&state, .savedLoaded([place(venue, number: 1, note: "\u{202E}note\u{9B}31m")], change: .saved(name: venue.name)))
        _ = Update.apply(&state, .key(.character("B")))
        let grid = Screen.render(state)
        let text = grid.lines.joined(separator: "\n")
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E }, text)
        XCTAssertTrue(text.contains("收藏的地点（1）"), text)
        XCTAssertTrue(text.contains("已收藏 Evil"), text)
        for line in grid.lines { XCTAssertEqual(DisplayWidth.of(line), 80, "columns shifted: \(line)") }
    }
}
