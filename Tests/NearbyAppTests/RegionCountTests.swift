import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyFormats
@testable import NearbyGeo

/// The list's title is honest when the region holds more venues than the list, and the map then
/// shows every venue of the region as clusters with counts.
final class RegionCountTests: XCTestCase {
    func render(_ state: AppState) -> [String] {
        Screen.render(state).lines
    }

    func testTheTitleSaysPlusWhenTheRegionHoldsMoreThanTheList() {
        var state = AppState(width: 60, height: 12, provider: .offline, at: Sample.center)
        _ = Update.apply(&state, .venuesLoaded(Sample.rows(), complete: false))
        let title = render(state)[state.viewport.layout.list.y]
        XCTAssertTrue(title.hasPrefix("├ 3+ venues within 500 m ─"), title)

        _ = Update.apply(&state, .venuesLoaded(Sample.rows()))
        XCTAssertTrue(render(state)[state.viewport.layout.list.y].hasPrefix("├ 3 venues within 500 m ─"))

        var one = AppState(width: 60, height: 12, provider: .offline, at: Sample.center)
        _ = Update.apply(&one, .venuesLoaded(Array(Sample.rows().prefix(1)), complete: false))
        XCTAssertTrue(render(one)[one.viewport.layout.list.y].hasPrefix("├ 1+ venues within"), "never '1+ venue'")
        one.settings.language = .chinese
        XCTAssertTrue(render(one)[one.viewport.layout.list.y].contains("1+ 家店"))
    }

    func testClustersReplaceThePinsWithTheirCountsWhereTheyLie() throws {
        // Clusters south of Helsinki, where the selected venue's callout (above its pin) never lies.
        var state = AppState(width: 100, height: 50, provider: .offline, at: Sample.center, span: 40_000_000)
        let delhi = Coordinate(latitude: 28.61, longitude: 77.21)
        let lagos = Coordinate(latitude: 6.52, longitude: 3.38)
        let rio = Coordinate(latitude: -22.91, longitude: -43.17)
        let clusters = [VenueCluster(coordinate: rio, count: 500_000), VenueCluster(coordinate: delhi, count: 7),
                        VenueCluster(coordinate: lagos, count: 2), VenueCluster(coordinate: lagos, count: 312)]
        _ = Update.apply(&state, .venuesLoaded(Sample.rows(), complete: false, clusters: clusters))
        let lines = render(state)
        let map = state.viewport.layout.map
        let inner = MapPane.innerArea(map)
        let projection = MapPane.projection(state, inner: inner)
        func text(at coordinate: Coordinate, width: Int) throws -> String {
            let cell = try XCTUnwrap(projection.cell(of: coordinate))
            return String(Array(lines[inner.y + cell.row]).dropFirst(inner.x + cell.column).prefix(width))
        }
        XCTAssertEqual(try text(at: delhi, width: 1), "7", lines.joined(separator: "\n"))
        XCTAssertEqual(try text(at: lagos, width: 3), "314", "counts in one cell add up")
        XCTAssertEqual(try text(at: rio, width: 4), "500k")
        let all = lines.joined(separator: "\n")
        // No letter pins: the listed venues are counted in the clusters, not drawn one by one.
        XCTAssertFalse(all.contains("b●") || all.contains("c●"), all)
        XCTAssertEqual(MapPane.clusterLabel(999), "999")
        XCTAssertEqual(MapPane.clusterLabel(19_999), "19k")
        XCTAssertEqual(MapPane.clusterLabel(1_000_000), "1M")
    }
}
