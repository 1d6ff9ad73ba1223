import XCTest
import NearbyTestSupport
@testable import NearbyGeo

final class PresetTests: XCTestCase {
    func testXcodesListAppleAndHelsinki() {
        XCTAssertEqual(Preset.all.map(\.name), [
            "London", "Johannesburg", "Moscow", "Mumbai", "Tokyo", "Sydney", "Hong Kong", "Honolulu",
            "San Francisco", "Mexico City", "New York", "Rio de Janeiro", "Apple", "Helsinki",
        ])
        XCTAssertEqual(Preset.named("Apple")?.coordinate, Coordinate(latitude: 37.33233141, longitude: -122.0312186))
        XCTAssertEqual(Preset.named("helsinki")?.coordinate, Place.helsinki)
        for preset in Preset.all {
            XCTAssertTrue(abs(preset.coordinate.latitude) <= 90 && abs(preset.coordinate.longitude) <= 180)
        }
        // Each is in its city: spot checks against well-known landmarks, within 10 km.
        let landmarks: [(String, Double, Double)] = [
            ("London", 51.5007, -0.1246), ("Tokyo", 35.6812, 139.7671), ("Sydney", -33.8568, 151.2153),
            ("New York", 40.7580, -73.9855), ("Rio de Janeiro", -22.9068, -43.1729), ("Moscow", 55.7539, 37.6208),
        ]
        for (name, lat, lon) in landmarks {
            let preset = Preset.named(name)?.coordinate ?? Coordinate(latitude: 0, longitude: 0)
            XCTAssertLessThan(Vincenty.distance(preset, Coordinate(latitude: lat, longitude: lon)), 10_000, name)
        }
    }

    func testNamesMatchIgnoringCaseSpacesAndHyphens() {
        XCTAssertEqual(Preset.named("TOKYO")?.name, "Tokyo")
        XCTAssertEqual(Preset.named("tokyo")?.name, "Tokyo")
        XCTAssertEqual(Preset.named("new york")?.name, "New York")
        XCTAssertEqual(Preset.named("New-York")?.name, "New York")
        XCTAssertEqual(Preset.named("rio_de_janeiro")?.name, "Rio de Janeiro")
        XCTAssertEqual(Preset.named("HONG KONG")?.name, "Hong Kong")
        XCTAssertNil(Preset.named("Atlantis"))
        XCTAssertNil(Preset.named(""))
        XCTAssertTrue(Preset.names.hasPrefix("London, Johannesburg, "))
    }
}
