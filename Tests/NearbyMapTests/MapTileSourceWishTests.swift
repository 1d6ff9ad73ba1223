import Dispatch
import NearbyTestSupport
import Synchronization
import XCTest
@testable import NearbyApp
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// What a frame asks an online source for (its lack's `fetch`): a few ancestors first while the view's
/// tiles lack a stand-in, then the view's own tiles nearest the centre first; no ancestors once
/// something close stands in, none that the source answered "no tile" for.
final class MapTileSourceWishTests: XCTestCase {
    /// An online cache that holds a tile everywhere, but zooms in `held` are not there yet and
    /// zooms in `empty` are "no tile here" (a 404 or an empty body).
    final class Cache: Sendable {
        let held = Mutex<Set<Int>>([])
        let empty = Mutex<Set<Int>>([])
        /// Tiles that are "no tile here" whatever their zoom.
        let emptyTiles = Mutex<Set<TileKey>>([])
        let arrived = DispatchSemaphore(value: 0)
    }

    final class CacheReader: TileReader {
        /// One real tile (the bundled archive's z12 Helsinki), answered for every other key.
        let sample: [UInt8]
        let cache: Cache
        init(sample: [UInt8], cache: Cache) {
            self.sample = sample
            self.cache = cache
        }
        func read(_ key: TileKey) throws -> TileRead {
            if cache.emptyTiles.withLock({ $0.contains(key) }) { return .noTile }
            if cache.held.withLock({ $0.contains(key.zoom) }) { return .notYet }
            if cache.empty.withLock({ $0.contains(key.zoom) }) { return .noTile }
            return .tile(sample)
        }
    }

    var loader: MapTileLoader!
    var source: MapTileSource!
    let cache = Cache()
    var cover: TileCover!
    /// What the last frame drawn lacked.
    var lack = TileLack()

    override func setUpWithError() throws {
        let archive = try TileFiles.openArchive(path: MapTileSourceTests.archive)
        let cache = self.cache
        let sample = try XCTUnwrap(try archive.tileData(TileKey(zoom: 12, x: 2331, y: 1185)))
        loader = MapTileLoader(reader: CacheReader(sample: sample, cache: cache)) { event in
            if case .tilesUpdated = event { cache.arrived.signal() }
        }
        XCTAssertTrue(loader.start())
        source = MapTileSource(loader: loader, maxZoom: 14, attribution: nil)
        // A 200×60 map pane (a 200×122 terminal) over 1.6 km of Helsinki: twelve z14 tiles.
        let state = MapTileSourceTests.state(at: Coordinate(latitude: 60.1700, longitude: 24.9605), span: 1600, width: 200, height: 122)
        cover = try XCTUnwrap(MapPane.tileCover(state))
        XCTAssertEqual(cover.zoom, 14)
        XCTAssertEqual(cover.keys.count, 12)
    }

    override func tearDown() {
        loader?.stop()
    }

    /// Draws a frame of `from` (the test's source by default) and hands what it lacks to the
    /// loader, as the app's `loadTiles` effect does.
    func draw(_ from: MapTileSource? = nil) {
        let frame = (from ?? source).frame(for: cover)
        loader.want(frame.lack.load)
        lack = frame.lack
    }

    /// Draws frames as arrivals come until `done`, or fails after 20 s.
    func drawUntil(_ what: String, _ done: () -> Bool) throws {
        draw()
        try Wait.until(what, timeout: 20, every: 0, pause: {
            _ = cache.arrived.wait(timeout: .now() + 0.5)
            draw()
        }, done)
    }

    func testAnEmptyCacheAsksAFewAncestorsFirstThenTheViewNearestTheCentreFirst() throws {
        cache.held.withLock { $0 = Set(0...14) }
        draw()
        let wish = lack.fetch
        let ancestors = Array(wish.prefix { $0.zoom < 14 })
        // The view's own tiles follow, in the cover's order (nearest the centre first).
        XCTAssertEqual(Array(wish.dropFirst(ancestors.count)), cover.keys)
        // A few ancestors, two or more levels up, which between them cover every tile of the view.
        XCTAssertFalse(ancestors.isEmpty)
        XCTAssertLessThanOrEqual(ancestors.count, MapTileSource.maxStandIns)
        let levels = 14 - ancestors[0].zoom
        XCTAssertTrue(MapTileSource.standInLevels.contains(levels), "\(ancestors)")
        XCTAssertTrue(ancestors.allSatisfy { $0.zoom == ancestors[0].zoom })
        XCTAssertEqual(Set(cover.keys.map { $0.ancestor(levels: levels) }), Set(ancestors))
        XCTAssertEqual(ancestors[0], cover.keys[0].ancestor(levels: levels), "the centre's ancestor first")
        XCTAssertEqual(Set(ancestors).count, ancestors.count)
    }

    func testOnceTheAncestorsStandInOnlyTheViewsTilesAreAskedAndThenNothing() throws {
        // z12 is in the cache (the ancestors came); z13 and z14 are not yet.
        cache.held.withLock { $0 = [13, 14] }
        try drawUntil("the z12 stand-ins") { lack.fetch.allSatisfy { $0.zoom == 14 } }
        XCTAssertEqual(lack.fetch, cover.keys)
        // The real tiles come: nothing is asked any more, ancestors included.
        cache.held.withLock { $0 = [] }
        loader.refresh(cover.keys)
        try drawUntil("the view's own tiles") { lack.own.isEmpty }
        XCTAssertEqual(lack.fetch, [])
    }

    func testATileDrawnFromACloseAncestorAsksNoFurtherAncestors() throws {
        // The parents (z13) are in the cache, the grandparents (z12) and the view's tiles are not.
        cache.held.withLock { $0 = [12, 14] }
        let parents = Set(cover.keys.map { $0.ancestor(levels: 1) })
        try drawUntil("the z13 stand-ins") { parents.allSatisfy { loader.lookup($0) != .loading } }
        draw()
        XCTAssertEqual(lack.fetch, cover.keys, "nothing above the parents standing in is asked")
    }

    func testAnAncestorTheSourceHasNoTileForIsNotAskedAgain() throws {
        // Nothing at z10–12 (a 404 or an empty body); the view's tiles still on their way.
        cache.held.withLock { $0 = [13, 14] }
        cache.empty.withLock { $0 = [10, 11, 12] }
        draw()
        let first = lack.fetch.filter { $0.zoom < 14 }
        XCTAssertFalse(first.isEmpty, "no answer yet: the ancestors are asked")
        try drawUntil("the loader's answer for the ancestors") { first.allSatisfy { loader.lookup($0) != .loading } }
        draw()
        XCTAssertEqual(lack.fetch, cover.keys, "the empty ancestors are not asked again")
        XCTAssertEqual(lack.own, cover.keys)
    }

    func testWithTheCentreHavingNoTileTheRestOfTheViewIsStillAsked() throws {
        // The centre's tiles are "no tile here" (a 404 or an empty 200); the others are on their way.
        cache.held.withLock { $0 = Set(0...14) }
        let centre = Array(cover.keys.prefix(4))
        cache.emptyTiles.withLock { $0 = Set(centre) }
        loader.refresh(centre)
        try drawUntil("the centre's answer") { centre.allSatisfy { loader.lookup($0) == .loaded(nil) } }
        draw()
        XCTAssertEqual(lack.own, Array(cover.keys.dropFirst(4)), "every other tile of the view, nearest first")
        XCTAssertEqual(lack.fetch.filter { $0.zoom == 14 }, Array(cover.keys.dropFirst(4)))
    }

    func testNothingIsAskedUntilAnOnlineSourceSaysItsDeepestZoom() throws {
        // The app's online source: its zoom is not known until the TileJSON comes.
        let unresolved = MapTileSource(loader: loader, maxZoom: nil, attribution: nil)
        cache.held.withLock { $0 = Set(0...14) }
        draw(unresolved)
        XCTAssertEqual(lack.fetch, [], "a wish made with a guessed zoom would fetch the wrong level")
        XCTAssertEqual(lack.own, cover.keys, "the frame still knows what it lacks")
        XCTAssertEqual(unresolved.maxZoom, MapTileSource.assumedMaxZoom, "drawn as z0–14 meanwhile")
        unresolved.setMaxZoom(14)
        draw(unresolved)
        XCTAssertEqual(lack.fetch.filter { $0.zoom == 14 }, cover.keys)
    }
}
