import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyHTTP

/// Several transfers at once on libcurl's multi interface, against servers on 127.0.0.1 that
/// each test starts: each transfer keeps its own request and limits, ends once, and meets the
/// rules `HTTPClient` meets (redirects judged hop by hop, credentials kept to their origin).
final class HTTPTransfersTests: XCTestCase {
    private func server(_ handler: @escaping @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply) throws -> LoopbackServer {
        let server = try LoopbackServer(handler)
        addTeardownBlock { server.stop() }
        return server
    }

    /// Runs the transfers until every one of `ids` has ended (or `limit` seconds pass).
    private func finish(_ transfers: HTTPTransfers, _ ids: [HTTPTransfers.ID],
                        limit: Double = 20) -> [HTTPTransfers.ID: Result<HTTPResponse, HTTPError>] {
        var results: [HTTPTransfers.ID: Result<HTTPResponse, HTTPError>] = [:]
        let end = Date().addingTimeInterval(limit)
        while results.count < ids.count, Date() < end {
            for finished in transfers.perform() {
                XCTAssertNil(results[finished.id], "one end per transfer")
                results[finished.id] = finished.result
            }
            if results.count < ids.count { transfers.wait(milliseconds: 50) }
        }
        return results
    }

    func testEachTransferKeepsItsOwnRequestAndLimits() throws {
        let server = try server { request in
            request.path == "/big" ? .respond(status: 200, headers: [], body: Array(repeating: 0x61, count: 5000))
                : .respond(status: 200, headers: [("ETag", "\"e\(request.path)\"")], body: Array(request.path.utf8))
        }
        let transfers = try HTTPTransfers(connections: 2)
        let small = TransferOptions(maxBodyBytes: 1000, accept: "text/plain")
        let paths = ["/a", "/b", "/c"]
        let ids = paths.map { transfers.start(HTTPRequest(url: server.base + $0, headers: [("X-Path", $0)]), options: small) }
        let big = transfers.start(HTTPRequest(url: server.base + "/big"), options: small)
        XCTAssertEqual(transfers.count, 4)
        let results = finish(transfers, ids + [big])
        for (id, path) in zip(ids, paths) {
            let response = try XCTUnwrap(try results[id]?.get(), path)
            XCTAssertEqual(response.status, 200)
            XCTAssertEqual(String(decoding: response.body, as: UTF8.self), path)
            XCTAssertEqual(response.header("etag"), "\"e\(path)\"")
        }
        XCTAssertThrowsError(try results[big]?.get()) { XCTAssertEqual($0 as? HTTPError, .bodyTooLarge(limit: 1000)) }
        XCTAssertEqual(Set(server.requests.compactMap { $0.headers["x-path"] }), Set(paths))
        XCTAssertTrue(server.requests.allSatisfy { $0.headers["accept"] == "text/plain" })
        XCTAssertEqual(transfers.count, 0)
    }

    func testRedirectsAreFollowedByTheRuleAndCredentialsStayWithTheirHost() throws {
        let second = try server { _ in LoopbackServer.json(200, #"{"ok":1}"#) }
        let first = try server { request in
            switch request.path {
            case "/same": return LoopbackServer.redirect(to: "/other")
            case "/other": return LoopbackServer.redirect(to: second.base + "/next")
            case "/file": return LoopbackServer.redirect(to: "file:///etc/hostname")
            default: return LoopbackServer.redirect(to: request.path + "x")
            }
        }
        let transfers = try HTTPTransfers(connections: 4)
        let options = TransferOptions(maxRedirects: 3)
        let followed = transfers.start(HTTPRequest(url: first.base + "/same", headers: [("Authorization", "secret")]),
                                       options: options)
        let file = transfers.start(HTTPRequest(url: first.base + "/file"), options: options)
        let loop = transfers.start(HTTPRequest(url: first.base + "/loop"), options: options)
        let results = finish(transfers, [followed, file, loop])
        XCTAssertEqual(String(decoding: try XCTUnwrap(try results[followed]?.get()).body, as: UTF8.self), #"{"ok":1}"#)
        XCTAssertEqual(first.requests.filter { $0.path == "/same" || $0.path == "/other" }.map { $0.headers["authorization"] },
                       ["secret", "secret"], "the same origin keeps the header")
        XCTAssertEqual(second.requests.map(\.path), ["/next"])
        XCTAssertNil(second.requests.first?.headers["authorization"], "another port is another origin: no credentials")
        XCTAssertThrowsError(try results[file]?.get()) { XCTAssertEqual($0 as? HTTPError, .refusedRedirect(.scheme("file"))) }
        XCTAssertThrowsError(try results[loop]?.get()) { XCTAssertEqual($0 as? HTTPError, .tooManyRedirects) }
        XCTAssertEqual(first.requests.filter { $0.path.hasPrefix("/loop") }.count, 4, "the first request and three hops")
    }

    func testPlainHTTPOffLoopbackEndsBeforeConnectingAndACancelledTransferIsNeverTold() throws {
        let server = try server { _ in .hang }
        let transfers = try HTTPTransfers(connections: 2)
        let options = TransferOptions(totalTimeout: 0.5)
        let refused = transfers.start(HTTPRequest(url: "http://192.0.2.1/tile"), options: options)
        let dropped = transfers.start(HTTPRequest(url: server.base + "/dropped"), options: options)
        let hanging = transfers.start(HTTPRequest(url: server.base + "/hang"), options: options)
        transfers.cancel(dropped)
        let results = finish(transfers, [refused, hanging])
        XCTAssertThrowsError(try results[refused]?.get()) {
            guard case .refusedURL(let words) = $0 as? HTTPError else { return XCTFail("\($0)") }
            XCTAssertTrue(words.contains("http:// only for loopback"), words)
        }
        XCTAssertThrowsError(try results[hanging]?.get()) { XCTAssertEqual($0 as? HTTPError, .timedOut) }
        XCTAssertNil(results[dropped])
        XCTAssertEqual(transfers.perform().count, 0, "nothing more to tell")
        XCTAssertFalse(server.requests.contains { $0.path == "/dropped" }, "cancelled before it was sent")
    }
}
