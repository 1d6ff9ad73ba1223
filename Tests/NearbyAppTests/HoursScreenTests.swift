import XCTest
import NearbyTestSupport
@testable import NearbyApp
import NearbyCells
@testable import NearbyFormats
import NearbyHours
import NearbyText

/// What the screen shows of the hours: each row's state in colour and in words (which are all
/// that is left with NO_COLOR), the callout's state line, the simulated clock in the status bar,
/// the details overlay and the help.
final class HoursScreenTests: XCTestCase {
    let tuesday10 = HoursSample.unix(2024, 12, 24, 10)

    func listLines(_ state: AppState) -> [String] {
        let grid = Screen.render(state)
        let area = state.viewport.layout.list
        return Array(grid.lines[area.y..<area.maxY])
    }

    func testRowsSayTheirStateInWordsAndColour() {
        let state = HoursSample.state(at: HoursSample.unix(2024, 12, 24, 17))
        let grid = Screen.render(state)
        let area = state.viewport.layout.list
        let lines = Array(grid.lines[area.y..<area.maxY])
        XCTAssertEqual(Array(lines[0...4]), [
            "├ 4 venues within 500 m ───────────────────────────────────────────────────────┤",
            "│>a  Weekday Cafe              Katu w                 open until 18:00    40 m │",
            "│ b  Daily Cafe                Katu d                 opens We 10:00      80 m │",
            "│ c  No Hours Cafe             Katu n                 hours unknown      120 m │",
            "│ d  Broken Cafe               Katu b                 hours unreadable   160 m │",
        ])
        for line in lines { XCTAssertEqual(DisplayWidth.of(line), 80, "columns shifted: \(line)") }
        func colour(of words: String, row: Int) -> Color? {
            guard let column = lines[row].range(of: words).map({ DisplayWidth.of(String(lines[row][..<$0.lowerBound])) }) else {
                return nil
            }
            return grid[column, area.y + row].style.foreground
        }
        XCTAssertEqual(colour(of: "open until 18:00", row: 1), .green)
        XCTAssertEqual(colour(of: "opens We 10:00", row: 2), .red)
        XCTAssertEqual(colour(of: "hours unknown", row: 3), .gray)
        XCTAssertEqual(colour(of: "hours unreadable", row: 4), .yellow)
    }

    func testWithNoColorTheWordsStillTellTheStates() {
        var state = HoursSample.state(at: HoursSample.unix(2024, 12, 24, 17))
        state.settings.colorDepth = .monochrome
        let text = listLines(state).joined(separator: "\n")
        for words in ["open until 18:00", "opens We 10:00", "hours unknown", "hours unreadable"] {
            XCTAssertTrue(text.contains(words), "\(words) in\n\(text)")
        }
        state.settings.language = .chinese
        let chinese = listLines(state).joined(separator: "\n")
        for words in ["营业至 18:00", "周三 10:00 开门", "营业时间未知", "营业时间无法识别"] {
            XCTAssertTrue(chinese.contains(words), "\(words) in\n\(chinese)")
        }
    }

    func testAListWithoutHoursKeepsItsColumns() {
        let plain = Sample.state(width: 60, height: 12)
        XCTAssertFalse(plain.hours.listHasHours)
        XCTAssertEqual(listLines(plain)[1], "│>a  Cafe Ekberg             Bulevardi 9              78 m │")
    }

    func testTheCalloutHasAStateLine() {
        let state = HoursSample.state(at: tuesday10, width: 100, height: 30)
        let map = Screen.render(state).lines[state.viewport.layout.map.y..<state.viewport.layout.map.maxY].joined(separator: "\n")
        XCTAssertTrue(map.contains("Weekday Cafe · Katu w"), map)
        XCTAssertTrue(map.contains("open · until 18:00"), map)
    }

    func testTheStatusBarShowsASimulatedClockOnly() {
        var state = HoursSample.state(at: tuesday10)
        let status = { (s: AppState) in Screen.render(s).lines[s.viewport.layout.status.y] }
        XCTAssertTrue(status(state).contains("Tu 24 Dec 10:00 (simulated)"), status(state))
        state.settings.language = .chinese
        XCTAssertTrue(status(state).contains("12月24日 周二 10:00（模拟）"), status(state))
        state.clock = AppClock(wall: tuesday10)
        XCTAssertFalse(status(state).contains("10:00"), "the wall clock is not shown: \(status(state))")
    }

    func testTheDetailsOverlayShowsEverythingKnown() {
        var state = HoursSample.state(at: tuesday10, width: 90, height: 34,
                                      hours: HoursLoad(places: [VenueKey(provider: "test", id: "w"): HoursPlace(zone: HoursSample.zone, country: "FI")]))
        _ = Update.apply(&state, .key(.character("i")))
        _ = Update.apply(&state, .fetchTimeRead(VenueKey(provider: "test", id: "w"), at: HoursSample.unix(2024, 12, 20, 13, 2)))
        let text = Screen.render(state).lines.joined(separator: "\n")
        for expected in ["Weekday Cafe", "Katu w", "40 m N of you", "hours: open · until 18:00",
                         "> Tu 24 Dec  08:00–18:00  (today)", "  We 25 Dec  08:00–18:00  joulupäivä - juldagen",
                         "  Sa 28 Dec  closed", "  Mo 30 Dec  08:00–18:00", "opening_hours: Mo-Fr 08:00-18:00",
                         "phone: +358 9 123", "website: –", "step-free: unknown", "source: test · fetched Fr 20 Dec 13:02", "Esc closes"] {
            XCTAssertTrue(text.contains(expected), "\(expected) in\n\(text)")
        }
        state.settings.ascii = true
        let ascii = Screen.render(state).lines.joined(separator: "\n")
        XCTAssertTrue(ascii.contains("> Tu 24 Dec  08:00-18:00  (today)"), ascii)
        XCTAssertTrue(ascii.contains("hours: open - until 18:00"), ascii)
        state.settings.ascii = false
        state.settings.language = .chinese
        let chinese = Screen.render(state).lines.joined(separator: "\n")
        for expected in ["在你北方 40 m", "营业时间：营业中 · 至 18:00", "> 12月24日 周二  08:00–18:00  (今天)",
                         "  12月28日 周六  休息", "电话：+358 9 123", "网站：–", "来源：test", "Esc 关闭"] {
            XCTAssertTrue(chinese.contains(expected), "\(expected) in\n\(chinese)")
        }
        _ = Update.apply(&state, .key(.escape))
        XCTAssertFalse(Screen.render(state).lines.joined().contains("Esc"))
    }

    func testTheDetailsOfAnUnreadableValueShowItAndTheColumn() throws {
        var state = HoursSample.state(at: tuesday10, width: 90, height: 34)
        state.list.selection = VenueKey(provider: "test", id: "b")
        _ = Update.apply(&state, .key(.character("i")))
        let lines = Screen.render(state).lines
        let raw = try XCTUnwrap(lines.firstIndex { $0.contains("  " + HoursSample.broken) }, lines.joined(separator: "\n"))
        guard case .unreadable(let error) = state.hours.status(of: VenueKey(provider: "test", id: "b")) else { return XCTFail() }
        let start = try XCTUnwrap(lines[raw].range(of: HoursSample.broken)).lowerBound
        let caret = try XCTUnwrap(lines[raw + 1].firstIndex(of: "^"))
        XCTAssertEqual(lines[raw + 1].distance(from: lines[raw + 1].startIndex, to: caret),
                       lines[raw].distance(from: lines[raw].startIndex, to: start) + error.column - 1, "the caret is under the column")
        XCTAssertTrue(lines[raw + 2].contains("column \(error.column): "), lines[raw + 2])
        XCTAssertTrue(lines.joined().contains("hours: hours unreadable"))
    }

    func testTheHelpListsTheNewKeys() {
        for language in [Language.english, .chinese] {
            let keys = Strings(language).helpRows.map(\.keys)
            for key in ["o", "i", "< >"] { XCTAssertTrue(keys.contains(key), "\(language): \(key)") }
        }
        var state = HoursSample.state(at: tuesday10, width: 100, height: 34)
        _ = Update.apply(&state, .key(.character("?")))
        let text = Screen.render(state).lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("move the clock an hour back / forward"), text)
        XCTAssertTrue(text.contains("show only the venues open now"), text)
    }
}

extension HoursScreenTests {
    func testAnOpenNowListWithNothingOpenSaysHowToSeeThemAll() {
        var state = HoursSample.state(at: HoursSample.unix(2024, 12, 24, 23))
        _ = Update.apply(&state, .key(.character("o")))
        _ = Update.apply(&state, .venuesLoaded([], hours: HoursLoad(openOf: (4, false))))
        let lines = listLines(state)
        XCTAssertTrue(lines[0].contains("0 open of 4 venues within 500 m"), lines[0])
        XCTAssertTrue(lines[1].contains("Nothing here is open now — o shows every venue"), lines[1])
    }
}
