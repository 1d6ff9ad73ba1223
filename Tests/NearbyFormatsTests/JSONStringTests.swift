import XCTest
import NearbyFormats
import NearbyText

/// The one JSON string writer: RFC 8259 escapes, controls as \u00XX, other text as UTF-8.
final class JSONStringTests: XCTestCase {
    func testTheShortEscapes() {
        XCTAssertEqual(JSONString.quoted("\"\\\n\r\t\u{8}\u{C}"), #""\"\\\n\r\t\b\f""#)
        XCTAssertEqual(JSONString.quoted(""), #""""#)
        XCTAssertEqual(JSONString.quoted("/"), #""/""#) // the solidus needs no escape
    }

    func testOtherControlsAsHexEscapes() {
        XCTAssertEqual(JSONString.quoted("\u{0}\u{1}\u{1B}[2J\u{1F}"), #""\u0000\u0001\u001b[2J\u001f""#)
        XCTAssertEqual(JSONString.quoted("a\u{7F}b"), #""a\u007fb""#)
        XCTAssertEqual(JSONString.quoted("\u{80}\u{85}\u{9B}31m\u{9F}"), #""\u0080\u0085\u009b31m\u009f""#)
        XCTAssertEqual(JSONString.quoted("a\u{2028}b\u{2029}c"), #""a\u2028b\u2029c""#)
    }

    func testOtherTextIsKeptAsUTF8() {
        for text in ["Helsinki", "Café Ekberg", "€ 5", "北京烤鸭", "😀", "\u{A0}\u{202E}\u{FEFF}", " ~"] {
            XCTAssertEqual(JSONString.quoted(text), "\"" + text + "\"")
        }
    }

    func testEveryScalarReadsBackAsItself() throws {
        // All of the Basic Multilingual Plane's first 0x3000 scalars and a few beyond, each in a
        // string of its own, read back unchanged by the app's own JSON reader.
        let scalars = (0..<0x3000).compactMap(Unicode.Scalar.init) + ["\u{FFFD}", "\u{1F600}", "\u{10FFFF}"]
        for scalar in scalars {
            let text = "x" + String(Character(scalar)) + "y"
            let literal = JSONString.quoted(text)
            XCTAssertEqual(try JSONValue.parse(Array(literal.utf8)), .string(text), "U+\(String(scalar.value, radix: 16))")
        }
    }
}
