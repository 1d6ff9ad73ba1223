import XCTest
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// The styled geometry of one tile is bounded however its source is made: a feature of many
/// parts stops at the tile's bound (it was checked between features only, so one feature could
/// hold any number of points), and cutting long segments into curves adds a bounded number of
/// points to a part (a part of 8,000 long segments became a quarter of a million points).
final class TileBoundTests: XCTestCase {
    static let key = TileKey(zoom: 3, x: 4, y: 2)

    static func tile(_ geometry: MVTGeometry) -> MVTTile {
        MVTTile(layers: [MVTLayer(name: "things", version: 2, extent: 4096, keys: [], values: [],
                                  features: [MVTFeature(id: nil, properties: [], geometry: geometry)])])
    }

    func testAFeatureOfManyPartsStopsAtTheTilesBound() {
        // 300 segments across the tile, each cut into 32 curve pieces: 9,900 points in one feature.
        let parts: [[MVTPoint]] = (0..<300).map { (i: Int) -> [MVTPoint] in
            let y = Int32(10 + i * 13)
            return [MVTPoint(x: 0, y: y), MVTPoint(x: 4096, y: y)]
        }
        let whole = MapTileBuilder.build(Self.tile(.lineStrings(parts)), source: Self.key, for: Self.key,
                                         styler: TileStyler(generic: true))
        XCTAssertGreaterThan(whole.pointCount, 9_000)
        XCTAssertFalse(whole.isCut)
        let bounded = MapTileBuilder.build(Self.tile(.lineStrings(parts)), source: Self.key, for: Self.key,
                                           styler: TileStyler(generic: true), maxPoints: 1_000)
        XCTAssertLessThanOrEqual(bounded.pointCount, 1_000 + 33, "the bound, and the part that reached it")
        XCTAssertGreaterThanOrEqual(bounded.pointCount, 1_000)
        XCTAssertTrue(bounded.isCut, "the tile says it was cut")
    }

    func testCurvingAddsABoundedNumberOfPointsToAPart() {
        // One line of 8,000 segments, each from the top of the tile to the bottom.
        let zigzag: [MVTPoint] = (0...8_000).map { (i: Int) -> MVTPoint in
            let y: Int32 = i % 2 == 0 ? 48 : 4048
            return MVTPoint(x: Int32(48 + i / 2), y: y)
        }
        let tile = MapTileBuilder.build(Self.tile(.lineStrings([zigzag])), source: Self.key, for: Self.key,
                                        styler: TileStyler(generic: true))
        let points = tile.lines.reduce(0) { $0 + $1.points.count }
        XCTAssertGreaterThan(points, zigzag.count)
        XCTAssertLessThanOrEqual(points, zigzag.count + 2 * MapTileBuilder.maxCurvePoints)
        // A part of a few long segments is curved as before: 32 pieces a tile.
        let few = MapTileBuilder.build(Self.tile(.lineStrings([Array(zigzag.prefix(3))])), source: Self.key, for: Self.key,
                                       styler: TileStyler(generic: true))
        XCTAssertEqual(few.lines.reduce(0) { $0 + $1.points.count }, 3 + 2 * 31)
    }
}
