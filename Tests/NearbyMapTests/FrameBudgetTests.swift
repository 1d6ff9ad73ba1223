import Dispatch
import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// A frame's building budget: past it the features and tiles left are built by the next frames
/// (the frame says it is unfinished), some progress each frame, until the frame equals the one
/// built without a budget. A ring or line of a million vertices is thinned before it is clipped.
final class FrameBudgetTests: XCTestCase {
    typealias Reads = MapTileLoaderStandInTests.Log

    /// The bundled archive's tiles all loaded into `source`'s loader, the app's way.
    func loaded(budget: Double?) throws -> (MapTileSource, TileCover, MapTileLoader) {
        let reads = Reads()
        let archive = try TileFiles.openArchive(path: MapTileSourceTests.archive)
        let loader = MapTileLoader(reader: MapTileLoaderStandInTests.RecordingReader(archive, log: reads)) { event in
            if case .tilesUpdated = event { reads.signal.signal() }
        }
        XCTAssertTrue(loader.start())
        let source = MapTileSource(loader: loader, maxZoom: 14, attribution: nil, buildBudget: budget)
        let cover = try XCTUnwrap(MapPane.tileCover(MapTileSourceTests.state()))
        var frame = source.frame(for: cover)
        try Wait.until("every tile of the frame loaded", timeout: 20, every: 0, pause: {
            loader.want(frame.lack.load)
            _ = reads.signal.wait(timeout: .now() + 1)
            frame = source.frame(for: cover)
        }) { frame.lack.load.isEmpty && !frame.isUnfinished }
        return (source, cover, loader)
    }

    func testANoTimeBudgetGoesOnFrameByFrameUntilTheFrameIsWhole() throws {
        let (whole, cover, wholeLoader) = try loaded(budget: nil)
        defer { wholeLoader.stop() }
        let expected = whole.frame(for: cover)
        XCTAssertFalse(expected.isUnfinished)
        XCTAssertGreaterThan(cover.keys.count, 1)

        // Budget zero, over the same loaded tiles: every frame styles a few more features (32
        // at least) and stops; the frames go on from where the last one stopped.
        let zero = MapTileSource(loader: wholeLoader, maxZoom: 14, attribution: nil, buildBudget: 0)
        var frames: [MapFrame] = []
        repeat {
            frames.append(zero.frame(for: cover))
        } while frames.last?.isUnfinished == true && frames.count < 100_000
        XCTAssertGreaterThan(frames.count, cover.keys.count, "more frames than tiles: big tiles take several")
        XCTAssertTrue(frames.dropLast().allSatisfy(\.isUnfinished))
        XCTAssertEqual(frames.last?.data, expected.data, "the finished frame is the frame built at once")
        XCTAssertFalse(frames.contains { $0.data.isMissingHere }, "a tile left for later is not missing")
        let drawnPoints = frames.map { $0.data.tiles.reduce(0) { $0 + $1.pointCount } }
        XCTAssertEqual(drawnPoints, drawnPoints.sorted(), "each frame draws what the last did and more")
    }

    func testAMillionVertexLineIsThinnedToTheCapWithItsEnds() {
        let points = (0..<1_000_000).map { MVTPoint(x: Int32($0 % 4096), y: Int32($0 / 4096)) }
        let thinned = MapTileBuilder.thinned(points)
        XCTAssertLessThanOrEqual(thinned.count, MapTileBuilder.maxPartPoints)
        XCTAssertGreaterThan(thinned.count, MapTileBuilder.maxPartPoints / 2)
        XCTAssertEqual(thinned.first, points.first)
        XCTAssertEqual(thinned.last, points.last)
        let short = Array(points.prefix(100))
        XCTAssertEqual(MapTileBuilder.thinned(short), short, "real lines are left as they are")
    }
}
