import Foundation
import NearbyTestSupport
import XCTest
import NearbyCLI

/// The panes in a real terminal: zoom, pan, recenter, filter, help, mouse, sizes, colors,
/// ASCII, Chinese and hostile venue data.
final class PanesEndToEndTests: TmuxTestCase {
    func startApp(_ extra: String = "", width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        try tmux.start("'\(Tmux.binary)' --db '\(databasePath)' --log '\(tmux.logPath)' \(extra); echo EXIT=$?; sleep 30", width: width,
                       height: height, environment: environment)
    }

    /// The screen once the list is there and the map settled, and `also` holds of it (whatever
    /// the test asserts of that screen: a frame may be caught half written).
    func waitForList(_ header: String = "venues within 500 m", _ also: @escaping ([String]) -> Bool = { _ in true }) throws -> [String] {
        try tmux.waitForSettledMap("the list") { lines in
            lines.contains { $0.contains(header) } && lines.contains { $0.contains("fetched") || $0.contains("已获取") } && also(lines)
        }
    }

    func quit() throws {
        try tmux.send("q")
        // Terminals without an alternate screen (vt100) keep the last frame around the shell's output.
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined(separator: "\n").contains("EXIT=0"))
    }

    /// (column, row) of the first `character` on the screen.
    func find(_ character: Character, in screen: [String]) -> (x: Int, y: Int)? {
        for (y, line) in screen.enumerated() { if let x = Array(line).firstIndex(of: character) { return (x, y) } }
        return nil
    }

    func testZoomPanAndRecenter() throws {
        try startApp()
        let start = try waitForList()
        let home = try XCTUnwrap(find("◉", in: start))
        try tmux.send("-")
        try tmux.waitFor(text: "venues within 1.0 km")
        try tmux.send("+", "+")
        try tmux.waitFor(text: "venues within 250 m")
        try tmux.send("Right")
        let panned = try tmux.waitFor("the user west of the center") { lines in
            self.find("◉", in: lines).map { $0.x < home.x } ?? false
        }
        XCTAssertNotEqual(find("◉", in: panned)?.x, home.x)
        try tmux.send("S-Up")
        try tmux.send("c")
        let back = try tmux.waitFor("the user at the center again, at 250 m") { lines in
            (self.find("◉", in: lines).map { $0 == home } ?? false) && lines.joined().contains("venues within 250 m")
        }
        XCTAssertTrue(back.joined().contains("venues within 250 m"), "Shift-Up pans; it is not Esc plus 'A'")
        // All the way out: the whole world from the Natural Earth tiles, in one piece.
        for _ in 0..<20 { try tmux.send("-") }
        // Waited for until the world's tiles are drawn, not only the span (the z0 tile is read after).
        let world = try tmux.waitForSettledMap("the whole world drawn") { lines in
            lines.joined().contains("40000 km") && Self.braille(lines.prefix(29)) > 10 && lines.prefix(29).allSatisfy { $0.count == 100 }
        }
        // Oceans are the bundled style's blue #0000af as a background (xterm 19 at 256 colours:
        // SGR 48;5;19), borders braille, countries named.
        let coloured = try tmux.waitFor("the oceans filled", escapes: true) { $0.prefix(29).joined().contains("48;5;19m") }
        XCTAssertTrue(coloured.prefix(29).joined().contains("48;5;19m"), "the oceans are filled")
        let braille = world.prefix(29).joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
        XCTAssertGreaterThan(braille.count, 10, "borders are drawn:\n" + world.joined(separator: "\n"))
        for line in world.prefix(29) { XCTAssertEqual(line.count, 100, line) }
        try quit()
    }

    /// The venue rows under the list's header (the line holding `header`): rows that end in
    /// their distance, as the list draws them.
    func venueRows(_ screen: [String], under header: String) -> [String]? {
        guard let top = screen.firstIndex(where: { $0.contains(header) }) else { return nil }
        return screen[(top + 1)...].prefix { !$0.hasPrefix("└") }.filter { $0.hasPrefix("│") && $0.count > 10 }
            .filter { !$0.dropFirst(4).trimmingCharacters(in: .whitespaces).hasPrefix("│") }
            .filter { $0.contains(" m │") }
    }

    func testFilterAsYouTypeAndEscClears() throws {
        try startApp()
        let before = try waitForList()
        let wholeHeader = try XCTUnwrap(before.first { $0.contains("venues within") })
        try tmux.send("/")
        try tmux.type("fazer")
        // The filter line and the rows it keeps: the rows are read for the filter after the line
        // is typed, and a frame may be caught half written; wait for rows that all name Fazer.
        let filtered = try tmux.waitFor("only Fazer rows under the filter line") { lines in
            guard let rows = self.venueRows(lines, under: "/fazer"), !rows.isEmpty else { return false }
            return rows.allSatisfy { $0.lowercased().contains("fazer") }
        }
        let venueRows = try XCTUnwrap(venueRows(filtered, under: "/fazer"))
        XCTAssertFalse(venueRows.isEmpty, filtered.joined(separator: "\n"))
        for row in venueRows { XCTAssertTrue(row.lowercased().contains("fazer"), row) }
        try tmux.type("zzz")
        try tmux.waitFor(text: "No names contain “fazerzzz”")
        try tmux.send("Escape")
        // The whole list again: the same header as before the filter (its count too), not the
        // header over the empty rows the filter left.
        let cleared = try tmux.waitFor("the whole list again") { lines in
            !lines.joined().contains("/fazer") && lines.contains(wholeHeader)
        }
        XCTAssertEqual(cleared.first { $0.contains("venues within") }, wholeHeader)
        try quit()
    }

    func testHelpListsEveryKeyAndAnyKeyClosesIt() throws {
        try startApp()
        _ = try waitForList()
        try tmux.send("?")
        let keys = ["PgUp PgDn", "w a s d", "W A S D", "{ }", "/ ", "L ", "p ", "q  Ctrl-C", "mouse"]
        // The whole overlay, not its first lines (a frame may be caught half written).
        let help = try tmux.waitFor("the help listing every key") { lines in
            let text = lines.joined(separator: "\n")
            return text.contains("any key closes") && keys.allSatisfy { text.contains($0) }
        }.joined(separator: "\n")
        for key in keys {
            XCTAssertTrue(help.contains(key), "help lists \(key)")
        }
        try tmux.send("x")
        let closed = try tmux.waitFor("help closed") { !$0.joined().contains("any key closes") }
        // } gives the map more rows: the list header moves down.
        let header = try XCTUnwrap(closed.firstIndex { $0.hasPrefix("├ ") })
        try tmux.send("}")
        try tmux.waitFor("the split moved") { $0.firstIndex { $0.hasPrefix("├ ") } ?? 0 > header }
        try quit()
    }

    func testMouseClickSelectsARowAndTheWheelZooms() throws {
        try startApp()
        let screen = try waitForList()
        let header = try XCTUnwrap(screen.firstIndex { $0.contains("venues within") })
        // X10 mouse reports (screen-256color's kmous): ESC [ M, button + 32, column + 33, row + 33.
        func mouse(_ button: Int, x: Int, y: Int) -> String {
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x)))
                + String(UnicodeScalar(UInt8(33 + y)))
        }
        try tmux.type(mouse(0, x: 20, y: header + 3) + mouse(3, x: 20, y: header + 3))
        try tmux.waitFor("row c selected") { lines in lines.contains { $0.hasPrefix("│>c") } }
        // A click on a pin selects its venue.
        func pinnedLetter(_ map: [String]) -> Character? {
            "abdefghijk".first { l in map.prefix(header).contains { $0.contains("\(l)●") } && map.contains { $0.hasPrefix("│ \(l) ") } }
        }
        let map = try tmux.waitFor("a pin whose row is listed") { pinnedLetter($0) != nil }
        let letter = try XCTUnwrap(pinnedLetter(map), "a pin whose row is listed")
        let pinRow = try XCTUnwrap(map.prefix(header).firstIndex { $0.contains("\(letter)●") })
        let pinColumn = try XCTUnwrap(Array(map[pinRow]).firstIndex(of: letter)) + 1
        try tmux.type(mouse(0, x: pinColumn, y: pinRow) + mouse(3, x: pinColumn, y: pinRow))
        try tmux.waitFor("row \(letter) selected") { lines in lines.contains { $0.hasPrefix("│>\(letter)") } }
        // Wheel up over the map zooms in.
        try tmux.type(mouse(64, x: 20, y: 5))
        try tmux.waitFor(text: "venues within 250 m")
        XCTAssertEqual(try tmux.run(["display-message", "-p", "-t", tmux.session, "#{mouse_standard_flag}"]), "1\n")
        try quit()
        // The shell gets a terminal without mouse reporting back.
        XCTAssertEqual(try tmux.run(["display-message", "-p", "-t", tmux.session, "#{mouse_any_flag}"]), "0\n")
    }

    /// Real bytes from ncurses, through `tmux pipe-pane`: a selection move rewrites the two list
    /// rows, the two pins and the callout (which follows the pin), not the frame.
    func testSelectionMoveWritesOnlyWhatChanged() throws {
        try startApp(width: 200, height: 60)
        _ = try waitForList()
        // Every byte of the frames so far read by tmux before the pipe opens: none of them counts.
        try tmux.waitForQuiet()
        let log = LogFile(tmux.logPath)
        let routesBefore = log.count("routeFound")
        let move = try tmux.bytesWritten(while: {
            try tmux.send("j")
            try tmux.waitFor("row b selected") { lines in lines.contains { $0.hasPrefix("│>b") } }
            // The new venue's walk comes from the route worker a moment later and is drawn then.
            try Wait.until("the walk to b found") { log.count("routeFound") > routesBefore }
            try tmux.waitForQuiet()
        })
        let zoom = try tmux.bytesWritten(while: {
            try tmux.send("-")
            _ = try tmux.waitForSettledMap("the map at 1.0 km") { $0.joined().contains("venues within 1.0 km") }
            try tmux.waitForQuiet()
        })
        print("bytes written at 200×60: selection move \(move), zoom out \(zoom)")
        XCTAssertGreaterThan(move, 0)
        // What a move rewrites at 200×60 (about 2,250 bytes): the two list rows (~90), the callout
        // moved to the new venue's pin with the map put back where it stood (its hours line makes
        // it five rows: ~1,850), and the street names that keep clear of the callout placed anew
        // (~300); and the walk: the old venue's route put back to the streets under it and the new
        // one drawn in its colour (each a few hundred metres of cells with their colours: up to
        // ~2,500 each). The whole frame written again (Ctrl-L) is about 24,000.
        XCTAssertLessThan(move, 8000, "a selection move rewrites a few rows, the callout and the walk, not the frame")
        XCTAssertGreaterThan(zoom, move, "a zoom redraws the map")
        try quit()
    }

    func testSGRMouseReportsUnderXterm() throws {
        // xterm-256color's kmous is CSI <: SGR 1006 reports, ESC [ < button ; column ; row M (1-based).
        try startApp(environment: ["TERM": "xterm-256color"])
        let screen = try waitForList()
        let header = try XCTUnwrap(screen.firstIndex { $0.contains("venues within") })
        try tmux.type("\u{1B}[<0;20;\(header + 4)M\u{1B}[<0;20;\(header + 4)m")
        try tmux.waitFor("row c selected") { lines in lines.contains { $0.hasPrefix("│>c") } }
        try tmux.type("\u{1B}[<65;20;6M")
        try tmux.waitFor(text: "venues within 1.0 km")
        try quit()
    }

    func testResizeStormEndsInACleanFrame() throws {
        try startApp()
        _ = try waitForList()
        for (width, height) in [(80, 24), (41, 13), (150, 50), (39, 11), (60, 20), (300, 100), (45, 12), (90, 30)] {
            try tmux.resize(width: width, height: height)
        }
        let screen = try tmux.waitFor("a clean 90×30 frame") { lines in
            lines.first.map { $0.hasPrefix("┌ map") && $0.count == 90 } ?? false
                && lines.contains { $0.hasPrefix("└ offline") && $0.count == 90 } && lines.prefix(29).allSatisfy { $0.count == 90 }
        }
        for line in screen.prefix(29) { XCTAssertEqual(line.count, 90, line) }
        try quit()
    }

    func testSmallestAndLargestSizesDrawUnbrokenBorders() throws {
        for (width, height) in [(40, 12), (300, 100)] {
            tmux.kill()
            tmux = try Tmux()
            try startApp(width: width, height: height)
            let screen = try tmux.waitFor("a whole \(width)×\(height) frame") { lines in
                lines.count >= height && lines.first.map { $0.hasPrefix("┌ map") && $0.count == width } ?? false
                    && lines.contains { $0.hasPrefix("└ offline") && $0.count == width }
                    && lines.contains { $0.hasPrefix("├ ") }
                    && lines.prefix(height - 1).allSatisfy { line in
                        line.count == width && (line.hasSuffix("│") || line.hasSuffix("┐") || line.hasSuffix("┤"))
                    }
                    && lines[height - 1].hasSuffix("┘")
            }
            for line in screen.prefix(height - 1) {
                XCTAssertEqual(line.count, width, line)
                XCTAssertTrue(line.hasSuffix("│") || line.hasSuffix("┐") || line.hasSuffix("┤"), line)
            }
            XCTAssertTrue(screen[height - 1].hasSuffix("┘"), screen[height - 1])
            try quit()
        }
    }

    func testNoColorMeansNoColorCodes() throws {
        try startApp(environment: ["NO_COLOR": "1"])
        _ = try waitForList()
        let escaped = try tmux.capture(escapes: true).joined(separator: "\n")
        XCTAssertFalse(Self.hasColorCode(escaped), "NO_COLOR: \(escaped.prefix(400))")
        try quit()
        tmux.kill()
        tmux = try Tmux()
        // Tmux passes no NO_COLOR of the test runner's; an empty one means "not set" (no-color.org).
        try startApp(environment: ["NO_COLOR": ""])
        _ = try waitForList()
        let colored = try tmux.waitFor("colors on the screen", escapes: true) { Self.hasColorCode($0.joined()) }.joined()
        XCTAssertTrue(Self.hasColorCode(colored), "colors are on without NO_COLOR")
        try quit()
    }

    func testEightColorAndMonochromeTerminals() throws {
        for (term, colored) in [("screen", true), ("vt100", false)] {
            tmux.kill()
            tmux = try Tmux()
            try startApp(environment: ["TERM": term, "NO_COLOR": ""])
            let screen = try waitForList { $0.first?.hasPrefix("┌ map") ?? false }
            XCTAssertTrue(screen[0].hasPrefix("┌ map"), "\(term): \(screen[0])")
            // The whole frame read before its colors are judged.
            try tmux.waitForQuiet()
            XCTAssertEqual(Self.hasColorCode(try tmux.capture(escapes: true).joined()), colored, term)
            try quit()
        }
    }

    /// How many braille cells (map lines) `lines` hold.
    static func braille<Lines: Sequence<String>>(_ lines: Lines) -> Int {
        lines.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
    }

    /// An SGR sequence that sets a foreground or background color.
    static func hasColorCode(_ text: String) -> Bool {
        var search = text[...]
        while let start = search.range(of: "\u{1B}[") {
            let rest = search[start.upperBound...]
            let params = rest.prefix { $0.isNumber || $0 == ";" }
            if rest.dropFirst(params.count).first == "m" {
                for p in params.split(separator: ";") {
                    // 39 and 49 reset to the default colors: no color at all.
                    if let n = Int(p), n != 39, n != 49, (30...49).contains(n) || (90...107).contains(n) { return true }
                }
            }
            search = rest
        }
        return false
    }

    func testASCIIModeWritesOnlyASCII() throws {
        try startApp("--ascii")
        // Inside the map's frame (up to the first top-border "+" after its corner), street
        // braille turns into many "." and "#": more than any name or distance could hold.
        func art(_ screen: [String]) -> Int {
            guard screen.count > 14 else { return 0 }
            let top = Array(screen[0])
            guard let mapRight = top.indices.dropFirst().first(where: { top[$0] == "+" }) else { return 0 }
            return screen[1..<14].map { Array($0).prefix(mapRight).dropFirst() }.joined().filter { $0 == "." || $0 == "#" }.count
        }
        let screen = try tmux.waitForSettledMap("an ASCII frame with its streets") { lines in
            lines.first?.hasPrefix("+ map -") ?? false && lines.contains { $0.contains("fetched") } && art(lines) > 20
        }
        for line in screen {
            XCTAssertTrue(line.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }, "not ASCII: \(line)")
        }
        XCTAssertGreaterThan(art(screen), 20, "streets in ASCII line art:\n" + screen.joined(separator: "\n"))
        try quit()
    }

    func testChineseFromTheLocale() throws {
        // zh_CN may not be installed: LC_CTYPE keeps UTF-8, LANG names Chinese.
        try startApp(environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_CTYPE": "C.UTF-8"])
        let screen = try waitForList("500 m 范围内") { lines in
            lines.first?.hasPrefix("┌ 地图 ") ?? false && lines.joined().contains("? 帮助")
                && lines.prefix(29).allSatisfy { $0.reduce(0) { $0 + Self.columns($1) } == 100 }
        }
        let text = screen.joined(separator: "\n")
        XCTAssertTrue(screen[0].hasPrefix("┌ 地图 "), screen[0])
        XCTAssertTrue(text.contains("? 帮助"), text)
        for line in screen.prefix(29) { XCTAssertEqual(line.reduce(0) { $0 + Self.columns($1) }, 100, line) }
        try tmux.send("?")
        try tmux.waitFor(text: "按名称筛选")
        try tmux.send("x")
        try tmux.waitFor("help closed") { !$0.joined().contains("按名称筛选") }
        try quit()
    }

    func testLangOptionChoosesChinese() throws {
        try startApp("--lang zh")
        _ = try waitForList("500 m 范围内")
        try quit()
    }

    static func columns(_ ch: Character) -> Int {
        guard let v = ch.unicodeScalars.first?.value else { return 0 }
        return (0x2E80...0x9FFF).contains(v) || (0xFF00...0xFF60).contains(v) ? 2 : 1
    }

    func testHostileVenueNameNeverReachesTheTerminal() throws {
        // Bundled data of our own: the real map tiles, plus one café with a name full of escapes.
        let assets = tmux.directory.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        for file in ["helsinki.mbtiles"] {
            try FileManager.default.copyItem(at: Tmux.packageRoot.appendingPathComponent("Assets/" + file),
                                             to: assets.appendingPathComponent(file))
        }
        let hostile = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[31mRED\u{9B}1m\u{202E}reversed\u{2066}"
        let csv = "id,name,address,lat,lon\r\n"
            + "node/1,\"\(hostile)\",\"Street\u{1B}[5m 1\",60.1691,24.9436\r\n"
            + "node/2,Plain Cafe,Katu 2,60.1693,24.9440\r\n"
        try Data(csv.utf8).write(to: assets.appendingPathComponent("helsinki-cafes.csv"))
        try startApp(environment: ["NEARBY_ASSETS": assets.path])
        let titleBefore = try tmux.paneTitle()
        let screen = try waitForList { lines in
            let text = lines.joined(separator: "\n")
            return text.contains("Evil") && text.contains("pwned") && text.contains("RED") && lines.prefix(29).allSatisfy { $0.count == 100 }
        }
        let text = screen.joined(separator: "\n")
        XCTAssertTrue(text.contains("Evil"), text)
        XCTAssertTrue(text.contains("pwned") && text.contains("RED"), "shown as text, not run: \(text)")
        XCTAssertEqual(try tmux.paneTitle(), titleBefore)
        XCTAssertNotEqual(try tmux.paneTitle(), "pwned")
        for line in screen {
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, line)
            XCTAssertFalse(line.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        }
        for line in screen.prefix(29) { XCTAssertEqual(line.count, 100, "columns shifted: \(line)") }
        let escaped = try tmux.capture(escapes: true).joined()
        XCTAssertFalse(escaped.contains("\u{1B}[5m"), "blink from the address")
        try quit()
    }
}
