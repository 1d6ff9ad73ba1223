import Dispatch
import Synchronization
import NearbyTestSupport
import XCTest
@testable import NearbyApp
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// Drawing a frame changes nothing: building the map data only looks up what the loader holds
/// and says what it lacks (the app's update asks for it), and `Screen.render` of the same state
/// and map data gives the same grid every time.
final class MapFramePurityTests: XCTestCase {
    /// The bundled archive, recording each address read (the stand-in tests' reader).
    typealias CountingReader = MapTileLoaderStandInTests.RecordingReader
    typealias Reads = MapTileLoaderStandInTests.Log

    func testBuildingAndDrawingAColdFrameAsksTheLoaderForNothing() throws {
        let reads = Reads()
        let archive = try TileFiles.openArchive(path: MapTileSourceTests.archive)
        // Never started: whatever the frame asked for would stay queued, in plain view.
        let loader = MapTileLoader(reader: CountingReader(archive, log: reads)) { _ in }
        let source = MapTileSource(loader: loader, maxZoom: 14, attribution: nil)
        let state = MapTileSourceTests.state()
        let cover = try XCTUnwrap(MapPane.tileCover(state))

        let first = source.frame(for: cover)
        let grid = Screen.render(state, map: first.data)
        let second = source.frame(for: cover)
        XCTAssertEqual(second, first, "nothing the first frame did changed the second")
        XCTAssertEqual(Screen.render(state, map: second.data), grid)
        XCTAssertEqual(Screen.render(state, map: first.data), grid)
        XCTAssertEqual(loader.queued, [], "the frame asked the loader for nothing")
        XCTAssertEqual(reads.reads.withLock { $0 }, [])

        // What it lacks is said instead: the view's own tiles first, then the ancestors to draw meanwhile.
        XCTAssertEqual(first.lack.own, cover.keys)
        XCTAssertEqual(Array(first.lack.load.prefix(cover.keys.count)), cover.keys)
        XCTAssertTrue(first.lack.load.dropFirst(cover.keys.count).allSatisfy { $0.zoom < 14 })
        XCTAssertEqual(first.lack.fetch.suffix(cover.keys.count), cover.keys[...])
        // The `loadTiles` effect is what asks, and the probe sees it.
        loader.want(first.lack.load)
        XCTAssertEqual(loader.queued, first.lack.load)
    }

    func testAWarmFrameDrawnTwiceGivesTheSameGridAndReadsNothing() throws {
        let reads = Reads()
        let archive = try TileFiles.openArchive(path: MapTileSourceTests.archive)
        let loader = MapTileLoader(reader: CountingReader(archive, log: reads)) { event in
            if case .tilesUpdated = event { reads.signal.signal() }
        }
        XCTAssertTrue(loader.start())
        defer { loader.stop() }
        let source = MapTileSource(loader: loader, maxZoom: 14, attribution: nil)
        let state = MapTileSourceTests.state()
        let cover = try XCTUnwrap(MapPane.tileCover(state))
        // Loaded as the app loads it: each frame's lack handed to the loader, until it lacks nothing.
        var frame = source.frame(for: cover)
        try Wait.until("every tile of the frame loaded", timeout: 20, every: 0, pause: {
            loader.want(frame.lack.load)
            _ = reads.signal.wait(timeout: .now() + 1)
            frame = source.frame(for: cover)
        }) { frame.lack.load.isEmpty }
        // Stopped (the tile in hand finishes; what the last ask left queued stays), so any read
        // or ask from here on would show.
        loader.stop()
        let readBefore = reads.reads.withLock { $0 }, queuedBefore = loader.queued
        XCTAssertFalse(readBefore.isEmpty)

        let first = source.frame(for: cover), second = source.frame(for: cover)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.lack, TileLack())
        let grid = Screen.render(state, map: first.data)
        XCTAssertEqual(Screen.render(state, map: second.data), grid)
        XCTAssertEqual(Screen.render(state, map: first.data), grid)
        XCTAssertEqual(reads.reads.withLock { $0 }, readBefore)
        XCTAssertEqual(loader.queued, queuedBefore)
        // Real streets, the same as read in place.
        XCTAssertEqual(grid.lines, try MapTileSourceTests.frame(state, try MapTileSource(path: MapTileSourceTests.archive)).grid.lines)
    }
}
