import XCTest
import NearbyTestSupport
@testable import NearbyApp
import NearbyCells
import NearbyFormats
import NearbyText

/// The facet line (`F`): its keys toggle the facets and "open now" (one state with `o`), each
/// toggle re-reads the list with the filter, the title says what is filtered and of how many,
/// and the details overlay shows each facet as yes, no, limited or unknown — never unknown as no.
final class FacetLineTests: XCTestCase {
    /// The filters of the reloads among `effects` (one per reload).
    func reloads(_ effects: [Effect]) -> [(facets: FacetFilter, openNow: Bool)] {
        effects.compactMap { effect in
            if case .loadVenues(_, _, _, _, let openAt, let facets) = effect { return (facets, openAt != nil) }
            return nil
        }
    }

    func yes(_ facets: Facet...) -> FacetFilter { FacetFilter(facets.map { FacetCondition(facet: $0, value: .yes) }) }

    func key(_ state: inout AppState, _ key: Key) -> [Effect] { Update.apply(&state, .key(key)) }

    func testKeysInTheLineToggleFacetsAndEachReloadsWithTheFilter() {
        var state = Sample.state()
        XCTAssertTrue(reloads(key(&state, .character("F"))).isEmpty, "opening the line reads nothing")
        XCTAssertTrue(state.facets.isOpen)

        var found = reloads(key(&state, .character("1")))
        XCTAssertEqual(found.map(\.facets), [yes(.wifi)])
        found = reloads(key(&state, .character("p")))
        XCTAssertEqual(found.map(\.facets), [yes(.wifi, .power)])
        // The cursor follows the last item toggled (power); → moves to outside, space toggles it.
        _ = key(&state, .right)
        found = reloads(key(&state, .character(" ")))
        XCTAssertEqual(found.map(\.facets), [yes(.wifi, .power, .outdoor)])
        // Step-free first in the keys, still in the line's order in the filter.
        found = reloads(key(&state, .character("s")))
        XCTAssertEqual(found.map(\.facets), [yes(.wifi, .power, .outdoor, .wheelchair)])
        // Again: off.
        found = reloads(key(&state, .character("1")))
        XCTAssertEqual(found.map(\.facets), [yes(.power, .outdoor, .wheelchair)])
        XCTAssertEqual(found.map(\.openNow), [false])
        XCTAssertEqual(state.facets.cursor, 0, "the cursor is on the item toggled last")
    }

    func testTheCursorWrapsAndEscKeepsTheFilters() {
        var state = Sample.state()
        _ = key(&state, .character("F"))
        _ = key(&state, .left)
        XCTAssertEqual(state.facets.cursor, FacetLine.items.count - 1, "← from the first item goes to the last")
        _ = key(&state, .right)
        XCTAssertEqual(state.facets.cursor, 0)
        _ = key(&state, .character("w"))
        XCTAssertTrue(key(&state, .escape).isEmpty, "closing reads nothing again")
        XCTAssertFalse(state.facets.isOpen)
        XCTAssertTrue(state.facets.requires(.wifi), "the filters stay on after the line closes")
        XCTAssertEqual(reloads([Update.reload(state)]).map(\.facets), [yes(.wifi)], "every later reload keeps them")
        // F closes it too, and opens it again.
        _ = key(&state, .character("F"))
        XCTAssertTrue(state.facets.isOpen)
        _ = key(&state, .character("F"))
        XCTAssertFalse(state.facets.isOpen)
    }

    func testOpenNowInTheLineIsTheSameStateAsO() {
        var state = Sample.state(width: 80, height: 20)
        _ = key(&state, .character("F"))
        var found = reloads(key(&state, .character("5")))
        XCTAssertTrue(state.hours.openNow)
        XCTAssertEqual(found.map(\.openNow), [true])
        XCTAssertEqual(found.map(\.facets), [FacetFilter()])
        _ = key(&state, .escape)
        // `o` outside the line turns the same state off…
        found = reloads(key(&state, .character("o")))
        XCTAssertFalse(state.hours.openNow)
        XCTAssertEqual(found.map(\.openNow), [false])
        // …and the line says so, and its `o` turns it on again.
        _ = key(&state, .character("F"))
        XCTAssertTrue(barLine(state).contains("[ ] open now"), barLine(state))
        found = reloads(key(&state, .character("o")))
        XCTAssertTrue(state.hours.openNow)
        XCTAssertTrue(barLine(state).contains("[x] open now"), barLine(state))
    }

    func testOtherKeysInTheLineMoveNothingButTheListsKeysStillWork() {
        var state = Sample.state()
        _ = key(&state, .character("F"))
        let before = state.location.user
        XCTAssertEqual(key(&state, .character("a")), [], "a stray letter does nothing")
        XCTAssertEqual(key(&state, .character("D")), [])
        XCTAssertEqual(state.location.user, before)
        XCTAssertTrue(state.facets.isOpen)
        let first = state.list.selection
        _ = key(&state, .down)
        XCTAssertNotEqual(state.list.selection, first, "↓ still moves the selection")
        XCTAssertTrue(key(&state, .control("c")).contains(.quit), "Ctrl-C still quits")
    }

    // MARK: The line on screen

    func barLine(_ state: AppState) -> String {
        Screen.render(state).lines[state.viewport.layout.status.y]
    }

    func testTheLineTakesTheStatusBarsPlaceAndSaysWhatIsOn() {
        var state = Sample.state(width: 80, height: 20)
        XCTAssertTrue(barLine(state).contains("? help"))
        _ = key(&state, .character("F"))
        _ = key(&state, .character("1"))
        let line = barLine(state)
        XCTAssertEqual(DisplayWidth.of(line), 80, line)
        for words in ["[x] wifi", "[ ] power", "[ ] outside", "[ ] step-free", "[ ] open now", "1–5 space · Esc"] {
            XCTAssertTrue(line.contains(words), "\(words) in \(line)")
        }
        XCTAssertFalse(line.contains("? help"), line)
        // The item under the cursor is reversed; an item on is bold without colour too.
        let grid = Screen.render(state)
        let x = DisplayWidth.of(String(line[..<line.range(of: "[x] wifi")!.lowerBound]))
        XCTAssertTrue(grid[x, state.viewport.layout.status.y].style.reverse)
        state.settings.language = .chinese
        XCTAssertTrue(barLine(state).contains("[x] 无线网络"), barLine(state))
        state.settings.language = .english
        state.settings.ascii = true
        XCTAssertTrue(barLine(state).contains("1-5 space - Esc"), barLine(state))
        // Narrower: the keys go first, then the space in each box; every item stays.
        state.settings.ascii = false
        state.viewport.width = 62
        XCTAssertEqual(barLine(state), "└ [x] wifi [ ] power [ ] outside [ ] step-free [ ] open now ─┘")
        state.viewport.width = 56
        XCTAssertEqual(barLine(state), "└ [x]wifi [ ]power [ ]outside [ ]step-free [ ]open now ┘")
        _ = key(&state, .escape)
        XCTAssertTrue(barLine(state).contains("? help"), "the status bar is back")
    }

    // MARK: The title

    func header(_ state: AppState) -> String {
        Screen.render(state).lines[state.viewport.layout.list.y]
    }

    /// A state whose last reload was read with `facets`, found `rows` of `unfiltered` venues.
    func loaded(_ facets: FacetFilter, rows: Int, of unfiltered: Int, complete: Bool = true, more: Bool = false,
                language: Language = .english) -> AppState {
        var state = Sample.state(width: 100, height: 20)
        state.settings.language = language
        _ = Update.apply(&state, .venuesLoaded(Array(Sample.rows().prefix(rows)), complete: complete,
                                               facets: FacetLoad(filter: facets, unfiltered: unfiltered, unfilteredMore: more)))
        return state
    }

    func testTheTitleSaysWhatIsFilteredAndOfHowMany() {
        XCTAssertTrue(header(loaded(yes(.wifi), rows: 2, of: 35)).contains("2 with wifi of 35 venues within 500 m"),
                      header(loaded(yes(.wifi), rows: 2, of: 35)))
        let two = header(loaded(yes(.wifi, .power), rows: 1, of: 35))
        XCTAssertTrue(two.contains("1 with wifi and power of 35 venues within 500 m"), two)
        let three = header(loaded(yes(.wifi, .outdoor, .wheelchair), rows: 0, of: 1))
        XCTAssertTrue(three.contains("0 with wifi, seats outside and step-free access of 1 venue within 500 m"), three)
        // More venues than a reload reads: both counts say so.
        let more = header(loaded(yes(.power), rows: 3, of: 500, complete: false, more: true))
        XCTAssertTrue(more.contains("3+ with power of 500+ venues within 500 m"), more)
        let chinese = header(loaded(yes(.wifi, .power), rows: 3, of: 35, language: .chinese))
        XCTAssertTrue(chinese.contains("500 m 范围内 35 家店中 3 家有无线网络和电源插座"), chinese)
        // Without facets the title is the plain one.
        XCTAssertTrue(header(Sample.state(width: 100, height: 20)).contains("3 venues within 500 m"))
    }

    func testWithOpenNowTheTitleSaysOpenWithTheFacets() {
        var state = loaded(yes(.wifi), rows: 2, of: 35)
        state.hours.openNow = true
        XCTAssertTrue(header(state).contains("2 open with wifi of 35 venues within 500 m"), header(state))
        state.settings.language = .chinese
        XCTAssertTrue(header(state).contains("35 家店中 2 家营业且有无线网络"), header(state))
    }

    func testTheTitleSpeaksOfTheRowsListedNotOfAToggleNotYetAnswered() {
        var state = Sample.state(width: 100, height: 20)
        _ = key(&state, .character("F"))
        _ = key(&state, .character("w"))
        XCTAssertTrue(header(state).contains("3 venues within 500 m"), "until the reload answers: " + header(state))
        XCTAssertEqual(state.facets.loaded.names, "")
        _ = Update.apply(&state, .venuesLoaded(Array(Sample.rows().prefix(1)), facets: FacetLoad(filter: yes(.wifi), unfiltered: 3)))
        XCTAssertTrue(header(state).contains("1 with wifi of 3 venues within 500 m"), header(state))
        XCTAssertEqual(state.facets.loaded.names, "wifi")
    }

    func testAnEmptyFilteredListSaysHowToChangeTheFilters() {
        let state = loaded(yes(.wifi, .power), rows: 0, of: 3)
        let text = Screen.render(state).lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("Nothing here has all of these — F changes the filters"), text)
    }

    // MARK: The details overlay

    func details(_ details: VenueDetails, language: Language = .english) -> [(text: String, style: Style)] {
        var state = Sample.state(width: 100, height: 40)
        state.settings.language = language
        var row = state.list.rows[0]
        row.venue.details = details
        return DetailsOverlay.lines(row, state)
    }

    func testTheDetailsShowEveryFacetInThreeStatesAndUnknownAsUnknown() {
        let lines = details(VenueDetails(internetAccess: "wlan", outdoorSeating: "no", wheelchair: "limited"))
        let text = lines.map(\.text)
        for expected in ["wifi: yes", "outdoor seating: no", "step-free: limited", "power outlets: unknown", "indoor seating: unknown"] {
            XCTAssertTrue(text.contains(expected), "\(expected) in \(text)")
        }
        XCTAssertEqual(lines.first { $0.text == "power outlets: unknown" }?.style.foreground, .gray)
        XCTAssertEqual(lines.first { $0.text == "wifi: yes" }?.style.foreground, .green)
        XCTAssertEqual(lines.first { $0.text == "outdoor seating: no" }?.style.foreground, .red)

        // Nothing given: all five unknown, none of them no.
        let none = details(VenueDetails()).map(\.text)
        XCTAssertEqual(Facet.allCases.count, 5)
        XCTAssertEqual(none.filter { $0.hasSuffix(": unknown") }.count, 5, "\(none)")
        XCTAssertFalse(none.contains { $0.hasSuffix(": no") }, "\(none)")
        // A value that is no answer to the question (a public terminal is no wifi for a laptop).
        XCTAssertTrue(details(VenueDetails(internetAccess: "terminal")).map(\.text).contains("wifi: no"))
        let chinese = details(VenueDetails(internetAccess: "wlan"), language: .chinese).map(\.text)
        XCTAssertTrue(chinese.contains("无线网络：是"), "\(chinese)")
        XCTAssertTrue(chinese.contains("电源插座：未知"), "\(chinese)")
    }
}

extension FacetLineTests {
    func testTheHelpListsF() {
        for language in [Language.english, .chinese] {
            XCTAssertTrue(Strings(language).helpRows.contains { $0.keys == "F" }, "\(language)")
        }
        var state = Sample.state(width: 100, height: 40)
        _ = Update.apply(&state, .key(.character("?")))
        let text = Screen.render(state).lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("filters: wifi, power, outside, step-free, open now"), text)
    }
}
