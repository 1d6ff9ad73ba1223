import NearbyTestSupport
import XCTest
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyText

/// The three places that turn a coordinate into a tile — the map's cover (`TileCover`), a
/// `tiles fetch` area (`TileArea`) and the vector-tile venue reader's cover (`RadiusTiles`) —
/// put every coordinate in the same tile, up to and past the poles.
final class WebMercatorCallersTests: XCTestCase {
    /// The tile holding `c` at `zoom` by each caller: the area's fractional tile point, the
    /// radius cover's row and nearest tile, and the map cover's nearest tile (at the cover's zoom).
    private func tiles(holding c: Coordinate, zoom: Int) -> (area: TileKey, radius: TileKey?, rowOnly: Int) {
        let point = TileArea.tilePoint(latitude: c.latitude, longitude: c.longitude, zoom: zoom)
        let area = TileKey(zoom: zoom, x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)))
        let radius = RadiusTiles(center: c, radius: 1, zoom: zoom).nearestFirst().first
        return (area, radius, RadiusTiles.row(c.latitude, n: 1 << zoom))
    }

    func testTheCallersPutEveryPointInTheSameTile() {
        var random = SplitMix64(seed: 1_905)
        for _ in 0..<400 {
            let c = Coordinate(latitude: random.uniform(-85, 85), longitude: random.uniform(-179.9, 179.9))
            let projection = MapProjection(center: c, span: random.logUniform(300, 30_000), columns: 80, rows: 24)
            let cover = TileCover(projection)
            let (area, radius, row) = tiles(holding: c, zoom: cover.zoom)
            XCTAssertEqual(cover.keys.first, area, "\(c)")
            XCTAssertEqual(radius, area, "\(c) z\(cover.zoom)")
            XCTAssertEqual(row, area.y, "\(c) z\(cover.zoom)")
        }
    }

    func testAtAndPastTheLimitEveryCallerGivesTheEdgeRow() {
        for zoom in [0, 3, 14] {
            let last = (1 << zoom) - 1
            for latitude in [WebMercator.maxLatitude, 85.0512, 89.9, 90] {
                for (c, edge) in [(Coordinate(latitude: latitude, longitude: 24.9), 0),
                                  (Coordinate(latitude: -latitude, longitude: 24.9), last)] {
                    let (area, _, row) = tiles(holding: c, zoom: zoom)
                    XCTAssertEqual(area.y, edge, "\(c) z\(zoom)")
                    XCTAssertEqual(row, edge, "\(c) z\(zoom)")
                }
            }
        }
        // A circle around the south pole reaching past the limit: every row it has is on the grid.
        let cover = RadiusTiles(center: Coordinate(latitude: -89.9, longitude: 0), radius: 600_000, zoom: 4)
        XCTAssertEqual(cover.rows, 15...15)
        XCTAssertEqual(cover.columns.count, 16)
        // The map's cover of a pane over the north pole starts at the top row.
        let polar = TileCover(MapProjection(center: Coordinate(latitude: 89.99, longitude: 0), span: 2_000_000, columns: 80, rows: 24))
        XCTAssertEqual(polar.keys.map(\.y).min(), 0)
        XCTAssertEqual(polar.keys.first?.y, 0)
    }
}
