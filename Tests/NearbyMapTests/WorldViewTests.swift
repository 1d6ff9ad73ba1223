import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyCells
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// Land stays land and water water at every zoom step from 100 m to 40,000 km, whatever the
/// centre: the whole screen the app draws (160×50, the bundled archive and its bundled style, as
/// `nearby --at … --span …` shows it), checked cell by cell against an oracle that reads the
/// archive's own polygons in raw tile units (no projection, clipping or drawing of the app's).
final class WorldViewTests: XCTestCase {
    /// The points every view is checked at, with what is there.
    static let points: [(name: String, at: Coordinate, water: Bool)] = [
        ("mid-Atlantic", Coordinate(latitude: 25, longitude: -40), true),
        ("central Africa", Coordinate(latitude: 7, longitude: 21), false),
        ("central Asia", Coordinate(latitude: 39, longitude: 82), false),
        ("the Pacific", Coordinate(latitude: 0, longitude: -130), true),
        ("the North Pole", Coordinate(latitude: 90, longitude: 0), true),
        ("the South Pole", Coordinate(latitude: -90, longitude: 0), false),
    ]

    /// The zoom steps of `-`/`+` from the smallest span to the whole world.
    static var spans: [Double] {
        var spans: [Double] = []
        var span = Update.spanRange.lowerBound
        while span < Update.spanRange.upperBound {
            spans.append(span)
            span *= 2
        }
        return spans + [Update.spanRange.upperBound]
    }

    /// The bundled style's water, as an xterm-256 background.
    let water = Color.indexed(StyleColor(css: "#0000af")?.xterm256 ?? 0)

    func testEveryZoomStepAtEveryFixedPointHasTheRightColour() throws {
        let style = try MapStyle(path: ChildProcess.packageRoot.appendingPathComponent("Assets/styles/openmaptiles.json").path)
        let source = try MapTileSource(path: MapTileSourceTests.archive, style: style)
        let oracle = try WaterOracle(path: MapTileSourceTests.archive)
        // The user stands where no point is checked (their mark is drawn over the map).
        let user = Coordinate(latitude: -40, longitude: 95)
        var checked: [String: Int] = [:]
        var failures: [String] = []
        let centres = Self.points.map(\.at) + [Coordinate(latitude: 0, longitude: 0), MapTileSourceTests.helsinki]
        for centre in centres {
            for span in Self.spans {
                var state = MapTileSourceTests.state(at: centre, span: span, width: 160, height: 50)
                state.location.user = user
                state.settings.colorDepth = .xterm256
                let (grid, _) = try MapTileSourceTests.frame(state, source)
                let inner = MapPane.innerArea(state.viewport.layout.map)
                let projection = MapPane.projection(state, inner: inner)
                let zoom = TileCover(projection).zoom
                for point in Self.points {
                    // The first row holds the pane's note, the last its scale bar and credit.
                    guard let cell = projection.cell(of: point.at), cell.row > 0, cell.row < inner.height - 1,
                          projection.cell(of: user).map({ $0 != cell }) ?? true else { continue }
                    // Only a cell wholly on one side of every coast has one right colour.
                    guard let expected = oracle.uniform(cell: cell, projection: projection, zoom: zoom) else { continue }
                    XCTAssertEqual(expected, point.water, "the oracle at \(point.name)")
                    checked[point.name, default: 0] += 1
                    let background = grid[inner.x + cell.column, inner.y + cell.row].style.background
                    if (background == water) != expected {
                        failures.append("\(point.name) in a view of \(DistanceFormat.short(span)) around \(centre): "
                                        + (expected ? "water" : "land") + " drawn as \(background)")
                    }
                }
            }
        }
        XCTAssertEqual(failures, [], "\(failures.count) wrong cells")
        // Every point is checked at most zoom steps: the test cannot pass by skipping.
        for point in Self.points {
            XCTAssertGreaterThan(checked[point.name] ?? 0, Self.spans.count, point.name)
        }
    }
}

extension WorldViewTests {
    /// The widest views, every cell: names and borders drawn over the map keep the colour of
    /// each cell they cover (a country's name does not carry the sea inland).
    func testEveryCellOfTheWidestViewsHasTheRightColour() throws {
        let style = try MapStyle(path: ChildProcess.packageRoot.appendingPathComponent("Assets/styles/openmaptiles.json").path)
        let source = try MapTileSource(path: MapTileSourceTests.archive, style: style)
        let oracle = try WaterOracle(path: MapTileSourceTests.archive)
        var failures: [String] = []
        var checked = 0
        for centre in [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 40, longitude: -100), Coordinate(latitude: 30, longitude: 100)] {
            for span in [10_000_000.0, 20_000_000, 40_000_000] {
                var state = MapTileSourceTests.state(at: centre, span: span, width: 160, height: 50)
                state.settings.colorDepth = .xterm256
                let (grid, _) = try MapTileSourceTests.frame(state, source)
                let inner = MapPane.innerArea(state.viewport.layout.map)
                let projection = MapPane.projection(state, inner: inner)
                let zoom = TileCover(projection).zoom
                let user = projection.cell(of: centre)
                for row in 1..<(inner.height - 1) {
                    for column in 0..<inner.width where user.map({ $0 != (column, row) }) ?? true {
                        guard let expected = oracle.uniform(cell: (column, row), projection: projection, zoom: zoom) else { continue }
                        checked += 1
                        let background = grid[inner.x + column, inner.y + row].style.background
                        if (background == water) != expected {
                            failures.append("(\(column), \(row)) of \(DistanceFormat.short(span)) around \(centre): "
                                            + (expected ? "water" : "land") + " drawn as \(background)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 5_000)
        XCTAssertEqual(failures, [], "\(failures.count) wrong cells of \(checked)")
    }
}

/// Whether a coordinate is water, from the archive's `water` polygons read in raw tile units
/// (even–odd over each feature's rings in the tile that holds it, any feature counting); beyond
/// the Web Mercator limit the Arctic is sea and the Antarctic land.
final class WaterOracle {
    /// One tile's water features, each as its edges sorted into horizontal bands.
    struct Bands {
        static let count = 256
        let extent: Double
        var features: [[[(x0: Double, y0: Double, x1: Double, y1: Double)]]] = []
    }

    let archive: any TileArchive
    private var tiles: [TileKey: Bands?] = [:]

    init(path: String) throws {
        archive = try TileFiles.openArchive(path: path)
    }

    func isWater(_ c: Coordinate, zoom: Int) -> Bool {
        if c.latitude > WebMercator.maxLatitude { return true }
        if c.latitude < -WebMercator.maxLatitude { return false }
        let w = WebMercator.world(c)
        var z = min(zoom, 8)
        while z >= 0 {
            let n = 1 << z
            let fx = w.x * Double(n), fy = w.y * Double(n)
            let x = min(Int(fx.rounded(.down)), n - 1), y = min(Int(fy), n - 1)
            if let bands = bands(TileKey(zoom: z, x: (x % n + n) % n, y: y)) {
                let px = (fx - Double(x)) * bands.extent, py = (fy - Double(y)) * bands.extent
                let band = min(Bands.count - 1, max(0, Int(py / bands.extent * Double(Bands.count))))
                return bands.features.contains { feature in
                    feature[band].filter { e in (e.y0 > py) != (e.y1 > py) && px < e.x0 + (py - e.y0) * (e.x1 - e.x0) / (e.y1 - e.y0) }
                        .count % 2 == 1
                }
            }
            z -= 1
        }
        return false
    }

    /// The answer for a whole cell, read from the tiles of the view's zoom (those the app
    /// draws): its nine points (corners, edge middles, centre), the middles of its eight braille
    /// dots (fills are drawn to the dot: an island one dot wide makes the cell an edge) and
    /// eight points two tile pixels around the centre agree; nil where a coast is near.
    func uniform(cell: (column: Int, row: Int), projection: MapProjection, zoom: Int) -> Bool? {
        var samples: [Coordinate] = []
        for i in 0...2 {
            for j in 0...2 {
                guard let c = projection.unproject(x: Double(cell.column * 2 + i), y: Double(cell.row * 4 + j * 2)) else { return nil }
                samples.append(c)
            }
        }
        let centre = samples[4]
        for dy in 0..<4 {
            for dx in 0..<2 {
                guard let c = projection.unproject(x: Double(cell.column * 2 + dx) + 0.5, y: Double(cell.row * 4 + dy) + 0.5)
                else { return nil }
                samples.append(c)
            }
        }
        let pixel = 40_075_016.686 / Double(256 << zoom) * max(0.05, cos(centre.latitude * .pi / 180))
        for azimuth in stride(from: 0.0, to: 360, by: 45) {
            samples.append(Geodesic.destination(from: centre, azimuth: azimuth, distance: 2 * pixel))
        }
        let first = isWater(centre, zoom: zoom)
        return samples.allSatisfy { isWater($0, zoom: zoom) == first } ? first : nil
    }

    /// The tile's water edges by band; nil when the archive lacks the tile.
    private func bands(_ key: TileKey) -> Bands? {
        if let hit = tiles[key] { return hit }
        var result: Bands?
        if let bytes = try? archive.tileData(key), let tile = try? MVTDecoder.decode(compressed: bytes),
           let layer = tile.layers.first(where: { $0.name == "water" }) {
            var bands = Bands(extent: Double(layer.extent))
            let height = bands.extent / Double(Bands.count)
            for feature in layer.features {
                guard case .polygons(let polygons) = feature.geometry else { continue }
                var edges = [[(x0: Double, y0: Double, x1: Double, y1: Double)]](repeating: [], count: Bands.count)
                for ring in polygons.flatMap({ [$0.exterior] + $0.interiors }) where ring.count >= 3 {
                    var a = ring[ring.count - 1]
                    for b in ring {
                        let low = Double(min(a.y, b.y)), high = Double(max(a.y, b.y))
                        let first = max(0, Int(low / height)), last = min(Bands.count - 1, Int(high / height))
                        if first <= last {
                            for band in first...last { edges[band].append((Double(a.x), Double(a.y), Double(b.x), Double(b.y))) }
                        }
                        a = b
                    }
                }
                bands.features.append(edges)
            }
            result = bands
        } else if (try? archive.tileData(key)) != nil {
            result = Bands(extent: 4096)
        }
        tiles[key] = result
        return result
    }
}
