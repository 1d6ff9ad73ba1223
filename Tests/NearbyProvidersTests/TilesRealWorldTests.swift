import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyProviders
@testable import NearbyTileFormats

/// Venues from the real Mapbox Streets v7 tiles of mvt-fixtures (`poi_label`, `maki`/`type`),
/// with tippecanoe-decode (an independent decoder that prints lon/lat) as the oracle.
final class TilesRealWorldTests: XCTestCase {
    static let realWorld = SharedFixtures.location("mvt-fixtures/real-world")

    static func fixture(_ folder: String, _ id: TileKey, gzip: Bool = false) throws -> [UInt8] {
        let url = realWorld.appendingPathComponent("\(folder)/\(id.zoom)-\(id.x)-\(id.y).mvt" + (gzip ? ".gz" : ""))
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip(SharedFixtures.absent) }
        return [UInt8](try Data(contentsOf: url))
    }

    /// tippecanoe-decode prints 6 decimals: half a millionth of a degree, plus float noise.
    static let decimals = 0.6e-6

    /// The parks of San Francisco's tile 15/5238/12666 as tippecanoe-decode 2.72.0 prints them
    /// (`tippecanoe-decode -l poi_label 15-5238-12666.mvt 15 5238 12666`).
    func testTheParksOfASanFranciscoTile() throws {
        let id = TileKey(zoom: 15, x: 5238, y: 12666)
        let tile = try MVTDecoder.decode(compressed: try Self.fixture("sanfrancisco", id))
        let parks = TileVenueReader(category: "park").venues(in: tile, at: id)
        let expected: [(String, String, Double, Double)] = [
            ("poi_label/74599011", "Buena Vista Park", 37.768363, -122.441278),
            ("poi_label/167511511", "Panhandle", 37.772447, -122.446629),
            ("poi_label/262784291", "Tank Hill", 37.760115, -122.447624),
            ("poi_label/270926611", "Grattan Playground", 37.7626, -122.451497),
        ]
        XCTAssertEqual(parks.map(\.id), expected.map(\.0))
        for (venue, (_, name, lat, lon)) in zip(parks, expected) {
            XCTAssertEqual(venue.name, name)
            XCTAssertEqual(venue.provider, "tiles")
            XCTAssertEqual(venue.coordinate.latitude, lat, accuracy: Self.decimals, name)
            XCTAssertEqual(venue.coordinate.longitude, lon, accuracy: Self.decimals, name)
        }
        // `type` in words: the bookshops are `maki=shop`, `type=Books`.
        XCTAssertEqual(TileVenueReader(category: "books").venues(in: tile, at: id).map(\.name),
                       ["Booksmith", "Bound Together Anarchist Bookstore"])
    }

    /// The four gzip z14 tiles (Bloemfontein) through the whole provider: cover, gzip, schema.
    func testCompressedTilesThroughTheProvider() throws {
        var tiles: [TileKey: [UInt8]] = [:]
        for (x, y) in [(9384, 9577), (9384, 9578), (9385, 9577), (9385, 9578)] {
            let id = TileKey(zoom: 14, x: x, y: y)
            tiles[id] = try Self.fixture("compressed", id, gzip: true)
            XCTAssertTrue(Inflate.isGzip(tiles[id] ?? []))
        }
        let source = TableTileSource(tiles: tiles)
        let corner = RadiusTiles.coordinate(of: TileKey(zoom: 14, x: 9385, y: 9578), x: 0, y: 0)
        let stadiums = try TilesProvider(source: source, category: "stadium").fetch(around: corner, radius: 3000, limit: 50)
        let stadium = try XCTUnwrap(stadiums.first { $0.name == "Free State Stadium" }, "\(stadiums.map(\.name))")
        XCTAssertEqual(stadium.id, "poi_label/437919261")
        XCTAssertEqual(stadium.coordinate.latitude, -29.117234, accuracy: Self.decimals)
        XCTAssertEqual(stadium.coordinate.longitude, 26.208771, accuracy: Self.decimals)
        XCTAssertTrue(Set(tiles.keys).isSubset(of: source.requested))
        let distances = stadiums.map { Geodesic.distance(corner, $0.coordinate) }
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertTrue(distances.allSatisfy { $0 <= 3000 })
    }

    /// A source without z14 (these San Francisco tiles are all z15) is read at its nearest zoom.
    func testASourceWithoutZoom14IsReadAtItsNearestZoom() throws {
        var tiles: [TileKey: [UInt8]] = [:]
        for x in 5237...5239 {
            for y in 12665...12667 {
                let id = TileKey(zoom: 15, x: x, y: y)
                tiles[id] = try Self.fixture("sanfrancisco", id)
            }
        }
        let source = TableTileSource(zooms: 15...15, tiles: tiles)
        let here = Coordinate(latitude: 37.7664, longitude: -122.4481)
        let parks = try TilesProvider(source: source, category: "park").fetch(around: here, radius: 1200, limit: 50)
        XCTAssertTrue(parks.contains { $0.name == "Buena Vista Park" }, "\(parks.map(\.name))")
        XCTAssertTrue(source.requested.allSatisfy { $0.zoom == 15 })
        XCTAssertTrue(Set(tiles.keys).isSubset(of: source.requested))
    }

    /// Every named point of every real tile, in every category it has, where tippecanoe-decode
    /// puts it (when scripts/install-tools has installed it).
    func testEveryPointWhereTippecanoeDecodePutsIt() throws {
        let decoder = ChildProcess.packageRoot.appendingPathComponent(".build/tools/bin/tippecanoe-decode").path
        guard FileManager.default.isExecutableFile(atPath: decoder) else {
            throw XCTSkip(OptionalTools.absent("tippecanoe-decode"))
        }
        var checked = 0
        for folder in ["sanfrancisco", "chicago", "compressed"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.realWorld.appendingPathComponent(folder).path)
            for file in names.sorted() {
                let zxy = file.split(separator: ".")[0].split(separator: "-").compactMap { Int($0) }
                let id = TileKey(zoom: zxy[0], x: zxy[1], y: zxy[2])
                let path = Self.realWorld.appendingPathComponent("\(folder)/\(file)").path
                let result = try ChildProcess.run([decoder, "-l", "poi_label", path] + zxy.map(String.init))
                XCTAssertEqual(result.status, 0, result.stderr)
                let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                let tile = try MVTDecoder.decode(compressed: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
                for layer in json["features"] as? [[String: Any]] ?? [] {
                    for feature in layer["features"] as? [[String: Any]] ?? [] {
                        let properties = try XCTUnwrap(feature["properties"] as? [String: Any])
                        guard let name = properties["name"] as? String, !name.isEmpty,
                              let maki = properties["maki"] as? String,
                              let number = feature["id"] as? NSNumber,
                              let lonLat = (feature["geometry"] as? [String: Any])?["coordinates"] as? [Double]
                        else { continue }
                        let venues = TileVenueReader(category: maki).venues(in: tile, at: id)
                        let venue = try XCTUnwrap(venues.first { $0.id == "poi_label/\(number.uint64Value)" }, "\(file) \(name)")
                        XCTAssertEqual(venue.name, name)
                        XCTAssertEqual(venue.coordinate.latitude, lonLat[1], accuracy: Self.decimals, "\(file) \(name)")
                        XCTAssertEqual(venue.coordinate.longitude, lonLat[0], accuracy: Self.decimals, "\(file) \(name)")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 250)
    }
}
