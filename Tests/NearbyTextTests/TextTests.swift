import XCTest
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyText

final class TextTests: XCTestCase {
    func testWidths() {
        XCTAssertEqual(DisplayWidth.of("Cafe"), 4)
        XCTAssertEqual(DisplayWidth.of("咖啡馆"), 6)
        XCTAssertEqual(DisplayWidth.of("Cafe\u{301}"), 4, "a combining mark takes no column")
        XCTAssertEqual(DisplayWidth.of("☕"), 2)
        XCTAssertEqual(DisplayWidth.of("스타벅스"), 8)
    }

    func testTruncateNeverSplitsAWideCharacter() {
        XCTAssertEqual(TerminalSafe.truncate("Cafe Ekberg", toWidth: 20), "Cafe Ekberg")
        XCTAssertEqual(TerminalSafe.truncate("Cafe Ekberg", toWidth: 6), "Cafe …")
        let cut = TerminalSafe.truncate("星巴克咖啡馆", toWidth: 6)
        XCTAssertEqual(cut, "星巴…")
        XCTAssertLessThanOrEqual(DisplayWidth.of(cut), 6)
        XCTAssertEqual(DisplayWidth.of(TerminalSafe.truncate("星巴克咖啡馆", toWidth: 7)), 7)
    }

    func testControlSequencesAreDefused() {
        let hostile = "Evil\u{1B}]0;pwned\u{07}Cafe\u{1B}[2J\u{9B}31m\u{202E}reversed\u{7F}"
        let clean = TerminalSafe.clean(hostile)
        for scalar in clean.unicodeScalars {
            XCTAssertFalse(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value), "control \(scalar.value) left in")
            XCTAssertNotEqual(scalar.value, 0x202E)
        }
        XCTAssertTrue(clean.contains("Cafe"))
        XCTAssertEqual(TerminalSafe.clean("Kahvila Sävy"), "Kahvila Sävy")
    }

    func testGridPutKeepsWideCharactersWhole() {
        var grid = CellGrid(width: 5, height: 1)
        let end = grid.put("咖啡馆", x: 0, y: 0)
        XCTAssertEqual(end, 4, "the third wide character does not fit in the last column")
        XCTAssertEqual(grid.lines, ["咖啡 "])
        XCTAssertTrue(grid[1, 0].isContinuation)
    }

    func testJSONQuoting() {
        XCTAssertEqual(JSONString.quoted("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"")
        XCTAssertEqual(JSON.number(60.169), "60.169")
        XCTAssertEqual(JSON.number(69), "69")
        XCTAssertEqual(JSON.number(.nan), "null")
    }

    func testCSVReaderHandlesQuotesAndCRLF() throws {
        var reader = CSVReader("id,name\r\n1,\"Asemahalli, Kaivokatu 1\"\r\n2,\"say \"\"hi\"\"\nthere\"\r\n3,plain")
        XCTAssertEqual(try reader.next(), ["id", "name"])
        XCTAssertEqual(try reader.next(), ["1", "Asemahalli, Kaivokatu 1"])
        XCTAssertEqual(try reader.next(), ["2", "say \"hi\"\nthere"])
        XCTAssertEqual(try reader.next(), ["3", "plain"])
        XCTAssertEqual(reader.line, 5)
        XCTAssertNil(try reader.next())
        var bad = CSVReader("a,\"open\n")
        XCTAssertThrowsError(try bad.next()) { XCTAssertEqual($0 as? CSVReader.Failure, .unterminatedQuote(line: 1)) }
    }
}
