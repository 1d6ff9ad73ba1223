import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyMap
import NearbyTileFormats

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

    /// Every expression is capped: a 150,000-part `concat` text field (2.5 MB, a valid style)
    /// leaves its layer without labels with one note, at once; a template string of thousands
    /// of `{key}` parts likewise; a filter of 10,000 values leaves its layer out; a colour
    /// curve of 5,000 stops falls back to the default. The bundled styles stay far below.
    func testEveryExpressionIsCappedWithOneNote() throws {
        let parts = (0..<150_000).map { _ in #"["get","name"]"# }.joined(separator: ",")
        let concat = #"{"id": "names", "type": "symbol", "source-layer": "place", "layout": {"text-field": ["concat",\#(parts)]}}"#
        let keys = String(repeating: "{name}", count: 5_000)
        let template = #"{"id": "keys", "type": "symbol", "source-layer": "place", "layout": {"text-field": "\#(keys)"}}"#
        let values = (0..<10_000).map { "\"c\($0)\"" }.joined(separator: ",")
        let filter = #"{"id": "roads", "type": "line", "source-layer": "transportation", "filter": ["in", "class", \#(values)]}"#
        let stops = (0..<5_000).map { "[\($0), \"#ff0000\"]" }.joined(separator: ",")
        let curve = #"{"id": "water", "type": "fill", "source-layer": "water", "paint": {"fill-color": {"stops": [\#(stops)]}}}"#
        let started = Date()
        let style = try MapStyle(json: style(layers: [concat, template, filter, curve]))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "compiling is bounded too")
        XCTAssertEqual(style.notes.filter { $0.hasPrefix("layer names: text-field holds more than 4096 values") }.count, 1,
                       "\(style.notes)")
        XCTAssertEqual(style.notes.filter { $0.hasPrefix("layer keys: text-field has 5000 parts, more than the 256") }.count, 1,
                       "\(style.notes)")
        XCTAssertTrue(style.notes.contains { $0.hasPrefix("layer roads was left out: its filter holds more than 4096 values") },
                      "\(style.notes)")
        XCTAssertTrue(style.notes.contains { $0.hasPrefix("layer water: fill-color holds more than 4096 values") }, "\(style.notes)")
        XCTAssertFalse(style.layers.contains { $0.id == "roads" })
        for layer in style.layers where layer.id == "names" || layer.id == "keys" {
            guard case .symbol(let paint) = layer.paint else { return XCTFail(layer.id) }
            XCTAssertNil(paint.textField, layer.id)
        }
    }

    /// A label is built no longer than a line: a text field joining long literals stops early.
    func testALabelIsBuiltNoLongerThanALine() throws {
        let literal = String(repeating: "x", count: 60_000)
        let parts = (0..<200).map { _ in "\"\(literal)\"" }.joined(separator: ",")
        let layer = #"{"id": "long", "type": "symbol", "source-layer": "place", "layout": {"text-field": ["concat",\#(parts)]}}"#
        let style = try MapStyle(json: style(layers: [layer]))
        guard case .symbol(let paint)? = style.layers.first?.paint else { return XCTFail("\(style.layers)") }
        let template = try XCTUnwrap(paint.textField)
        let label = try XCTUnwrap(template.text(for: MVTFeature(id: nil, properties: [], geometry: .points([]))))
        XCTAssertLessThanOrEqual(label.utf8.count, TextTemplate.maxLabelBytes)
    }
}
