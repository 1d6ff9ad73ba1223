import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyGeo
@testable import NearbyTileFormats

/// `Assets/helsinki.mbtiles` decoded as the map reads it: the world at z0–8 (Natural Earth 1:10m,
/// GeoNames places), central Helsinki with its sea at z9–14. Water and land are read by a
/// point-in-polygon test of the decoded `water` layer, independent of the renderer.
final class BundledWorldTilesTests: XCTestCase {
    typealias Point = (lat: Double, lon: Double)
    static let archivePath = ChildProcess.packageRoot.appendingPathComponent("Assets/helsinki.mbtiles").path
    static let senateSquare: Point = (60.1690, 24.9520)
    /// Kaisaniemenlahti, the bay north of the centre: sea from the extract's coastline ways.
    static let kaisaniemenlahti: Point = (60.1776, 24.9435)
    /// The South Harbour's outer basin off Katajanokka: sea from GSHHG's full resolution shore.
    static let southHarbour: Point = (60.1640, 24.9625)

    func archive() throws -> MBTilesArchive { try MBTilesArchive(path: Self.archivePath) }

    /// The XYZ tile holding `point` at `zoom`, and the point in that tile's units (0...1).
    static func locate(_ point: Point, zoom: Int) -> (id: TileKey, x: Double, y: Double) {
        let n = Double(1 << zoom)
        let x = (point.lon + 180) / 360 * n
        let latRad = point.lat * .pi / 180
        let y = (1 - asinh(tan(latRad)) / .pi) / 2 * n
        let id = TileKey(zoom: zoom, x: Int(x.rounded(.down)), y: Int(y.rounded(.down)))
        return (id, x - x.rounded(.down), y - y.rounded(.down))
    }

    func tile(_ point: Point, zoom: Int) throws -> MVTTile? {
        let (id, _, _) = Self.locate(point, zoom: zoom)
        guard let bytes = try archive().tileData(id) else { return nil }
        return try MVTDecoder.decode(compressed: bytes)
    }

    /// Even-odd ray casting over every ring of the polygon (holes included).
    static func contains(_ polygon: MVTPolygon, x: Double, y: Double) -> Bool {
        var inside = false
        for ring in [polygon.exterior] + polygon.interiors where ring.count >= 3 {
            var j = ring.count - 1
            for i in ring.indices {
                let (xi, yi) = (Double(ring[i].x), Double(ring[i].y))
                let (xj, yj) = (Double(ring[j].x), Double(ring[j].y))
                if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
                j = i
            }
        }
        return inside
    }

    /// Whether `point` lies in a polygon of the `water` layer of its tile at `zoom`.
    func isWater(_ point: Point, zoom: Int, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let located = Self.locate(point, zoom: zoom)
        let decoded = try XCTUnwrap(try tile(point, zoom: zoom), "no tile \(located.id)", file: file, line: line)
        guard let water = decoded.layer(named: "water") else { return false }
        let x = located.x * Double(water.extent), y = located.y * Double(water.extent)
        return water.features.contains { feature in
            guard case .polygons(let polygons) = feature.geometry else { return false }
            return polygons.contains { Self.contains($0, x: x, y: y) }
        }
    }

    func testTilesAtEveryZoomFromTheWorldDownToTheSenateSquare() throws {
        for zoom in 0...14 {
            XCTAssertNotNil(try archive().tileData(Self.locate(Self.senateSquare, zoom: zoom).id), "z\(zoom)")
        }
    }

    func testHelsinkisSeaAndLandFromZoomNineToFourteen() throws {
        for zoom in 9...14 {
            XCTAssertTrue(try isWater(Self.southHarbour, zoom: zoom), "South Harbour at z\(zoom)")
            XCTAssertTrue(try isWater(Self.kaisaniemenlahti, zoom: zoom), "Kaisaniemenlahti at z\(zoom)")
            XCTAssertFalse(try isWater(Self.senateSquare, zoom: zoom), "Senate Square at z\(zoom)")
        }
    }

    func testOceansAreWaterAndContinentsLandAtZoomsFourToSix() throws {
        let sea: [(String, Point)] = [("mid-Atlantic", (30.0, -40.0)), ("South Atlantic", (-25.0, -15.0)),
                                      ("North Pacific", (20.0, -160.0)), ("South Pacific", (-30.0, -120.0))]
        let land: [(String, Point)] = [("central Africa", (0.0, 23.0)), ("central Asia", (47.0, 67.0)),
                                       ("Brazil", (-10.0, -55.0)), ("central Australia", (-24.0, 133.0))]
        for zoom in 4...6 {
            for (name, point) in sea { XCTAssertTrue(try isWater(point, zoom: zoom), "\(name) at z\(zoom)") }
            for (name, point) in land { XCTAssertFalse(try isWater(point, zoom: zoom), "\(name) at z\(zoom)") }
        }
    }

    func testADozenCitiesAreLabelledInTheirOwnTileAtZoomEight() throws {
        let cities: [(String, Point)] = [
            ("Helsinki", (60.16952, 24.93545)), ("Tokyo", (35.6895, 139.69171)), ("New York City", (40.71427, -74.00597)),
            ("London", (51.50853, -0.12574)), ("Cairo", (30.06263, 31.24967)), ("Sydney", (-33.86785, 151.20732)),
            ("São Paulo", (-23.5475, -46.63611)), ("Mumbai", (19.07283, 72.88261)), ("Moscow", (55.75222, 37.61556)),
            ("Lagos", (6.45407, 3.39467)), ("Mexico City", (19.42847, -99.12766)), ("Reykjavík", (64.13548, -21.89541)),
            ("Cape Town", (-33.92584, 18.42322)), ("Honolulu", (21.30694, -157.85833)),
        ]
        for (name, point) in cities {
            let places = try XCTUnwrap(try tile(point, zoom: 8)?.layer(named: "place"), name)
            let labels = places.features.filter { $0["name"]?.string == name }
            XCTAssertEqual(labels.count, 1, "\(name): \(places.features.compactMap { $0["name"]?.string }.prefix(20))")
            if let label = labels.first {
                XCTAssertEqual(label["class"]?.string, "city", name)
                XCTAssertEqual(label["name:en"]?.string, name, name)
                XCTAssertNotNil(label["rank"]?.number, name)
            }
        }
        let helsinki = try XCTUnwrap(try tile(Self.senateSquare, zoom: 4)?.layer(named: "place"))
        let capital = helsinki.features.first { $0["name"]?.string == "Helsinki" }
        XCTAssertEqual(capital?["capital"]?.number, 2, "a capital is labelled from z4 on, marked capital 2")
    }

    func testFinlandAndItsBordersAreThereZoomedOut() throws {
        let finland: Point = (63.25, 27.28)
        let places = try XCTUnwrap(try tile(finland, zoom: 3)?.layer(named: "place"))
        XCTAssertTrue(places.features.contains { $0["class"]?.string == "country" && $0["name"]?.string == "Finland" })
        let borders = try XCTUnwrap(try tile(finland, zoom: 5)?.layer(named: "boundary"))
        let levels = Set(borders.features.compactMap { $0["admin_level"]?.number })
        XCTAssertEqual(levels, [2, 4], "the Finnish-Russian border and the regions' borders")
    }
}
