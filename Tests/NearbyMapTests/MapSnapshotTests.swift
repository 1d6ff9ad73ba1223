import XCTest
import NearbyGeo
import NearbyMap

/// Whole-pane snapshots of typical views drawn from the bundled archive (the top 13 rows of a
/// 60×24 screen: the map pane and the list's header), text and background colours (`~` blue for
/// water, `g` green for parks, `.` none). CJK names are in NearbyAppTests (MapTileDrawingTests).
final class MapSnapshotTests: XCTestCase {
    static func snapshot(at center: Coordinate, span: Double, monochrome: Bool = false, ascii: Bool = false) throws
        -> (text: [String], backgrounds: [String])
    {
        let source = try MapTileSource(path: MapTileSourceTests.archive)
        var state = MapTileSourceTests.state(at: center, span: span, width: 60, height: 24)
        state.settings.colorDepth = monochrome ? .monochrome : .ansi16
        state.settings.ascii = ascii
        let (grid, _) = try MapTileSourceTests.frame(state, source)
        let backgrounds = (0..<13).map { y in
            (0..<60).map { x -> String in
                switch grid[x, y].style.background {
                case .blue: return "~"
                case .green: return "g"
                default: return "."
                }
            }.joined()
        }
        return (Array(grid.lines.prefix(13)), backgrounds)
    }

    func assertSnapshot(_ actual: (text: [String], backgrounds: [String]), text: [String], backgrounds: [String],
                        file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.text, text, "\n" + actual.text.joined(separator: "\n"), file: file, line: line)
        XCTAssertEqual(actual.backgrounds, backgrounds, "\n" + actual.backgrounds.joined(separator: "\n"), file: file, line: line)
    }

    /// The default start's frame: text and backgrounds.
    static let defaultStartText = [
        "┌ map ──────────────────────────────────────── 500 m ─ ↑N ─┐",
        "│        ⠐⠛⠻⣿⣿⣷⣷⣶⣶⣶⣿⣿⡄⠒⠋⣫⣹⠉⠹⣿⣿  ⢸⣿⡧⣔⣾⠿⣻⢿⡅  ⣿⡐⠒⠓⣿⣅ ⣀⣀⣘⣾⡇    │",
        "│         ⠸⠊⡎⠺⣟⣿⣅⣀⣣⣽⣿⣣⣦⣴⣯⣿⣿⣦⣷⣿⣶⣾⣿⣿⣟⠉Kluuvi⠴⢽⡟⠛⠛⢻⡟⠯⠉⠋⠉⠉⡇    │",
        "│        ⠠⣔⠶⠛⣋⣉⣿⣿⣦⣼⣾⡿⢿Kaivokatu⠛⠋⢹⣿   ⠈⢺⣗⠒⡖⢺⡇⢠⣀⢹⡏⣭ ⡀  ⡇    │",
        "│        ⠨⡐⠊⠉⡀⠈⣠⣿⣿⣿⣇ ⠼⢸ ⢠⣧⡼⣯⢻⢧⠤⢤⠤⡼⢿⠶⠶⠶⠶⣾⡿⠶⠟⢻⡟⠛⠛⢻⡿⠿⠿⠿⡖⠲⠂    │",
        "│         ⢯⡪⢝⣭⡿⢫⡥⣯⡿⡿⣯⣕⣲⠒⡏⡗⠒⠛⢸⠋⠉⠙⠒⠛⢻    ⢸⠈⢢⡀⢹⡇  ⢰⣇⣀⢔⠊ ⢀⡀    │",
        "│        ⢰⢽⡿⢿⠟⢛⣶⢿⡍ ⡹⣮⣿⣤ ⡇⣇⣀⣀⣼⣄◉⣀⣇⣀⣸⣦Aleksanterinkatu⠟⠛⠃    │",
        "│        ⠠⠋ ⠈⢷⡁⠈⣪⡞⠋Keskusta ⠉⠁ ⠃ ⢸ ⡇  ⣇⣸    ⣿  ⠈⣿  ⡇       │",
        "│        ⢀    ⠹⣎ ⢘⣤⠒ ⣡⡿⣿⡯⣆       ⢸⠉⡗⠊⠹⡀⢸    ⣿   ⣿  ⡇       │",
        "│        ⢀⡱⡀⣀⡴⠛⠙⠞⢉⣸⣷⡞⠁ ⠘⢿⣿⣦⣤⣤⣤⣦⣤Pohjoisesplanadi⣿⠏⠉⣿⡿⠛⠃    │",
        "│          ⠘⣧⡀⢀⣠⣮⢟⠁⠈⠷⣔⠂Helsinki ⣸⣻⣷⣿⣺⣒⣒⣣⣜⣩⣭⣯⣿⣛⣡⣽⣿⣷⣾⣿⡇⡆     │",
        "│ ├───────┤ 200 m⣈⣤⣦⣠⣽⣿⡉⠈ ⠈⠫⣷⣯⣟© OpenStreetMap contributors│",
        "├ 0 venues within 500 m ───────────────────────────────────┤",
    ]
    static let defaultStartBackgrounds = [
        "............................................................",
        ".............................................g..gg..........",
        "............................................................",
        ".................................g..........................",
        "............................................................",
        "............................................................",
        "............................................................",
        "............................................................",
        "............................................................",
        "...........................................ggggg............",
        "................................gggggggggggggggg............",
        "............................................................",
        "............................................................",
    ]

    /// The default start: streets of central Helsinki with their names, parks as green backgrounds.
    func testTheDefaultStart() throws {
        assertSnapshot(try Self.snapshot(at: MapTileSourceTests.helsinki, span: 500, monochrome: false, ascii: false),
                       text: Self.defaultStartText, backgrounds: Self.defaultStartBackgrounds)
    }

    /// Zoomed out to 8 km: the archive's z11 around Helsinki, the sea from its coastline and the
    /// shore beyond the extract as background, and the districts named.
    func testZoomedOut() throws {
        assertSnapshot(try Self.snapshot(at: MapTileSourceTests.helsinki, span: 8_000, monochrome: false, ascii: false), text: [
            "┌ map ─────────────────────────────────────── 8.0 km ─ ↑N ─┐",
            "│          ⢀⣴ Munkkiniemi         ⠠  ⣷  ⠿⠿⠯        ⣀⣀⣹⡏    │",
            "│         ⠐  ⠿⢿   ⣦ ⢀⡜⠁            ⠻  ⡧Herttoniemi⣥⣾⣹⠏⠁⢀⣀⣴⢖│",
            "│          ⠉⠁ ⣸ ⡿⠛⠉⣦⡖⢤⡀             ⢼⠟⠁   ⣤⣄⣀⣀⡠⠄⢀⠰⠛⠘⣃⣰⣾⣛⡿⢿⣾│",
            "│              Taka-Töölö⠄  Kallio⣰⢠⠊⠉⢒⣄⡀⢐⡿⠛⠲⠒  ⠸⣀ ⣴     ⢿⣖│",
            "│          ⡄ ⣠⡽⣷⡀⠓⠿⣾⣧⣼ ⡿⠋    ⠈⢨⡇⠈⠙⢳⣏⠉⢩ Laajasalo⢰  ⣄⣽⣷⣟ ⡟⣻ │",
            "│         ⢨⡇ ⢓⠟⣻⡏⠉⢡Helsinki ⠈⣷◉⡧ ⠙⠋⠙⣷   ⡇      ⠴⡀⠬ ⢈⠉⢻  ⣤⣯⣻│",
            "│        ⡬⣇⣟⣶⣧⣾⣇⡅ ⠈⠒  ⢹⣇⣀⡠  ⠈⠉⠁⠁⠑⡖⡴⣞⣻   ⣇⣴⣦⣆⣦ ⣀   ⢀  ⣠⢿⠛⠛⠋⣛│",
            "│  ⢰⢀⣤⣤⡶⣍⣹ ⣟⢻Lauttasaari⣋⣁⣀⠄⣀⣀⡀⣀⣠⣯⠿⠽    ⡋⢻⣏  ⠛⠉⠫⣷⣶⣾⣤ ⣁⡀  ⠘⣠│",
            "│⢰⢴⣝   ⣷⣦⣽⣻⠚⢽⣶⣎⣟  ⣧⠄  ⣽   ⣟⣰ ⣷⣾⣵⣬⣯⡏⢋⡉⢻  ⣧⣾ ⠟⠁    ⠈⠉⢿ ⠃⣫⡶⢛  │",
            "│⠁⠛          ⠙⣭⣷⣾  ⣶⣾⡅    ⡻⢿       ⣧⠈⢦⢿   ⣗⠄    ⢞ ⢲⡿⣭⣻     │",
            "│⢦├────────────┤ 5 km⠛⢻  ⣠⣘⣾   © OpenStreetMap contributors│",
            "├ 0 venues within 8.0 km ──────────────────────────────────┤",
        ], backgrounds: [
            "............................................................",
            ".............~~....................~~.~~....................",
            "...........~~..~~~..................~~......................",
            "...............~............................................",
            "..............~.......~.............................~~~~~...",
            "......................~...............~~.........~~....~..~.",
            "......................~..............~~~..............~~....",
            ".....................................~~~....................",
            "..........~....~.......~............~~~~...~~.......~.......",
            "....~~~.........~~.....~~~..~.........~~..~.........~....~~.",
            "...~~~~~~~~~~....~~...~~~~..~~~~~~~....~~~.......~....~~~~~.",
            ".......................~~...~~~.............................",
            "............................................................",
        ])
    }

    /// A pane at the streets' edge (the OSM extract ends just south of it): the shore and the
    /// districts from the tiles around the extract; no "no map data here" note, for there is data.
    func testAPaneAtTheArchivesEdge() throws {
        assertSnapshot(try Self.snapshot(at: Coordinate(latitude: 60.1790, longitude: 24.9435), span: 2_000, monochrome: false, ascii: false), text: [
            "┌ map ─────────────────────────────────────── 2.0 km ─ ↑N ─┐",
            "│                                                     ⠈   ⠋│",
            "│    ⣶⣄                                                ⠈  ⣄│",
            "│ ⣷⣤⣾   ⣷ Taka-Töölö    ⢠⡀     Kallio                 ⣠⣾⠟⠛⠛│",
            "│         ⣀             ⢸⡇                ⢀⡀   ⢰ ⡇   ⣾⠟⠁   │",
            "│                       ⢸ ⣶⣶⣶⣦⣀⡀          ⢸⣧⣀⣀⣴ ⡟   ⢀      │",
            "│         ⠁              ⠉⠉⣶⣽ ◉  ⢠⣆⣀    ⢀⣀⣼     ⠿⢶⡆⠠⣾ ⣧⣀⣀⣀⣀│",
            "│       ⠉⠛               ⢰⠓⣿⡇⠻⣷⣦⣄⢸⡇⣸⠶⠶⠶⠶⠿⠿⠿⢿    ⣦⣸ ⣾ ⠿⠟⠉⠙  │",
            "│      ⠟                 ⠏⡇⣿⣿⡀⣾⠉⠠⠉⡇         ⠙⠿⢿     ⡁    ⠙ │",
            "│   ⠟⠉⠁                  ⠺⠎⢿⣿⡇⡀  ⣰⡧⠤           ⢹          ⠁│",
            "│   ⣀⡀                  ⠠⡀ ⠘⣿⡁⢀⣀⢴⠋⡇⠄      ⣠⣶⣶⣶⣶⣾     ⣶⣶⠆   │",
            "│ ├─────────┤ 1 km       ⠛⢖⣦⣭⣥⣼© OpenStreetMap contributors│",
            "├ 0 venues within 2.0 km ──────────────────────────────────┤",
        ], backgrounds: [
            "............................................................",
            ".......................................................~~~..",
            "........................................................~~..",
            ".~...~~~....................................................",
            ".~~~~~~~~.......................................~...........",
            ".~~~~~~~~~~..............~.....................~.....~......",
            ".~~~~~~~~~...................~.............~~~~~.....~......",
            ".~~~~~~~....................................~~~~..~.~....~~.",
            ".~~~~~~......................g.ggg.............~~~~~......~.",
            ".~~~.........................ggggg..............~~~~~.......",
            ".~~~.....................g......................~~~~~.......",
            ".~..........................................................",
            "............................................................",
        ])
    }

    /// The default start without colour: parks and water as their dot patterns and outlines.
    static let monochromeText = [
        "┌ map ──────────────────────────────────────── 500 m ─ ↑N ─┐",
        "│        ⠐⠛⠻⣿⣿⣷⣷⣶⣶⣶⣿⣿⡄⠒⠋⣫⣹⠉⠹⣿⣿  ⢸⣿⡧⣔⣾⠿⣻⢿⡅  ⣿⡐⠛⠓⣿⣇⣸⣀⣀⣸⣾⡇    │",
        "│         ⠸⠊⡎⠺⣟⣿⣅⣀⣣⣽⣿⣣⣮⣽⣯⣿⣿⣧⣷⣿⣶⣾⣿⣿⣟⠉Kluuvi⠴⢽⡟⠛⠿⢿⡟⠯⠉⠋⠉⠉⡇    │",
        "│        ⠠⣔⠶⠛⣋⣉⣿⣿⣦⣼⣾⡿⢿Kaivokatu⠛⠋⣽⣿   ⠈⢺⣗⠒⡖⢺⡇⢠⣀⣹⡏⣭ ⡀  ⡇    │",
        "│        ⠨⡐⠊⠉⡀⠈⣠⣿⣿⣿⣇ ⠼⢸ ⢠⣧⡼⣯⢻⢷⠤⢤⠤⡿⢿⠶⠶⠶⠶⣾⡿⠶⠟⢻⡟⠛⠛⢻⡿⠿⠿⠿⡖⠲⠂    │",
        "│         ⢯⣪⣽⣿⡿⢫⡥⣯⡿⡿⣯⣕⣲⠒⡏⡗⠒⠛⢸⠋⠉⠙⠒⠛⢻    ⢸⠈⢢⡀⢹⡇  ⢰⣇⣀⢔⠊ ⢀⡀    │",
        "│        ⢰⢽⡿⢿⠟⢛⣶⢿⡍ ⡹⣮⣿⣤ ⡇⣇⣀⣀⣼⣄◉⣀⣇⣀⣸⣦Aleksanterinkatu⠟⠛⠃    │",
        "│        ⠠⠋ ⠈⢷⡁⠈⣪⡞⠋Keskusta ⠉⠁ ⠃ ⢸ ⡇  ⣇⣸    ⣿  ⠈⣿  ⡇       │",
        "│        ⢀    ⠹⣎ ⢘⣤⠒ ⣡⡿⣿⡯⣆       ⢸⠉⡗⠊⠹⡀⢸    ⣿   ⣿  ⡇       │",
        "│        ⢀⡱⡀⣀⡴⠛⠙⠞⢉⣸⣷⡞⠁ ⠘⢿⣿⣦⣤⣤⣤⣦⣤Pohjoisesplanadi⣿⡏⠉⣿⡿⠛⠃    │",
        "│          ⠘⣧⡀⢀⣠⣮⢟⠁⠈⠷⣔⠂Helsinki ⣿⣻⣷⣿⣾⣶⣶⣧⣼⣭⣭⣯⣿⣿⣥⣽⣿⣷⣾⣿⣷⡆     │",
        "│ ├───────┤ 200 m⣈⣤⣦⣠⣽⣿⡉⠈ ⠈⠫⣷⣯⣟© OpenStreetMap contributors│",
        "├ 0 venues within 500 m ───────────────────────────────────┤",
    ]

    /// NO_COLOR: no backgrounds; parks are a sparse dot pattern among the streets, outlined to
    /// the dot (the default start's text but where the fills are).
    func testMonochrome() throws {
        assertSnapshot(try Self.snapshot(at: MapTileSourceTests.helsinki, span: 500, monochrome: true, ascii: false),
                       text: Self.monochromeText,
                       backgrounds: SnapshotLines.blank(width: 60, height: 13))
    }

    /// `--ascii`: the same map in printable ASCII (major roads `#`, waterways `~`), the same parks.
    func testASCII() throws {
        assertSnapshot(try Self.snapshot(at: MapTileSourceTests.helsinki, span: 500, monochrome: false, ascii: true), text: [
            "+ map ---------------------------------------- 500 m - ^N -+",
            "|        .###########.........  .#.####..  ....#. .....    |",
            "|         ...####..#################Kluuvi.....#.......    |",
            "|        ......#######Kaivokatu##..   .........##. .  .    |",
            "|        ....~..#### .. ........................#......    |",
            "|         ........###..............    ......  .#... ..    |",
            "|        ......... #### ......@.....Aleksanterinkatu...    |",
            "|        .. .......Keskusta .. . . .  ..    .  .#  .       |",
            "|        .    .. ... .####       .......    .   #  .       |",
            "|        ............. .########Pohjoisesplanadi#######    |",
            "|          ............Helsinki .......#############.,     |",
            "| +-------+ 200 m...####. .###.c OpenStreetMap contributors|",
            "+ 0 venues within 500 m -----------------------------------+",
        ], backgrounds: Self.defaultStartBackgrounds)
    }
}
