#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import NearbyCore
@testable import NearbyTiles
import Synchronization
import XCTest

/// What the map asks an online source for (`fetchWish`): a few ancestors first while the view's
/// tiles lack a stand-in, then the view's own tiles nearest the centre first; no ancestors once
/// something close stands in, none that the source answered "no tile" for.
final class MapTileSourceWishTests: XCTestCase {
    /// The bundled archive as an online cache would hold it: zooms in `held` are not there yet,
    /// zooms in `empty` are "no tile here" (a 404 or an empty body).
    final class Cache: Sendable {
        let held = Mutex<Set<Int>>([])
        let empty = Mutex<Set<Int>>([])
        let arrived = DispatchSemaphore(value: 0)
    }

    final class CacheReader: TileReader {
        let inner: ArchiveTileReader
        let cache: Cache
        init(_ archive: any TileArchive, cache: Cache) {
            inner = ArchiveTileReader(archive)
            self.cache = cache
        }
        func read(_ key: TileKey) throws -> TileRead {
            if cache.held.withLock({ $0.contains(key.zoom) }) { return .notYet }
            if cache.empty.withLock({ $0.contains(key.zoom) }) { return .noTile }
            return try inner.read(key)
        }
    }

    var loader: MapTileLoader!
    var source: MapTileSource!
    let cache = Cache()
    var cover: TileCover!

    override func setUpWithError() throws {
        let archive = try TileFiles.openArchive(path: MapTileSourceTests.archive)
        let cache = self.cache
        loader = MapTileLoader(reader: CacheReader(archive, cache: cache)) { _ in cache.arrived.signal() }
        XCTAssertTrue(loader.start())
        source = MapTileSource(loader: loader, maxZoom: 14, attribution: nil)
        // 200×60 over 1.5 km of Helsinki: a z14 cover of many tiles.
        cover = try XCTUnwrap(MapPane.tileCover(MapTileSourceTests.state(span: 1500, width: 200, height: 60)))
        XCTAssertEqual(cover.zoom, 14)
        XCTAssertGreaterThanOrEqual(cover.keys.count, 6)
    }

    override func tearDown() {
        loader?.stop()
    }

    /// Draws frames as arrivals come until `done`, or fails after 20 s.
    func drawUntil(_ what: String, _ done: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(20)
        _ = source.mapData(for: cover)
        while !done() {
            guard Date() < deadline else { throw TimedOut() }
            _ = cache.arrived.wait(timeout: .now() + 0.5)
            _ = source.mapData(for: cover)
        }
    }

    func testAnEmptyCacheAsksAFewAncestorsFirstThenTheViewNearestTheCentreFirst() throws {
        cache.held.withLock { $0 = Set(0...14) }
        _ = source.mapData(for: cover)
        let wish = source.fetchWish
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
        try drawUntil("the z12 stand-ins") { source.fetchWish.allSatisfy { $0.zoom == 14 } }
        XCTAssertEqual(source.fetchWish, cover.keys)
        // The real tiles come: nothing is asked any more, ancestors included.
        cache.held.withLock { $0 = [] }
        loader.refresh(cover.keys)
        try drawUntil("the view's own tiles") { source.lackingAtSourceZoom.isEmpty }
        XCTAssertEqual(source.fetchWish, [])
    }

    func testAnAncestorTheSourceHasNoTileForIsNotAskedAgain() throws {
        // Nothing at z12 (a 404 or an empty body); the view's tiles still on their way.
        cache.held.withLock { $0 = [13, 14] }
        cache.empty.withLock { $0 = [12] }
        _ = source.mapData(for: cover)
        let first = source.fetchWish.filter { $0.zoom < 14 }
        XCTAssertFalse(first.isEmpty, "no answer yet: the ancestors are asked")
        try drawUntil("the loader's answer for the ancestors") { first.allSatisfy { loader.lookup($0) != .loading } }
        _ = source.mapData(for: cover)
        XCTAssertEqual(source.fetchWish, cover.keys, "the empty ancestors are not asked again")
        XCTAssertEqual(source.lackingAtSourceZoom, cover.keys)
    }
}
