import XCTest

/// Every legacy filter operator, true and false, with missing keys and type mismatches, from
/// Fixtures/style-filters.json, compiled through a whole style as a user's file would be.
final class FeatureFilterTests: XCTestCase {
    func testEveryFixtureCaseGivesTheExpectedResult() throws {
        let fixture = try StyleFixtures.json("style-filters.json")
        let cases = try XCTUnwrap(fixture["cases"]?.array)
        XCTAssertGreaterThan(cases.count, 80)
        var operators: [String: Set<Bool>] = [:]
        for entry in cases {
            let filter = try XCTUnwrap(entry["filter"])
            let expected = try XCTUnwrap(entry["expected"].flatMap { if case .bool(let b) = $0 { return b } else { return nil } })
            let why = entry["why"]?.string ?? ""
            let style = try StyleFixtures.style(layer: """
                {"id": "t", "type": "line", "source-layer": "roads", "filter": \(StyleFixtures.text(filter))}
                """)
            XCTAssertEqual(style.notes, [], "\(why): \(style.notes)")
            let layer = try XCTUnwrap(style.layers.first, why)
            let feature = try StyleFixtures.feature(try XCTUnwrap(entry["feature"]))
            XCTAssertEqual(layer.matches(feature), expected, "\(StyleFixtures.text(filter)) on \(feature.properties): \(why)")
            if let op = filter.array?.first?.string { operators[op, default: []].insert(expected) }
        }
        // The fixture itself covers each operator both ways.
        for op in ["==", "!=", "<", "<=", ">", ">=", "in", "!in", "has", "!has", "all", "any", "none"] {
            XCTAssertEqual(operators[op], [true, false], "the fixture lacks a true or a false case of \(op)")
        }
    }

    func testFiltersNearbyCannotReadLeaveTheLayerOutWithANote() throws {
        let fixture = try StyleFixtures.json("style-filters.json")
        for filter in try XCTUnwrap(fixture["unreadable"]?.array) {
            let text = StyleFixtures.text(filter)
            let style = try StyleFixtures.style(layer: """
                {"id": "kept", "type": "background", "paint": {"background-color": "#000"}},
                {"id": "odd", "type": "line", "source-layer": "roads", "filter": \(text)}
                """)
            XCTAssertEqual(style.layers.map(\.id), ["kept"], text)
            XCTAssertEqual(style.notes.count, 1, text)
            XCTAssertTrue(style.notes.first?.hasPrefix("layer odd was left out: its filter") ?? false, "\(text): \(style.notes)")
        }
    }

    func testCompiledFiltersAreTyped() throws {
        let style = try StyleFixtures.style(layer: """
            {"id": "t", "type": "fill", "source-layer": "x",
             "filter": ["all", ["==", "$type", "Polygon"], ["in", "class", "park", 2], [">=", "$id", 3], ["!has", "tunnel"]]}
            """)
        XCTAssertEqual(style.layers.first?.filter, .all([
            .equal(.geometryType, .string("Polygon")),
            .in(.property("class"), [.string("park"), .number(2)]),
            .compare(.id, .greaterOrEqual, .number(3)),
            .notHas(.property("tunnel")),
        ]))
    }
}
