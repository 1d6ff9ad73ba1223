import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyMap
import NearbyRoute
import NearbyText

/// Walks on screen: the list's walk column and title, the route drawn on the map (under the
/// pins, over the streets, in a colour of its own, dots without colour, `*` in ASCII), the
/// callout's walking time and the details overlay's steps, in English and Chinese.
final class WalkScreenTests: XCTestCase {
    let router = StraightRouter(home: Sample.center)

    /// The sample state with the test router's answers in hand.
    func answered(width: Int = 60, height: Int = 24) -> AppState {
        var state = Sample.state(width: width, height: height)
        var effects = Update.apply(&state, .walkRouterOpened(available: true))
        while !effects.isEmpty {
            var next: [Effect] = []
            for effect in effects {
                switch effect {
                case .route(let request, let from, let to):
                    next += Update.apply(&state, .routeFound(request: request, result: router.route(from: from, to: to)))
                case .walkTimes(let request, let from, let to):
                    let keys = Array(to.keys)
                    guard case .success(let times) = router.walkTimes(from: from, to: keys.map { to[$0]! }) else { continue }
                    var found: [VenueKey: WalkTime] = [:]
                    for (key, time) in zip(keys, times) { found[key] = time }
                    next += Update.apply(&state, .walkTimesFound(request: request, times: found))
                default: break
                }
            }
            effects = next
        }
        return state
    }

    func text(_ grid: CellGrid) -> String { grid.lines.joined(separator: "\n") }

    func testTheFrameSaysEachWalkAndDrawsTheSelectedRoute() {
        let state = answered()
        XCTAssertEqual(Screen.render(state).lines, [
            "┌ map ──────────────────────────────────────── 500 m ─ ↑N ─┐",
            "│                                                          │",
            "│    ┌───────────────────────────────────────────┐         │",
            "│    │ Cafe Ekberg · Bulevardi 9 · 1 min · 110 m │         │",
            "│    └───────────────────────────────────────────┘         │",
            "│                         a●⠒⠒⡆                            │",
            "│                             ◉                            │",
            "│                                                          │",
            "│                                 b●                       │",
            "│                                                          │",
            "│                                                          │",
            "│ ├───────┤ 200 m              © OpenStreetMap contributors│",
            "├ 3 venues within 500 m · by walk ─────────────────────────┤",
            "│>a  Cafe Ekberg         Bulevardi 9         1 min · 110 m │",
            "│ b  Robert's Coffee     Aleksanterinkatu…   3 min · 220 m │",
            "│ c  星巴克咖啡馆                            4 min · 300 m │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "└ offline · 60.1690 N 24.9435 E ────────────────── ? help ─┘",
        ], text(Screen.render(state)))
    }

    /// A major street east–west 25 m north of you: the route's leg north crosses it.
    func street() -> MapData {
        let north = Geodesic.destination(from: Sample.center, azimuth: 0, distance: 25)
        let line = MapLine(kind: .major, points: [Geodesic.destination(from: north, azimuth: 270, distance: 300),
                                                  Geodesic.destination(from: north, azimuth: 90, distance: 300)])
        return MapData(tiles: [MapTile(key: TileKey(zoom: 14, x: 0, y: 0), lines: [line])])
    }

    /// The map pane's cells drawn in `style`'s foreground and boldness, with their text.
    func cells(_ grid: CellGrid, _ state: AppState, where match: (Cell) -> Bool) -> [(x: Int, y: Int, text: String)] {
        let map = state.viewport.layout.map
        var found: [(x: Int, y: Int, text: String)] = []
        for y in (map.y + 1)..<map.maxY {
            for x in (map.x + 1)..<(map.maxX - 1) where match(grid[x, y]) { found.append((x, y, grid[x, y].text)) }
        }
        return found
    }

    func testTheRouteIsDrawnOverTheStreetsUnderThePinsInAColourOfItsOwn() throws {
        var state = answered(width: 60, height: 30)
        state.viewport.span = 200
        for (depth, colour) in [(ColorDepth.ansi16, Color.indexed(13)), (.xterm256, .indexed(199))] {
            state.settings.colorDepth = depth
            let grid = Screen.render(state, map: street())
            let route = cells(grid, state) { $0.style.foreground == colour && $0.style.bold }
            XCTAssertGreaterThan(route.count, 8, text(grid))
            XCTAssertTrue(route.allSatisfy { ($0.text.unicodeScalars.first?.value ?? 0) >= 0x2800 }, "braille: \(route)")
            // The street runs on beside the route, in its own look; where they cross, the route is on top.
            let street = cells(grid, state) { ($0.text.unicodeScalars.first?.value ?? 0) >= 0x2800 && $0.style.foreground != colour }
            XCTAssertGreaterThan(street.count, 10, text(grid))
            let streetRow = try XCTUnwrap(street.first?.y)
            XCTAssertTrue(route.contains { $0.y == streetRow }, "the route crosses the street's row:\n" + text(grid))
            XCTAssertFalse(street.contains { s in route.contains { $0.x == s.x && $0.y == s.y } })
            // The pin of the venue at its end and you are drawn over it.
            let pin = try XCTUnwrap(cells(grid, state) { $0.text == "●" && $0.style.reverse }.first)
            let user = try XCTUnwrap(cells(grid, state) { $0.text == "◉" }.first)
            XCTAssertTrue(route.contains { abs($0.x - pin.x) <= 1 && abs($0.y - pin.y) <= 1 }, "the route reaches the pin")
            XCTAssertTrue(route.contains { abs($0.x - user.x) <= 1 && abs($0.y - user.y) <= 1 }, "the route starts at you")
        }
        // Without colour (NO_COLOR) the route is a line of dots; the streets stay braille.
        state.settings.colorDepth = .monochrome
        var grid = Screen.render(state, map: street())
        let dots = cells(grid, state) { $0.text == "•" }
        XCTAssertGreaterThan(dots.count, 3, text(grid))
        XCTAssertTrue(dots.allSatisfy { grid[$0.x, $0.y].style == Style(bold: true) })
        XCTAssertGreaterThan(cells(grid, state) { ($0.text.unicodeScalars.first?.value ?? 0) >= 0x2800 }.count, 10)
        // In ASCII, stars.
        state.settings.ascii = true
        grid = Screen.render(state, map: street())
        XCTAssertEqual(cells(grid, state) { $0.text == "*" }.count, dots.count, text(grid))
        XCTAssertTrue(grid.lines.allSatisfy { $0.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E } })
    }

    func testOnlyTheSelectedVenuesRouteIsDrawnAndItShortensBehindYouOnTheWay() throws {
        var state = answered(width: 60, height: 30)
        state.viewport.span = 200
        let colour = Color.indexed(13)
        func routeCells() -> Int { cells(Screen.render(state), state) { $0.style.foreground == colour }.count }
        let whole = routeCells()
        XCTAssertGreaterThan(whole, 8)
        // Another selection: its route is asked; until it comes, no route is drawn (not the last one's).
        _ = Update.apply(&state, .key(.down))
        XCTAssertEqual(routeCells(), 0)
        _ = Update.apply(&state, .key(.up))
        XCTAssertEqual(routeCells(), whole)
        _ = Update.apply(&state, .key(.character("f")))
        _ = Update.apply(&state, .routePlaybackChanged(playing: true))
        XCTAssertEqual(routeCells(), whole)
        let step = Geodesic.destination(from: Sample.center, azimuth: 0, distance: 40)
        _ = Update.apply(&state, .locationMoved(step, heldBack: HeldBackMove(meters: 40, filter: 50)))
        let ahead = routeCells()
        XCTAssertLessThan(ahead, whole, "40 m of 110 m walked")
        XCTAssertGreaterThan(ahead, 2)
        // Nothing is drawn behind you: every cell of the route is at or north of your row.
        let grid = Screen.render(state)
        let you = try XCTUnwrap(cells(grid, state) { $0.text == "◉" }.first)
        let start = try XCTUnwrap(MapPane.projection(state, inner: MapPane.innerArea(state.viewport.layout.map)).cell(of: Sample.center))
        XCTAssertGreaterThan(start.row + 1, you.y, "you moved rows north")
        XCTAssertTrue(cells(grid, state) { $0.style.foreground == colour }.allSatisfy { $0.y <= you.y }, text(grid))
        // The callout counts down too.
        let callout = text(Screen.render(state))
        XCTAssertTrue(callout.contains("Cafe Ekberg · Bulevardi 9 · 1 min · 70 m"), callout)
    }

    func testTheDetailsOverlayListsTheStepsInEnglishAndChinese() {
        var state = answered(width: 70, height: 30)
        _ = Update.apply(&state, .key(.character("i")))
        var overlay = text(Screen.render(state))
        for line in ["78 m NW of you", "walk: 1 min · 110 m", "start along Mikonkatu · 50 m",
                     "turn left onto Aleksanterinkatu · 60 m", "arrive: Cafe Ekberg on the right"] {
            XCTAssertTrue(overlay.contains(line), line + "\n" + overlay)
        }
        state.settings.language = .chinese
        overlay = text(Screen.render(state))
        for line in ["步行：1 分钟 · 110 m", "沿 Mikonkatu 出发 · 50 m", "左转进入 Aleksanterinkatu · 60 m",
                     "到达：Cafe Ekberg，在右侧"] {
            XCTAssertTrue(overlay.contains(line), line + "\n" + overlay)
        }
        // Before the route comes, and where none reaches, one line says so.
        var waiting = Sample.state(width: 70, height: 30)
        _ = Update.apply(&waiting, .walkRouterOpened(available: true))
        _ = Update.apply(&waiting, .key(.character("i")))
        XCTAssertTrue(text(Screen.render(waiting)).contains("walk: finding the route…"))
        _ = Update.apply(&waiting, .routeFound(request: 1, result: .failure(.outsideGraphs(areas: ["Helsinki"]))))
        XCTAssertTrue(text(Screen.render(waiting)).contains("no walk: outside the walking maps (Helsinki)"))
    }

    func testEveryStepHasWordsInBothLanguages() {
        let en = Strings(.english), zh = Strings(.chinese)
        let at = Sample.center
        func step(_ type: ManeuverType, _ modifier: ManeuverModifier?, _ name: String = "Mikonkatu") -> WalkStep {
            WalkStep(name: name, distance: 80, duration: 58, maneuver: Maneuver(type: type, modifier: modifier, location: at))
        }
        XCTAssertEqual(en.step(step(.turn, .left), venue: "Café Aalto"), "turn left onto Mikonkatu · 80 m")
        XCTAssertEqual(en.step(step(.turn, .sharpRight), venue: "x"), "turn sharp right onto Mikonkatu · 80 m")
        XCTAssertEqual(en.step(step(.turn, .uturn), venue: "x"), "make a U-turn onto Mikonkatu · 80 m")
        XCTAssertEqual(en.step(step(.turn, .straight, ""), venue: "x"), "go straight · 80 m")
        XCTAssertEqual(en.step(step(.newName, .straight), venue: "x"), "continue onto Mikonkatu · 80 m")
        XCTAssertEqual(en.step(step(.continue, .slightLeft), venue: "x"), "keep slight left along Mikonkatu · 80 m")
        XCTAssertEqual(en.step(step(.ferry, nil, "Suomenlinna"), venue: "x"), "take the ferry Suomenlinna · 80 m")
        XCTAssertEqual(en.step(step(.arrive, .right), venue: "Café Aalto"), "arrive: Café Aalto on the right")
        XCTAssertEqual(en.step(step(.arrive, .left), venue: "Café Aalto"), "arrive: Café Aalto on the left")
        XCTAssertEqual(en.step(step(.arrive, nil), venue: "Café Aalto"), "arrive: Café Aalto")
        XCTAssertEqual(zh.step(step(.turn, .left), venue: "Café Aalto"), "左转进入 Mikonkatu · 80 m")
        XCTAssertEqual(zh.step(step(.arrive, .right), venue: "Café Aalto"), "到达：Café Aalto，在右侧")
        let types: [ManeuverType] = [.depart, .arrive, .turn, .newName, .continue, .roundabout, .ferry]
        let modifiers: [ManeuverModifier?] = [nil, .uturn, .sharpRight, .right, .slightRight, .straight, .slightLeft, .left, .sharpLeft]
        for type in types {
            for modifier in modifiers {
                let a = en.step(step(type, modifier), venue: "V"), b = zh.step(step(type, modifier), venue: "V")
                XCTAssertNotEqual(a, b, "\(type) \(String(describing: modifier))")
                XCTAssertFalse(a.isEmpty || b.isEmpty)
            }
        }
        for (a, b) in [(en.byWalk, zh.byWalk), (en.byStraightLine, zh.byStraightLine), (en.noWalkingRoutes, zh.noWalkingRoutes),
                       (en.walkNotFoundYet, zh.walkNotFoundYet), (en.arrived("V"), zh.arrived("V")),
                       (en.walking(60, playing: true), zh.walking(60, playing: true)),
                       (en.walking(60, playing: false), zh.walking(60, playing: false)), (en.findingWalk, zh.findingWalk),
                       (en.detailsScroll, zh.detailsScroll), (en.noWalkRow("1 m"), zh.noWalkRow("1 m")),
                       (en.routeFailure(.notConnected), zh.routeFailure(.notConnected)),
                       (en.routeFailure(.outsideGraphs(areas: [])), zh.routeFailure(.outsideGraphs(areas: [])))] {
            XCTAssertNotEqual(a, b)
        }
        XCTAssertEqual(en.walkingTime(29), "1 min")
        XCTAssertEqual(en.walkingTime(359), "6 min")
        XCTAssertEqual(en.walkingTime(3600), "1 h")
        XCTAssertEqual(en.walkingTime(3900), "1 h 5 min")
        XCTAssertEqual(zh.walkingTime(3900), "1 小时 5 分钟")
    }

    func testHelpListsTAndF() {
        for language in [Language.english, .chinese] {
            let rows = Strings(language).helpRows
            XCTAssertTrue(rows.contains { $0.keys == "t" })
            XCTAssertTrue(rows.contains { $0.keys == "f" })
        }
    }

    func testWalkingThereInASCIIWritesNoByteAboveTilde() throws {
        var state = answered(width: 70, height: 24)
        state.settings.ascii = true
        _ = Update.apply(&state, .key(.character("f")))
        _ = Update.apply(&state, .routePlaybackChanged(playing: true))
        let grid = Screen.render(state)
        XCTAssertTrue(grid.lines.allSatisfy { $0.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E } }, text(grid))
        XCTAssertTrue(grid.lines.last?.contains("> walk - 1 min left") ?? false, text(grid))
    }

    func testALongWalkScrollsTheDetailsOverlay() throws {
        var state = answered(width: 70, height: 24)
        // A route of thirty steps: taller than the screen.
        var route = try XCTUnwrap(state.walks.route(to: state.list.rows[0].venue.key))
        route.steps = (1...30).map { i in
            WalkStep(name: "Katu \(i)", distance: Double(i), duration: 1,
                     maneuver: Maneuver(type: .turn, modifier: i % 2 == 0 ? .left : .right, location: Sample.center))
        }
        state.walks.route?.result = .success(route)
        _ = Update.apply(&state, .key(.character("i")))
        var overlay = text(Screen.render(state))
        XCTAssertTrue(overlay.contains("turn right onto Katu 1 · 1 m"), overlay)
        XCTAssertFalse(overlay.contains("Katu 30 ·"), overlay)
        XCTAssertTrue(overlay.contains("↑↓ scroll · Esc closes"), overlay)
        XCTAssertTrue(overlay.contains("78 m NW of you"), overlay)
        _ = Update.apply(&state, .key(.down))
        _ = Update.apply(&state, .key(.character("j")))
        overlay = text(Screen.render(state))
        XCTAssertFalse(overlay.contains("78 m NW of you"), "the first two lines scrolled away:\n" + overlay)
        _ = Update.apply(&state, .key(.end))
        overlay = text(Screen.render(state))
        XCTAssertTrue(overlay.contains("turn left onto Katu 30 · 30 m"), overlay)
        XCTAssertTrue(overlay.contains("source: test"), "the last line at the foot:\n" + overlay)
        let end = state.overlays.detailsScroll
        _ = Update.apply(&state, .key(.down))
        XCTAssertEqual(state.overlays.detailsScroll, end, "no further than the last line")
        _ = Update.apply(&state, .key(.pageUp))
        XCTAssertEqual(state.overlays.detailsScroll, end - (DetailsOverlay.innerHeight(state) - 1))
        _ = Update.apply(&state, .key(.home))
        XCTAssertEqual(state.overlays.detailsScroll, 0)
        XCTAssertEqual(state.list.selection?.id, "1", "the keys never moved the selection behind it")
    }
}
