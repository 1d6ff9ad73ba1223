import XCTest
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap

/// Fills are smooth to the dot: a cell on a fill's edge draws exactly the braille dots whose
/// middles lie inside the polygon, in the fill's colour, while interiors stay cell backgrounds.
/// The expected dots come from first principles: shapes are laid out in dot coordinates,
/// unprojected to the coordinates a tile would carry, and each dot's middle is tested against
/// the shape in dot coordinates (even–odd), independently of the drawing's scanlines.
final class FillEdgeTests: XCTestCase {
    static let columns = 40, rows = 12
    static let projection = MapProjection(center: Coordinate(latitude: 60.17, longitude: 24.94), span: 1000,
                                          columns: columns, rows: rows)
    static let navy = MapColor(xterm256: 19, ansi16: 4, grey: 0)

    /// Shapes in dot coordinates, none with a dot's middle on an edge.
    static let disk: [(x: Double, y: Double)] = (0..<72).map { i in
        let angle = Double(i) / 72 * 2 * .pi
        return (40.3 + 17.3 * cos(angle), 23.7 + 15.1 * sin(angle))
    }
    static let triangle: [(x: Double, y: Double)] = [(3.3, 2.2), (31.7, 9.1), (9.6, 44.9)]
    static let shapes = [disk, triangle]

    static func ring(_ shape: [(x: Double, y: Double)], projection: MapProjection = projection) throws -> [Coordinate] {
        try shape.map { try XCTUnwrap(projection.unproject(x: $0.x, y: $0.y)) }
    }

    /// Even–odd in dot coordinates: a ray east from the point crosses the outline an odd number of times.
    static func inside(_ shape: [(x: Double, y: Double)], _ x: Double, _ y: Double) -> Bool {
        var inside = false
        var a = shape[shape.count - 1]
        for b in shape {
            if (a.y > y) != (b.y > y), x < a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y) { inside.toggle() }
            a = b
        }
        return inside
    }

    /// The braille bits of the cell's dots for which `dot(x, y)` holds.
    static func expectedMask(column c: Int, row r: Int, _ dot: (Int, Int) -> Bool) -> UInt8 {
        var mask: UInt8 = 0
        for dy in 0..<4 {
            for dx in 0..<2 where dot(c * 2 + dx, r * 4 + dy) { mask |= BrailleCanvas.dotBits[dy][dx] }
        }
        return mask
    }

    static func draw(_ fills: [MapFill], depth: ColorDepth, ascii: Bool = false,
                     projection: MapProjection = projection) -> CellGrid {
        var grid = CellGrid(width: columns, height: rows)
        let map = MapData(tiles: [MapTile(key: TileKey(zoom: 14, x: 9326, y: 4742), fills: fills)])
        MapDrawing.drawMap(map, projection: projection, depth: depth, ascii: ascii, into: &grid,
                           area: Rect(x: 0, y: 0, width: columns, height: rows))
        return grid
    }

    static func braille(_ mask: UInt8) -> String { String(Character(Unicode.Scalar(0x2800 + UInt32(mask))!)) }

    /// Every cell against the shape: edge cells are the inside dots in `foreground` on no
    /// background, interiors a `background` cell, the rest untouched. Returns the edge cells seen.
    @discardableResult
    func assertDotAccurate(_ grid: CellGrid, shape: [(x: Double, y: Double)], foreground: Color, background: Color,
                           character: (UInt8) -> String = FillEdgeTests.braille,
                           file: StaticString = #filePath, line: UInt = #line) -> Int {
        var edges = 0
        for r in 0..<Self.rows {
            for c in 0..<Self.columns {
                let mask = Self.expectedMask(column: c, row: r) { Self.inside(shape, Double($0) + 0.5, Double($1) + 0.5) }
                let cell = grid[c, r]
                switch mask {
                case 0:
                    XCTAssertEqual(cell, .blank, "outside at \(c),\(r)", file: file, line: line)
                case 0xFF:
                    XCTAssertEqual(cell, Cell(" ", style: Style(background: background)), "interior at \(c),\(r)", file: file, line: line)
                default:
                    edges += 1
                    XCTAssertEqual(cell.text, character(mask), "edge dots at \(c),\(r)", file: file, line: line)
                    XCTAssertEqual(cell.style, Style(foreground: foreground), "edge colour at \(c),\(r)", file: file, line: line)
                }
            }
        }
        XCTAssertGreaterThan(edges, 20, "the shape has an edge to test", file: file, line: line)
        return edges
    }

    func testAnEdgeCellDrawsTheDotsInsideThePolygonAt16Colours() throws {
        for shape in Self.shapes {
            let grid = Self.draw([MapFill(kind: .water, rings: [try Self.ring(shape)])], depth: .ansi16)
            assertDotAccurate(grid, shape: shape, foreground: .blue, background: .blue)
        }
    }

    func testAnEdgeCellDrawsTheDotsInsideThePolygonAt256ColoursInTheStylesColour() throws {
        for shape in Self.shapes {
            let grid = Self.draw([MapFill(kind: .area, color: Self.navy, rings: [try Self.ring(shape)])], depth: .xterm256)
            assertDotAccurate(grid, shape: shape, foreground: .indexed(19), background: .indexed(19))
        }
    }

    /// A hole is outside: its edge cells draw the dots of the ring around it, not of the hole.
    func testAHoleIsSmoothToTheDotToo() throws {
        let outer: [(x: Double, y: Double)] = [(1.3, 1.3), (78.7, 1.3), (78.7, 46.7), (1.3, 46.7)]
        let grid = Self.draw([MapFill(kind: .park, rings: [try Self.ring(outer), try Self.ring(Self.disk)])], depth: .ansi16)
        var holed = outer + [outer[0]]
        holed += Self.disk + [Self.disk[0]]
        assertDotAccurate(grid, shape: holed, foreground: .green, background: .green)
    }

    /// `--ascii`: an edge cell is the ASCII character whose ink sits where the inside dots are.
    func testASCIIEdgesFollowTheInsideDots() throws {
        for shape in Self.shapes {
            let grid = Self.draw([MapFill(kind: .water, rings: [try Self.ring(shape)])], depth: .ansi16, ascii: true)
            assertDotAccurate(grid, shape: shape, foreground: .blue, background: .blue) { String(BrailleShade.ascii($0)) }
            XCTAssertTrue(grid.cells.allSatisfy { $0.text.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E } })
        }
    }

    /// The ASCII shades, each from its dots: halves, quarters, diagonals and three quarters.
    func testASCIIShadesSitWhereTheDots() {
        func mask(_ rows: [String]) -> UInt8 {
            var bits: UInt8 = 0
            for (y, row) in rows.enumerated() {
                for (x, ch) in row.enumerated() where ch == "#" { bits |= BrailleCanvas.dotBits[y][x] }
            }
            return bits
        }
        let cases: [([String], Character)] = [
            ([" .", "..", "##", "##"], "_"), (["##", "##", "..", ".."], "\""), (["#.", "#.", "#.", "#."], "["),
            ([".#", ".#", ".#", ".#"], "]"), (["#.", "#.", ".#", ".#"], "\\"), ([".#", ".#", "#.", "#."], "/"),
            ([".#", ".#", "##", "##"], "d"), (["#.", "#.", "##", "##"], "b"), (["##", "##", "#.", "#."], "p"),
            (["##", "##", ".#", ".#"], "q"), (["..", "..", "..", "#."], "."), (["#.", "..", "..", ".."], "'"),
            (["..", "..", "#.", "#."], ","), ([".#", ".#", "..", ".."], "'"), (["..", "..", ".#", ".#"], "."),
        ]
        for (rows, expected) in cases {
            XCTAssertEqual(BrailleShade.ascii(mask(rows)), expected, rows.joined(separator: "|"))
        }
        XCTAssertEqual(BrailleShade.ascii(0), " ")
    }

    /// No colour: a fill's dots are its pattern and its outline, and only ever dots inside it —
    /// the coast is drawn to the dot.
    func testMonochromeDrawsThePatternAndTheOutlineInsideThePolygon() throws {
        for shape in Self.shapes {
            let grid = Self.draw([MapFill(kind: .water, rings: [try Self.ring(shape)])], depth: .monochrome)
            func inside(_ x: Int, _ y: Int) -> Bool {
                x >= 0 && y >= 0 && x < Self.columns * 2 && y < Self.rows * 4 && Self.inside(shape, Double(x) + 0.5, Double(y) + 0.5)
            }
            var outlined = 0
            for r in 0..<Self.rows {
                for c in 0..<Self.columns {
                    let mask = Self.expectedMask(column: c, row: r) { x, y in
                        guard inside(x, y) else { return false }
                        let outline = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].contains { n in
                            n.0 >= 0 && n.1 >= 0 && n.0 < Self.columns * 2 && n.1 < Self.rows * 4 && !inside(n.0, n.1)
                        }
                        if outline { outlined += 1 }
                        return outline || (x % 4 == 0 && y % 4 == 1)
                    }
                    let cell = grid[c, r]
                    XCTAssertEqual(cell.text, mask == 0 ? " " : Self.braille(mask), "dots at \(c),\(r)")
                    XCTAssertEqual(cell.style.background, .default)
                }
            }
            XCTAssertGreaterThan(outlined, 40)
        }
    }

    /// Where two fills meet, each dot shows the fill drawn last over it: the cell is the
    /// background of the one that fills most of it and the dots of the other.
    func testTwoFillsMeetToTheDot() throws {
        let field: [(x: Double, y: Double)] = [(0.2, 0.2), (79.8, 0.2), (79.8, 47.8), (0.2, 47.8)]
        let grid = Self.draw([MapFill(kind: .water, rings: [try Self.ring(field)]),
                              MapFill(kind: .park, rings: [try Self.ring(Self.disk)])], depth: .ansi16)
        var edges = 0
        for r in 0..<Self.rows {
            for c in 0..<Self.columns {
                let park = Self.expectedMask(column: c, row: r) { Self.inside(Self.disk, Double($0) + 0.5, Double($1) + 0.5) }
                let cell = grid[c, r]
                switch park {
                case 0: XCTAssertEqual(cell.style.background, .blue, "\(c),\(r)")
                case 0xFF: XCTAssertEqual(cell.style.background, .green, "\(c),\(r)")
                default:
                    edges += 1
                    let parkMost = park.nonzeroBitCount >= 4
                    XCTAssertEqual(cell.style, Style(foreground: parkMost ? .blue : .green, background: parkMost ? .green : .blue),
                                   "\(c),\(r)")
                    XCTAssertEqual(cell.text, Self.braille(parkMost ? ~park : park), "\(c),\(r)")
                }
            }
        }
        XCTAssertGreaterThan(edges, 20)
    }

    /// Continent-wide views fill in coordinates: their edges are to the dot as well, each dot's
    /// middle unprojected and tested against the ring (a box of latitudes and longitudes).
    func testAContinentViewsEdgesAreToTheDot() throws {
        let projection = MapProjection(center: Coordinate(latitude: 10, longitude: 20), span: 8_000_000,
                                       columns: Self.columns, rows: Self.rows)
        let south = -3.3, north = 27.1, west = 1.7, east = 41.9
        let box = [Coordinate(latitude: south, longitude: west), Coordinate(latitude: south, longitude: east),
                   Coordinate(latitude: north, longitude: east), Coordinate(latitude: north, longitude: west)]
        let grid = Self.draw([MapFill(kind: .water, rings: [box])], depth: .ansi16, projection: projection)
        var edges = 0
        for r in 0..<Self.rows {
            for c in 0..<Self.columns {
                let mask = Self.expectedMask(column: c, row: r) { x, y in
                    guard let p = projection.unproject(x: Double(x) + 0.5, y: Double(y) + 0.5) else { return false }
                    return p.latitude > south && p.latitude < north && p.longitude > west && p.longitude < east
                }
                let cell = grid[c, r]
                if mask == 0xFF { XCTAssertEqual(cell.style.background, .blue, "\(c),\(r)") }
                if mask == 0 { XCTAssertEqual(cell, .blank, "\(c),\(r)") }
                if mask != 0, mask != 0xFF {
                    edges += 1
                    XCTAssertEqual(cell.text, Self.braille(mask), "\(c),\(r)")
                    XCTAssertEqual(cell.style.foreground, .blue, "\(c),\(r)")
                }
            }
        }
        XCTAssertGreaterThan(edges, 10)
    }
}
