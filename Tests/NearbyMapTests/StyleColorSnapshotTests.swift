import XCTest
import NearbyCells
import NearbyGeo
import NearbyMap

/// The bundled archive drawn with a small test style that paints against type: water red, parks
/// yellow, streets green, street names magenta, place names cyan. Snapshots of the map pane (the
/// top 13 rows of a 60×24 screen) at 256 colours, 16 colours and in monochrome: text, then each
/// cell's background and foreground as a letter of the style's colour (`.` the terminal's own).
final class StyleColorSnapshotTests: XCTestCase {
    static let style = """
        {"version": 8, "name": "against type", "layers": [
          {"id": "water", "type": "fill", "source-layer": "water", "paint": {"fill-color": "#ff0000"}},
          {"id": "park", "type": "fill", "source-layer": "park", "paint": {"fill-color": "#ffff00"}},
          {"id": "roads", "type": "line", "source-layer": "transportation", "paint": {"line-color": "#00ff00"}},
          {"id": "street-names", "type": "symbol", "source-layer": "transportation_name",
           "layout": {"text-field": "{name}"}, "paint": {"text-color": "#ff00ff"}},
          {"id": "places", "type": "symbol", "source-layer": "place",
           "layout": {"text-field": "{name}"}, "paint": {"text-color": "#00ffff"}}
        ]}
        """

    /// The letter of each of the style's colours at a depth.
    static let legend: [ColorDepth: [Color: Character]] = [
        .xterm256: [.indexed(196): "r", .indexed(226): "y", .indexed(46): "g", .indexed(201): "m", .indexed(51): "c"],
        .ansi16: [.indexed(9): "r", .indexed(11): "y", .indexed(10): "g", .indexed(13): "m", .indexed(14): "c"],
        .monochrome: [:],
    ]

    static let view = (center: Coordinate(latitude: 60.1720, longitude: 24.9480), span: 500.0)

    static func snapshot(_ depth: ColorDepth, style text: String = style) throws
        -> (text: [String], backgrounds: [String], foregrounds: [String])
    {
        let source = try MapTileSource(path: MapTileSourceTests.archive, style: try MapStyle(json: Array(text.utf8)))
        var state = MapTileSourceTests.state(at: view.center, span: view.span, width: 60, height: 24)
        state.settings.colorDepth = depth
        let (grid, _) = try MapTileSourceTests.frame(state, source)
        let legend = Self.legend[depth] ?? [:]
        func letters(_ color: (Cell) -> Color) -> [String] {
            (0..<13).map { y in
                String((0..<60).map { x -> Character in
                    let c = color(grid[x, y])
                    return c == .default ? "." : legend[c] ?? "?"
                })
            }
        }
        return (Array(grid.lines.prefix(13)), letters { $0.style.background },
                letters { Self.isBraille($0) || $0.style.foreground != .default && $0.style.foreground != .gray ? $0.style.foreground : .default })
    }

    static func isBraille(_ cell: Cell) -> Bool {
        cell.text.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false
    }

    func assertSnapshot(_ actual: (text: [String], backgrounds: [String], foregrounds: [String]),
                        _ expected: (text: [String], backgrounds: [String], foregrounds: [String]),
                        file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.text, expected.text, "\n" + actual.text.joined(separator: "\n"), file: file, line: line)
        XCTAssertEqual(actual.backgrounds, expected.backgrounds, "\n" + actual.backgrounds.joined(separator: "\n"),
                       file: file, line: line)
        XCTAssertEqual(actual.foregrounds, expected.foregrounds, "\n" + actual.foregrounds.joined(separator: "\n"),
                       file: file, line: line)
    }

    /// The map pane at 256 and at 16 colours: the same letters, as each depth's legend names its
    /// own indices for the style's colours.
    static let colourFrame = (
        text: [
            "┌ map ──────────────────────────────────────── 500 m ─ ↑N ─┐",
            "│⠸⡀ ⡇ ⢿⣿ ⣿⣿⣿⣿⣿⣿⣿⣗⣻⣦⢤⣾⣈⣢⣇⣀⣸⣀⡠⠤⡦⠤⡤⠼⣮⣯⣿⡷⠶⠶⠶⠶⠿⣿                │",
            "│⠛⠃⠉⠁⢤⣼⣿⠐⣿⣿⣿⣿⣿⣿⣿⣿⢸⡏⠉⢹⠢⡀⡠⠋⢆⢀⢀⣠⢇⣀⣸⣰⣿⡿⣿⡇⠤⠤⠤⡤⠋⣿                │",
            "│⡅   ⠸⢿⣿ ⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⢤⣼Kaisaniemi⣫⣿⣿⣽⣿⣗⣒⠶⡭⠥⠤⣿⡀               │",
            "│⡱⣤⣶⠶⠖⢺⣿⠒⢻⣯⣿⣿⣿⣿⠛⣟⡏⣿⠋⢹⡍⢽⡍⠉⠉⠭⣭⣿⠉⣠⣿⣿⢎⣀⣘⣯⠤⡄⣷⠒⡦⣿⡇               │",
            "│⢀⣵⣸⢩⠢⢌⣿⣧⣽⣿⣿⣿⣿⣿ ⣏⣱⢸⡀⢸⡇⢸⡇    ⣿⣰⣿⢏⣿  ⣀⣿⠉⡏⠈⠉⠁⢸⡇               │",
            "│⣿⠈⣿⠷⢲⠛⣿⣷⣼⣿⣿⣸⣿⣿ ⣶⣶⣾⣷⣾⣷⣾⡷⠞⡟⠛⠿⣿⣿◉⠎⣿⡏⢉⣀⣿ ⠃⢰⣃ ⢸⡇               │",
            "│⣯⣧⣿⡆⠈⠈⡟⣟⠿⣿⢇⣿⣿⣿⡆⣻⣿⣿⠸⠇⢻⣿⣇⡠⢤⢤⣼⣿⣇⠎ ⣿⡇⢸ ⣿⣤⣤⣴⣧⣴⣾⡇               │",
            "│⢿⣷⣼⣵⣠⣤⣽⣟⣻⡛⣿⠿⢿⢿⠷⢽⣿⣿  ⢸⣿⣏⡠⣪⣿⠿⣿⠇  ⣿⢁⣜⣄⣿⡄⠁  ⢸⣹⡇               │",
            "│⡿⣽⢾⡿⡛⠛⡟⣿⣿⣷⣼⣤⣾⣾⣦⣼⣿⣿⣧⣤⣼⣿⡷⠛Kluuvi⠤⢽⣧⠶⠶⢿⣷⣶⢶⣶⢾⠛⡇               │",
            "│⣯⢾⢿⣻⣷⣖⣹⣽⣿⣿⣿⣿⣿⣿⣿⣿⣿⡿⠿⠿⠟⢻⣷   ⠘⢼⣏⣉⣉⣹⡇  ⢼⣧⣿⣫⢨⢭ ⡇               │",
            "│⢾├───────┤ 200 m⣿⣇   ⣸⣿⣀⣤⣤⣤⣼⣷⣤© OpenStreetMap contributors│",
            "├ 0 venues within 500 m ───────────────────────────────────┤",
        ], backgrounds: [
            "............................................................",
            ".yyy............yyyyyyyy.yyyyyyyyy..........................",
            "..y.............yyyryyyyyyyyyyyyy...........................",
            "................yyyryyyyyyy.......yy........................",
            "............................................................",
            "............................................................",
            "............................................................",
            "..................................y.........................",
            "..................................y.........................",
            "............................................................",
            "............................................................",
            "............................................................",
            "............................................................",
        ], foregrounds: [
            "............................................................",
            ".gg.y.gg.gggggggggggggggggggggggggggggggggg.................",
            ".ygyygggggggggggggggggggggggggggggggggggggg.................",
            ".g...ggg.ggggggggggggccccccccccggggggggggggg................",
            ".ggggggggggggggggggggggggggggggggggggggggggg................",
            ".gggggggggggggg.gggggggg....ggggg..ggggggggg................",
            ".gggggggggggggg.gggggggggggggg?gggggg.ggg.gg................",
            ".gggggggggggggggggggggggggggggg.ggg.gggggggg................",
            ".gggggggggggggggggg..ggggggggg..ggggggg..ggg................",
            ".ggggggggggggggggggggggggccccccggggggggggggg................",
            ".ggggggggggggggggggggggg...ggggggg..gggggg.g................",
            ".g...............gg...ggggggggg.............................",
            "............................................................",
        ]
    )

    /// 256 colours: the style's colours as xterm indices 196, 226, 46, 201 and 51.
    func testTwoHundredFiftySixColours() throws {
        assertSnapshot(try Self.snapshot(.xterm256), Self.colourFrame)
    }

    /// 16 colours: the same cells in the nearest ANSI colours (bright red, yellow, green,
    /// magenta and cyan: 9, 11, 10, 13, 14).
    func testSixteenColours() throws {
        assertSnapshot(try Self.snapshot(.ansi16), Self.colourFrame)
    }

    /// Monochrome: no colour anywhere; the light park fills show as a sparse dot pattern (the
    /// dot in the top-left corner that the colour frames lack).
    func testMonochrome() throws {
        let mono = try Self.snapshot(.monochrome)
        // The colour frames' streets and names; the parks' pattern and outline instead of their edge dots.
        let text = [
            "┌ map ──────────────────────────────────────── 500 m ─ ↑N ─┐",
            "│⡸⡀   ⢿⣿ ⣿⣿⣿⣿⣿⣿⣿⣗⣻⣦⢤⣾⣈⣢⣇⣀⣸⣀⡠⠤⡦⠤⡤⠼⣮⣯⣿⡷⠶⠶⠶⠶⠿⣿                │",
            "│ ⠃  ⢤⣼⣿⠐⣿⣿⣿⣿⣿⣿⣿⣿⢸⣿⠋⣿⠢⡀⡠⠋⢆⢀⣀⣠⢇⣀⣸⣰⣿⡿⣿⡇⠤⠤⠤⡤⠋⣿                │",
            "│⡅   ⠸⢿⣿ ⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⢶⣿Kaisaniemi⣫⣿⣿⣽⣿⣗⣒⠶⡭⠥⠤⣿⡀               │",
            "│⡱⣤⣶⠶⠖⢺⣿⠒⢻⣯⣿⣿⣿⣿⠛⣟⡏⣿⠋⢹⡍⢽⡍⠉⠉⠭⣭⣿⠉⣠⣿⣿⢎⣀⣘⣯⠤⡄⣷⠒⡦⣿⡇               │",
            "│⢈⣷⣸⢩⠢⢌⣿⣧⣽⣿⣿⣿⣿⣿ ⣏⣱⢸⡀⢸⡇⢸⡇    ⣿⣰⣿⢏⣿  ⣀⣿⠉⡏⠈⠉⠁⢸⡇               │",
            "│⣿⠈⣿⠷⢲⠛⣿⣷⣼⣿⣿⣸⣿⣿ ⣶⣶⣾⣷⣾⣷⣾⡷⠞⡟⠛⠿⣿⣿◉⠎⣿⡏⢉⣀⣿ ⠃⢰⣃ ⢸⡇               │",
            "│⣯⣧⣿⡆⠈⠈⡟⣟⠿⣿⢇⣿⣿⣿⡆⣻⣿⣿⠸⠇⢻⣿⣇⡠⢤⢤⣼⣿⣇⠎ ⣿⡇⢸ ⣿⣤⣤⣴⣧⣴⣾⡇               │",
            "│⢿⣷⣼⣵⣠⣤⣽⣟⣻⡛⣿⠿⢿⢿⠷⢽⣿⣿  ⢸⣿⣏⡠⣪⣿⠿⣿⠇  ⣿⢁⣜⣄⣿⡄⠁  ⢸⣹⡇               │",
            "│⡿⣽⢾⡿⡛⠛⡟⣿⣿⣷⣼⣤⣾⣾⣦⣼⣿⣿⣧⣤⣼⣿⡷⠛Kluuvi⠤⢽⣧⠶⠶⢿⣷⣶⢶⣶⢾⠛⡇               │",
            "│⣯⢾⢿⣻⣷⣖⣹⣽⣿⣿⣿⣿⣿⣿⣿⣿⣿⡿⠿⠿⠟⢻⣷   ⠘⢼⣏⣉⣉⣹⡇  ⢼⣧⣿⣫⢨⢭ ⡇               │",
            "│⢾├───────┤ 200 m⣿⣇   ⣸⣿⣀⣤⣤⣤⣼⣷⣤© OpenStreetMap contributors│",
            "├ 0 venues within 500 m ───────────────────────────────────┤",
        ]
        XCTAssertEqual(mono.text, text, "\n" + mono.text.joined(separator: "\n"))
        XCTAssertEqual(mono.backgrounds, SnapshotLines.blank(width: 60, height: 13))
        XCTAssertFalse(mono.foregrounds.joined().contains { "rygmc".contains($0) }, "no style colour")
    }

    /// The style's red water is where the built-in rules fill water blue: the colour is the
    /// style's, the geometry the same (except where the style's parks, drawn after its water,
    /// cover it), to the dot: a cell on the water's edge draws its dots in the style's red where
    /// the built-in rules draw them blue. Cells holding names are left out: the two draw different names, and a name
    /// takes the background of the cell it starts in. Zoomed out to 8 km, where the sea is.
    func testTheStylesWaterIsWhereTheWaterIs() throws {
        var state = MapTileSourceTests.state(at: MapTileSourceTests.helsinki, span: 8_000, width: 60, height: 24)
        state.settings.colorDepth = .xterm256
        let styled = try MapTileSourceTests.frame(
            state, try MapTileSource(path: MapTileSourceTests.archive, style: try MapStyle(json: Array(Self.style.utf8)))).grid
        let builtIn = try MapTileSourceTests.frame(state, try MapTileSource(path: MapTileSourceTests.archive)).grid
        let pane = state.viewport.layout.map
        var red = 0
        for y in (pane.y + 1)..<pane.maxY {
            for x in (pane.x + 1)..<(pane.maxX - 1) {
                let cells = [styled[x, y], builtIn[x, y]]
                guard cells.allSatisfy({ $0.text == " " || Self.isBraille($0) }) else { continue }
                // A fill shows as the cell's background, or on its edge as dots in its colour.
                func paints(_ cell: Cell, _ color: Color) -> Bool {
                    cell.style.background == color || Self.isBraille(cell) && cell.style.foreground == color
                }
                let water = paints(builtIn[x, y], .blue)
                let redWater = paints(styled[x, y], .indexed(196)), yellowPark = paints(styled[x, y], .indexed(226))
                if redWater { red += 1 }
                XCTAssertEqual(water, redWater || water && yellowPark, "cell \(x), \(y): \(styled[x, y].style)")
            }
        }
        XCTAssertGreaterThan(red, 100)
    }
}
