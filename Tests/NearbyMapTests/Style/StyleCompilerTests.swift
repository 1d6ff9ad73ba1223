import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyMap
@testable import NearbyTileFormats

/// The style document as a whole: draw order, kinds, zoom ranges, text fields, what is left
/// out with a note, and the two errors.
final class StyleCompilerTests: XCTestCase {
    static let sample = """
        {"version": 8, "name": "Sample", "sources": {"v": {"type": "vector"}},
         "layers": [
          {"id": "bg", "type": "background", "paint": {"background-color": "#102030"}},
          {"id": "water", "type": "fill", "source": "v", "source-layer": "water",
           "paint": {"fill-color": "blue", "fill-outline-color": "#00f", "fill-opacity": 0.5}},
          {"id": "hills", "type": "hillshade", "source": "v"},
          {"id": "hidden", "type": "line", "source-layer": "road", "layout": {"visibility": "none"}},
          {"id": "roads", "type": "line", "source-layer": "road", "minzoom": 10, "maxzoom": 16,
           "layout": {"line-cap": "round"},
           "paint": {"line-color": "hsl(30, 100%, 50%)", "line-width": 2, "line-dasharray": [2, 1], "line-glow": 3}},
          {"id": "orphan", "type": "fill", "paint": {"fill-color": "red"}},
          {"id": "labels", "type": "symbol", "source-layer": "place",
           "layout": {"text-field": "{name:latin} ({ref})", "text-size": 14, "icon-image": "dot", "text-fancy": 1},
           "paint": {"text-color": "white"}},
          {"id": "bad-colour", "type": "fill", "source-layer": "park", "paint": {"fill-color": "greenish"}}
         ]}
        """

    func testLayersCompileInDrawOrderWithWhatWasLeftOutNoted() throws {
        let style = try MapStyle(json: Array(Self.sample.utf8))
        XCTAssertEqual(style.name, "Sample")
        XCTAssertEqual(style.layers.map(\.id), ["bg", "water", "roads", "labels", "bad-colour"])
        XCTAssertEqual(style.layers.map(\.kind), [.background, .fill, .line, .symbol, .fill])
        XCTAssertEqual(style.layers.map(\.sourceLayer), [nil, "water", "road", "place", "park"])
        XCTAssertEqual(style.notes, [
            "layer hills of type hillshade was left out (Nearby draws background, fill, line and symbol layers)",
            "layer orphan has no source-layer and was left out",
            "layer bad-colour: fill-color \"greenish\" is not a colour Nearby reads; the default is used",
            "ignored the properties line-glow, text-fancy",
        ])
        guard case .background(let background) = style.layers[0].paint,
              case .fill(let water) = style.layers[1].paint,
              case .line(let roads) = style.layers[2].paint,
              case .symbol(let labels) = style.layers[3].paint else { return XCTFail("paint kinds") }
        XCTAssertEqual(background, .constant(StyleColor(red: 0x10, green: 0x20, blue: 0x30)))
        XCTAssertEqual(water.color, .constant(StyleColor(red: 0, green: 0, blue: 255)))
        XCTAssertEqual(water.outlineColor, .constant(StyleColor(red: 0, green: 0, blue: 255)))
        XCTAssertEqual(water.opacity, .constant(0.5))
        XCTAssertEqual(roads.color, .constant(StyleColor(red: 255, green: 128, blue: 0)))
        XCTAssertEqual(roads.width, .constant(2))
        XCTAssertTrue(roads.isDashed)
        XCTAssertEqual(labels.textField, TextTemplate(parts: [.property(["name:latin"]), .literal(" ("), .property(["ref"]), .literal(")")]))
        XCTAssertEqual(labels.textColor, .constant(.white))
        XCTAssertEqual(labels.textSize, .constant(14))
    }

    func testZoomRangeIsMinInclusiveMaxExclusive() throws {
        let style = try MapStyle(json: Array(Self.sample.utf8))
        let roads = try XCTUnwrap(style.layers.first { $0.id == "roads" })
        XCTAssertEqual([9.99, 10, 12, 15.99, 16, 18].map(roads.isVisible(atZoom:)), [false, true, true, true, false, false])
        XCTAssertEqual(style.layers(atZoom: 9).map(\.id), ["bg", "water", "labels", "bad-colour"])
        XCTAssertEqual(style.layers(forSourceLayer: "road", atZoom: 12).map(\.id), ["roads"])
        XCTAssertEqual(style.layers(forSourceLayer: "road", atZoom: 16).map(\.id), [])
    }

    func testTextFieldsGiveTheLabelOfAFeature() throws {
        let feature = MVTFeature(id: nil, properties: [
            .init(key: "name", value: .string("Helsinki")), .init(key: "name:sv", value: .string("Helsingfors")),
            .init(key: "ref", value: .int(12)), .init(key: "evil", value: .string("\u{1B}[2J\r\n x")),
        ], geometry: .points([MVTPoint(x: 0, y: 0)]))
        let cases: [(String, String?)] = [
            (#""{name}""#, "Helsinki"), (#""{name:sv}""#, "Helsingfors"), (#""{name:latin}""#, nil),
            (#""{name} {ref}""#, "Helsinki 12"), (#""{name}\n{name:sv}""#, "Helsinki Helsingfors"),
            (#""  {name:en} {name}  ""#, "Helsinki"), (#""{evil}""#, "\u{FFFD}[2J x"), (#""E{ref}""#, "E12"), (#""{name""#, "{name"), (#""plain""#, "plain"),
            (#"["get", "name"]"#, "Helsinki"), (#"["get", "name:en"]"#, nil),
            (#"["coalesce", ["get", "name:en"], ["get", "name:sv"], ["get", "name"]]"#, "Helsingfors"),
            (#"["concat", ["get", "name"], " / ", ["get", "name:sv"]]"#, "Helsinki / Helsingfors"),
            (#"["to-string", ["get", "ref"]]"#, "12"),
        ]
        for (json, expected) in cases {
            let style = try StyleFixtures.style(layer: """
                {"id": "s", "type": "symbol", "source-layer": "place", "layout": {"text-field": \(json)}}
                """)
            XCTAssertEqual(style.notes, [], json)
            guard case .symbol(let paint)? = style.layers.first?.paint else { return XCTFail(json) }
            XCTAssertEqual(paint.textField?.text(for: feature), expected, json)
        }
        let odd = try StyleFixtures.style(layer: """
            {"id": "s", "type": "symbol", "source-layer": "place", "layout": {"text-field": ["upcase", ["get", "name"]]}}
            """)
        guard case .symbol(let paint)? = odd.layers.first?.paint else { return XCTFail() }
        XCTAssertNil(paint.textField)
        XCTAssertEqual(odd.notes.count, 1)
    }

    func testNotJSONAndNoLayersAreOneSentenceEach() {
        let cases: [(String, String)] = [
            ("", "the style is not JSON: the JSON ends in the middle of a value (line 1, byte 0)"),
            ("{\"layers\": [}", "the style is not JSON"),
            ("<style/>", "the style is not JSON"),
            ("[]", "the style has no layers Nearby can draw (background, fill, line or symbol)"),
            ("{\"version\": 8}", "the style has no layers"),
            ("{\"layers\": {}}", "the style has no layers"),
            ("{\"layers\": []}", "the style has no layers"),
            ("{\"layers\": [{\"id\": \"h\", \"type\": \"raster\"}, 3]}", "the style has no layers"),
        ]
        for (text, start) in cases {
            XCTAssertThrowsError(try MapStyle(json: Array(text.utf8)), text) { error in
                let sentence = "\(error)"
                XCTAssertTrue(sentence.hasPrefix(start), "\(text): \(sentence)")
                XCTAssertFalse(sentence.contains("\n"), sentence)
            }
        }
    }

    func testAFileIsReadOrNamedInTheError() throws {
        let directory = try ScratchDirectory()
        let path = try directory.write(Array(Self.sample.utf8), to: "style.json")
        XCTAssertEqual(try MapStyle(path: path).layers.count, 5)
        XCTAssertThrowsError(try MapStyle(path: directory.path + "/missing.json")) {
            XCTAssertTrue("\($0)".hasPrefix("cannot read the style "), "\($0)")
            XCTAssertTrue("\($0)".contains("missing.json"), "\($0)")
        }
        let empty = try directory.write(Array("{\"layers\": []}".utf8), to: "empty.json")
        XCTAssertThrowsError(try MapStyle(path: empty)) {
            XCTAssertEqual("\($0)", empty + ": the style has no layers Nearby can draw (background, fill, line or symbol)")
        }
        XCTAssertThrowsError(try MapStyle(path: directory.path)) {
            XCTAssertTrue("\($0)".contains("not a regular file"), "\($0)")
        }
    }
}
