import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCLI
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyGeo

/// The map's projection against the geodesic: pins, the scale bar and panning agree at the
/// equator, in Helsinki, next to and on the poles.
final class MapProjectionTests: XCTestCase {
    static let centers: [(String, Coordinate)] = [
        ("equator", Coordinate(latitude: 0, longitude: 10)),
        ("60°N", Coordinate(latitude: 60, longitude: 24.9)),
        ("89.9°N", Coordinate(latitude: 89.9, longitude: 0)),
        ("90°N", Coordinate(latitude: 90, longitude: 0)),
        ("89.9°S", Coordinate(latitude: -89.9, longitude: -45)),
        ("90°S", Coordinate(latitude: -90, longitude: 120)),
    ]

    /// Meters per dot that the title's span implies for the map pane of `state`, computed from
    /// the layout alone: `span` fits the inner pane along its shorter side.
    func metersPerDot(_ state: AppState) -> Double {
        let map = state.viewport.layout.map
        let dotWidth = Double((map.width - 2) * 2), dotHeight = Double((map.height - 1) * 4)
        return max(state.viewport.span / dotWidth, state.viewport.span / dotHeight)
    }

    func render(_ state: AppState) -> CellGrid {
        var grid = CellGrid(width: state.viewport.width, height: state.viewport.height)
        MapPane.render(state, map: .none, into: &grid, area: state.viewport.layout.map)
        return grid
    }

    func find(_ glyph: Character, in grid: CellGrid) -> (x: Int, y: Int)? {
        for (y, line) in grid.lines.enumerated() {
            if let x = Array(line).firstIndex(of: glyph) { return (x, y) }
        }
        return nil
    }

    func testPinsSitAtTheirGeodesicOffsetEverywhere() throws {
        for (name, center) in Self.centers {
            for azimuth in [0.0, 90, 180, 270] {
                for meters in [100.0, 180] {
                    var state = AppState(width: 100, height: 30, provider: .offline, at: center)
                    let point = Geodesic.destination(from: center, azimuth: azimuth, distance: meters)
                    let venue = Venue(provider: "t", id: "v", name: "V", address: "", coordinate: point)
                    _ = Update.apply(&state, .venuesLoaded([VenueRow(venue: venue, distance: meters)]))
                    let grid = render(state)
                    let label = "\(name), \(meters) m at \(azimuth)°:\n" + grid.lines.joined(separator: "\n")
                    let user = try XCTUnwrap(find("◉", in: grid), label)
                    let pin = try XCTUnwrap(find("●", in: grid), "the pin is drawn, " + label)
                    // Where the geodesic puts it, in dots from the centre, then in cells.
                    let dots = meters / metersPerDot(state)
                    let (s, c) = (sin(azimuth * .pi / 180), cos(azimuth * .pi / 180))
                    let inner = MapPane.innerArea(state.viewport.layout.map)
                    let expectedX = inner.x + Int(((Double(inner.width * 2) / 2) + s * dots).rounded(.down)) / 2
                    let expectedY = inner.y + Int(((Double(inner.height * 4) / 2) - c * dots).rounded(.down)) / 4
                    XCTAssertEqual(Double(pin.x), Double(expectedX), accuracy: 1, label)
                    XCTAssertEqual(Double(pin.y), Double(expectedY), accuracy: 1, label)
                    XCTAssertEqual(Double(user.x), Double(inner.x + inner.width / 2), accuracy: 1, label)
                }
            }
        }
    }

    func testDistancesAndDirectionsFromTheCentreAreTheGeodesicOnes() {
        var rng = SplitMix64(seed: 12)
        for (name, center) in Self.centers {
            for span in [500.0, 20_000, 2_000_000] {
                let projection = MapProjection(center: center, span: span, columns: 80, rows: 20)
                for _ in 0..<200 {
                    let azimuth = rng.uniform(0, 360), meters = rng.uniform(0.001, span / 2)
                    let point = Geodesic.destination(from: center, azimuth: azimuth, distance: meters)
                    let p = projection.project(point)
                    let dx = (p.x - Double(projection.dotWidth) / 2) * projection.metersPerDot
                    let dy = (Double(projection.dotHeight) / 2 - p.y) * projection.metersPerDot
                    let onMap = (dx * dx + dy * dy).squareRoot()
                    // The ellipsoid's radii are exact at the centre; far out the sphere shows.
                    let tolerance = meters * (span > 100_000 ? 4e-3 : 1e-4) + 1e-6
                    XCTAssertEqual(onMap, meters, accuracy: tolerance, "\(name) span \(span) az \(azimuth)")
                    if abs(center.latitude) < 90, meters > 1 {
                        let mapAzimuth = atan2(dx, dy) * 180 / .pi
                        let turn = (mapAzimuth - azimuth).remainder(dividingBy: 360)
                        XCTAssertEqual(turn, 0, accuracy: 0.5, "\(name) span \(span) az \(azimuth)")
                    }
                    let back = projection.unproject(x: p.x, y: p.y)
                    XCTAssertLessThan(Geodesic.distance(back ?? center, point), max(1e-6, meters * 1e-9) + (back == nil ? .infinity : 0),
                                      "unproject undoes project, \(name)")
                }
            }
        }
    }

    func testSegmentsAcrossTheAntipodeTearAndOthersDoNot() {
        let world = MapProjection(center: Coordinate(latitude: 0, longitude: 0), span: 40_000_000, columns: 100, rows: 30)
        let a = world.project(Coordinate(latitude: 0.5, longitude: 179.9)), b = world.project(Coordinate(latitude: -0.5, longitude: 179.9))
        XCTAssertTrue(world.wraps(a, b), "either side of the antipode: opposite sides of the disk")
        let c = world.project(Coordinate(latitude: 60, longitude: 20)), d = world.project(Coordinate(latitude: 61, longitude: 25))
        XCTAssertFalse(world.wraps(c, d))
    }

    func testSouthUpTurnsTheMapHalfRound() throws {
        let center = Coordinate(latitude: 89.99, longitude: 180)
        let north = Geodesic.destination(from: center, azimuth: 0, distance: 100)
        let up = MapProjection(center: center, span: 500, columns: 21, rows: 11)
        let down = MapProjection(center: center, span: 500, columns: 21, rows: 11, heading: 180)
        XCTAssertLessThan(try XCTUnwrap(up.cell(of: north)).row, 5)
        XCTAssertGreaterThan(try XCTUnwrap(down.cell(of: north)).row, 5)
    }

    func testScaleBarAgreesWithTheTitleEverywhere() throws {
        for (name, center) in Self.centers {
            for span in [500.0, 5_000, 2_000_000, Update.spanRange.upperBound] {
                let state = AppState(width: 100, height: 30, provider: .offline, at: center, span: span)
                let grid = render(state)
                let line = try XCTUnwrap(grid.lines.first { $0.contains("├") }, "\(name) \(span)")
                let chars = Array(line)
                let start = try XCTUnwrap(chars.firstIndex(of: "├")), end = try XCTUnwrap(chars.firstIndex(of: "┤"))
                let rest = String(chars[(end + 1)...]).trimmingCharacters(in: .whitespaces)
                let words = rest.split(separator: " ")
                let value = try XCTUnwrap(Double(words[0]), line)
                let meters = words[1] == "km" ? value * 1000 : value
                let cells = Double(end - start + 1)
                let perCell = 2 * metersPerDot(state)
                XCTAssertEqual(cells * perCell, meters, accuracy: perCell, "\(name) \(span): \(line)")
                XCTAssertTrue(grid.lines[state.viewport.layout.map.y].contains(DistanceFormat.short(span)), "the title")
            }
        }
    }

    func testPanningNorthThenSouthReturns() {
        var rng = SplitMix64(seed: 7)
        var starts: [Coordinate] = Self.centers.map(\.1) + [Coordinate(latitude: 89, longitude: 0)]
        for _ in 0..<300 { starts.append(Coordinate(latitude: rng.latitude(), longitude: rng.uniform(-180, 180))) }
        for (i, start) in starts.enumerated() {
            let span = i < 7 ? 500 : rng.logUniform(Update.spanRange.lowerBound, Update.spanRange.upperBound)
            for (there, back) in [(Key.shiftUp, Key.shiftDown), (.shiftDown, .shiftUp), (.character("["), .character("]"))] {
                var state = AppState(width: 80, height: 24, provider: .offline, at: start, span: span)
                _ = Update.apply(&state, .key(there))
                XCTAssertGreaterThan(Geodesic.distance(state.viewport.center, start), span / 4 * 0.99, "it moved")
                _ = Update.apply(&state, .key(back))
                let label = "from \(start) span \(span) \(there) then \(back): \(state.viewport.center)"
                XCTAssertLessThan(Geodesic.distance(state.viewport.center, start), 1e-3, label)
                if abs(start.latitude) < 90 { XCTAssertEqual(state.viewport.heading, 0, label) }
            }
        }
    }

    func testPanningOverThePoleTurnsTheMapSouthUp() {
        var state = AppState(width: 80, height: 24, provider: .offline, at: Coordinate(latitude: 89.9995, longitude: 30))
        _ = Update.apply(&state, .key(.shiftUp))
        XCTAssertEqual(state.viewport.heading, 180)
        XCTAssertEqual(state.viewport.center.longitude.remainder(dividingBy: 360), -150, accuracy: 1e-6)
        XCTAssertTrue(Screen.render(state).lines[0].contains("↓N"))
        _ = Update.apply(&state, .key(.shiftUp))
        XCTAssertLessThan(state.viewport.center.latitude, 89.999, "on along the far meridian, away from the pole")
        _ = Update.apply(&state, .key(.character("c")))
        XCTAssertEqual(state.viewport.heading, 0)
    }
}
