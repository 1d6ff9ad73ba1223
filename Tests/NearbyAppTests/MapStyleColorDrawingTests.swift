import XCTest
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap

/// A style's colours on the map (hand-made tiles): fills, lines and names in the colour's index
/// at the terminal's depth, 256 or 16 colours; in monochrome no colour, fills as dot patterns.
final class MapStyleColorDrawingTests: XCTestCase {
    static let red = MapColor(xterm256: 196, ansi16: 9, grey: 2)
    static let green = MapColor(xterm256: 46, ansi16: 10, grey: 2)
    static let orange = MapColor(xterm256: 208, ansi16: 3, grey: 2)
    static let yellow = MapColor(xterm256: 226, ansi16: 11, grey: 3)
    static let navy = MapColor(xterm256: 19, ansi16: 4, grey: 0)

    static func point(_ north: Double, _ east: Double) -> Coordinate { MapTileDrawingTests.point(north: north, east: east) }

    /// The south half of the pane filled (kind `kind`, colour `color`), a minor street across
    /// the north crossed by a major one, and a name.
    static func map(fill kind: MapFill.Kind = .area, color: MapColor? = red) -> MapData {
        let square = [point(-400, -2000), point(-400, 2000), point(0, 2000), point(0, -2000)]
        return MapTileDrawingTests.map(
            fills: [MapFill(kind: kind, color: color, rings: [square])],
            lines: [MapLine(kind: .minor, color: green, points: [point(100, -200), point(100, 200)]),
                    MapLine(kind: .major, color: orange, points: [point(160, 0), point(40, 0)])],
            labels: [MapLabel(kind: .place, text: "Kluuvi", rank: 5, points: [point(-150, -120)], color: yellow)])
    }

    func render(_ map: MapData, depth: ColorDepth) -> (grid: CellGrid, inner: Rect) {
        var state = MapTileDrawingTests.emptyState()
        state.settings.colorDepth = depth
        var grid = CellGrid(width: state.viewport.width, height: state.viewport.height)
        MapPane.render(state, map: map, into: &grid, area: state.viewport.layout.map)
        return (grid, MapPane.innerArea(state.viewport.layout.map))
    }

    static func isBraille(_ cell: Cell) -> Bool {
        cell.text.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false
    }

    /// The foregrounds of the braille cells in the pane's north half.
    func lineColors(_ grid: CellGrid, _ inner: Rect) -> Set<Color> {
        var colors = Set<Color>()
        for y in inner.y..<(inner.y + inner.height / 2) {
            for x in inner.x..<inner.maxX where Self.isBraille(grid[x, y]) { colors.insert(grid[x, y].style.foreground) }
        }
        return colors
    }

    func testTheStyleColoursAtTwoHundredFiftySixColours() throws {
        let (grid, inner) = render(Self.map(), depth: .xterm256)
        XCTAssertEqual(grid[inner.x + 3, inner.maxY - 2].style.background, .indexed(196), "a fill neither water nor park, in red")
        XCTAssertEqual(grid[inner.x + 3, inner.y].style.background, .default)
        XCTAssertEqual(lineColors(grid, inner), [.indexed(46), .indexed(208)], "each street in its colour")
        let row = try XCTUnwrap(grid.lines.firstIndex { $0.contains("Kluuvi") })
        let name = (inner.x..<inner.maxX).map { grid[$0, row] }.filter { "Kluuvi".contains($0.text) && !$0.text.isEmpty }
        XCTAssertEqual(name.count, 6)
        for cell in name {
            XCTAssertEqual(cell.style.foreground, .indexed(226))
            XCTAssertEqual(cell.style.background, .indexed(196), "written over the fill")
            XCTAssertTrue(cell.style.bold, "place names bold")
        }
    }

    func testWhereStreetsCrossTheMoreImportantGivesTheColour() {
        let (grid, inner) = render(Self.map(), depth: .xterm256)
        let crossing = (inner.x..<inner.maxX).flatMap { x in (inner.y..<inner.maxY).map { (x, $0) } }.filter { x, y in
            Self.isBraille(grid[x, y]) && grid[x, y].style.foreground == .indexed(208)
        }
        XCTAssertFalse(crossing.isEmpty)
        XCTAssertTrue(crossing.allSatisfy { grid[$0.0, $0.1].style.bold }, "major roads stay bold in a style's colour")
        // Swapping the kinds swaps which colour wins where they cross.
        var swapped = Self.map()
        swapped.tiles[0].lines[0].kind = .major
        swapped.tiles[0].lines[1].kind = .minor
        let other = render(swapped, depth: .xterm256).grid
        let wins = { (g: CellGrid, color: Color) in g.cells.filter { Self.isBraille($0) && $0.style.foreground == color }.count }
        XCTAssertGreaterThan(wins(other, .indexed(46)), wins(grid, .indexed(46)), "the green street now wins the crossing")
    }

    func testTheStyleColoursAtSixteenColours() {
        let (grid, inner) = render(Self.map(), depth: .ansi16)
        XCTAssertEqual(grid[inner.x + 3, inner.maxY - 2].style.background, .indexed(9), "bright red")
        XCTAssertEqual(lineColors(grid, inner), [.indexed(10), .yellow], "ANSI 3 is the named yellow")
        let navyWater = render(Self.map(fill: .water, color: Self.navy), depth: .ansi16)
        XCTAssertEqual(navyWater.grid[inner.x + 3, inner.maxY - 2].style.background, .blue)
        let redWater = render(Self.map(fill: .water, color: Self.red), depth: .ansi16)
        XCTAssertEqual(redWater.grid[inner.x + 3, inner.maxY - 2].style.background, .indexed(9), "water the style paints red")
    }

    func testMonochromeHasNoColourAndMarksLightFillsWithDots() {
        let (grid, inner) = render(Self.map(), depth: .monochrome)
        XCTAssertTrue(grid.cells.allSatisfy { $0.style.background == .default })
        XCTAssertFalse(grid.cells.contains { if case .indexed = $0.style.foreground { return true } else { return false } })
        let south = (inner.maxY - 3)..<(inner.maxY - 1)
        let dots = south.flatMap { y in (inner.x..<inner.maxX).map { grid[$0, y] } }.filter(Self.isBraille)
        XCTAssertGreaterThan(dots.count, 4, "a light fill is a sparse dot pattern")
        let dark = render(Self.map(color: Self.navy), depth: .monochrome).grid
        XCTAssertEqual(south.flatMap { y in (inner.x..<inner.maxX).map { dark[$0, y] } }.filter(Self.isBraille).count, 0,
                       "a dark fill draws no dots")
    }

    func testWithoutAStyleColourThePaletteByKind() {
        let (grid, inner) = render(Self.map(fill: .water, color: nil), depth: .xterm256)
        XCTAssertEqual(grid[inner.x + 3, inner.maxY - 2].style.background, .blue)
        let area = render(Self.map(fill: .area, color: nil), depth: .xterm256).grid
        XCTAssertEqual(area[inner.x + 3, inner.maxY - 2].style.background, .default, "an area without colour is not drawn")
    }

    func testANSIColoursHaveOneValue() {
        XCTAssertEqual(Color(ansi: 4), .blue)
        XCTAssertEqual(Color(ansi: 8), .gray)
        XCTAssertEqual(Color(ansi: 0), .indexed(0))
        XCTAssertEqual(Color(ansi: 12), .indexed(12))
        XCTAssertEqual(Self.red.color(for: .xterm256), .indexed(196))
        XCTAssertNil(Self.red.color(for: .monochrome))
    }
}
