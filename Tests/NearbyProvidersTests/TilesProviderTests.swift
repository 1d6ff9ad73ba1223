import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyHTTP
@testable import NearbyMap
@testable import NearbyProviders
@testable import NearbyText
@testable import NearbyTileFormats

/// The `tiles` provider on the bundled archive, checked against the bundled dataset: both are
/// built from the same OSM extract, the CSV with full coordinates, the tiles quantised.
final class TilesProviderTests: XCTestCase {
    static let assets = ChildProcess.packageRoot.appendingPathComponent("Assets")
    static let kauppatori = Coordinate(latitude: 60.1675, longitude: 24.9525)

    func bundledProvider(category: String? = nil) throws -> TilesProvider {
        TilesProvider(source: try ArchiveTileSource(path: Self.assets.appendingPathComponent("helsinki.mbtiles").path),
                      category: category)
    }

    func bundledCafes() throws -> [Venue] {
        try BundledDataset.parse(String(contentsOf: Self.assets.appendingPathComponent("helsinki-cafes.csv"), encoding: .utf8)).venues
    }

    /// How far a tile point may lie from the point it encodes. A z14 tile of extent 4096 has
    /// 2^14 · 4096 units around the equator, so one unit is 40075016.686 m / 2^26 = 0.597 m at
    /// the equator and cos(latitude) of that on the ground (Web Mercator's scale): 0.297 m at
    /// Helsinki. Rounding to the nearest unit moves a point at most half a unit on each axis,
    /// √2/2 of a unit in all (0.210 m); the CSV's 7 decimals add at most 1.1 cm.
    static func tolerance(at latitude: Double) -> Double {
        let unit = 2 * Double.pi * Geodesic.equatorialRadius / Double(1 << 26) * cos(latitude * .pi / 180)
        return unit * 2.0.squareRoot() / 2 + 0.011
    }

    func testCafesAroundKauppatoriAreTheBundledCafesWithinAFifthOfAMeter() throws {
        let radius = 1500.0
        let fetched = try bundledProvider().fetch(around: Self.kauppatori, radius: radius, limit: 10_000)
        let tolerance = Self.tolerance(at: Self.kauppatori.latitude)
        XCTAssertEqual(tolerance, 0.221, accuracy: 0.001)
        // A café closer to the circle than the tolerance may fall either side of it.
        let cafes = try bundledCafes()
        let inside = cafes.filter { Geodesic.distance(Self.kauppatori, $0.coordinate) <= radius - tolerance }
        let outside = cafes.filter { Geodesic.distance(Self.kauppatori, $0.coordinate) > radius + tolerance }
        XCTAssertGreaterThan(inside.count, 30)
        let byID = Dictionary(fetched.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(byID.count, fetched.count, "one venue per id")
        var worst = 0.0
        for cafe in inside {
            guard let venue = byID[cafe.id] else {
                XCTFail("\(cafe.id) \(cafe.name) is in the dataset but not fetched from the tiles")
                continue
            }
            XCTAssertEqual(venue.provider, "osm")
            XCTAssertEqual(venue.name, cafe.name)
            let error = Geodesic.distance(venue.coordinate, cafe.coordinate)
            worst = max(worst, error)
            XCTAssertLessThanOrEqual(error, tolerance, "\(cafe.id) \(cafe.name)")
        }
        // Both come from the same extract, but the dataset takes only cafés with a `name` while
        // the provider falls back to `name:en`: any other café the tiles hold must lack `name`.
        let known = Set(cafes.map(\.id))
        let archive = try TileFiles.openArchive(path: Self.assets.appendingPathComponent("helsinki.mbtiles").path)
        for extra in fetched where !known.contains(extra.id) {
            let id = TileVenueReaderTests.tile(holding: extra.coordinate, zoom: 14)
            let tile = try MVTDecoder.decode(compressed: try XCTUnwrap(archive.tileData(id)))
            let feature = try XCTUnwrap(tile.layer(named: "poi")?.features.first { "node/\(($0.id ?? 0) / 10)" == extra.id })
            XCTAssertNil(feature["name"], "\(extra.id) has a name but is not in the dataset")
            XCTAssertEqual(feature["name_en"]?.string, extra.name)
        }
        XCTAssertTrue(Set(outside.map(\.id)).isDisjoint(with: byID.keys))
        XCTAssertGreaterThan(worst, 0.01, "the tiles are quantised, so some point must have moved")
    }

    func testVenuesComeNearestFirstWithinTheRadiusAndLimit() throws {
        let provider = try bundledProvider()
        let all = try provider.fetch(around: Self.kauppatori, radius: 800, limit: 10_000)
        let distances = all.map { Geodesic.distance(Self.kauppatori, $0.coordinate) }
        XCTAssertGreaterThan(all.count, 10)
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertLessThanOrEqual(distances.last ?? .infinity, 800)
        XCTAssertEqual(try provider.fetch(around: Self.kauppatori, radius: 800, limit: 7).map(\.id), all.prefix(7).map(\.id))
        // The dataset's nearest café (by the oracle's full coordinates) comes first.
        let nearest = try bundledCafes().min { Geodesic.distance(Self.kauppatori, $0.coordinate) < Geodesic.distance(Self.kauppatori, $1.coordinate) }
        XCTAssertEqual(all.first?.id, nearest?.id)
    }

    func testCategorySelectsAnotherClass() throws {
        let museums = try bundledProvider(category: "museum").fetch(around: Self.kauppatori, radius: 2000, limit: 50)
        XCTAssertTrue(museums.contains { $0.name == "Ateneum" }, "\(museums.map(\.name))")
        XCTAssertTrue(Set(museums.map(\.id)).isDisjoint(with: try bundledCafes().map(\.id)))
    }

    func testNothingBeyondTheArchive() throws {
        // Tokyo: the bundled archive holds only coastlines there, no z14 tiles.
        let far = try bundledProvider().fetch(around: Coordinate(latitude: 35.68, longitude: 139.76), radius: 2000, limit: 50)
        XCTAssertEqual(far, [])
    }

    func testAWideRadiusIsRefusedBeforeAnyTileIsRead() throws {
        let source = TableTileSource(tiles: [:])
        let provider = TilesProvider(source: source)
        XCTAssertThrowsError(try provider.fetch(around: Self.kauppatori, radius: 100_000, limit: 50)) { error in
            guard case .unavailable(let reason) = error as? ProviderError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("--radius"), reason)
        }
        XCTAssertEqual(source.requested, [])
        _ = try provider.fetch(around: Self.kauppatori, radius: 30_000, limit: 50)
        XCTAssertGreaterThan(source.requested.count, 1000)
    }

    func testSourceFailuresAndBrokenTilesAreProviderErrors() throws {
        let here = RadiusTiles.coordinate(of: TileKey(zoom: 14, x: 9326, y: 4742), x: 0.5, y: 0.5)
        let failing = TableTileSource(tiles: [:], failure: .transport(.timedOut(service: "tile server")))
        XCTAssertThrowsError(try TilesProvider(source: failing).fetch(around: here, radius: 100, limit: 5)) { error in
            XCTAssertEqual(error as? ProviderError, .transport(.timedOut(service: "tile server")))
        }
        let garbage = TableTileSource(tiles: [TileKey(zoom: 14, x: 9326, y: 4742): [0x1F, 0x8B, 0x08, 0x00, 0x01]])
        XCTAssertThrowsError(try TilesProvider(source: garbage).fetch(around: here, radius: 100, limit: 5)) { error in
            guard case .badData(let reason) = error as? ProviderError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.hasPrefix("tile 14/9326/4742: "), reason)
        }
        // An empty body is an empty tile (OpenFreeMap answers a tile with nothing in it so).
        let empty = TableTileSource(tiles: [TileKey(zoom: 14, x: 9326, y: 4742): []])
        XCTAssertEqual(try TilesProvider(source: empty).fetch(around: here, radius: 100, limit: 5), [])
    }

    func testAnArchiveThatIsNotOneIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-tiles-\(UUID().uuidString).txt").path
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try ArchiveTileSource(path: path)) { error in
            XCTAssertTrue("\(error)".contains("not an MBTiles, PMTiles or vector tile file"), "\(error)")
        }
    }
}
