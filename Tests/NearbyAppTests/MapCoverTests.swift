import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyMap

/// Nothing on the map covers what it need not: cluster counts stand a blank cell apart (or are
/// added into one), the callout keeps off the view's centre, you and the places' names, and the
/// smallest screen still shows the selected venue and you.
final class MapCoverTests: XCTestCase {
    /// The coordinate at the middle of the pane cell (`column`, `row`).
    static func coordinate(_ state: AppState, column: Int, row: Int) throws -> Coordinate {
        let projection = MapPane.projection(state, inner: MapPane.innerArea(state.viewport.layout.map))
        return try XCTUnwrap(projection.unproject(x: Double(column * 2) + 1, y: Double(row * 4) + 2))
    }

    /// The runs of count characters in the map's rows (not the scale bar's), with where they start.
    static func counts(_ lines: [String], inner: Rect) -> [(text: String, column: Int, row: Int)] {
        var found: [(String, Int, Int)] = []
        for row in 0..<(inner.height - 1) {
            let cells = Array(lines[inner.y + row]).dropFirst(inner.x).prefix(inner.width).map(String.init)
            var column = 0
            while column < cells.count {
                guard cells[column].first.map({ $0.isNumber }) == true else { column += 1; continue }
                var end = column
                while end + 1 < cells.count, "0123456789kM".contains(cells[end + 1]) { end += 1 }
                found.append((cells[column...end].joined(), column, row))
                column = end + 1
            }
        }
        return found
    }

    /// Clusters in neighbouring cells, as the region's counts come at 40×12 and at 8 km: today
    /// "288" and "252" ran together into "288252", "23" and "342" into "23342".
    func assertCountsStandApart(width: Int, height: Int, span: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        var state = AppState(width: width, height: height, provider: .offline, at: Sample.center, span: span)
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let row = 1, left = 3
        let clusters = [
            VenueCluster(coordinate: try Self.coordinate(state, column: left, row: row), count: 288),
            VenueCluster(coordinate: try Self.coordinate(state, column: left + 3, row: row), count: 252),
            VenueCluster(coordinate: try Self.coordinate(state, column: left + 12, row: row + 2), count: 23),
            VenueCluster(coordinate: try Self.coordinate(state, column: left + 14, row: row + 2), count: 342),
            VenueCluster(coordinate: try Self.coordinate(state, column: inner.width - 6, row: row), count: 5),
        ]
        _ = Update.apply(&state, .venuesLoaded(Sample.rows(), complete: false, clusters: clusters))
        state.list.selection = nil
        let lines = Screen.render(state).lines
        let all = lines.joined(separator: "\n")
        let counts = Self.counts(lines, inner: inner)
        XCTAssertFalse(all.contains("288252") || all.contains("23342"), all, file: file, line: line)
        // Every venue still counted: what touched is added up.
        XCTAssertEqual(counts.compactMap { Int($0.text) }.reduce(0, +), 288 + 252 + 23 + 342 + 5, all, file: file, line: line)
        XCTAssertEqual(counts.map(\.text).sorted(), ["365", "5", "540"], all, file: file, line: line)
        // A blank cell round each count: nothing but spaces next to it, on its row and the map rows
        // by it (the scale bar and credit row stays where it is).
        for count in counts {
            for r in (count.row - 1)...(count.row + 1) where r >= 0 && r < inner.height - 1 {
                let cells = Array(lines[inner.y + r]).dropFirst(inner.x).prefix(inner.width).map(String.init)
                for c in (count.column - 1)...(count.column + count.text.count) where c >= 0 && c < cells.count {
                    if r == count.row && c >= count.column && c < count.column + count.text.count { continue }
                    XCTAssertEqual(cells[c], " ", "next to \(count.text):\n" + all, file: file, line: line)
                }
            }
        }
    }

    func testClusterCountsStandApartAt40By12() throws {
        try assertCountsStandApart(width: 40, height: 12, span: 500)
    }

    func testClusterCountsStandApartAt8Kilometres() throws {
        try assertCountsStandApart(width: 100, height: 30, span: 8_000)
    }

    func testACountKeepsOffYourPosition() throws {
        var state = AppState(width: 60, height: 20, provider: .offline, at: Sample.center, span: 8_000)
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let projection = MapPane.projection(state, inner: inner)
        let user = try XCTUnwrap(projection.cell(of: state.location.user))
        let clusters = [VenueCluster(coordinate: try Self.coordinate(state, column: user.column, row: user.row), count: 77)]
        _ = Update.apply(&state, .venuesLoaded(Sample.rows(), complete: false, clusters: clusters))
        state.list.selection = nil
        let lines = Screen.render(state).lines
        let row = Array(lines[inner.y + user.row]).map(String.init)
        XCTAssertEqual(row[inner.x + user.column], "◉")
        XCTAssertEqual(Self.counts(lines, inner: inner).map(\.text), ["77"], lines.joined(separator: "\n"))
        XCTAssertEqual(row[inner.x + user.column - 1], " ", "a blank cell between the count and you")
    }

    /// At 20,000 km over Europe, you far south of it and the venue two rows below the view's
    /// centre: above its pin the callout hid the centre (Europe itself); it goes where it hides
    /// neither the centre, nor you, nor the pin.
    func testTheCalloutKeepsOffTheViewsCentre() throws {
        var state = AppState(width: 100, height: 40, provider: .offline, at: Coordinate(latitude: 50, longitude: 10), span: 20_000_000)
        state.location.user = Coordinate(latitude: -25, longitude: 20)
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let centre = (column: inner.width / 2, row: inner.height / 2)
        let spot = try Self.coordinate(state, column: centre.column, row: centre.row + 2)
        let venue = Venue(provider: "t", id: "far", name: "Cafe Europa", address: "Somewhere 1", coordinate: spot)
        _ = Update.apply(&state, .venuesLoaded([VenueRow(venue: venue, distance: 10)]))
        state.list.selection = venue.key
        let projection = MapPane.projection(state, inner: inner)
        let pin = try XCTUnwrap(projection.cell(of: spot))
        let user = projection.cell(of: state.location.user)
        let frame = try XCTUnwrap(MapPane.calloutFrame(state.list.rows[0], pin: pin, avoiding: user, area: inner))
        XCTAssertFalse(frame.contains(x: inner.x + centre.column, y: inner.y + centre.row), "\(frame)")
        XCTAssertFalse(frame.contains(x: inner.x + pin.column, y: inner.y + pin.row))
        if let user { XCTAssertFalse(frame.contains(x: inner.x + user.column, y: inner.y + user.row)) }
        // And on screen: the box is drawn, the centre cell is not part of it.
        let lines = Screen.render(state).lines
        XCTAssertTrue(lines.joined().contains("Cafe Europa"))
        let middle = Array(lines[inner.y + centre.row]).map(String.init)[inner.x + centre.column]
        XCTAssertFalse("┌┐└┘─│".contains(middle) || middle.first?.isLetter == true, lines.joined(separator: "\n"))
    }

    /// Where every place next to the pin would cover a place's name, the callout goes to a corner.
    func testTheCalloutMovesToACornerRatherThanCoverAPlacesName() throws {
        let state = Sample.state(width: 80, height: 30)
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let pin = (column: 40, row: 7)
        // A name on every row round the pin, as crowded country and city names lie at 1,000 km.
        let names = (4...10).map { Rect(x: 20, y: $0, width: 30, height: 1) }
        let frame = try XCTUnwrap(MapPane.calloutFrame(state.list.rows[0], pin: pin, avoiding: nil, keepClear: names, area: inner))
        let corners = [(inner.x, inner.y), (inner.maxX - frame.width, inner.y), (inner.x, inner.maxY - 3), (inner.maxX - frame.width, inner.maxY - 3)]
        XCTAssertTrue(corners.contains { $0 == (frame.x, frame.y) }, "\(frame) in \(inner)")
        for name in names {
            XCTAssertFalse(frame.y <= inner.y + name.y && inner.y + name.y < frame.y + 3
                && frame.x < inner.x + name.x + name.width && inner.x + name.x < frame.x + frame.width, "\(frame) covers \(name)")
        }
        // A place label drawn by the pane is one the callout keeps clear of.
        let finland = MapLabel(kind: .place, text: "Suomi", rank: 1, points: [try Self.coordinate(state, column: 30, row: 2)])
        let projection = MapPane.projection(state, inner: inner)
        let map = MapData(tiles: [MapTile(key: TileKey(zoom: 5, x: 18, y: 9), labels: [finland])])
        XCTAssertEqual(MapPane.placeNames(map, projection: projection), [Rect(x: 28, y: 2, width: 5, height: 1)])
    }

    /// The smallest screen: the selected venue's pin and you stay in sight, clusters or not.
    func testTheSmallestScreenShowsTheSelectedVenueAndYou() throws {
        var state = Sample.state(width: 40, height: 12)
        let inner = MapPane.innerArea(state.viewport.layout.map)
        let projection = MapPane.projection(state, inner: inner)
        let selected = try XCTUnwrap(state.list.selectedIndex)
        let pin = try XCTUnwrap(projection.cell(of: state.list.rows[selected].venue.coordinate))
        let user = try XCTUnwrap(projection.cell(of: state.location.user))
        func check(_ lines: [String]) {
            let rows = lines.map { Array($0).map(String.init) }
            XCTAssertEqual(rows[inner.y + pin.row][inner.x + pin.column], "●", lines.joined(separator: "\n"))
            XCTAssertEqual(rows[inner.y + user.row][inner.x + user.column], "◉", lines.joined(separator: "\n"))
        }
        check(Screen.render(state).lines)
        // Counts on and round both.
        let clusters = [VenueCluster(coordinate: state.list.rows[selected].venue.coordinate, count: 120),
                        VenueCluster(coordinate: state.location.user, count: 45),
                        VenueCluster(coordinate: try Self.coordinate(state, column: pin.column + 1, row: pin.row), count: 9)]
        _ = Update.apply(&state, .venuesLoaded(state.list.rows, complete: false, clusters: clusters))
        check(Screen.render(state).lines)
    }
}
