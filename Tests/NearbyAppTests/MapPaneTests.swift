import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyText

final class MapPaneTests: XCTestCase {
    /// Five venues within a meter of each other and one alone, seen at 500 m.
    func crowdedState(width: Int = 60, height: Int = 24) -> AppState {
        var state = AppState(width: width, height: height, provider: .offline, at: Sample.center)
        var rows: [VenueRow] = (0..<5).map { i in
            let p = Geodesic.destination(from: Sample.center, azimuth: 45, distance: 120 + Double(i) * 0.2)
            return VenueRow(venue: Venue(provider: "t", id: "c\(i)", name: "Crowd \(i)", address: "", coordinate: p),
                            distance: 120 + Double(i) * 0.2)
        }
        let alone = Geodesic.destination(from: Sample.center, azimuth: 250, distance: 150)
        rows.append(VenueRow(venue: Venue(provider: "t", id: "alone", name: "Alone", address: "", coordinate: alone),
                             distance: 150))
        _ = Update.apply(&state, .venuesLoaded(rows))
        return state
    }

    func render(_ state: AppState, map: MapData = .none) -> CellGrid {
        var grid = CellGrid(width: state.viewport.width, height: state.viewport.height)
        MapPane.render(state, map: map, into: &grid, area: state.viewport.layout.map)
        return grid
    }

    /// The cells drawn as `marker` where a click answers one of the five crowded venues: the
    /// cluster's own cell, never a "5" of the scale bar or the title.
    func clusterCells(_ grid: CellGrid, _ state: AppState, marker: String) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<grid.height {
            for x in 0..<grid.width where grid[x, y].text == marker {
                if let index = MapPane.venueIndex(at: x, y: y, in: state), index < 5 { found.append((x, y)) }
            }
        }
        return found
    }

    func testOverlappingPinsClusterWithACount() {
        var state = crowdedState()
        // Select the lone venue so no callout covers the cluster.
        _ = Update.apply(&state, .key(.end))
        let grid = render(state)
        let text = grid.lines.joined(separator: "\n")
        XCTAssertEqual(clusterCells(grid, state, marker: "5").count, 1, "one marker counting the five crowded venues:\n" + text)
        XCTAssertEqual(text.filter { $0 == "●" }.count, 1, "only the lone venue has a pin:\n" + text)
        XCTAssertTrue(text.contains("f●"), text)
        XCTAssertFalse(text.contains("a●"), text)
    }

    func testClusterOfTheSelectedVenueIsHighlighted() throws {
        let state = crowdedState()
        let grid = render(state)
        let cells = clusterCells(grid, state, marker: "5")
        XCTAssertEqual(cells.count, 1, grid.lines.joined(separator: "\n"))
        let cell = try XCTUnwrap(cells.first)
        XCTAssertTrue(grid[cell.x, cell.y].style.reverse)
        XCTAssertTrue(grid.lines.joined().contains("Crowd 0 · 120 m"), "callout of the selected venue")
    }

    func testPinsAreReplacedOnEveryRefresh() {
        var state = Sample.state(width: 100, height: 40)
        let before = render(state).lines.joined()
        XCTAssertTrue(before.contains("b●") && before.contains("c●"), before)
        _ = Update.apply(&state, .venuesLoaded(Array(Sample.rows().prefix(1))))
        let after = render(state).lines.joined()
        XCTAssertEqual(after.filter { $0 == "●" }.count, 1, "pins of venues gone are gone too")
        _ = Update.apply(&state, .venuesLoaded(Sample.rows()))
        _ = Update.apply(&state, .venuesLoaded(Sample.rows()))
        XCTAssertEqual(render(state).lines.joined().filter { $0 == "●" }.count, 3, "never piled up")
    }

    func testCalloutStaysInsideThePaneAtEveryEdge() {
        for (north, east) in [(240.0, -240.0), (240.0, 240.0), (-240.0, -240.0), (-240.0, 240.0), (0.0, 249.0)] {
            var state = AppState(width: 40, height: 12, provider: .offline, at: Sample.center)
            let venue = Sample.venue("x", "A café with a rather long name indeed", "Some Street 123", north: north, east: east)
            _ = Update.apply(&state, .venuesLoaded([VenueRow(venue: venue, distance: 300)]))
            let grid = render(state)
            let area = state.viewport.layout.map
            for y in area.y..<area.maxY {
                let line = Array(grid.lines[y])
                XCTAssertEqual(DisplayWidth.of(grid.lines[y]), 40, grid.lines[y])
                if y > area.y { XCTAssertEqual(line.first, "│"); XCTAssertEqual(line.last, "│", "border intact: \(grid.lines[y])") }
            }
        }
    }

    func testCJKNamedCalloutKeepsColumns() {
        var state = Sample.state(width: 60, height: 24)
        _ = Update.apply(&state, .key(.end))
        let grid = render(state)
        let text = grid.lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("星巴克咖啡馆 · 212 m"), text)
        for y in 0..<state.viewport.layout.map.height { XCTAssertEqual(DisplayWidth.of(grid.lines[y]), 60, grid.lines[y]) }
    }

    func testClickingAPinOrItsLetterFindsTheVenue() throws {
        let state = Sample.state(width: 60, height: 24)
        let grid = render(state)
        let y = try XCTUnwrap(grid.lines.firstIndex { $0.contains("b●") })
        let x = try XCTUnwrap(Array(grid.lines[y]).firstIndex(of: "b"))
        XCTAssertEqual(MapPane.venueIndex(at: x + 1, y: y, in: state), 1)
        XCTAssertEqual(MapPane.venueIndex(at: x, y: y, in: state), 1)
        XCTAssertNil(MapPane.venueIndex(at: 1, y: 1, in: state))
    }
}
