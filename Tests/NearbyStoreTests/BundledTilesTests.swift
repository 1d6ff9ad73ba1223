import Foundation
import XCTest
import NearbySQLite

/// `Assets/helsinki.mbtiles`, built by `scripts/build-assets` with tippecanoe, read with plain SQLite:
/// MBTiles 1.3 metadata, the OpenMapTiles layers, Natural Earth at z0–6 and central Helsinki at z12–14.
final class BundledTilesTests: XCTestCase {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/helsinki.mbtiles").path
    static let kauppatori = (lat: 60.1675, lon: 24.9525)
    static let tokyo = (lat: 35.6812, lon: 139.7671)

    func open() throws -> Database {
        try Database(path: Self.path, mode: .readOnly)
    }

    func metadata(_ database: Database) throws -> [String: String] {
        let statement = try database.prepare("SELECT name, value FROM metadata")
        var values: [String: String] = [:]
        while try statement.step() { values[statement.text(at: 0)] = statement.text(at: 1) }
        return values
    }

    func integers(_ database: Database, _ sql: String) throws -> [Int] {
        let statement = try database.prepare(sql)
        var values: [Int] = []
        while try statement.step() { values.append(statement.int(at: 0)) }
        return values
    }

    /// Slippy-map tile of a point, as (column, TMS row) the way MBTiles stores it.
    func tile(lat: Double, lon: Double, zoom: Int) -> (column: Int, row: Int) {
        let n = Double(1 << zoom)
        let x = Int(((lon + 180) / 360 * n).rounded(.down))
        let latRad = lat * .pi / 180
        let y = Int(((1 - asinh(tan(latRad)) / .pi) / 2 * n).rounded(.down))
        return (x, (1 << zoom) - 1 - y)
    }

    func hasTile(_ database: Database, zoom: Int, at point: (lat: Double, lon: Double)) throws -> Bool {
        let (column, row) = tile(lat: point.lat, lon: point.lon, zoom: zoom)
        return try integers(database, """
            SELECT count(*) FROM tiles WHERE zoom_level = \(zoom) AND tile_column = \(column) AND tile_row = \(row)
            """) == [1]
    }

    func testMetadataNamesTheSchemaZoomsBoundsAndAttribution() throws {
        let values = try metadata(open())
        XCTAssertEqual(values["format"], "pbf")
        XCTAssertEqual(values["attribution"], "© OpenStreetMap contributors")
        XCTAssertEqual(values["minzoom"], "0")
        XCTAssertEqual(values["maxzoom"], "14")
        let bounds = try XCTUnwrap(values["bounds"]).split(separator: ",").compactMap { Double($0) }
        XCTAssertEqual(bounds.count, 4)
        if bounds.count == 4 {
            XCTAssertTrue(bounds[0] <= Self.kauppatori.lon && Self.kauppatori.lon <= bounds[2], "\(bounds)")
            XCTAssertTrue(bounds[1] <= Self.kauppatori.lat && Self.kauppatori.lat <= bounds[3], "\(bounds)")
        }
        let json = try XCTUnwrap(values["json"]?.data(using: .utf8))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        let layers = try XCTUnwrap(object["vector_layers"] as? [[String: Any]])
        let ids = Set(layers.compactMap { $0["id"] as? String })
        let openMapTiles: Set = ["transportation", "transportation_name", "water", "waterway", "landcover",
                                 "landuse", "park", "building", "place", "poi", "boundary"]
        XCTAssertTrue(openMapTiles.isSubset(of: ids), "missing \(openMapTiles.subtracting(ids))")
    }

    func testTheWorldAtZeroToEightAndCentralHelsinkiAtEveryZoom() throws {
        let database = try open()
        XCTAssertEqual(try integers(database, "SELECT DISTINCT zoom_level FROM tiles ORDER BY zoom_level"),
                       Array(0...14))
        XCTAssertEqual(try integers(database, "SELECT count(*) FROM tiles WHERE zoom_level = 0"), [1])
        for zoom in 0...14 {
            XCTAssertTrue(try hasTile(database, zoom: zoom, at: Self.kauppatori), "Kauppatori at z\(zoom)")
        }
        // The world is there when zoomed out (down to z8), the streets only around Helsinki.
        XCTAssertTrue(try hasTile(database, zoom: 6, at: Self.tokyo))
        XCTAssertTrue(try hasTile(database, zoom: 8, at: Self.tokyo))
        XCTAssertFalse(try hasTile(database, zoom: 9, at: Self.tokyo))
        XCTAssertFalse(try hasTile(database, zoom: 14, at: Self.tokyo))
        // z12-14 hold the extract and a 3x3 block of z12 tiles of sea and shore around it.
        XCTAssertLessThanOrEqual(try integers(database, "SELECT count(*) FROM tiles WHERE zoom_level = 14").first ?? 0, 9 * 16)
    }

    func testEveryTileIsGzippedAndNoneIsEmpty() throws {
        let database = try open()
        XCTAssertEqual(try integers(database, """
            SELECT count(*) FROM tiles WHERE hex(substr(tile_data, 1, 2)) != '1F8B' OR length(tile_data) < 20
            """), [0])
        XCTAssertGreaterThan(try integers(database, "SELECT count(*) FROM tiles").first ?? 0, 1000)
    }
}
