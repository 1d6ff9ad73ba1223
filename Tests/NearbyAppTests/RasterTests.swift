import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells

final class RasterTests: XCTestCase {
    func testMapPaneDrawsPinsWithTheirLettersAndTheUser() {
        let state = Sample.state(width: 60, height: 24)
        var grid = CellGrid(width: 60, height: 24)
        MapPane.render(state, map: .none, into: &grid, area: state.viewport.layout.map)
        let text = grid.lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("◉"))
        XCTAssertTrue(text.contains("a●"), text)
        XCTAssertTrue(text.contains("b●"), text)
        XCTAssertTrue(text.contains("Cafe Ekberg · Bulevardi 9 · 78 m"), "callout of the selected venue:\n" + text)
        XCTAssertTrue(text.contains("© OpenStreetMap contributors"))
    }
}
