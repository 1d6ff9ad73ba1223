import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyStore

/// The map's counts never run together: from 500 m (pins, some cells holding several venues) to
/// 64 km (the region's clusters), at the smallest, a common and a large terminal, each count
/// stands alone — a blank cell or the pane's edge on either side — so no run of digits is two
/// counts, or a count and a pin's letter, the scale bar, a street's number or the callout. Drawn
/// as the app draws it: a real store (its nearest rows and per-cell counts) and the bundled map.
final class ClusterCountsOnTheMapTests: XCTestCase {
    static let helsinki = Coordinate(latitude: 60.1690, longitude: 24.9435)
    static let spans: [Double] = [500, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000]
    static let sizes = [(40, 12), (120, 40), (200, 60)]

    /// A dense cloud round the centre (σ ≈ 1.5 km: a few hundred venues in 500 m) and a wide one
    /// (σ ≈ 20 km), fixed seed.
    static func venues() -> [Venue] {
        var rng = SplitMix64(seed: 32)
        return (0..<24_000).map { i in
            let sigma = i % 3 == 0 ? 20_000.0 : 1_500.0
            let radius = (-2 * log(max(1e-300, rng.unit()))).squareRoot() * sigma, angle = rng.uniform(0, 2 * .pi)
            let lat = helsinki.latitude + radius * cos(angle) / 111_320
            let lon = helsinki.longitude + radius * sin(angle) / (111_320 * cos(helsinki.latitude * .pi / 180))
            return Venue(provider: "osm", id: "v\(i)", name: "Cafe \(i)", address: "Katu \(i % 97)",
                         coordinate: Coordinate(latitude: lat, longitude: lon))
        }
    }

    /// Whether `cell` is a count as the map draws one: magenta and bold, or the selected
    /// venue's highlight.
    static func isCount(_ cell: Cell) -> Bool {
        guard let first = cell.text.first, first.isNumber || cell.text == "k" || cell.text == "M" else { return false }
        return (cell.style.foreground == .magenta && cell.style.bold) || (cell.style.foreground == .yellow && cell.style.reverse)
    }

    /// What is wrong on the map pane of `grid`: every run of count characters ("0"–"9", "k",
    /// "M") holding a count cell must be that count alone, with a blank cell (or the border)
    /// on either side.
    static func problems(_ grid: CellGrid, inner: Rect) -> [String] {
        var found: [String] = []
        for y in inner.y..<inner.maxY {
            var x = inner.x
            while x < inner.maxX {
                let isCountChar = { (x: Int) in grid[x, y].text.count == 1 && "0123456789kM".contains(grid[x, y].text) }
                guard isCountChar(x) else { x += 1; continue }
                var end = x
                while end + 1 < inner.maxX, isCountChar(end + 1) { end += 1 }
                let run = (x...end).map { grid[$0, y] }
                let text = run.map(\.text).joined()
                if run.contains(where: isCount) {
                    let row = y - inner.y
                    if !run.allSatisfy(isCount) {
                        found.append("row \(row): '\(text)' runs a count into other digits")
                    } else if text.range(of: "^[0-9]+[kM]?$", options: .regularExpression) == nil {
                        found.append("row \(row): '\(text)' is not one count")
                    }
                    for side in [x - 1, end + 1] where side >= inner.x && side < inner.maxX && grid[side, y].text != " " {
                        found.append("row \(row): '\(text)' touches '\(grid[side, y].text)'")
                    }
                }
                x = end + 1
            }
        }
        return found
    }

    func testCountsStandAloneAtEverySpanAndSize() throws {
        let store = try VenueStore(path: ":memory:")
        try store.upsert(Self.venues())
        let source = try MapTileSource(path: ChildProcess.packageRoot.appendingPathComponent("Assets/helsinki.mbtiles").path)
        var views = 0, withCounts = 0
        // The centre, and 3 km east of it: other cells, other neighbours.
        for centre in [Self.helsinki, Geodesic.destination(from: Self.helsinki, azimuth: 90, distance: 3_000)] {
            for (width, height) in Self.sizes {
                for span in Self.spans {
                    var state = AppState(width: width, height: height, provider: .offline, at: centre, span: span)
                    state.location.user = Self.helsinki
                    let found = try store.nearest(in: state.viewport.region, to: state.location.user, limit: state.list.limit)
                    let clusters = found.isComplete ? [] : try store.clusters(in: state.viewport.region)
                    _ = Update.apply(&state, .venuesLoaded(found.rows, complete: found.isComplete, clusters: clusters))
                    let cover = try XCTUnwrap(MapPane.tileCover(state))
                    let grid = Screen.render(state, map: source.frame(for: cover).data)
                    let inner = MapPane.innerArea(state.viewport.layout.map)
                    let problems = Self.problems(grid, inner: inner)
                    XCTAssertEqual(problems, [], "\(width)×\(height) at \(span) m:\n" + grid.lines.prefix(inner.maxY).joined(separator: "\n"))
                    views += 1
                    if (inner.y..<inner.maxY).contains(where: { y in (inner.x..<inner.maxX).contains { Self.isCount(grid[$0, y]) } }) {
                        withCounts += 1
                    }
                }
            }
        }
        print("counts checked on \(views) views, \(withCounts) of them with counts")
        XCTAssertGreaterThan(withCounts, views / 2, "most views show counts: the test looks at them")
    }
}
