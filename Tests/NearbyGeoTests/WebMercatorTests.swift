import NearbyTestSupport
import XCTest
import NearbyGeo

/// The one Web Mercator: its round trip, its limit and its clamping.
final class WebMercatorTests: XCTestCase {
    func testForwardThenInverseGivesTheCoordinateBack() {
        var random = SplitMix64(seed: 19)
        for _ in 0..<2_000 {
            let latitude = random.uniform(-85, 85), longitude = random.uniform(-180, 180)
            let w = WebMercator.world(Coordinate(latitude: latitude, longitude: longitude))
            XCTAssert((0...1).contains(w.x) && (0...1).contains(w.y), "\(latitude), \(longitude)")
            let back = WebMercator.coordinate(worldX: w.x, worldY: w.y)
            XCTAssertEqual(back.latitude, latitude, accuracy: 1e-9)
            XCTAssertEqual(back.longitude, longitude, accuracy: 1e-9)
        }
    }

    func testKnownPoints() {
        let origin = WebMercator.world(Coordinate(latitude: 0, longitude: 0))
        XCTAssertEqual(origin.x, 0.5, accuracy: 1e-15)
        XCTAssertEqual(origin.y, 0.5, accuracy: 1e-15)
        XCTAssertEqual(WebMercator.worldX(longitude: -180), 0)
        XCTAssertEqual(WebMercator.worldX(longitude: 180), 1)
        // Longitudes past the antimeridian run past the square; the inverse takes them back.
        XCTAssertEqual(WebMercator.worldX(longitude: 270), 1.25)
        XCTAssertEqual(WebMercator.coordinate(worldX: 1.25, worldY: 0.5).longitude, 270, accuracy: 1e-12)
    }

    func testTheLimitIsWhereTheSquareEnds() {
        XCTAssertEqual(WebMercator.maxLatitude, atan(sinh(Double.pi)) * 180 / .pi, accuracy: 1e-13)
        XCTAssertEqual(WebMercator.maxLatitude, 85.0511287798066, accuracy: 1e-13)
        XCTAssertEqual(WebMercator.coordinate(worldX: 0, worldY: 0).latitude, WebMercator.maxLatitude, accuracy: 1e-12)
        XCTAssertEqual(WebMercator.coordinate(worldX: 0, worldY: 1).latitude, -WebMercator.maxLatitude, accuracy: 1e-12)
    }

    func testLatitudesAtAndPastTheLimitAreClamped() {
        let north = WebMercator.worldY(latitude: WebMercator.maxLatitude)
        let south = WebMercator.worldY(latitude: -WebMercator.maxLatitude)
        XCTAssert(north >= 0 && north < 1e-12, "\(north)")
        XCTAssert(south <= 1 && south > 1 - 1e-12, "\(south)")
        for latitude in [85.0511288, 85.06, 89.9, 90, 1_000, Double.infinity] {
            XCTAssertEqual(WebMercator.worldY(latitude: latitude), north, "\(latitude)")
            XCTAssertEqual(WebMercator.worldY(latitude: -latitude), south, "\(-latitude)")
            XCTAssertEqual(WebMercator.clamped(latitude: latitude), WebMercator.maxLatitude)
            XCTAssertEqual(WebMercator.clamped(latitude: -latitude), -WebMercator.maxLatitude)
        }
        XCTAssertEqual(WebMercator.clamped(latitude: 60.1675), 60.1675)
        // Just inside the limit is not clamped: y moves off the edge.
        XCTAssertGreaterThan(WebMercator.worldY(latitude: 85.05), north)
    }
}
