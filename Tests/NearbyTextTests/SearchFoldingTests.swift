import XCTest
@testable import NearbyText

/// Search folds case and accents as iOS search does; other scripts fold to themselves.
final class SearchFoldingTests: XCTestCase {
    func testAccentsAndCaseFoldAway() {
        XCTAssertEqual(SearchFolding.fold("Café Aalto"), "cafe aalto")
        XCTAssertEqual(SearchFolding.fold("CAFÉ"), "cafe")
        // The same letter written decomposed (e + combining acute) folds the same way.
        XCTAssertEqual(SearchFolding.fold("Cafe\u{301}"), "cafe")
        XCTAssertEqual(SearchFolding.fold("Ångström Crème Brûlée Ñandú Łódź"), "angstrom creme brulee nandu łodz")
        XCTAssertEqual(SearchFolding.fold("STRASSE"), SearchFolding.fold("Straße"))
        XCTAssertEqual(SearchFolding.fold("İstanbul"), "istanbul")
        XCTAssertEqual(SearchFolding.fold("ΚΑΦΕ Σοφίας"), SearchFolding.fold("καφε σοφιας"))
        XCTAssertEqual(SearchFolding.fold("Ёлка"), "елка")
    }

    func testOtherScriptsStillMatch() {
        XCTAssertEqual(SearchFolding.fold("咖啡馆"), "咖啡馆")
        XCTAssertTrue(SearchFolding.fold("スターバックス カフェ").contains(SearchFolding.fold("カフェ")))
        XCTAssertTrue(SearchFolding.fold("카페 모카").contains(SearchFolding.fold("카페")))
        // Vowel signs are part of Devanagari letters, not accents: "कॉफ़ी" must not match "कफ".
        XCTAssertTrue(SearchFolding.fold("कॉफ़ी हाउस").contains(SearchFolding.fold("कॉफ़ी")))
        XCTAssertFalse(SearchFolding.fold("कॉफ़ी").contains(SearchFolding.fold("कफ")))
        XCTAssertEqual(SearchFolding.fold("Joe & the Juice 42"), "joe & the juice 42")
    }
}
