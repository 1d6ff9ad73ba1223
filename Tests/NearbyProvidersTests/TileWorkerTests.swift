import Foundation
import Synchronization
import XCTest
import NearbyTestSupport
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyText

/// The tile worker on its own thread: wanted tiles come from the loopback server into a real
/// cache file, then are reported; tiles that leave the view are cancelled; stale ones are
/// revalidated with their ETag.
final class TileWorkerTests: XCTestCase {
    static let source = TileCacheSource(url: "https://tiles.example/tiles.json")
    var directory: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-tileworker-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func realTile() throws -> [UInt8] {
        let url = TileDownloaderTests.realWorld.appendingPathComponent("sanfrancisco/15-5237-12665.mvt")
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip(SharedFixtures.absent) }
        return [UInt8](try Data(contentsOf: url))
    }

    /// Collects reports from the worker's thread.
    final class Reports: Sendable {
        let list = Mutex<[TileWorker.Report]>([])
        func add(_ report: TileWorker.Report) { list.withLock { $0.append(report) } }
        var committed: Set<TileKey> {
            list.withLock { reports in
                Set(reports.flatMap { report -> [TileKey] in
                    if case .tilesCommitted(let tiles) = report { return tiles }
                    return []
                })
            }
        }

        /// The failure reports, in order.
        var failures: [TileWorker.Report] {
            list.withLock { $0.filter { if case .tilesFailed = $0 { return true } else { return false } } }
        }
        var failedCount: Int {
            failures.reduce(0) { total, report in
                if case .tilesFailed(_, let count) = report { return total + count }
                return total
            }
        }

        /// Waits (up to 20 s) until `condition` holds.
        func wait(_ condition: (Reports) -> Bool) -> Bool {
            (try? Wait.until("the worker's reports", timeout: 20, every: 0.002) { condition(self) }) != nil
        }
    }

    func worker(_ server: LoopbackServer, revalidateAfter: Int = 86_400, connections: Int = 4, failureInterval: Double = 1,
                reports: Reports) throws -> TileWorker {
        let worker = TileWorker(endpoint: TileEndpoint(templates: [server.base + "/{z}/{x}/{y}.pbf"]),
                                cachePath: directory + "/tiles.mbtiles", cacheSource: Self.source, maxBytes: 64 << 20,
                                settings: .init(connections: connections, retry: .never), revalidateAfter: revalidateAfter,
                                failureInterval: failureInterval) { reports.add($0) }
        try worker.start()
        addTeardownBlock { worker.stop() }
        return worker
    }

    func testWantedTilesAreCommittedThenReported() throws {
        let bytes = try realTile()
        let server = try LoopbackServer { request in
            request.path.hasPrefix("/14/") ? .respond(status: 200, headers: [], body: []) : .respond(status: 200, headers: [("ETag", "\"e\"")], body: bytes)
        }
        addTeardownBlock { server.stop() }
        let reports = Reports()
        let worker = try worker(server, reports: reports)
        let tiles = [TileKey(zoom: 15, x: 1, y: 1), TileKey(zoom: 15, x: 2, y: 1), TileKey(zoom: 14, x: 0, y: 0)]
        worker.want(tiles)
        XCTAssertTrue(reports.wait { $0.committed == Set(tiles) }, "\(reports.list.withLock { $0 })")
        // Reported only after the commit: another connection sees them.
        let cache = try TileCacheFile(path: directory + "/tiles.mbtiles", role: .cache, maxBytes: nil, source: Self.source)
        XCTAssertEqual(try cache.tile(TileKey(zoom: 15, x: 2, y: 1))?.data, bytes)
        XCTAssertEqual(try cache.tile(TileKey(zoom: 15, x: 2, y: 1))?.etag, "\"e\"")
        XCTAssertEqual(try cache.tile(TileKey(zoom: 14, x: 0, y: 0))?.isEmpty, true)
        // Wanting them again asks for nothing: the cache answers.
        let asked = server.requests.count
        worker.want(tiles + [TileKey(zoom: 15, x: 3, y: 1)])
        XCTAssertTrue(reports.wait { $0.committed.contains(TileKey(zoom: 15, x: 3, y: 1)) })
        XCTAssertEqual(server.requests.count, asked + 1)
    }

    func testATileThatLeftTheViewIsCancelledAndTheNewOnesCome() throws {
        let bytes = try realTile()
        let server = try LoopbackServer { request in
            request.path == "/15/9/9.pbf" ? .hang : .respond(status: 200, headers: [], body: bytes)
        }
        addTeardownBlock { server.stop() }
        let reports = Reports()
        let worker = try worker(server, connections: 1, reports: reports)
        worker.want([TileKey(zoom: 15, x: 9, y: 9)])
        try Wait.until("the hanging tile asked for", timeout: 20, every: 0.002) { !server.requests.isEmpty }
        let next = TileKey(zoom: 15, x: 4, y: 4)
        worker.want([next])
        // The hanging tile would hold the only slot for 30 s; the new view's tile comes at once.
        XCTAssertTrue(reports.wait { $0.committed == [next] }, "\(reports.list.withLock { $0 })")
        XCTAssertFalse(reports.list.withLock { $0 }.contains { if case .tilesFailed = $0 { return true } else { return false } })
    }

    func testStaleTilesAreRevalidatedWithTheirETag() throws {
        let bytes = try realTile()
        let server = try LoopbackServer { request in
            request.headers["if-none-match"] == "\"v1\"" ? .respond(status: 304, headers: [], body: [])
                : .respond(status: 200, headers: [("ETag", "\"v1\"")], body: bytes)
        }
        addTeardownBlock { server.stop() }
        let reports = Reports()
        // Every tile is stale at once: each time it is wanted again, it is revalidated.
        let worker = try worker(server, revalidateAfter: 0, reports: reports)
        let tile = TileKey(zoom: 15, x: 7, y: 7)
        worker.want([tile])
        XCTAssertTrue(reports.wait { $0.committed == [tile] })
        worker.want([])
        worker.want([tile])
        XCTAssertTrue(reports.wait { _ in server.requests.count == 2 })
        XCTAssertTrue(reports.wait { $0.list.withLock { $0.count } == 2 })
        XCTAssertEqual(server.requests.last?.headers["if-none-match"], "\"v1\"")
        let cache = try TileCacheFile(path: directory + "/tiles.mbtiles", role: .cache, maxBytes: nil, source: Self.source)
        XCTAssertEqual(try cache.tile(TileKey(zoom: 15, x: 7, y: 7))?.data, bytes, "a 304 keeps the bytes")
    }

    func testABurstOfFailuresIsOneReportPerReasonWithItsCount() throws {
        let server = try LoopbackServer { request in
            // Columns 0–4 answer 503, column 5 garbage: 40 and 8 of the 48 tiles.
            let x = Int(request.path.split(separator: "/")[1]) ?? 0
            return x < 5 ? .respond(status: 503, headers: [], body: Array("busy".utf8))
                : .respond(status: 200, headers: [], body: Array("<html>gateway</html>".utf8))
        }
        addTeardownBlock { server.stop() }
        let reports = Reports()
        // No interval falls inside the round: the round's end says it all.
        let worker = try worker(server, failureInterval: 3600, reports: reports)
        worker.want((0..<6).flatMap { x in (0..<8).map { y in TileKey(zoom: 15, x: x, y: y) } })
        XCTAssertTrue(reports.wait { $0.failedCount == 48 }, "\(reports.list.withLock { $0 })")
        XCTAssertEqual(server.requests.count, 48)
        let failures = reports.failures
        XCTAssertEqual(failures.count, 2, "\(failures)")
        XCTAssertTrue(failures.contains(.tilesFailed(.answered(status: 503, phrase: "Service Unavailable"), count: 40)), "\(failures)")
        XCTAssertTrue(failures.contains(.tilesFailed(.notATile, count: 8)), "\(failures)")
        XCTAssertEqual(reports.committed, [])
    }

    func testFailuresAreSaidWhileALongRoundGoesOn() throws {
        let server = try LoopbackServer { request in
            request.path == "/15/9/9.pbf" ? .hang : .respond(status: 503, headers: [], body: [])
        }
        addTeardownBlock { server.stop() }
        let reports = Reports()
        // Tile 9/9 hangs for the whole 30 s timeout and keeps the round open: the three 503s
        // are said once the interval has passed, not when the round ends.
        let worker = try worker(server, failureInterval: 0.2, reports: reports)
        let started = Date()
        worker.want([TileKey(zoom: 15, x: 9, y: 9)] + (1...3).map { TileKey(zoom: 15, x: $0, y: 0) })
        XCTAssertTrue(reports.wait { $0.failedCount == 3 }, "\(reports.list.withLock { $0 })")
        XCTAssertLessThan(Date().timeIntervalSince(started), 15, "said before the hanging tile's 30 s ran out")
        XCTAssertEqual(reports.failures, [.tilesFailed(.answered(status: 503, phrase: "Service Unavailable"), count: 3)])
    }
}
