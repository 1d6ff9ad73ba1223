import Foundation
import XCTest
import NearbyTestSupport

/// Every redirect hop meets the rule of the first request, end to end: a server on 127.0.0.1
/// redirects tiles, a TileJSON, Overpass and Foursquare to plain http on "another host"
/// (192.0.2.1 inside a network namespace the test makes, so nothing can leave the machine)
/// and to `file://`. The binary refuses each hop in its own words and the other host never
/// hears from it.
final class RedirectNamespaceTests: BinaryTestCase {
    private var namespace: NetworkNamespace!
    /// The server that must never be asked: 192.0.2.1, inside the namespace.
    private var other: LoopbackServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        do {
            namespace = try NetworkNamespace()
        } catch {
            throw XCTSkip("\(error)")
        }
        other = try namespace.server(address: NetworkNamespace.otherHost) { _ in LoopbackServer.json(200, "{}") }
        addTeardownBlock { [other, namespace] in
            other?.stop()
            namespace?.close()
        }
    }

    /// A server on 127.0.0.1 in the namespace that redirects every request to `location(path)`.
    private func redirecting(_ location: @escaping @Sendable (String) -> String) throws -> LoopbackServer {
        let server = try namespace.server { request in LoopbackServer.redirect(to: location(request.path)) }
        addTeardownBlock { server.stop() }
        return server
    }

    private func toOtherHost() throws -> LoopbackServer {
        let base = other.base
        return try redirecting { base + $0 }
    }

    private func nearby(_ args: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run(namespace.argv([Tmux.binary] + args), environment: [
            "HOME": directory.path, "LANG": "C.UTF-8", "NEARBY_HTTP_TIMEOUT": "5",
            "NEARBY_ASSETS": Tmux.packageRoot.appendingPathComponent("Assets").path,
            "FOURSQUARE_CLIENT_ID": "id-1234", "FOURSQUARE_CLIENT_SECRET": "secret-1234", "FOURSQUARE_API_KEY": "key-1234",
        ])
    }

    private func fetchTiles(_ source: String) throws -> ChildProcess.Outcome {
        try nearby(["tiles", "fetch", "--at", "60.17,24.94", "--radius", "1", "--zooms", "3", "--tiles", source,
                    "--out", directory.appendingPathComponent("out.mbtiles").path])
    }

    private let refusedPlainHTTP = "redirected to plain http://192.0.2.1, which is refused (http:// only for loopback)"

    func testTheNamespaceReachesTheOtherHostDirectly() throws {
        // The stand-in works: asked directly (not through a redirect), 192.0.2.1 answers.
        let outcome = try ChildProcess.run(namespace.argv(["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", other.base + "/x"]))
        XCTAssertEqual(outcome.stdout, "200", outcome.stderr)
        XCTAssertEqual(other.requests.count, 1)
    }

    func testATileRedirectedToPlainHTTPOnAnotherHostIsRefused() throws {
        let origin = try toOtherHost()
        let outcome = try fetchTiles(origin.base + "/{z}/{x}/{y}.pbf")
        XCTAssertNotEqual(outcome.status, 0, outcome.stdout)
        XCTAssertTrue(outcome.stderr.contains("the tile server " + refusedPlainHTTP), outcome.stderr)
        XCTAssertFalse(origin.requests.isEmpty, "the tiles were asked for")
        XCTAssertTrue(other.requests.isEmpty, "no hop reached the other host: \(other.requests.map(\.path))")
        XCTAssertTrue(outcome.stdout.contains("Fetched 0 tiles"), outcome.stdout)
    }

    func testATileJSONRedirectedToPlainHTTPOnAnotherHostIsRefused() throws {
        let origin = try toOtherHost()
        let outcome = try fetchTiles(origin.base + "/tiles.json")
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("the tile server 127.0.0.1 " + refusedPlainHTTP), outcome.stderr)
        XCTAssertEqual(origin.requests.map(\.path), ["/tiles.json"])
        XCTAssertTrue(other.requests.isEmpty, "no hop reached the other host")
    }

    func testOverpassRedirectedToPlainHTTPOnAnotherHostIsRefused() throws {
        let origin = try toOtherHost()
        let outcome = try nearby(["list", "--fetch", "--provider", "overpass", "--base-url", origin.base, "--at", "60.17,24.94",
                                  "--db", directory.appendingPathComponent("v.sqlite").path])
        XCTAssertNotEqual(outcome.status, 0, outcome.stdout)
        XCTAssertTrue(outcome.stderr.contains("Overpass " + refusedPlainHTTP), outcome.stderr)
        XCTAssertFalse(origin.requests.isEmpty)
        XCTAssertTrue(other.requests.isEmpty, "no hop reached the other host")
    }

    func testFoursquareRedirectedToPlainHTTPOnAnotherHostIsRefused() throws {
        for provider in ["foursquare", "foursquare-v3", "foursquare-places"] {
            let origin = try toOtherHost()
            let outcome = try nearby(["list", "--fetch", "--provider", provider, "--base-url", origin.base, "--at", "60.17,24.94",
                                      "--db", directory.appendingPathComponent("v-\(provider).sqlite").path])
            XCTAssertNotEqual(outcome.status, 0, outcome.stdout)
            XCTAssertTrue(outcome.stderr.contains(refusedPlainHTTP), "\(provider): \(outcome.stderr)")
            XCTAssertFalse(origin.requests.isEmpty, provider)
        }
        XCTAssertTrue(other.requests.isEmpty, "no hop reached the other host")
    }

    func testARedirectToAFileIsSaidAsSuch() throws {
        let origin = try redirecting { _ in "file:///etc/hostname" }
        let tiles = try fetchTiles(origin.base + "/{z}/{x}/{y}.pbf")
        XCTAssertTrue(tiles.stderr.contains("the tile server redirected to file://, which is refused"), tiles.stderr)
        XCTAssertFalse(tiles.stderr.contains("too many"), tiles.stderr)
        let tileJSON = try fetchTiles(origin.base + "/tiles.json")
        XCTAssertTrue(tileJSON.stderr.contains("redirected to file://, which is refused"), tileJSON.stderr)
        let overpass = try nearby(["list", "--fetch", "--provider", "overpass", "--base-url", origin.base, "--at", "60.17,24.94",
                                   "--db", directory.appendingPathComponent("v.sqlite").path])
        XCTAssertTrue(overpass.stderr.contains("Overpass redirected to file://, which is refused"), overpass.stderr)
    }

    func testALoopbackHopToLoopbackIsStillFollowed() throws {
        let tiles = try namespace.server { request in
            request.path == "/tiles.json" ? LoopbackServer.json(200, #"{"tiles":["http://127.0.0.1:1/{z}/{x}/{y}.pbf"],"maxzoom":3}"#)
                                          : LoopbackServer.json(404, "{}")
        }
        addTeardownBlock { tiles.stop() }
        let base = tiles.base
        let origin = try redirecting { base + $0 }
        let outcome = try fetchTiles(origin.base + "/tiles.json")
        XCTAssertEqual(tiles.requests.map(\.path), ["/tiles.json"], "the hop to another loopback port was followed: \(outcome.stderr)")
    }
}
