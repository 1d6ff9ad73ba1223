import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap

/// Anywhere on Earth at a 64 km span, drawn from the bundled archive alone: where `--near` takes
/// you, the map names the city and shows its coast or its border where it has one.
final class CitiesAtSixtyFourKilometresTests: XCTestCase {
    struct City {
        var name: String
        var latitude: Double
        var longitude: Double
        var coast = false
        var border = false
    }

    /// GeoNames' coordinates; coasts and borders within 32 km of the centre.
    static let cities: [City] = [
        City(name: "Helsinki", latitude: 60.16952, longitude: 24.93545, coast: true),
        City(name: "Tokyo", latitude: 35.6895, longitude: 139.69171, coast: true),
        City(name: "New York City", latitude: 40.71427, longitude: -74.00597, coast: true),
        City(name: "Sydney", latitude: -33.86785, longitude: 151.20732, coast: true),
        City(name: "Mumbai", latitude: 19.07283, longitude: 72.88261, coast: true),
        City(name: "Reykjavík", latitude: 64.13548, longitude: -21.89541, coast: true),
        City(name: "Cape Town", latitude: -33.92584, longitude: 18.42322, coast: true),
        City(name: "Honolulu", latitude: 21.30694, longitude: -157.85833, coast: true),
        City(name: "Singapore", latitude: 1.28967, longitude: 103.85007, coast: true, border: true),
        City(name: "Geneva", latitude: 46.20222, longitude: 6.14569, border: true),
        City(name: "Strasbourg", latitude: 48.58392, longitude: 7.74553, border: true),
        City(name: "Moscow", latitude: 55.75204, longitude: 37.61781),
        City(name: "Mexico City", latitude: 19.42847, longitude: -99.12766),
        City(name: "Cairo", latitude: 30.06263, longitude: 31.24967),
        City(name: "Berlin", latitude: 52.52437, longitude: 13.41053),
        City(name: "São Paulo", latitude: -23.5475, longitude: -46.63611),
        City(name: "Lagos", latitude: 6.45407, longitude: 3.39467, coast: true),
        City(name: "Jakarta", latitude: -6.21462, longitude: 106.84513, coast: true),
        City(name: "Los Angeles", latitude: 34.05223, longitude: -118.24368, coast: true),
        City(name: "Buenos Aires", latitude: -34.61315, longitude: -58.37723, coast: true),
    ]

    func testEachCityIsNamedWithItsCoastOrBorder() throws {
        let source = try MapTileSource(path: MapTileSourceTests.archive)
        for city in Self.cities {
            let centre = Coordinate(latitude: city.latitude, longitude: city.longitude)
            // You stand 8 km north of the centre: the position marker covers what is under it.
            let state = MapTileSourceTests.state(at: Geodesic.destination(from: centre, azimuth: 0, distance: 8_000), span: 64_000)
            let (grid, map) = try MapTileSourceTests.frame(state, source)
            let text = grid.lines.joined(separator: "\n")
            XCTAssertFalse(map.isMissingHere, city.name)
            XCTAssertTrue(map.tiles.flatMap(\.labels).contains { $0.text == city.name }, "\(city.name): no label in the frame")
            XCTAssertTrue(text.contains(city.name), "\(city.name) is not labelled:\n\(text)")
            let region = state.viewport.region
            let water = map.tiles.flatMap(\.fills).filter { $0.kind == .water }
                .contains { $0.rings.contains { $0.contains(where: region.contains) } }
            let border = map.tiles.flatMap(\.lines).filter { $0.kind == .boundary }
                .contains { $0.points.contains(where: region.contains) }
            if city.coast { XCTAssertTrue(water, "\(city.name): no sea in view") }
            if city.border { XCTAssertTrue(border, "\(city.name): no border in view") }
        }
    }
}

extension CitiesAtSixtyFourKilometresTests {
    /// `--near CITY` puts you at the city's centre: at 64 km its own name is still written (your
    /// marker there takes the centre; the name goes right, left, above or below its point),
    /// in the app at 120×40 and in `nearby snap` at 120×30, for cities on six continents.
    func testEachCityKeepsItsOwnNameWithYouAtItsCentre() throws {
        let cities: [(label: String, latitude: Double, longitude: Double)] = [
            ("Tokyo", 35.6895, 139.69171), ("New York", 40.71427, -74.00597), ("Singapore", 1.28967, 103.85007),
            ("Moscow", 55.75204, 37.61781), ("Mexico City", 19.42847, -99.12766), ("Nairobi", -1.28333, 36.81667),
            ("Lima", -12.04318, -77.02824), ("Perth", -31.95224, 115.8614), ("Oslo", 59.91273, 10.74609),
            ("Denver", 39.73915, -104.9847), ("Cairo", 30.06263, 31.24967), ("Santiago", -33.45694, -70.64827),
            ("Helsinki", 60.16952, 24.93545), ("Reykjav", 64.13548, -21.89541),
        ]
        let source = try MapTileSource(path: MapTileSourceTests.archive)
        var missing: [String] = []
        for city in cities {
            let centre = Coordinate(latitude: city.latitude, longitude: city.longitude)
            let app = MapTileSourceTests.state(at: centre, span: 64_000, width: 120, height: 40)
            let (grid, _) = try MapTileSourceTests.frame(app, source)
            let inner = MapPane.innerArea(app.viewport.layout.map)
            let pane = grid.lines.prefix(inner.maxY).joined(separator: "\n")
            if !pane.contains(city.label) { missing.append("app: \(city.label)\n" + pane) }
            let snap = MapTileSourceTests.state(at: centre, span: 64_000, width: 120, height: 30)
            let cover = try XCTUnwrap(MapPane.tileCover(snap, area: Rect(x: 0, y: 0, width: 120, height: 30)))
            let frame = MapPane.frame(snap, map: source.frame(for: cover).data, width: 120, height: 30)
            let text = frame.lines.joined(separator: "\n")
            if !text.contains(city.label) { missing.append("snap: \(city.label)\n" + text) }
        }
        XCTAssertEqual(missing, [], "cities left nameless")
    }
}
