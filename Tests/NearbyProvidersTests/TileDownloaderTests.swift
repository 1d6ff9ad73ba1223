import Foundation
import Synchronization
import XCTest
import NearbyTestSupport
@testable import NearbyApp
@testable import NearbyGeo
@testable import NearbyHTTP
@testable import NearbyMap

/// The tile downloader against a tile server on 127.0.0.1 that each test starts: real tiles
/// (San Francisco, Mapbox Streets v7, from ../shared/fixtures) and every fault a tile server
/// shows in the wild. Each request ends with one outcome; only whole vector tiles are `fetched`.
final class TileDownloaderTests: XCTestCase {
    static let realWorld = SharedFixtures.location("mvt-fixtures/real-world")

    /// A real tile's bytes (plain), and the same tile gzip-compressed.
    func realTile() throws -> [UInt8] {
        let url = Self.realWorld.appendingPathComponent("sanfrancisco/15-5237-12665.mvt")
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip(SharedFixtures.absent) }
        return [UInt8](try Data(contentsOf: url))
    }

    func gzipTile() throws -> [UInt8] {
        let url = Self.realWorld.appendingPathComponent("compressed/14-9384-9577.mvt.gz")
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip(SharedFixtures.absent) }
        return [UInt8](try Data(contentsOf: url))
    }

    private func server(_ handler: @escaping @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply) throws -> LoopbackServer {
        let server = try LoopbackServer(handler)
        addTeardownBlock { server.stop() }
        return server
    }

    private func fetch(_ server: LoopbackServer, _ tiles: [TileKey], settings: TileDownloader.Settings = .init(retry: .never),
                       etag: String? = nil, isWanted: (TileKey) -> Bool = { _ in true }) throws -> [TileKey: TileOutcome] {
        let endpoint = TileEndpoint(templates: [server.base + "/{z}/{x}/{y}.pbf"])
        let downloader = try TileDownloader(endpoint: endpoint, settings: settings)
        var outcomes: [TileKey: TileOutcome] = [:]
        downloader.run(tiles.map { TileRequest(tile: $0, etag: etag) }, isWanted: isWanted) { tile, outcome in
            XCTAssertNil(outcomes[tile], "one outcome per tile")
            outcomes[tile] = outcome
        }
        XCTAssertEqual(Set(outcomes.keys), Set(tiles))
        return outcomes
    }

    let tile = TileKey(zoom: 15, x: 5237, y: 12665)

    func testATileArrivesWholeWithItsETagAndTheProvidersUserAgent() throws {
        let bytes = try realTile()
        let server = try server { _ in .respond(status: 200, headers: [("ETag", "\"v1\"")], body: bytes) }
        let outcome = try fetch(server, [tile], settings: .init(userAgent: "nearby/9.9", retry: .never))[tile]
        XCTAssertEqual(outcome, .fetched(bytes: bytes, etag: "\"v1\""))
        XCTAssertEqual(server.requests.first?.path, "/15/5237/12665.pbf")
        XCTAssertEqual(server.requests.first?.headers["user-agent"], "nearby/9.9")
    }

    func testAGzipTileIsKeptAsServed() throws {
        let bytes = try gzipTile()
        let server = try server { _ in .respond(status: 200, headers: [], body: bytes) }
        XCTAssertEqual(try fetch(server, [tile])[tile], .fetched(bytes: bytes, etag: nil))
    }

    func testNotFoundAndAnEmptyBodyMeanNoTileHere() throws {
        let server = try server { request in
            request.path.hasPrefix("/15/") ? .respond(status: 404, headers: [], body: Array("no".utf8)) : .respond(status: 200, headers: [], body: [])
        }
        let empty = TileKey(zoom: 14, x: 1, y: 1)
        let outcomes = try fetch(server, [tile, empty])
        XCTAssertEqual(outcomes[tile], .missing)
        XCTAssertEqual(outcomes[empty], .missing)
    }

    func testServerErrorsAreRetriedUntilTheTileComes() throws {
        let bytes = try realTile()
        let calls = Atomic<Int>(0)
        let server = try server { _ in
            calls.add(1, ordering: .relaxed).newValue < 3 ? .respond(status: 502, headers: [], body: []) : .respond(status: 200, headers: [], body: bytes)
        }
        let settings = TileDownloader.Settings(retry: RetryPolicy(attempts: 3, baseDelay: 0.01, maxDelay: 0.02))
        XCTAssertEqual(try fetch(server, [tile], settings: settings)[tile], .fetched(bytes: bytes, etag: nil))
        XCTAssertEqual(server.requests.count, 3)
    }

    func testServerErrorsPastTheRetriesFailInWords() throws {
        let server = try server { _ in .respond(status: 500, headers: [], body: []) }
        let settings = TileDownloader.Settings(retry: RetryPolicy(attempts: 2, baseDelay: 0.01, maxDelay: 0.02))
        XCTAssertEqual(try fetch(server, [tile], settings: settings)[tile], .failed(.answered(status: 500, phrase: "Internal Server Error")))
        XCTAssertEqual(server.requests.count, 2)
    }

    func testRetryAfterIsHonoured() throws {
        let bytes = try realTile()
        let calls = Atomic<Int>(0)
        let server = try server { _ in
            calls.add(1, ordering: .relaxed).newValue == 1 ? .respond(status: 429, headers: [("Retry-After", "1")], body: []) : .respond(status: 200, headers: [], body: bytes)
        }
        let started = Date()
        let settings = TileDownloader.Settings(retry: RetryPolicy(attempts: 2, baseDelay: 0, maxDelay: 0))
        XCTAssertEqual(try fetch(server, [tile], settings: settings)[tile], .fetched(bytes: bytes, etag: nil))
        // Without the header there is no wait at all (baseDelay 0): the second request waited for it.
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.95)
    }

    func testARetryAfterTooLongFailsTheTileInsteadOfWaiting() throws {
        let server = try server { _ in .respond(status: 503, headers: [("Retry-After", "3600")], body: []) }
        let outcome = try fetch(server, [tile], settings: .init(retry: .standard))[tile]
        XCTAssertEqual(outcome, .failed(.askedToWait(seconds: 3600)))
        XCTAssertEqual(server.requests.count, 1)
    }

    func testSilenceAndAByteASecondTimeOut() throws {
        let bytes = try realTile()
        let server = try server { request in
            request.path.hasPrefix("/15/") ? .hang : .drip(status: 200, headers: [], body: bytes, interval: 1)
        }
        let dripping = TileKey(zoom: 14, x: 2, y: 2)
        let outcomes = try fetch(server, [tile, dripping], settings: .init(totalTimeout: 1, retry: .never))
        XCTAssertEqual(outcomes[tile], .failed(.timedOut))
        XCTAssertEqual(outcomes[dripping], .failed(.timedOut))
    }

    func testTruncatedGzipAndGarbageAreNotTiles() throws {
        let gzip = try gzipTile()
        let server = try server { request in
            switch request.path {
            case "/1/0/0.pbf": return .respond(status: 200, headers: [], body: Array(gzip.prefix(gzip.count / 2)))
            case "/1/1/0.pbf": return .respond(status: 200, headers: [("Content-Type", "text/html")], body: Array("<html><body>Bad gateway</body></html>".utf8))
            default: return .truncated(status: 200, headers: [], body: Array(gzip.prefix(100)), claimedLength: gzip.count)
            }
        }
        let cut = TileKey(zoom: 1, x: 0, y: 0), html = TileKey(zoom: 1, x: 1, y: 0), short = TileKey(zoom: 1, x: 1, y: 1)
        let outcomes = try fetch(server, [cut, html, short])
        XCTAssertEqual(outcomes[cut], .failed(.damaged))
        XCTAssertEqual(outcomes[html], .failed(.notATile))
        XCTAssertEqual(outcomes[short], .failed(.cutOff))
    }

    func testAHundredMegabyteTileIsCutOffAtTheCap() throws {
        let server = try server { _ in .stream(status: 200, headers: [], prefix: [0x1A], filler: [0x55], length: 100 << 20) }
        XCTAssertEqual(try fetch(server, [tile])[tile], .failed(.tooLarge(mebibytes: 4)))
    }

    func testARedirectLoopEnds() throws {
        let server = try server { request in LoopbackServer.redirect(to: request.path + "x") }
        XCTAssertEqual(try fetch(server, [tile])[tile], .failed(.redirectLoop))
        XCTAssertLessThanOrEqual(server.requests.count, 4)
    }

    func testARefusedConnectionIsSaidAsRefused() throws {
        let refusing = try RefusingPort()
        defer { withExtendedLifetime(refusing) {} }
        let endpoint = TileEndpoint(templates: ["http://127.0.0.1:\(refusing.port)/{z}/{x}/{y}.pbf"])
        let downloader = try TileDownloader(endpoint: endpoint, settings: .init(retry: .never))
        var outcomes: [TileOutcome] = []
        downloader.run([TileRequest(tile: tile)]) { _, outcome in outcomes.append(outcome) }
        XCTAssertEqual(outcomes, [.failed(.refused)])
        XCTAssertTrue(TileFailure.refused.description.contains("connection refused"), "the words still say which")
    }

    func testRevalidationSendsTheETagAndA304CostsNoBody() throws {
        let server = try server { request in
            request.headers["if-none-match"] == "\"v1\"" ? .respond(status: 304, headers: [], body: []) : .respond(status: 500, headers: [], body: [])
        }
        XCTAssertEqual(try fetch(server, [tile], etag: "\"v1\"")[tile], .notModified)
    }

    func testTilesStartInTheOrderGivenAndUnwantedOnesAreNeverAsked() throws {
        let bytes = try realTile()
        let server = try server { _ in .respond(status: 200, headers: [], body: bytes) }
        let tiles = (0..<6).map { TileKey(zoom: 3, x: $0, y: 0) }
        let unwanted = tiles[2]
        let outcomes = try fetch(server, tiles, settings: .init(connections: 1, retry: .never), isWanted: { $0 != unwanted })
        XCTAssertEqual(outcomes[unwanted], .cancelled)
        XCTAssertEqual(server.requests.map(\.path), ["/3/0/0.pbf", "/3/1/0.pbf", "/3/3/0.pbf", "/3/4/0.pbf", "/3/5/0.pbf"])
    }

    func testCancellingEndsHangingTransfersAtOnce() throws {
        let server = try server { _ in .hang }
        let downloader = try TileDownloader(endpoint: TileEndpoint(templates: [server.base + "/{z}/{x}/{y}"]),
                                            settings: .init(totalTimeout: 30, retry: .never))
        let flag = CancellationFlag()
        let tiles = (0..<8).map { TileKey(zoom: 3, x: $0, y: 1) }
        var outcomes: [TileOutcome] = []
        let started = Date()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { flag.cancel() }
        downloader.run(tiles.map { TileRequest(tile: $0) }, cancellation: flag) { _, outcome in outcomes.append(outcome) }
        XCTAssertEqual(outcomes, Array(repeating: .cancelled, count: 8))
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "cancellation, not the 30 s timeout, ended the run")
    }
}
