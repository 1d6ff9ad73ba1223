import XCTest
@testable import NearbyMap

/// Colour parsing (every CSS form MapLibre styles use) and mapping to terminal palettes.
final class StyleColorTests: XCTestCase {
    func rgba(_ text: String) -> [Double]? {
        StyleColor(css: text).map { [Double($0.red), Double($0.green), Double($0.blue), ($0.alpha * 1000).rounded() / 1000] }
    }

    func testEveryNotationParses() {
        let cases: [(String, [Double])] = [
            ("#f80", [255, 136, 0, 1]), ("#F80", [255, 136, 0, 1]), ("#ff8800", [255, 136, 0, 1]), ("#FF880080", [255, 136, 0, 0.502]),
            ("#f808", [255, 136, 0, 0.533]), ("rgb(255, 136, 0)", [255, 136, 0, 1]), ("rgb(255,136,0)", [255, 136, 0, 1]),
            ("rgba(10, 20, 30, 0.25)", [10, 20, 30, 0.25]), ("rgb(100%, 50%, 0%)", [255, 128, 0, 1]), ("rgb(300, -5, 0)", [255, 0, 0, 1]),
            ("rgb(10 20 30 / 50%)", [10, 20, 30, 0.5]), ("hsl(0, 100%, 50%)", [255, 0, 0, 1]), ("hsl(120, 100%, 25%)", [0, 128, 0, 1]),
            ("hsl(240deg, 100%, 50%)", [0, 0, 255, 1]), ("hsla(210, 50%, 40%, 0.8)", [51, 102, 153, 0.8]),
            ("hsl(-120, 100%, 50%)", [0, 0, 255, 1]), ("hsl(30, 0%, 60%)", [153, 153, 153, 1]),
            ("red", [255, 0, 0, 1]), ("RebeccaPurple", [102, 51, 153, 1]), (" lightgoldenrodyellow ", [250, 250, 210, 1]),
            ("transparent", [0, 0, 0, 0]), ("rgba(0, 0, 0, 2)", [0, 0, 0, 1]),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(rgba(text), expected, text)
        }
    }

    func testWhatIsNotAColourIsNil() {
        for text in ["", "#", "#12", "#12345", "#1234567", "#ggg", "rgb(1, 2)", "rgb(1, 2, 3, 4, 5)", "rgb(a, b, c)", "hsl(1, 2, 3)",
                     "cmyk(0, 0, 0, 0)", "notacolour", "rgb(1, 2, 3", "reddish",
                     // Numbers Double() takes but no colour has (UInt8(NaN) would trap).
                     "rgb(nan, 0, 0)", "rgb(inf, 0, 0)", "rgba(0, 0, 0, nan)", "hsl(nan, 10%, 10%)", "hsl(0, inf%, 10%)"] {
            XCTAssertNil(StyleColor(css: text), text)
        }
    }

    func testEveryXtermColourMapsToItself() {
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        var index = 16
        for r in levels { for g in levels { for b in levels {
            XCTAssertEqual(Int(StyleColor(red: r, green: g, blue: b).xterm256), index, "\(r),\(g),\(b)")
            index += 1
        } } }
        for step in 0..<24 {
            let grey = UInt8(8 + 10 * step)
            XCTAssertEqual(Int(StyleColor(red: grey, green: grey, blue: grey).xterm256), 232 + step)
        }
        let ansi: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
                                             (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
                                             (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
        for (number, c) in ansi.enumerated() {
            XCTAssertEqual(Int(StyleColor(red: c.0, green: c.1, blue: c.2).ansi16), number, "\(c)")
        }
    }

    /// Expected values from an independent CIELAB implementation (Python, written apart from
    /// this code); the comment gives what plain RGB distance would pick where it differs.
    func testMappingIsPerceptualNotRGB() throws {
        let cases: [(String, UInt8, UInt8, UInt8)] = [
            // css, xterm 256, ANSI 16, grey level
            ("#f0e68c", 186, 3, 3),  // RGB: 222, 7, 2
            ("#336699", 24, 8, 1),   // RGB: 60
            ("#a0522d", 173, 1, 1),  // RGB: 130, 8
            ("#ffff00", 226, 11, 3), // RGB grey: 2 (yellow is light)
            ("#ff0000", 196, 9, 2),  // RGB grey: 1
            ("#1c5f1c", 22, 8, 1),   // RGB 16: 0
            ("#ff8700", 208, 1, 2),  // RGB 16: 3
            ("#6a5acd", 62, 12, 1),  // RGB grey: 2
            ("#0000ff", 21, 4, 1),
            ("#808080", 244, 8, 2),
        ]
        for (css, x256, a16, mono) in cases {
            let color = try XCTUnwrap(StyleColor(css: css))
            XCTAssertEqual([color.index(for: .xterm256), color.index(for: .ansi16), color.index(for: .monochrome)], [x256, a16, mono], css)
        }
        XCTAssertEqual(StyleColor.black.monochrome, 0)
        XCTAssertEqual(StyleColor.white.monochrome, 3)
    }
}
