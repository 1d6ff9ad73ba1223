#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import NearbyTestSupport
import Synchronization
import XCTest
@testable import NearbyApp
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// The map's tiles loaded off the drawing thread: a frame never reads or decodes, a tile still
/// loading is drawn from its loaded ancestor, and once everything arrives the frame is the one
/// drawn by reading in place.

final class MapTileLoaderTests: XCTestCase {
    /// What the test sees of the loader's reads, shared with the reader on the loader's thread.
    final class Gate: Sendable {
        /// Zoom 14 is "not held yet" (as an online source's tiles before their download).
        let holdDeepest = Mutex(true)
        let readThreads = Mutex<Set<UInt>>([])
    }

    /// The bundled archive, with its z14 tiles held back while the gate says so.
    final class GatedReader: TileReader {
        let inner: ArchiveTileReader
        let gate: Gate
        init(_ archive: any TileArchive, gate: Gate) {
            inner = ArchiveTileReader(archive)
            self.gate = gate
        }
        func read(_ key: TileKey) throws -> TileRead {
            gate.readThreads.withLock { _ = $0.insert(UInt(pthread_self())) }
            if key.zoom == 14, gate.holdDeepest.withLock({ $0 }) { return .notYet }
            return try inner.read(key)
        }
    }

    /// What the loader posted: the tiles shelved, and the log lines update made of its failures.
    final class Arrivals: Sendable {
        let keys = Mutex<[TileKey]>([])
        let failures = Mutex<[String]>([])
        let signal = DispatchSemaphore(value: 0)

        func post(_ report: TileLoadReport) {
            let event = report.event
            switch event {
            case .tilesUpdated(let key):
                keys.withLock { $0.append(key) }
                signal.signal()
            case .tileReadFailed:
                var state = MapTileSourceTests.state()
                for case .log(let line) in Update.apply(&state, event) {
                    if case .string(let reason)? = line.fields.first(where: { $0.0 == "reason" })?.1 {
                        failures.withLock { $0.append(reason) }
                    }
                }
            default:
                break
            }
        }
    }

    /// Builds a frame and hands what it lacks to the loader, as the app's `loadTiles` effect does.
    static func draw(_ source: MapTileSource, _ loader: MapTileLoader, cover: TileCover) -> MapFrame {
        let frame = source.frame(for: cover)
        loader.want(frame.lack.load)
        return frame
    }

    /// Draws frames as the app does (one after each arrival) until `done` says so.
    func drawUntil(_ source: MapTileSource, _ loader: MapTileLoader, _ arrivals: Arrivals, cover: TileCover,
                   _ done: (MapFrame) -> Bool) throws -> MapFrame {
        var frame = Self.draw(source, loader, cover: cover)
        try Wait.until("the frames drawn as tiles arrive", timeout: 20, every: 0, pause: {
            _ = arrivals.signal.wait(timeout: .now() + 1)
            frame = Self.draw(source, loader, cover: cover)
        }) { done(frame) }
        return frame
    }

    func testTilesLoadOffTheDrawingThreadWithAncestorsDrawnMeanwhile() throws {
        let gate = Gate(), arrivals = Arrivals()
        let archive = try TileFiles.openArchive(path: MapTileSourceTests.archive)
        let loader = MapTileLoader(reader: GatedReader(archive, gate: gate), post: arrivals.post)
        XCTAssertTrue(loader.start())
        defer { loader.stop() }
        let source = MapTileSource(loader: loader, maxZoom: 14, attribution: nil)
        let state = MapTileSourceTests.state()
        let cover = try XCTUnwrap(MapPane.tileCover(state))

        // The first frame: nothing loaded yet, and the frame did not wait for anything.
        let first = Self.draw(source, loader, cover: cover)
        XCTAssertTrue(first.data.tiles.allSatisfy { $0.lines.isEmpty && $0.fills.isEmpty })
        XCTAssertFalse(first.data.isMissingHere, "a tile loading is not a place without data")
        XCTAssertEqual(first.lack.own.count, cover.keys.count)

        // The z14 tiles held back: their z13 parents arrive and stand in, scaled and clipped.
        let standInFrame = try XCTUnwrap(try? drawUntil(source, loader, arrivals, cover: cover) { frame in
            frame.data.tiles.allSatisfy { !$0.lines.isEmpty }
        }, "the ancestors never arrived")
        let standIn = standInFrame.data
        XCTAssertFalse(standInFrame.lack.own.isEmpty, "the z14 tiles are still held back")
        XCTAssertTrue(arrivals.keys.withLock { $0 }.allSatisfy { $0.zoom < 14 })
        let standInText = Screen.render(state, map: standIn).lines.joined(separator: "\n")
        let braille = standInText.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
        XCTAssertGreaterThan(braille, 300, standInText)

        // The source commits them: the loader reads them again and the map fills in.
        gate.holdDeepest.withLock { $0 = false }
        loader.refresh(standInFrame.lack.own)
        let filled = try XCTUnwrap(try? drawUntil(source, loader, arrivals, cover: cover) { frame in
            frame.lack.own.isEmpty
        }, "the z14 tiles never arrived").data
        XCTAssertTrue(arrivals.keys.withLock { $0 }.contains { $0.zoom == 14 })

        // The same frame as reading in place, and no read ever ran on this thread.
        let inPlace = try MapTileSource(path: MapTileSourceTests.archive)
        let expected = try MapTileSourceTests.frame(state, inPlace)
        XCTAssertEqual(Screen.render(state, map: filled).lines, expected.grid.lines)
        XCTAssertNotEqual(Screen.render(state, map: standIn).lines, expected.grid.lines,
                          "the stand-in is the ancestor, not the tile")
        XCTAssertFalse(gate.readThreads.withLock { $0 }.contains(UInt(pthread_self())))
        XCTAssertTrue(arrivals.failures.withLock { $0 }.isEmpty, "\(arrivals.failures.withLock { $0 })")
    }

    func testATileThatCannotBeDecodedIsLeftOutAndSaid() throws {
        final class Garbage: TileReader {
            func read(_ key: TileKey) throws -> TileRead { .tile([0xFF, 0xFF, 0xFF, 0x01]) }
        }
        let arrivals = Arrivals()
        let loader = MapTileLoader(reader: Garbage(), post: arrivals.post)
        XCTAssertTrue(loader.start())
        defer { loader.stop() }
        let source = MapTileSource(loader: loader, maxZoom: 14, attribution: nil)
        let cover = try XCTUnwrap(MapPane.tileCover(MapTileSourceTests.state()))
        // The z14 tile fails first, then each ancestor the loader tries in its place: the map says
        // "no map data here" only once none of them is still loading (waiting for the z14 tile
        // alone raced with the ancestors' failures).
        let frame = try XCTUnwrap(try? drawUntil(source, loader, arrivals, cover: cover) { $0.data.isMissingHere })
        XCTAssertTrue(frame.data.isMissingHere)
        XCTAssertTrue(frame.lack.own.isEmpty)
        // Said in the log by update, from the loader's `tileReadFailed` (posted before the tile's `tilesUpdated`).
        let failures = arrivals.failures.withLock { $0 }
        XCTAssertFalse(failures.isEmpty)
        XCTAssertTrue(failures[0].hasPrefix("tile 14/"), failures[0])
    }
}

/// Ancestors asked for as stand-ins are not read once the tiles they stand in for have arrived.
final class MapTileLoaderStandInTests: XCTestCase {
    /// The bundled archive, recording each address read.
    final class RecordingReader: TileReader {
        let inner: ArchiveTileReader
        let log: Log
        init(_ archive: any TileArchive, log: Log) {
            inner = ArchiveTileReader(archive)
            self.log = log
        }
        func read(_ key: TileKey) throws -> TileRead {
            log.reads.withLock { $0.append(key) }
            return try inner.read(key)
        }
    }

    final class Log: Sendable {
        let reads = Mutex<[TileKey]>([])
        let arrived = Mutex<[TileKey]>([])
        let signal = DispatchSemaphore(value: 0)

        func waitFor(_ key: TileKey) throws {
            try Wait.until("tile \(key) to arrive", timeout: 20, every: 0, pause: { _ = signal.wait(timeout: .now() + 1) }) {
                arrived.withLock { $0.contains(key) }
            }
        }
    }

    func testAnAncestorIsReadOnlyWhileATileBelowItIsStillWanted() throws {
        let log = Log()
        let archive = try TileFiles.openArchive(path: MapTileSourceTests.archive)
        let loader = MapTileLoader(reader: RecordingReader(archive, log: log)) { event in
            guard case .tilesUpdated(let key) = event else { return }
            log.arrived.withLock { $0.append(key) }
            log.signal.signal()
        }
        XCTAssertTrue(loader.start())
        defer { loader.stop() }
        // Two z14 tiles the archive holds, their z13 parent and z12 grandparent (both asked as a
        // frame asks for them), and a last tile far away that says when the loader is through.
        let held = [TileKey(zoom: 14, x: 9326, y: 4742), TileKey(zoom: 14, x: 9327, y: 4742)]
        let parent = TileKey(zoom: 13, x: 4663, y: 2371)
        let grandparent = TileKey(zoom: 12, x: 2331, y: 1185)
        XCTAssertEqual(held.map { $0.ancestor(levels: 1) }, [parent, parent])
        XCTAssertEqual(parent.ancestor(levels: 1), grandparent)
        let end = TileKey(zoom: 3, x: 0, y: 0)
        loader.want(held + [parent, grandparent, end])
        try log.waitFor(end)
        XCTAssertEqual(log.reads.withLock { $0 }, held + [end], "the ancestors stand in for tiles that came")
        XCTAssertTrue(held.allSatisfy { if case .loaded(.some) = loader.lookup($0) { true } else { false } })

        // A z14 tile the archive lacks (east of the block it holds at z12-14): its nearest
        // ancestor in the archive, at z11, is drawn overzoomed in its place, so it is read.
        let lacking = TileKey(zoom: 14, x: 9332, y: 4742)
        let standIn = lacking.ancestor(levels: 3)
        XCTAssertEqual(standIn, TileKey(zoom: 11, x: 1166, y: 592))
        let end2 = TileKey(zoom: 3, x: 1, y: 0)
        loader.want([lacking, standIn, end2])
        try log.waitFor(end2)
        XCTAssertEqual(Array(log.reads.withLock { $0 }.dropFirst(3)), [lacking, standIn, end2])
        XCTAssertEqual(loader.lookup(lacking), MapTileLoader.Lookup.loaded(nil))
        if case .loaded(.some) = loader.lookup(standIn) {} else { XCTFail("the stand-in was shelved with its data") }
    }
}
