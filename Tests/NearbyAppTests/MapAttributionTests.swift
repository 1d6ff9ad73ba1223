import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyText

/// The map's credit on its last row: whole when it fits, else cut to the pane with "…" and its
/// start kept, measured in the columns the terminal draws (CJK two each), never dropped.
final class MapAttributionTests: XCTestCase {
    /// 120 columns, the cap TileJSON attributions get, "©" first.
    let long = String(("© OpenMapTiles © OpenStreetMap contributors · Tiles by an example service with a long name, "
        + "see its terms of use page for the details").prefix(120))
    /// Wide characters throughout, so a cut may land in the middle of one.
    let cjk = "© 开放街道图贡献者 · 地图数据由一个示例图块服务提供，请参阅其使用条款页面了解详情"

    private func creditRow(_ credit: String, columns: Int) -> (line: String, inner: Rect) {
        var state = AppState(width: columns, height: 24, provider: .offline, at: Sample.center)
        state.settings.mapAttribution = credit
        var grid = CellGrid(width: state.viewport.width, height: state.viewport.height)
        MapPane.render(state, map: .none, into: &grid, area: state.viewport.layout.map)
        let inner = MapPane.innerArea(state.viewport.layout.map)
        return (grid.lines[inner.maxY - 1], inner)
    }

    /// The credit as the row shows it: the gray text right of the scale bar's column, up to the border.
    private func shown(in line: String) -> String {
        let inside = line.dropLast()  // the right border
        guard let start = inside.firstIndex(of: "©") else { return "" }
        return String(inside[start...])
    }

    func testALongCreditIsCutToThePaneAtEveryWidth() {
        XCTAssertEqual(DisplayWidth.of(long), 120)
        for columns in [40, 80, 120] {
            let (line, inner) = creditRow(long, columns: columns)
            XCTAssertTrue(line.hasSuffix("…│"), "\(columns): \(line)")
            let credit = shown(in: line)
            XCTAssertEqual(DisplayWidth.of(credit), inner.width - 2, "\(columns): two columns to its left, no more")
            XCTAssertTrue(long.hasPrefix(String(credit.dropLast())), "\(columns): the start, as it was: \(credit)")
            XCTAssertEqual(DisplayWidth.of(line), columns, "\(columns): the row keeps its width")
        }
    }

    func testACreditThatFitsIsDrawnWhole() {
        let short = "© OpenMapTiles © OpenStreetMap contributors"
        for columns in [80, 120] {
            let (line, _) = creditRow(short, columns: columns)
            XCTAssertTrue(line.hasSuffix(short + "│"), "\(columns): \(line)")
        }
        let (narrow, inner) = creditRow(short, columns: 40)
        XCTAssertEqual(shown(in: narrow), String(short.prefix(inner.width - 3)) + "…", narrow)
    }

    func testAWideCreditIsCountedInTheColumnsTheTerminalDraws() {
        XCTAssertGreaterThan(DisplayWidth.of(cjk), 80)
        for columns in [40, 80, 120] {
            let (line, inner) = creditRow(cjk, columns: columns)
            let credit = shown(in: line)
            let room = inner.width - 2
            if DisplayWidth.of(cjk) <= room {
                XCTAssertEqual(credit, cjk, "\(columns)")
                continue
            }
            XCTAssertTrue(credit.hasSuffix("…"), "\(columns): \(credit)")
            XCTAssertTrue(cjk.hasPrefix(String(credit.dropLast())), "\(columns): \(credit)")
            // A wide character is never split: the credit may be one column short, never long.
            XCTAssertTrue((room - 1...room).contains(DisplayWidth.of(credit)), "\(columns): \(DisplayWidth.of(credit)) of \(room)")
            XCTAssertEqual(DisplayWidth.of(line), columns, "\(columns): the row keeps its width")
        }
    }

    func testTheUsersPositionStaysAboveTheCredit() throws {
        var state = AppState(width: 40, height: 24, provider: .offline, at: Sample.center)
        state.settings.mapAttribution = long
        let inner = MapPane.innerArea(state.viewport.layout.map)
        // Move the map north by the distance from its centre to its last row: the user, who
        // stays put, then stands on the credit's row, at a column the credit covers.
        let projection = MapPane.projection(state, inner: inner)
        let centre = try XCTUnwrap(projection.cell(of: state.location.user))
        let lastRow = try XCTUnwrap(projection.unproject(x: Double(centre.column * 2) + 1, y: Double((inner.height - 1) * 4) + 2))
        state.viewport.center = Coordinate(latitude: state.location.user.latitude + (state.location.user.latitude - lastRow.latitude),
                                           longitude: state.location.user.longitude)
        let user = try XCTUnwrap(MapPane.projection(state, inner: inner).cell(of: state.location.user))
        XCTAssertEqual(user.row, inner.height - 1, "the user is on the credit's row")
        XCTAssertGreaterThanOrEqual(user.column, 2, "under the credit, which starts two columns in")
        var grid = CellGrid(width: state.viewport.width, height: state.viewport.height)
        MapPane.render(state, map: .none, into: &grid, area: state.viewport.layout.map)
        XCTAssertEqual(grid[inner.x + user.column, inner.maxY - 1].text, "◉", grid.lines.joined(separator: "\n"))
        XCTAssertTrue(grid.lines[inner.maxY - 1].hasSuffix("…│"), "and the credit is still drawn around it")
    }
}
