import XCTest
@testable import NearbyCells

/// `--ascii` without Foundation: accented Latin letters fall back to their base letter.
final class ASCIIFallbackTests: XCTestCase {
    func testAccentedLettersBecomeTheirBaseLetterAndOthersAQuestionMark() {
        let cases = ["é": "e", "Å": "A", "ñ": "n", "Ç": "C", "ü": "u", "ǅ": "?", "ı": "?", "漢": "?", "œ": "?", "ß": "s", "ø": "o"]
        for (text, expected) in cases {
            XCTAssertEqual(CellGrid.ascii(for: Cell(text)), expected, text)
        }
    }
}
