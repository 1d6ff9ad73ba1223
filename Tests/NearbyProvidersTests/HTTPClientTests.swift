import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyHTTP

/// Real transfers through libcurl against a server on 127.0.0.1 that each test starts.
final class HTTPClientTests: XCTestCase {
    private func server(_ handler: @escaping @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply) throws -> LoopbackServer {
        let server = try LoopbackServer(handler)
        addTeardownBlock { server.stop() }
        return server
    }

    func testGetSendsEncodedQueryUserAgentAndHeadersAndReturnsTheBody() throws {
        let server = try server { _ in LoopbackServer.json(200, #"{"ok":true}"#, headers: [("X-Thing", "1")]) }
        let client = HTTPClient(userAgent: "nearby/9.9")
        let response = try client.get(HTTPRequest(url: server.base + "/p", query: [("q", "a b&c"), ("ll", "1.5,2")],
                                                  headers: [("X-Extra", "yes")]))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), #"{"ok":true}"#)
        XCTAssertEqual(response.header("x-thing"), "1")
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.path, "/p")
        XCTAssertEqual(request.rawQuery, "q=a%20b%26c&ll=1.5%2C2")
        XCTAssertEqual(request.headers["user-agent"], "nearby/9.9")
        XCTAssertEqual(request.headers["x-extra"], "yes")
        XCTAssertNotNil(request.headers["accept-encoding"], "compressed responses are offered")
    }

    func testAGzipBodyIsDecompressed() throws {
        let gzip: [UInt8] = [0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xab, 0x56, 0x4a, 0xcd, 0x49, 0xcd,
                             0x4d, 0xcd, 0x2b, 0x29, 0x56, 0xb2, 0x8a, 0x8e, 0xad, 0x05, 0x00, 0xe3, 0x48, 0xb4, 0x3b, 0x0f,
                             0x00, 0x00, 0x00]
        let server = try server { _ in .respond(status: 200, headers: [("Content-Encoding", "gzip")], body: gzip) }
        let response = try HTTPClient().get(HTTPRequest(url: server.base + "/"))
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), #"{"elements":[]}"#)
    }

    func testUnsuccessfulStatusesAreResponsesWithTheirHeaders() throws {
        let server = try server { _ in LoopbackServer.json(503, "{}", headers: [("Retry-After", "7")]) }
        let response = try HTTPClient().get(HTTPRequest(url: server.base + "/"))
        XCTAssertEqual(response.status, 503)
        XCTAssertEqual(response.header("Retry-After"), "7")
    }

    func testAServerThatNeverAnswersTimesOut() throws {
        let server = try server { _ in .hang }
        // The server never answers: only the timeout can end this, and it says so.
        XCTAssertThrowsError(try HTTPClient(totalTimeout: 0.5).get(HTTPRequest(url: server.base + "/"))) {
            XCTAssertEqual($0 as? HTTPError, .timedOut)
        }
    }

    func testARefusedConnectionIsUnreachable() throws {
        let port = try closedPort()
        XCTAssertThrowsError(try HTTPClient().get(HTTPRequest(url: "http://127.0.0.1:\(port)/"))) {
            guard case .unreachable = $0 as? HTTPError else { return XCTFail("\($0)") }
        }
    }

    func testARedirectLoopStopsAtTheLimit() throws {
        let server = try server { request in .respond(status: 302, headers: [("Location", request.path + "x")], body: []) }
        XCTAssertThrowsError(try HTTPClient(maxRedirects: 3).get(HTTPRequest(url: server.base + "/r"))) {
            XCTAssertEqual($0 as? HTTPError, .tooManyRedirects)
        }
        XCTAssertEqual(server.requests.count, 4, "the first request and three redirects")
    }

    func testABodyOverTheLimitIsAborted() throws {
        let server = try server { _ in .respond(status: 200, headers: [], body: [UInt8](repeating: 0x20, count: 300_000)) }
        XCTAssertThrowsError(try HTTPClient(maxBodyBytes: 100_000).get(HTTPRequest(url: server.base + "/"))) {
            XCTAssertEqual($0 as? HTTPError, .bodyTooLarge(limit: 100_000))
        }
    }

    func testHeadersWithoutEndAreAbortedAtTheLimit() throws {
        let server = try server { _ in .endlessHeaders(bytes: 50 << 20) }
        XCTAssertThrowsError(try HTTPClient().get(HTTPRequest(url: server.base + "/"))) {
            XCTAssertEqual($0 as? HTTPError, .headersTooLarge(limit: HTTPClient.maxHeaderBytes))
        }
    }

    /// One header line of a megabyte (an ETag): curl refuses it past its 100 KB line cap with
    /// "Out of memory"; the client says what happened instead.
    func testAMegabyteHeaderLineIsHeadersTooLargeNotOutOfMemory() throws {
        let etag = String(repeating: "e", count: 1 << 20)
        let server = try server { _ in .respond(status: 200, headers: [("ETag", etag)], body: Array("{}".utf8)) }
        XCTAssertThrowsError(try HTTPClient().get(HTTPRequest(url: server.base + "/"))) {
            XCTAssertEqual($0 as? HTTPError, .headersTooLarge(limit: HTTPClient.maxHeaderBytes))
        }
    }

    func testCancellationAbortsATransferInFlight() throws {
        let flag = CancellationFlag()
        // Cancelled once the request has reached the server, which never answers: the transfer
        // is in flight, and only the cancellation can end it before the 60 s timeout.
        let server = try server { _ in
            flag.cancel()
            return .hang
        }
        XCTAssertThrowsError(try HTTPClient(totalTimeout: 60, cancellation: flag).get(HTTPRequest(url: server.base + "/"))) {
            XCTAssertEqual($0 as? HTTPError, .cancelled)
        }
        XCTAssertEqual(server.requests.count, 1)
    }

    func testPlainHTTPToANonLoopbackHostIsRefusedBeforeConnecting() {
        XCTAssertThrowsError(try HTTPClient().get(HTTPRequest(url: "http://example.com/"))) {
            guard case .refusedURL = $0 as? HTTPError else { return XCTFail("\($0)") }
        }
    }

    /// A port that was just bound and released: connecting to it is refused.
    private func closedPort() throws -> Int {
        let server = try LoopbackServer { _ in .hang }
        let port = server.port
        server.stop()
        return port
    }
}
