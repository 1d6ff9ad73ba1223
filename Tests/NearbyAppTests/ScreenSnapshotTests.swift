#if canImport(Glibc)
import Glibc
#endif
import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyText

/// Whole frames, line by line (ratatui's `Buffer::with_lines`): typical, crowded, empty,
/// Chinese and tiny.
final class ScreenSnapshotTests: XCTestCase {
    /// 13:02 UTC, drawn as "13:02" with the time zone held at UTC for these frames.
    static let at1302 = Double(13 * 3600 + 2 * 60)
    private var savedZone: String?

    override func setUp() {
        savedZone = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", "UTC0", 1)
        tzset()
    }

    override func tearDown() {
        if let savedZone { setenv("TZ", savedZone, 1) } else { unsetenv("TZ") }
        tzset()
    }

    func assertLines(_ grid: CellGrid, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(grid.lines, expected, "\n" + grid.lines.joined(separator: "\n"), file: file, line: line)
    }

    func testTypicalSmallestScreen() {
        var state = Sample.state(width: 40, height: 12)
        state.fetch.committedAt = Self.at1302
        assertLines(Screen.render(state), [
            "┌ map ──────────────────── 500 m ─ ↑N ─┐",
            "│                                      │",
            "│                    c●                │",
            "│                a● ◉                  │",
            "│                    b●                │",
            "│          © OpenStreetMap contributors│",
            "├ 3 venues within 500 m ───────────────┤",
            "│>a  Cafe Ekberg  Bulevardi 9     78 m │",
            "│ b  Robert's Co… Aleksanter…    156 m │",
            "│ c  星巴克咖啡馆                212 m │",
            "│                                      │",
            "└ offline · 60.1690 N 24.94… ─ ? help ─┘",
        ])
    }

    func testCrowdedPinsClusterAndTheCalloutStaysInside() {
        var state = AppState(width: 50, height: 14, provider: .offline, at: Sample.center)
        var rows: [VenueRow] = (0..<4).map { i in
            let p = Geodesic.destination(from: Sample.center, azimuth: 45, distance: 120 + Double(i) * 0.2)
            return VenueRow(venue: Venue(provider: "t", id: "c\(i)", name: "Crowd \(i)", address: "Katu \(i)", coordinate: p),
                            distance: 120 + Double(i) * 0.2)
        }
        rows += Sample.rows()
        rows.sort { $0.distance < $1.distance }
        _ = Update.apply(&state, .venuesLoaded(rows))
        state.fetch.committedAt = Self.at1302
        assertLines(Screen.render(state), [
            "┌ map ────────────────────────────── 500 m ─ ↑N ─┐",
            "│                                                │",
            // Four venues in one cell and a fifth in the next: one count with a blank cell
            // either side (it used to be "4●", the count over the fifth one's letter).
            "│                          5                     │",
            "│                     a●                         │",
            // The callout beside its pin, never over the user (it used to cover "◉").
            "│┌──────────────────────┐◉                       │",
            "││ Cafe Ekberg · Bulev… │ f●                     │",
            "│└──────────────────────┘enStreetMap contributors│",
            "├ 7 venues within 500 m ─────────────────────────┤",
            "│>a  Cafe Ekberg        Bulevardi 9         78 m │",
            "│ b  Crowd 0            Katu 0             120 m │",
            "│ c  Crowd 1            Katu 1             120 m │",
            "│ d  Crowd 2            Katu 2             120 m │",
            "│ e  Crowd 3            Katu 3             121 m │",
            "└ offline · 60.1690 N 24.9435 E · fet… ─ ? help ─┘",
        ])
    }

    func testEmptyRegionSaysWhatToDo() {
        var state = AppState(width: 40, height: 12, provider: .offline, at: Sample.center)
        _ = Update.apply(&state, .venuesLoaded([]))
        assertLines(Screen.render(state), [
            "┌ map ──────────────────── 500 m ─ ↑N ─┐",
            "│                                      │",
            "│                                      │",
            "│                   ◉                  │",
            "│                                      │",
            "│          © OpenStreetMap contributors│",
            "├ 0 venues within 500 m ───────────────┤",
            "│  No venues here                      │",
            "│  r to fetch, L to jump somewhere     │",
            "│  + / - zooms, c recenters on you     │",
            "│                                      │",
            "└ offline · 60.1690 N 24.94… ─ ? help ─┘",
        ])
    }

    func testChineseInterfaceWithACJKName() {
        var state = Sample.state(width: 40, height: 12)
        state.settings.language = .chinese
        state.fetch.committedAt = Self.at1302
        assertLines(Screen.render(state), [
            "┌ 地图 ────────────────── 500 m ─ ↑北 ─┐",
            "│                                      │",
            "│                    c●                │",
            "│                a● ◉                  │",
            "│                    b●                │",
            "│          © OpenStreetMap contributors│",
            "├ 500 m 范围内 3 家店 ─────────────────┤",
            "│>a  Cafe Ekberg  Bulevardi 9     78 m │",
            "│ b  Robert's Co… Aleksanter…    156 m │",
            "│ c  星巴克咖啡馆                212 m │",
            "│                                      │",
            "└ offline · 60.1690 N 24.94… ─ ? 帮助 ─┘",
        ])
    }

    func testTinyScreenShowsOnlyTheNotice() {
        let state = Sample.state(width: 39, height: 11)
        let lines = Screen.render(state).lines
        XCTAssertEqual(lines[4], "          terminal too small           ")
        XCTAssertEqual(lines[5], "              need 40×12               ")
        XCTAssertEqual(lines.filter { !$0.allSatisfy { $0 == " " } }.count, 2)
    }

    func testCombiningMarksTakeNoColumnAndControlsAreReplaced() {
        var state = Sample.state(width: 40, height: 12)
        state.list.rows[0].venue.name = "Cafe\u{301} Ole\u{301}\u{1B}[31m"
        state.list.rows[1].venue.name = "\u{301}Kahvila ☕ \u{202E}Rev"
        let lines = Screen.render(state).lines
        XCTAssertEqual(lines[7], "│>a  Café Olé�[3… Bulevardi 9     78 m │")
        XCTAssertEqual(lines[8], "│ b  Kahvila ☕ … Aleksanter…    156 m │")
        for line in lines { XCTAssertEqual(DisplayWidth.of(line), 40, line) }
    }
}
