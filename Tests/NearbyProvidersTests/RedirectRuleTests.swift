import XCTest
import NearbyTestSupport
@testable import NearbyHTTP
@testable import NearbyMap
import NearbyGeo

/// Every redirect hop meets the rule of the first request: the rule as a function of two URL
/// strings, then real hops through libcurl that stay on 127.0.0.1 (hops that would leave it are
/// tested inside a network namespace: `RedirectNamespaceTests`).
final class RedirectRuleTests: XCTestCase {
    func testTheHopRule() {
        let cases: [(from: String, to: String, refusal: RedirectRefusal?)] = [
            ("https://tiles.example/a", "https://cdn.example/b", nil),
            ("http://127.0.0.1:8080/a", "https://cdn.example/b", nil),
            ("http://127.0.0.1:8080/a", "http://127.0.0.1:9090/b", nil),
            ("http://localhost/a", "http://[::1]:81/b", nil),
            ("http://127.0.0.1/a", "HTTP://LOCALHOST/b", nil),
            ("https://localhost/a", "http://127.0.0.2/b", nil),
            ("http://127.0.0.1:8080/a", "http://192.0.2.1:8080/b", .plainHTTP(host: "192.0.2.1")),
            ("http://127.0.0.1/a", "http://tiles.example/b", .plainHTTP(host: "tiles.example")),
            // User info does not make a host loopback; neither does a name that starts like one.
            ("http://127.0.0.1/a", "http://127.0.0.1@192.0.2.1/b", .plainHTTP(host: "192.0.2.1")),
            ("http://127.0.0.1/a", "http://localhost.example/b", .plainHTTP(host: "localhost.example")),
            ("http://127.0.0.1/a", "http://2130706433/b", .plainHTTP(host: "2130706433")),
            ("https://tiles.example/a", "http://tiles.example/b", .plainHTTP(host: "tiles.example")),
            ("https://tiles.example/a", "http://127.0.0.1/b", .downgrade(host: "127.0.0.1")),
            ("http://127.0.0.1/a", "file:///etc/passwd", .scheme("file")),
            ("http://127.0.0.1/a", "FILE:/etc/passwd", .scheme("file")),
            ("https://tiles.example/a", "gopher://127.0.0.1/", .scheme("gopher")),
            ("http://127.0.0.1/a", "ftp://127.0.0.1/x", .scheme("ftp")),
            ("http://127.0.0.1/a", "", .malformed),
            ("http://127.0.0.1/a", "/relative/path", .malformed),
            ("http://127.0.0.1/a", "https:///nohost", .malformed),
        ]
        for (from, to, refusal) in cases {
            XCTAssertEqual(RedirectRule.refusal(from: from, to: to), refusal, "\(from) → \(to)")
        }
    }

    func testARefusedHopIsItsOwnKindAndSentence() {
        let failure = ProviderError(.refusedRedirect(.scheme("file")), service: "Overpass").failure
        XCTAssertEqual(failure, .refusedRedirect(service: "Overpass", .scheme("file")))
        XCTAssertEqual(failure.description, "Overpass redirected to file://, which is refused (only http and https are followed)")
        XCTAssertEqual(failure.words(in: .chinese), "Overpass 重定向到 file://，已拒绝（只跟随 http 和 https）")
        XCTAssertEqual(TileFailure.refusedRedirect(.plainHTTP(host: "192.0.2.1")).description,
                       "the tile server redirected to plain http://192.0.2.1, which is refused (http:// only for loopback)")
        // A hostile host reaches the words as its visible text only.
        XCTAssertEqual(RedirectRefusal.plainHTTP(host: "a\u{1b}[2Jb").words(in: .english),
                       "plain http://ab, which is refused (http:// only for loopback)")
    }

    private func server(_ handler: @escaping @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply) throws -> LoopbackServer {
        let server = try LoopbackServer(handler)
        addTeardownBlock { server.stop() }
        return server
    }

    func testARedirectToAFileIsRefusedAsSuchNotAsALoop() throws {
        let server = try server { _ in LoopbackServer.redirect(to: "file:///etc/hostname") }
        XCTAssertThrowsError(try HTTPClient().get(HTTPRequest(url: server.base + "/tiles.json"))) {
            XCTAssertEqual($0 as? HTTPError, .refusedRedirect(.scheme("file")))
        }
        let tile = TileKey(zoom: 3, x: 1, y: 2)
        let downloader = try TileDownloader(endpoint: TileEndpoint(templates: [server.base + "/{z}/{x}/{y}.pbf"]),
                                            settings: .init(retry: .never))
        var outcomes: [TileOutcome] = []
        downloader.run([TileRequest(tile: tile)]) { _, outcome in outcomes.append(outcome) }
        XCTAssertEqual(outcomes, [.failed(.refusedRedirect(.scheme("file")))])
    }

    func testALoopbackHopIsFollowedAndCredentialsStayWithTheirHost() throws {
        let second = try server { _ in LoopbackServer.json(200, #"{"ok":1}"#) }
        let first = try server { request in
            request.path == "/same" ? LoopbackServer.redirect(to: "/other") : LoopbackServer.redirect(to: second.base + "/next")
        }
        let response = try HTTPClient().get(HTTPRequest(url: first.base + "/same", headers: [("Authorization", "secret")]))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), #"{"ok":1}"#)
        XCTAssertEqual(first.requests.map(\.path), ["/same", "/other"])
        XCTAssertEqual(first.requests.map { $0.headers["authorization"] }, ["secret", "secret"], "the same host keeps the header")
        XCTAssertEqual(second.requests.map(\.path), ["/next"])
        XCTAssertNil(second.requests.first?.headers["authorization"], "another port is another host's: no credentials")
    }
}
