import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyText

/// The small things a frame must get right: repaint on request, the attribution, widths the
/// terminal agrees with, the filter's end, every string translated.
final class ScreenDetailTests: XCTestCase {
    func testCtrlLRepaintsInEveryMode() {
        var state = Sample.state()
        XCTAssertEqual(Update.apply(&state, .key(.control("l"))), [.repaint])
        _ = Update.apply(&state, .key(.character("/")))
        XCTAssertEqual(Update.apply(&state, .key(.control("l"))), [.repaint])
        XCTAssertTrue(state.list.editingFilter, "the filter line stays open")
        _ = Update.apply(&state, .key(.escape))
        _ = Update.apply(&state, .key(.character("L")))
        XCTAssertEqual(Update.apply(&state, .key(.control("l"))), [.repaint])
        XCTAssertNotNil(state.overlays.presetPicker, "the picker stays open")
        XCTAssertTrue(Strings(.english).helpRows.contains { $0.keys == "Ctrl-L" }, "the help lists it")
    }

    func testPinsAreNotDrawnOverTheAttribution() throws {
        var state = AppState(width: 40, height: 12, provider: .offline, at: Sample.center)
        let attribution = state.settings.strings.attribution
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let projection = MapPane.projection(state, inner: inner)
        // A venue under each column of the attribution, on the pane's last row.
        let row = inner.height - 1
        let first = inner.width - DisplayWidth.of(attribution)
        var rows: [VenueRow] = []
        for column in first..<inner.width {
            let c = try XCTUnwrap(projection.unproject(x: Double(column * 2) + 1, y: Double(row * 4) + 2))
            XCTAssertEqual(projection.cell(of: c)?.column, column)
            let venue = Venue(provider: "t", id: "v\(column)", name: "V", address: "", coordinate: c)
            rows.append(VenueRow(venue: venue, distance: Geodesic.distance(Sample.center, c)))
        }
        _ = Update.apply(&state, .venuesLoaded(rows.sorted { $0.distance < $1.distance }))
        state.list.selection = nil
        var grid = CellGrid(width: state.viewport.width, height: state.viewport.height)
        MapPane.render(state, map: .none, into: &grid, area: state.viewport.layout.map)
        XCTAssertTrue(grid.lines[inner.y + row].contains(attribution + "│"), grid.lines.joined(separator: "\n"))
    }

    func testEmojiSequencesAreMadeSafeForEveryTerminal() {
        let family = "👩\u{200D}👩\u{200D}👧\u{200D}👦"
        let clean = TerminalSafe.clean(family)
        XCTAssertEqual(clean, "👩👩👧👦", "the joiner terminals disagree on is gone")
        XCTAssertEqual(clean.count, 4)
        XCTAssertEqual(DisplayWidth.of(clean), 8, "what wcwidth, ncurses and tmux count")
        XCTAssertEqual(DisplayWidth.of(family), 8, "measured like ncurses even before cleaning")
        XCTAssertEqual(TerminalSafe.clean("👍\u{1F3FD}"), "👍")
        XCTAssertEqual(TerminalSafe.clean("❤\u{FE0F}"), "❤")
        XCTAssertEqual(DisplayWidth.of(TerminalSafe.clean("❤\u{FE0F}")), 1)
        XCTAssertEqual(DisplayWidth.of("🇫🇮"), 2)
        XCTAssertEqual(TerminalSafe.clean("\u{1F3FD}"), "\u{1F3FD}", "a lone skin tone swatch stays")
        let devanagari = "क्\u{200D}ष"
        XCTAssertEqual(TerminalSafe.clean(devanagari), devanagari, "a joiner between letters stays")
        // Drawn into a grid, every row keeps its width.
        var grid = CellGrid(width: 12, height: 1)
        let end = grid.put("a" + family + "b", x: 0, y: 0)
        XCTAssertEqual(end, 10)
        XCTAssertEqual(grid.lines[0], "a👩👩👧👦b  ")
    }

    func testTheFiltersEndStaysInSight() {
        var state = Sample.state(width: 40, height: 12)
        _ = Update.apply(&state, .key(.character("/")))
        let typed = "abcdefghijklmnopqrstuvwxyz0123456789END"
        for ch in typed { _ = Update.apply(&state, .key(.character(ch))) }
        var grid = CellGrid(width: 40, height: 12)
        ListPane.render(state, into: &grid, area: state.viewport.layout.list)
        let header = grid.lines[state.viewport.layout.list.y]
        XCTAssertTrue(header.contains("789END▏"), header)
        XCTAssertTrue(header.contains("/…"), header)
        XCTAssertEqual(DisplayWidth.of(header), 40)
        XCTAssertTrue(header.hasSuffix("┤"), header)
        _ = Update.apply(&state, .key(.enter))
        grid = CellGrid(width: 40, height: 12)
        ListPane.render(state, into: &grid, area: state.viewport.layout.list)
        XCTAssertTrue(grid.lines[state.viewport.layout.list.y].contains("789END "), "kept, without the cursor")
    }

    func testRoutePickerAndNoRouteStringsAreTranslated() {
        var state = Sample.state(width: 60, height: 20)
        state.settings.language = .chinese
        state.location.hasRoute = true
        state.location.routePlaying = true
        XCTAssertTrue(Screen.render(state).lines.joined().contains("▶ 路线"))
        _ = Update.apply(&state, .key(.character("L")))
        let picker = Screen.render(state).lines.joined()
        XCTAssertTrue(picker.contains("跳到"), picker)
        XCTAssertFalse(picker.contains("Jump to"))
        var bare = Sample.state(width: 60, height: 20)
        bare.settings.language = .chinese
        _ = Update.apply(&bare, .key(.character("p")))
        XCTAssertEqual(bare.fetch.error, .note(Strings(.chinese).noRoute))
        let en = Strings(.english), zh = Strings(.chinese)
        for (a, b) in [(en.routePlaying, zh.routePlaying), (en.jumpTo, zh.jumpTo), (en.noRoute, zh.noRoute)] {
            XCTAssertNotEqual(a, b)
        }
    }
}
