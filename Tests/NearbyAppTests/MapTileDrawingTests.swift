import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyText

/// Drawing the map from (hand-made) tiles: fills, lines, names and the fixed layering of names,
/// pins, the callout and the user's position.
final class MapTileDrawingTests: XCTestCase {
    static let key = TileKey(zoom: 14, x: 9326, y: 4742)

    static func point(north: Double, east: Double) -> Coordinate {
        Geodesic.destination(from: Geodesic.destination(from: Sample.center, azimuth: 0, distance: north),
                             azimuth: 90, distance: east)
    }

    static func map(fills: [MapFill] = [], lines: [MapLine] = [], labels: [MapLabel] = []) -> MapData {
        MapData(tiles: [MapTile(key: key, fills: fills, lines: lines, labels: labels)])
    }

    /// A state with no venues: only the map and the user.
    static func emptyState(width: Int = 60, height: Int = 20) -> AppState {
        var state = AppState(width: width, height: height, provider: .offline, at: Sample.center)
        _ = Update.apply(&state, .venuesLoaded([]))
        return state
    }

    func render(_ state: AppState, _ map: MapData) -> CellGrid {
        var grid = CellGrid(width: state.viewport.width, height: state.viewport.height)
        MapPane.render(state, map: map, into: &grid, area: state.viewport.layout.map)
        return grid
    }

    /// Where `text` is written in the grid (cells, left to right), or nil.
    func cells(of text: String, in grid: CellGrid) -> [(x: Int, y: Int)]? {
        for (y, line) in grid.lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            let x = DisplayWidth.of(String(line[..<range.lowerBound]))
            return (x..<(x + DisplayWidth.of(text))).map { ($0, y) }
        }
        return nil
    }

    func testAStreetIsDrawnWithItsName() {
        let west = Self.point(north: 0, east: -200), east = Self.point(north: 0, east: 200)
        let street = Self.point(north: 60, east: 0)
        // The street runs past the pane's edges: longer than its name, which is written on it.
        let map = Self.map(lines: [MapLine(kind: .major, points: [Self.point(north: 60, east: -400), Self.point(north: 60, east: 400)]),
                                   MapLine(kind: .minor, points: [west, east])],
                           labels: [MapLabel(kind: .street, text: "Aleksanterinkatu", rank: 10,
                                             points: [Self.point(north: 60, east: -400), street, Self.point(north: 60, east: 400)])])
        let grid = render(Self.emptyState(), map)
        let text = grid.lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("Aleksanterinkatu"), text)
        XCTAssertNotNil(grid.cells.first { $0.text.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false
            && $0.style.foreground == .yellow }, "the major road is emphasised:\n" + text)
        XCTAssertNil(render(Self.emptyState(), .none).lines.joined().range(of: "Aleksanterinkatu"))
    }

    func testLabelsNeverOverlapEachOther() {
        let spot = Self.point(north: 80, east: 0)
        let labels = [MapLabel(kind: .place, text: "Kluuvi", rank: 5, points: [spot]),
                      MapLabel(kind: .place, text: "Kaartinkaupunki", rank: 6, points: [spot]),
                      MapLabel(kind: .water, text: "Töölönlahti", rank: 9, points: [Self.point(north: -120, east: -100)])]
        let lines = render(Self.emptyState(), Self.map(labels: labels)).lines
        let text = lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("Kluuvi"), "the first-ranked name wins its spot:\n" + text)
        // The second goes beside its point instead (right, left, above or below), never over
        // the first nor touching it.
        XCTAssertTrue(text.contains("Kaartinkaupunki"), "the second is placed beside it:\n" + text)
        for line in lines where line.contains("Kluuvi") && line.contains("Kaartinkaupunki") {
            XCTAssertFalse(line.contains("KluuviKaartinkaupunki") || line.contains("KaartinkaupunkiKluuvi"), text)
        }
        XCTAssertTrue(text.contains("Töölönlahti"), "a name elsewhere is placed too:\n" + text)
    }

    func testANameSplitAcrossTilesIsWrittenOnce() {
        let a = MapLabel(kind: .street, text: "Mannerheimintie", rank: 10,
                         points: [Self.point(north: 100, east: -700), Self.point(north: 100, east: -20)])
        var b = a
        b.points = [Self.point(north: -100, east: 20), Self.point(north: -100, east: 700)]
        let map = MapData(tiles: [MapTile(key: Self.key, labels: [a]), MapTile(key: TileKey(zoom: 14, x: 9327, y: 4742), labels: [b])])
        let text = render(Self.emptyState(width: 100, height: 30), map).lines.joined(separator: "\n")
        XCTAssertEqual(text.components(separatedBy: "Mannerheimintie").count - 1, 1, text)
    }

    func testNamesAreNeverOverThePinsOrTheUser() throws {
        let state = Sample.state(width: 60, height: 20)
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let projection = MapPane.projection(state, inner: inner)
        // Names anchored exactly on the user and on every pin: none may cover them. A place's
        // name goes beside its point instead (the city you stand in keeps its name).
        var labels = [MapLabel(kind: .place, text: "Ympyrätalo", rank: 1, points: [state.location.user])]
        for (i, row) in state.list.rows.enumerated() {
            labels.append(MapLabel(kind: .place, text: "Pinname\(i)", rank: 1, points: [row.venue.coordinate]))
        }
        let grid = render(state, Self.map(labels: labels))
        let text = grid.lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("Ympyrätalo"), "beside you, not dropped:\n" + text)
        let user = try XCTUnwrap(projection.cell(of: state.location.user))
        XCTAssertEqual(grid[inner.x + user.column, inner.y + user.row].text, "◉")
        for group in MapPane.pinGroups(state, projection: projection) where group.indices.count == 1 {
            XCTAssertEqual(grid[inner.x + group.cell.column, inner.y + group.cell.row].text, "●", text)
            if group.cell.column > 0 {
                XCTAssertEqual(grid[inner.x + group.cell.column - 1, inner.y + group.cell.row].text, Screen.letter(group.indices[0]), text)
            }
        }
        // The same names a little way off are placed: the test can see a name.
        labels = [MapLabel(kind: .place, text: "Ympyrätalo", rank: 1, points: [Self.point(north: -150, east: -170)])]
        XCTAssertTrue(render(state, Self.map(labels: labels)).lines.joined().contains("Ympyrätalo"))
    }

    func testTheCalloutIsNextToItsPinAndNeverOverTheUser() throws {
        // The selected café one cell below the user: a callout above its pin would cover the user.
        var state = AppState(width: 60, height: 20, provider: .offline, at: Sample.center)
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let projection = MapPane.projection(state, inner: inner)
        let user = try XCTUnwrap(projection.cell(of: state.location.user))
        let spot = try XCTUnwrap(projection.unproject(x: Double(user.column * 2) + 1, y: Double(user.row * 4) + 6))
        let venue = Venue(provider: "t", id: "1", name: "Joe & The Juice", address: "Aleksanterinkatu 52", coordinate: spot)
        _ = Update.apply(&state, .venuesLoaded([VenueRow(venue: venue, distance: Geodesic.distance(state.location.user, spot))]))
        XCTAssertEqual(state.list.selectedIndex, 0)
        let street = MapLabel(kind: .street, text: "Aleksanterinkatu", rank: 10,
                              points: [Self.point(north: 0, east: -300), state.location.user, Self.point(north: 0, east: 300)])
        let grid = render(state, Self.map(labels: [street]))
        let text = grid.lines.joined(separator: "\n")
        XCTAssertEqual(grid[inner.x + user.column, inner.y + user.row].text, "◉", text)
        let pin = try XCTUnwrap(projection.cell(of: spot))
        XCTAssertEqual(grid[inner.x + pin.column, inner.y + pin.row].text, "●", text)
        let name = try XCTUnwrap(cells(of: "Joe & The Juice · Aleksanterinkatu 52", in: grid), "the callout's text whole:\n" + text)
        XCTAssertLessThanOrEqual(abs(name[0].y - (inner.y + pin.row)), 2, "the callout is next to its pin:\n" + text)
        XCTAssertFalse(text.contains("Aleksant◉"), text)
        // The street name, if placed, keeps clear of the user, the pin and the callout box.
        if let placed = cells(of: "Aleksanterinkatu", in: grid), !text.contains("Joe & The Juice · Aleksanterinkatu") || placed[0].y != name[0].y {
            for cell in placed {
                XCTAssertFalse(cell.x == inner.x + user.column && cell.y == inner.y + user.row, text)
                XCTAssertFalse(abs(cell.y - name[0].y) <= 1 && cell.x >= name[0].x - 2 && cell.x <= name.last!.x + 2, text)
            }
        }
    }

    func testWaterIsABackgroundInColourAndADotPatternInMonochrome() {
        let square = [Self.point(north: -400, east: -2000), Self.point(north: -400, east: 2000),
                      Self.point(north: 0, east: 2000), Self.point(north: 0, east: -2000)]
        let map = Self.map(fills: [MapFill(kind: .water, rings: [square])])
        var state = Self.emptyState()
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let colour = render(state, map)
        let bottom = inner.maxY - 2, top = inner.y
        XCTAssertEqual(colour[inner.x + 3, bottom].style.background, .blue)
        XCTAssertEqual(colour[inner.x + 3, top].style.background, .default, "only the south half is water")
        state.settings.colorDepth = .monochrome
        let mono = render(state, map)
        XCTAssertTrue(mono.cells.allSatisfy { $0.style.background == .default })
        let row = (inner.x..<inner.maxX).map { mono[$0, bottom].text }.joined()
        XCTAssertTrue(row.contains("⠂"), "a sparse dot pattern marks the water: \(row)")
        XCTAssertFalse((inner.x..<inner.maxX).map { mono[$0, top].text }.joined().contains("⠂"))
    }

    func testCJKNamesTakeTwoColumnsAndKeepTheGridWhole() {
        var state = Self.emptyState(width: 60, height: 20)
        state.settings.language = .chinese
        let map = Self.map(labels: [MapLabel(kind: .place, text: "赫尔辛基", rank: 1, points: [Self.point(north: 120, east: 0)]),
                                    MapLabel(kind: .place, text: "东京湾", rank: 2, points: [Self.point(north: 120, east: 20)])])
        let grid = Screen.render(state, map: map)
        let text = grid.lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("赫尔辛基"), text)
        // Four wide characters are eight columns: the second name would overlap them, so it
        // goes beside its point, and no row loses a column.
        XCTAssertTrue(text.contains("东京湾"), text)
        XCTAssertFalse(grid.lines.contains { $0.contains("赫尔辛基") && $0.contains("东京湾") && !$0.contains("赫尔辛基 ") && !$0.contains(" 赫尔辛基") },
                       text)
        for line in grid.lines { XCTAssertEqual(DisplayWidth.of(line), 60, line) }
    }

    func testTheNoteWhenTheSourceHasNothingHere() {
        var state = Self.emptyState()
        XCTAssertTrue(Screen.render(state, map: MapData(isMissingHere: true)).lines[1].contains("no map data here"))
        XCTAssertFalse(Screen.render(state, map: MapData()).lines.joined().contains("no map data here"))
        state.settings.language = .chinese
        XCTAssertTrue(Screen.render(state, map: MapData(isMissingHere: true)).lines[1].contains("此处没有地图数据"))
    }

    func testBuildingsOnlyFromAZoom15View() {
        let outline = MapLine(kind: .building, points: [Self.point(north: -30, east: -30), Self.point(north: -30, east: 30),
                                                       Self.point(north: 30, east: 30)])
        var state = Self.emptyState()
        state.viewport.span = 100
        let braille = { (grid: CellGrid) in grid.lines.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count }
        XCTAssertGreaterThan(braille(render(state, Self.map(lines: [outline]))), 0)
        state.viewport.span = 5000
        XCTAssertEqual(braille(render(state, Self.map(lines: [outline]))), 0)
    }

    func testARoadAcrossTheAntimeridianIsDrawnWhole() {
        // Fiji: the road's west half in the world's last tile column, its east half in the first.
        let fiji = Coordinate(latitude: -16.5, longitude: 180)
        var state = AppState(width: 60, height: 20, provider: .offline, at: fiji, span: 2000)
        _ = Update.apply(&state, .venuesLoaded([]))
        let west = MapLine(kind: .major, points: [Coordinate(latitude: -16.5, longitude: 179.99), Coordinate(latitude: -16.5, longitude: 180)])
        let east = MapLine(kind: .major, points: [Coordinate(latitude: -16.5, longitude: -180), Coordinate(latitude: -16.5, longitude: -179.99)])
        let map = MapData(tiles: [MapTile(key: TileKey(zoom: 14, x: 16383, y: 8834), lines: [west]),
                                  MapTile(key: TileKey(zoom: 14, x: 0, y: 8834), lines: [east])])
        let grid = render(state, map)
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let projection = MapPane.projection(state, inner: inner)
        let row = Int(projection.project(fiji).y) / 4
        let cells = (inner.x..<inner.maxX).filter { grid[$0, inner.y + row].style.foreground == .yellow }
        // One unbroken run from the west end to the east end, across the middle (the user's cell aside).
        let start = inner.x + Int(projection.project(west.points[0]).x) / 2
        let end = inner.x + Int(projection.project(east.points[1]).x) / 2
        XCTAssertLessThan(start, inner.x + inner.width / 2 - 5)
        XCTAssertGreaterThan(end, inner.x + inner.width / 2 + 5)
        let road = Set(cells), user = inner.x + (Int(projection.project(fiji).x) / 2)
        for x in start...end where x != user {
            XCTAssertTrue(road.contains(x), "a gap at column \(x):\n" + grid.lines.joined(separator: "\n"))
        }
    }
}
