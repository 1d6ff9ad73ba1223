import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyText

final class LocalizationTests: XCTestCase {
    func testLanguageComesFromTheOptionThenTheLocale() {
        XCTAssertEqual(Language.choose(option: nil, lcAll: nil, lcMessages: nil, lang: "zh_CN.UTF-8"), .chinese)
        XCTAssertEqual(Language.choose(option: nil, lcAll: "C.UTF-8", lcMessages: nil, lang: "zh_CN.UTF-8"), .english)
        XCTAssertEqual(Language.choose(option: nil, lcAll: "", lcMessages: "zh_TW", lang: "en_US"), .chinese)
        XCTAssertEqual(Language.choose(option: "en", lcAll: "zh_CN", lcMessages: nil, lang: nil), .english)
        XCTAssertEqual(Language.choose(option: "zh", lcAll: nil, lcMessages: nil, lang: nil), .chinese)
        XCTAssertEqual(Language.choose(option: nil, lcAll: nil, lcMessages: nil, lang: nil), .english)
    }

    func testChineseInterfaceKeepsEveryColumn() {
        var state = Sample.state(width: 60, height: 20)
        state.settings.language = .chinese
        let grid = Screen.render(state)
        let text = grid.lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("┌ 地图 "), text)
        XCTAssertTrue(text.contains("500 m 范围内 3 家店"), text)
        XCTAssertTrue(text.contains("? 帮助"), text)
        XCTAssertTrue(text.contains("© OpenStreetMap contributors"))
        for line in grid.lines { XCTAssertEqual(DisplayWidth.of(line), 60, line) }
        state.overlays.help = true
        XCTAssertTrue(Screen.render(state).lines.joined().contains("按名称筛选"))
    }

    func testEveryStringHasAChineseTranslation() {
        let en = Strings(.english), zh = Strings(.chinese)
        XCTAssertEqual(en.helpRows.count, zh.helpRows.count)
        for (a, b) in zip(en.helpRows, zh.helpRows) where a.action != "" { XCTAssertNotEqual(a.action, b.action) }
        for (a, b) in [(en.mapTitle, zh.mapTitle), (en.loading, zh.loading), (en.emptyRegion, zh.emptyRegion),
                       (en.fetching, zh.fetching), (en.helpHint, zh.helpHint), (en.tooSmall, zh.tooSmall),
                       (en.helpTitle, zh.helpTitle), (en.filterPrompt, zh.filterPrompt)] {
            XCTAssertNotEqual(a, b)
        }
    }

    func testTinyTerminalNoticeInChinese() {
        var state = Sample.state(width: 30, height: 8)
        state.settings.language = .chinese
        XCTAssertTrue(Screen.render(state).lines.joined().contains("终端窗口太小"))
    }

    func testASCIIModeWritesNoByteAboveTilde() {
        var state = Sample.state(width: 60, height: 20)
        state.settings.ascii = true
        state.list.rows[0].venue.name = "Café Ølhus ☕"
        state.fetch.inProgress = true
        let street = MapLine(kind: .major, points: [Geodesic.destination(from: Sample.center, azimuth: 270, distance: 200),
                                                    Geodesic.destination(from: Sample.center, azimuth: 90, distance: 200)])
        let map = MapData(tiles: [MapTile(key: TileKey(zoom: 14, x: 0, y: 0), lines: [street])])
        for help in [false, true] {
            state.overlays.help = help
            let grid = Screen.render(state, map: map)
            for line in grid.lines {
                XCTAssertTrue(line.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }, line)
                XCTAssertEqual(line.count, 60, line)
            }
            if !help {
                let text = grid.lines.joined(separator: "\n")
                XCTAssertTrue(text.hasPrefix("+ map -"), text)
                XCTAssertTrue(text.contains("Cafe Olhus ??"), text)
                // The first venue's pin and letter (`a●`), the user (`◉`), the major street in braille.
                XCTAssertTrue(text.contains("ao") && text.contains("@") && text.contains("##"), text)
                XCTAssertTrue(text.contains("(c) OpenStreetMap") || text.contains("c OpenStreetMap"), text)
            }
        }
    }
}
