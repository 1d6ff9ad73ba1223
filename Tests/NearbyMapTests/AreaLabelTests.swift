import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyText

/// Areas named inside them on real tiles: the bundled Helsinki archive drawn with its bundled style.
final class AreaLabelTests: XCTestCase {
    /// The bundled archive with its style: central Helsinki's parks are named inside them.
    func testHelsinkisParksAreNamed() throws {
        let style = try MapStyle.bundled(for: .openMapTiles, assetsDirectory: ChildProcess.packageRoot.appendingPathComponent("Assets").path)
        let source = try MapTileSource(path: MapTileSourceTests.archive, style: style)
        let state = MapTileSourceTests.state(at: Coordinate(latitude: 60.1755, longitude: 24.9455), span: 600, width: 120, height: 50)
        let (grid, map) = try MapTileSourceTests.frame(state, source)
        let parks = Set(map.tiles.flatMap(\.labels).filter { $0.kind == .area }.map(\.text))
        XCTAssertFalse(parks.isEmpty)
        let lines = grid.lines
        let named = parks.filter { name in lines.contains { $0.contains(name) } }
        XCTAssertFalse(named.isEmpty, "none of \(parks.sorted()) named:\n" + lines.joined(separator: "\n"))
        // Written on the park: the cell under the name has the park's fill.
        for name in named {
            guard let y = lines.firstIndex(where: { $0.contains(name) }), let range = lines[y].range(of: name) else { continue }
            let x = DisplayWidth.of(String(lines[y][..<range.lowerBound]))
            XCTAssertNotEqual(grid[x + 1, y].style.background, .default, "\(name) is inside its area")
        }
    }
}
