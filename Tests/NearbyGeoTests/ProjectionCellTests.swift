import XCTest
import NearbyTestSupport
@testable import NearbyGeo

final class ProjectionCellTests: XCTestCase {
    func testPinsLandInTheCellThatContainsThem() throws {
        let region = Region(center: Sample.center, latitudinalMeters: 500, longitudinalMeters: 500)
        // Odd sizes put the center in the middle of a cell, away from cell edges.
        let projection = MapProjection(region: region, columns: 21, rows: 11)
        let center = try XCTUnwrap(projection.cell(of: Sample.center))
        XCTAssertEqual(center.column, 10)
        XCTAssertEqual(center.row, 5)
        let north = Geodesic.destination(from: Sample.center, azimuth: 0, distance: 200)
        let cell = try XCTUnwrap(projection.cell(of: north))
        XCTAssertEqual(cell.column, 10)
        XCTAssertLessThan(cell.row, 5)
        XCTAssertNil(projection.cell(of: Geodesic.destination(from: Sample.center, azimuth: 0, distance: 2000)))
    }

    func testNoJumpAcrossTheAntimeridian() {
        let center = Coordinate(latitude: -17.8, longitude: 179.999)
        let region = Region(center: center, latitudinalMeters: 2000, longitudinalMeters: 2000)
        let projection = MapProjection(region: region, columns: 20, rows: 10)
        let west = projection.project(Coordinate(latitude: -17.8, longitude: 179.995))
        let east = projection.project(Coordinate(latitude: -17.8, longitude: -179.995))
        XCTAssertLessThan(west.x, east.x)
        XCTAssertLessThan(east.x - west.x, 40)
        XCTAssertFalse(projection.wraps(west, east))
    }
}
