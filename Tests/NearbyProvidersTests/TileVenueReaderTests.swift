import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyProviders
@testable import NearbyTileFormats

/// Venues from hand-made tiles in each schema, and the cover of tiles around a circle.
final class TileVenueReaderTests: XCTestCase {
    let tile = TileKey(zoom: 14, x: 9326, y: 4742)

    func venues(_ builder: TileBuilder, extraLayers: [String] = [], category: String = "cafe", at id: TileKey? = nil) throws -> [Venue] {
        TileVenueReader(category: category).venues(in: try MVTDecoder.decode(builder.bytes(extraLayers: extraLayers)), at: id ?? tile)
    }

    func testOpenMapTilesIDsAreOSMElementsAndOthersStayTiles() throws {
        var poi = TileBuilder(layer: "poi")
        for (id, name) in [(UInt64(1231), "Node"), (4562, "Way"), (7893, "Relation"), (9, "Tiny id"), (1234, "Type 4")] {
            poi.add(id: id, x: 100, y: 100, [("class", "cafe"), ("name", name)])
        }
        let found = try venues(poi)
        XCTAssertEqual(found.map(\.id), ["node/123", "way/456", "relation/789", "poi/9", "poi/1234"])
        XCTAssertEqual(found.map(\.provider), ["osm", "osm", "osm", "tiles", "tiles"])
    }

    func testCategoryMatchesClassOrSubclassWithoutCase() throws {
        var poi = TileBuilder(layer: "poi")
        poi.add(id: 11, x: 1, y: 1, [("class", "cafe"), ("subclass", "cafe"), ("name", "A")])
        poi.add(id: 21, x: 1, y: 1, [("class", "shop"), ("subclass", "bakery"), ("name", "B")])
        poi.add(id: 31, x: 1, y: 1, [("class", "restaurant"), ("name", "C")])
        XCTAssertEqual(try venues(poi).map(\.name), ["A"])
        XCTAssertEqual(try venues(poi, category: "Bakery").map(\.name), ["B"])
        XCTAssertEqual(try venues(poi, category: "shop").map(\.name), ["B"])
    }

    func testNamesArePreferredInOrderMadeSafeAndWithinLimits() throws {
        var poi = TileBuilder(layer: "poi")
        poi.add(id: 11, x: 1, y: 1, [("class", "cafe"), ("name:latin", "Latin"), ("name", "Proper")])
        poi.add(id: 21, x: 1, y: 1, [("class", "cafe"), ("name_en", "English"), ("name:latin", "Latin")])
        poi.add(id: 31, x: 1, y: 1, [("class", "cafe"), ("name", "  "), ("name_en", "English only")])
        poi.add(id: 41, x: 1, y: 1, [("class", "cafe")])
        poi.add(id: 51, x: 1, y: 1, [("class", "cafe"), ("name", "Evil\u{1B}[2J\u{202E}Cafe")])
        poi.add(id: 61, x: 1, y: 1, [("class", "cafe"), ("name", String(repeating: "x", count: VenueLimits.name + 1))])
        poi.add(id: 71, x: 1, y: 1, [("class", "cafe"), ("name", "Addressed"), ("addr:street", "Bulevardi"),
                                     ("addr:housenumber", "9")])
        let found = try venues(poi)
        XCTAssertEqual(found.map(\.name), ["Proper", "Latin", "English only", "Evil\u{FFFD}[2JCafe", "Addressed"])
        XCTAssertEqual(found.map(\.address), ["", "", "", "", "Bulevardi 9"])
    }

    func testShortbreadAmenityAndStableIDsAcrossNeighbouringTiles() throws {
        // The same café in two tiles: inside the east one, in the buffer of the west one.
        var west = TileBuilder(layer: "pois"), east = TileBuilder(layer: "pois")
        west.add(id: nil, x: 4096 + 40, y: 700, [("amenity", "cafe"), ("name", "Kahvila"), ("housenumber", "3"),
                                                 ("street", "Esplanadi")])
        west.add(id: nil, x: 300, y: 700, [("shop", "coffee"), ("name", "Beans")])
        east.add(id: nil, x: 40, y: 700, [("amenity", "cafe"), ("name", "Kahvila")])
        let eastID = TileKey(zoom: 14, x: tile.x + 1, y: tile.y)
        let fromWest = try venues(west), fromEast = try venues(east, at: eastID)
        XCTAssertEqual(fromWest.map(\.name), ["Kahvila"])
        XCTAssertEqual(fromWest.first?.address, "Esplanadi 3")
        XCTAssertEqual(fromWest.first?.provider, "tiles")
        XCTAssertEqual(fromWest.first?.id, fromEast.first?.id)
        XCTAssertEqual(fromWest.first?.coordinate, fromEast.first?.coordinate)
        XCTAssertEqual(try venues(west, category: "coffee").map(\.name), ["Beans"])

        // Through the provider the two are one venue.
        let source = TableTileSource(tiles: [tile: west.bytes(), eastID: east.bytes()])
        let here = RadiusTiles.coordinate(of: eastID, x: 0, y: 0.2)
        let fetched = try TilesProvider(source: source).fetch(around: here, radius: 1500, limit: 50)
        XCTAssertEqual(fetched.map(\.name), ["Kahvila"])
    }

    func testMapboxStreetsMakiOrTypeWords() throws {
        var label = TileBuilder(layer: "poi_label")
        label.add(id: 5, x: 10, y: 10, [("maki", "cafe"), ("type", "Cafe"), ("name", "Maki")])
        label.add(id: 6, x: 10, y: 10, [("maki", "golf"), ("type", "Golf Course"), ("name", "Links")])
        XCTAssertEqual(try venues(label).map(\.id), ["poi_label/5"])
        XCTAssertEqual(try venues(label, category: "golf_course").map(\.name), ["Links"])
        XCTAssertEqual(try venues(label, category: "golf").map(\.name), ["Links"])
    }

    func testATileOfAnotherSchemaHasNoVenues() throws {
        var roads = TileBuilder(layer: "transportation")
        roads.add(id: 11, x: 1, y: 1, [("class", "cafe"), ("name", "Not a venue")])
        XCTAssertEqual(try venues(roads), [])
    }

    /// Tile points to coordinates: the corners of the z1 grid and the latitude of a quarter of
    /// the world's height, atan(sinh(π/2)) = 66.51326044311186° (Web Mercator's own figures).
    func testTilePointsBecomeCoordinatesWithTheExtent() throws {
        for extent in [256, 4096, 8192] {
            var poi = TileBuilder(layer: "poi", extent: extent)
            poi.add(id: 11, x: 0, y: 0, [("class", "cafe"), ("name", "Corner")])
            poi.add(id: 21, x: Int32(extent), y: Int32(extent), [("class", "cafe"), ("name", "Far corner")])
            poi.add(id: 31, x: Int32(extent / 2), y: Int32(extent / 2), [("class", "cafe"), ("name", "Quarter")])
            let found = try venues(poi, at: TileKey(zoom: 1, x: 1, y: 0))
            XCTAssertEqual(found[0].coordinate.latitude, 85.05112877980659, accuracy: 1e-12)
            XCTAssertEqual(found[0].coordinate.longitude, 0, accuracy: 1e-12)
            XCTAssertEqual(found[1].coordinate.latitude, 0, accuracy: 1e-12)
            XCTAssertEqual(found[1].coordinate.longitude, 180, accuracy: 1e-12)
            XCTAssertEqual(found[2].coordinate.latitude, 66.51326044311186, accuracy: 1e-12)
            XCTAssertEqual(found[2].coordinate.longitude, 90, accuracy: 1e-12)
        }
    }

    // MARK: The cover

    /// Web Mercator forward, written out here as the oracle: the tile holding a coordinate.
    static func tile(holding c: Coordinate, zoom: Int) -> TileKey {
        let n = Double(1 << zoom), phi = c.latitude * .pi / 180
        let x = Int(((c.longitude + 180) / 360 * n).rounded(.down)) % (1 << zoom)
        let y = Int(((1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2 * n).rounded(.down))
        return TileKey(zoom: zoom, x: x, y: y)
    }

    func testTheCoverHoldsTheTileOfEveryPointWithinTheRadius() {
        var random = SplitMix64(seed: 15)
        let centres = [Coordinate(latitude: 60.1675, longitude: 24.9525), Coordinate(latitude: 0, longitude: 0),
                       Coordinate(latitude: -33.86, longitude: 151.21), Coordinate(latitude: 71.0, longitude: 179.995),
                       Coordinate(latitude: -16.5, longitude: -179.99), Coordinate(latitude: 84.9, longitude: 10)]
        for centre in centres {
            for radius in [10.0, 700, 2000, 9000] {
                let cover = RadiusTiles(center: centre, radius: radius, zoom: 14)
                let tiles = Set(cover.nearestFirst())
                XCTAssertEqual(tiles.count, cover.count)
                for _ in 0..<200 {
                    let point = Geodesic.destination(from: centre, azimuth: Double.random(in: -180..<180, using: &random),
                                                     distance: radius * Double.random(in: 0...1, using: &random))
                    guard abs(point.latitude) < WebMercator.maxLatitude else { continue }
                    let id = Self.tile(holding: point, zoom: 14)
                    XCTAssertTrue(tiles.contains(id), "\(centre) r=\(radius): \(point) in \(id) is not covered")
                }
            }
        }
    }

    func testTheCoverIsNoWiderThanItNeedsToBe() {
        // A z14 tile is 1.218 km across at Helsinki: a 4 km wide circle touches at most 5 × 5.
        let cover = RadiusTiles(center: Coordinate(latitude: 60.1675, longitude: 24.9525), radius: 2000, zoom: 14)
        XCTAssertLessThanOrEqual(cover.count, 25)
        XCTAssertGreaterThanOrEqual(cover.count, 16)
        let nearest = cover.nearestFirst()
        XCTAssertEqual(nearest.first, Self.tile(holding: Coordinate(latitude: 60.1675, longitude: 24.9525), zoom: 14))
        // Across the antimeridian: the last column and the first.
        let wrapped = RadiusTiles(center: Coordinate(latitude: 0, longitude: 179.999), radius: 1000, zoom: 14)
        XCTAssertEqual(Set(wrapped.columns), [0, (1 << 14) - 1])
        // Beyond Web Mercator's reach there are no tiles.
        XCTAssertEqual(RadiusTiles(center: Coordinate(latitude: 89.5, longitude: 0), radius: 1000, zoom: 14).count, 0)
        // Around a pole every column.
        XCTAssertEqual(RadiusTiles(center: Coordinate(latitude: 84.99, longitude: 0), radius: 600_000, zoom: 4).columns.count, 16)
    }
}
