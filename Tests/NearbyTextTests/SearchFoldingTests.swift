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

    /// The ASCII shortcut answers exactly what the scalar-by-scalar fold does, for every ASCII
    /// character alone and in mixed strings, and stands aside for anything else.
    func testTheASCIIShortcutFoldsAsTheFullFoldDoes() {
        let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        for character in characters {
            XCTAssertEqual(SearchFolding.foldASCII(character), SearchFolding.foldScalars(character), "\(character.utf8.first ?? 0)")
        }
        var seed: UInt64 = 12_345
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<12 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += characters[Int(seed >> 33) % 128]
            }
            XCTAssertEqual(SearchFolding.foldASCII(text), SearchFolding.foldScalars(text))
        }
        XCTAssertEqual(SearchFolding.foldASCII("Cafe Aalto"), "cafe aalto")
        XCTAssertNil(SearchFolding.foldASCII("Café"))
    }
}
