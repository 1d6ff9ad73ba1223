import Foundation
import XCTest
import NearbyTestSupport

/// The map drawn from vector tiles by the real binary in tmux: street names on the default
/// screen, `--tiles none`, and a file that is no tile archive.
final class MapTilesEndToEndTests: TmuxTestCase {
    func startApp(_ extra: String = "", width: Int = 120, height: Int = 40) throws {
        try tmux.start("'\(Tmux.binary)' --db '\(tmux.databasePath)' --log '\(tmux.logPath)' \(extra); echo EXIT=$?; sleep 30",
                       width: width, height: height)
    }

    /// The map pane's rows: from the top border to the list's header.
    func mapRows(_ screen: [String]) -> [String] {
        Array(screen.prefix { !($0.hasPrefix("├") && $0.contains("within")) })
    }

    func testTheDefaultScreenShowsStreetsWithTheirNames() throws {
        try startApp()
        // Tiles load off the main thread: the first frames may show the callout's street
        // ("Aleksanterinkatu 52") before the streets themselves; wait for the streets drawn.
        let screen = try tmux.waitFor("a street name in the map pane") { lines in
            let map = self.mapRows(lines).joined()
            return lines.contains { $0.contains("venues within 500 m") }
                && ["Aleksanterinkatu", "Mannerheimintie", "Pohjoisesplanadi"].contains { map.contains($0) }
                && map.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 200
        }
        let map = mapRows(screen)
        let braille = map.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
        XCTAssertGreaterThan(braille.count, 200, "streets are drawn in braille:\n" + map.joined(separator: "\n"))
        XCTAssertFalse(map.joined().contains("no map data here"), map.joined(separator: "\n"))
        XCTAssertEqual(screen[0].count, 120)
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }

    /// `--style FILE` that paints the streets red: the terminal gets the style's colour (xterm
    /// 196 at 256 colours, SGR 38;5;196), which the bundled style never uses.
    func testAStyleThatPaintsTheStreetsRedDrawsThemRed() throws {
        func streetsDrawn(_ lines: [String]) -> Bool {
            lines.contains { $0.contains("venues within 500 m") }
                && self.mapRows(lines).joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 200
        }
        try startApp()
        _ = try tmux.waitForSettledMap("streets in the bundled style", streetsDrawn)
        try tmux.waitForQuiet()
        XCTAssertFalse(try tmux.capture(escapes: true).joined().contains("38;5;196"), "the bundled style has no such red")
        tmux.kill()
        tmux = try Tmux()
        let style = tmux.directory.appendingPathComponent("red.json")
        try Data(#"""
            {"version": 8, "layers": [
              {"id": "water", "type": "fill", "source-layer": "water", "paint": {"fill-color": "#ff0000"}},
              {"id": "roads", "type": "line", "source-layer": "transportation", "paint": {"line-color": "#ff0000"}},
              {"id": "names", "type": "symbol", "source-layer": "transportation_name", "layout": {"text-field": "{name}"},
               "paint": {"text-color": "#ffffff"}}
            ]}
            """#.utf8).write(to: style)
        try startApp("--style '\(style.path)'")
        _ = try tmux.waitFor("streets in the red style", streetsDrawn)
        let red = try tmux.waitFor("the style's red on the screen", escapes: true) { $0.joined().contains("38;5;196") }
        XCTAssertTrue(red.joined().contains("38;5;196"), "the streets in the style's red")
        try tmux.send("q")
        XCTAssertTrue(try tmux.waitFor(text: "EXIT=").joined().contains("EXIT=0"))
    }

    func testNoTilesDrawsNoStreets() throws {
        try startApp("--tiles none")
        let screen = try tmux.waitFor("the map and the list, the user at the centre") { lines in
            lines.contains { $0.contains("venues within 500 m") } && lines.contains { $0.hasPrefix("┌ map") }
                && self.mapRows(lines).joined().contains("◉")
        }
        let map = mapRows(screen).joined()
        XCTAssertEqual(map.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count, 0, map)
        // (The callout names its café's address; street names are not drawn.)
        XCTAssertFalse(map.contains("Mannerheimintie") || map.contains("Kaivokatu"), map)
        XCTAssertTrue(map.contains("◉"), map)
    }

    func testAFileThatIsNoTileArchiveIsOneSentenceAndExit2() throws {
        let text = try assertRefused(option: "--tiles", file: "bogus.mbtiles", holding: "not tiles at all\n")
        XCTAssertFalse(text.contains("┌ map"), "the screen never started:\n" + text)
    }

    /// Starts the app with `option` naming a new file `name` that holds `contents`: it must exit 2
    /// with one `nearby:` sentence that names the option and the file. Returns the screen's text.
    @discardableResult
    func assertRefused(option: String, file name: String, holding contents: String,
                       file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let bogus = tmux.directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: bogus)
        try startApp("\(option) '\(bogus.path)'")
        let screen = try tmux.waitFor("the exit status after the sentence", file: file, line: line) { lines in
            lines.contains { $0.hasPrefix("EXIT=") } && lines.contains { $0.hasPrefix("nearby:") }
        }
        let text = screen.joined(separator: "\n")
        XCTAssertTrue(text.contains("EXIT=2"), text, file: file, line: line)
        let message = try XCTUnwrap(screen.first { $0.hasPrefix("nearby:") }, text, file: file, line: line)
        XCTAssertTrue(message.contains(option) && message.contains(name), message, file: file, line: line)
        return text
    }
}

extension MapTilesEndToEndTests {
    func testAStyleThatIsNoStyleIsOneSentenceAndExit2() throws {
        try assertRefused(option: "--style", file: "bogus-style.json", holding: "{\"version\": 8, \"layers\": [}")
    }
}
