import XCTest
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
}
