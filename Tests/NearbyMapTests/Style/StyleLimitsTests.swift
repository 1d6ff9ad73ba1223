import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyMap

/// What a style may hold: layers, nesting and string sizes are capped, each with a sentence
/// that says which cap (never "not JSON" for JSON), and a note quoting a huge value is cut.
final class StyleLimitsTests: XCTestCase {
    func line(_ index: Int) -> String {
        ##"{"id": "l\##(index)", "type": "line", "source-layer": "transportation", "paint": {"line-color": "#f00"}}"##
    }

    func style(layers: [String]) -> [UInt8] {
        Array((#"{"version": 8, "layers": ["# + layers.joined(separator: ",") + "]}").utf8)
    }

    func testAHundredThousandLayersAreTooManyToDraw() throws {
        XCTAssertThrowsError(try MapStyle(json: style(layers: (0..<100_000).map(line)))) { error in
            XCTAssertEqual(error as? StyleError, .overLimit("it has 100000 layers, more than the 1000 Nearby draws"))
            XCTAssertEqual("\(error)", "the style is too large to use: it has 100000 layers, more than the 1000 Nearby draws")
        }
        XCTAssertEqual(try MapStyle(json: style(layers: (0..<MapStyle.maxLayers).map(line))).layers.count, MapStyle.maxLayers)
    }

    func testAStyleNestedDeeperThan64LevelsSaysSoAndNotThatItIsNotJSON() throws {
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        let bytes = Array(#"{"version": 8, "layers": [{"id": "x", "type": "line", "source-layer": "a", "filter": \#(deep)}]}"#.utf8)
        XCTAssertThrowsError(try MapStyle(json: bytes)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("the style is too large to use: arrays and objects nested deeper than 64 levels"), text)
            XCTAssertFalse(text.contains("not JSON"), text)
        }
        XCTAssertThrowsError(try MapStyle(json: Array("{\"layers\": [}".utf8))) { error in
            XCTAssertTrue("\(error)".hasPrefix("the style is not JSON"), "\(error)")
        }
    }

    func testAStringPast64KiBIsRefusedWithTheCap() throws {
        let long = String(repeating: "a", count: 70_000)
        let bytes = Array(#"{"version": 8, "layers": [{"id": "\#(long)", "type": "line", "source-layer": "a"}]}"#.utf8)
        XCTAssertThrowsError(try MapStyle(json: bytes)) { error in
            XCTAssertTrue("\(error)".hasPrefix("the style is too large to use: a string or number longer than 65536 bytes"), "\(error)")
        }
    }

    /// A bad colour of 60 kB (under the string cap) makes a note, and the note stays one short line.
    func testANoteQuotingAHugeBadColourIsCut() throws {
        let colour = String(repeating: "z", count: 60_000)
        let bytes = Array(#"{"layers": [{"id": "w", "type": "fill", "source-layer": "water", "paint": {"fill-color": "\#(colour)"}}]}"#.utf8)
        let style = try MapStyle(json: bytes)
        let note = try XCTUnwrap(style.notes.first { $0.contains("fill-color") })
        XCTAssertLessThanOrEqual(note.utf8.count, 300)
        XCTAssertTrue(note.hasPrefix("layer w: fill-color \"zzz"), note)
        XCTAssertTrue(note.hasSuffix("…"), note)
    }
}
