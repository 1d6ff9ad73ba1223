import Foundation
import XCTest
@testable import NearbyMap

/// Zoom functions: every stop is read and used (MapSCII read only the first), exponential
/// bases, intervals, and the expression forms.
final class ZoomCurveTests: XCTestCase {
    func width(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> ZoomCurve<Double> {
        let style = try StyleFixtures.style(layer: """
            {"id": "l", "type": "line", "source-layer": "road", "paint": {"line-color": "red", "line-width": \(json)}}
            """)
        XCTAssertEqual(style.notes, [], file: file, line: line)
        guard case .line(let paint)? = style.layers.first?.paint else { throw FixtureError("not a line layer") }
        return paint.width
    }

    func testLinearStopsInterpolateBetweenEveryPairAndClampOutside() throws {
        let curve = try width(#"{"stops": [[10, 1], [12, 3], [14, 11], [18, 3]]}"#)
        let expected: [(Double, Double)] = [
            (0, 1), (10, 1), (11, 2), (12, 3), (13, 7), (13.5, 9), (14, 11), (16, 7), (17, 5), (18, 3), (22, 3),
        ]
        for (zoom, value) in expected {
            XCTAssertEqual(curve.value(atZoom: zoom), value, accuracy: 1e-9, "zoom \(zoom)")
        }
    }

    func testExponentialBaseFollowsMapLibresFormula() throws {
        let curve = try width(#"{"base": 1.5, "stops": [[5, 2], [9, 10], [13, 30]]}"#)
        // MapLibre: t = (base^(z - z0) - 1) / (base^(z1 - z0) - 1).
        func oracle(_ z: Double, _ z0: Double, _ z1: Double, _ v0: Double, _ v1: Double) -> Double {
            v0 + (v1 - v0) * (pow(1.5, z - z0) - 1) / (pow(1.5, z1 - z0) - 1)
        }
        for z in stride(from: 5.0, through: 9.0, by: 0.25) {
            XCTAssertEqual(curve.value(atZoom: z), oracle(z, 5, 9, 2, 10), accuracy: 1e-9)
        }
        for z in stride(from: 9.0, through: 13.0, by: 0.25) {
            XCTAssertEqual(curve.value(atZoom: z), oracle(z, 9, 13, 10, 30), accuracy: 1e-9)
        }
        // Faster towards the upper stop: below the linear midpoint at the middle.
        XCTAssertLessThan(curve.value(atZoom: 11), 20)
    }

    func testIntervalStepsHoldUntilTheNextStop() throws {
        let curve = try width(#"{"type": "interval", "stops": [[10, 1], [14, 2], [16, 4]]}"#)
        XCTAssertEqual([8, 10, 13.99, 14, 15, 16, 20].map { curve.value(atZoom: $0) }, [1, 1, 1, 2, 2, 4, 4])
    }

    func testStopsOutOfOrderAreSorted() throws {
        let curve = try width(#"{"stops": [[14, 4], [10, 2]]}"#)
        XCTAssertEqual(curve.value(atZoom: 12), 3, accuracy: 1e-9)
    }

    func testInterpolateAndStepExpressions() throws {
        let linear = try width(#"["interpolate", ["linear"], ["zoom"], 10, 1, 14, 5, 16, 1]"#)
        XCTAssertEqual(linear.value(atZoom: 12), 3, accuracy: 1e-9)
        XCTAssertEqual(linear.value(atZoom: 15), 3, accuracy: 1e-9)
        let exponential = try width(#"["interpolate", ["exponential", 2], ["zoom"], 0, 0, 4, 15]"#)
        XCTAssertEqual(exponential.value(atZoom: 2), 3, accuracy: 1e-9, "(2^2 - 1) / (2^4 - 1) of 15")
        let step = try width(#"["step", ["zoom"], 0.5, 12, 1, 15, 2]"#)
        XCTAssertEqual([0, 11.9, 12, 14, 15, 22].map { step.value(atZoom: $0) }, [0.5, 0.5, 1, 1, 2, 2])
        XCTAssertEqual(try width(#"["literal", 3]"#), .constant(3))
    }

    func testColourStopsInterpolateComponents() throws {
        let style = try StyleFixtures.style(layer: """
            {"id": "f", "type": "fill", "source-layer": "water",
             "paint": {"fill-color": {"stops": [[4, "#000000"], [8, "#ff8040"], [10, "rgba(255, 128, 64, 0)"]]}}}
            """)
        guard case .fill(let paint)? = style.layers.first?.paint else { return XCTFail("not a fill") }
        let middle = paint.color.value(atZoom: 6)
        XCTAssertEqual([middle.red, middle.green, middle.blue], [128, 64, 32])
        XCTAssertEqual(paint.color.value(atZoom: 9).alpha, 0.5, accuracy: 1e-9, "alpha interpolates in the last segment")
        XCTAssertEqual(paint.color.value(atZoom: 9).red, 255)
    }

    func testExtremeCurvesStayFinite() throws {
        // pow(1e308, 500) overflows: the fraction is held at the lower stop, never NaN.
        let steep = try width(#"["interpolate", ["exponential", 1e308], ["zoom"], 0, 1, 1000, 2]"#)
        XCTAssertEqual(steep.value(atZoom: 500), 1)
        let huge = try width(#"{"stops": [[0, 1e308], [10, -1e308]]}"#)
        XCTAssertEqual(huge.value(atZoom: 5), 0, accuracy: 1e-9)
        XCTAssertTrue((0...10).allSatisfy { huge.value(atZoom: Double($0)).isFinite })
    }

    func testUnusableCurvesFallBackToTheDefaultWithANote() throws {
        for json in [#"{"property": "rank", "stops": [[1, 2]]}"#, #"{"stops": []}"#, #"{"type": "categorical", "stops": [[1, 2]]}"#,
                     #"["interpolate", ["linear"], ["get", "rank"], 1, 2]"#, #"["+", 1, 2]"#, #""wide""#,
                     #"{"base": -2, "stops": [[0, 1], [10, 2]]}"#, #"{"stops": [[0, 1], [1e999, 2]]}"#,
                     #"["interpolate", ["exponential", 0], ["zoom"], 0, 1, 9, 2]"#, #"1e999"#] {
            let style = try StyleFixtures.style(layer: """
                {"id": "l", "type": "line", "source-layer": "road", "paint": {"line-width": \(json)}}
                """)
            guard case .line(let paint)? = style.layers.first?.paint else { return XCTFail(json) }
            XCTAssertEqual(paint.width, .constant(1), json)
            XCTAssertEqual(style.notes.count, 1, json)
            XCTAssertTrue(style.notes.first?.contains("line-width") ?? false, "\(json): \(style.notes)")
        }
    }
}
