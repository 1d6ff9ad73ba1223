import Foundation
import XCTest
import NearbyTestSupport

/// `nearby list --fetch` end to end: the real binary, real HTTP to a server on 127.0.0.1, a real
/// database file.
final class ListFetchTests: XCTestCase {
    static let root = ChildProcess.packageRoot
    static let secret = "S3CRET-VALUE-42"

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func run(_ arguments: [String], keys: Bool = true) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = ChildProcess.nearbyBinary
        try ChildProcess.requireNearbyBinary()
        var environment = [
            "NEARBY_ASSETS": Self.root.appendingPathComponent("Assets").path,
            "HOME": directory.path, "XDG_DATA_HOME": directory.path, "XDG_CONFIG_HOME": directory.path,
        ]
        if keys {
            environment.merge(["FOURSQUARE_CLIENT_ID": "CLIENT-ID-7", "FOURSQUARE_CLIENT_SECRET": Self.secret,
                               "FOURSQUARE_API_KEY": Self.secret]) { a, _ in a }
        }
        // Only these variables (and ChildProcess's PATH and locale): none of the test runner's keys.
        let outcome = try ChildProcess.run([binary] + arguments + ["--db", directory.appendingPathComponent("venues.sqlite").path],
                                           environment: environment)
        return (outcome.status, outcome.stdout, outcome.stderr)
    }

    func testOverpassFetchCommitsAndLists() throws {
        let server = try LoopbackServer { _ in LoopbackServer.json(200, HandMade.overpass) }
        defer { server.stop() }
        let result = try run(["list", "--fetch", "--provider", "overpass", "--base-url", server.base,
                              "--at", "60.1650,24.9380", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(#""id":"node/151006533","name":"Cafe Ekberg","address":"Bulevardi 9""#), result.stdout)
        XCTAssertTrue(result.stdout.contains(#""provider":"osm""#))
        XCTAssertEqual(server.requests.map(\.path), ["/api/interpreter"])
    }

    func testFailuresAreOneSentenceWithoutSecretsAndCommitNothing() throws {
        let body = #"{"meta":{"code":401,"errorType":"invalid_auth","errorDetail":"bad client_secret \#(Self.secret)"},"response":{}}"#
        let server = try LoopbackServer { _ in LoopbackServer.json(401, body) }
        defer { server.stop() }
        for provider in ["foursquare", "foursquare-v3", "foursquare-places"] {
            let result = try run(["list", "--fetch", "--provider", provider, "--base-url", server.base, "--format", "tsv"])
            XCTAssertEqual(result.status, 1, provider)
            XCTAssertTrue(result.stderr.contains("Foursquare rejected the key"), result.stderr)
            XCTAssertFalse(result.stderr.contains(Self.secret) || result.stdout.contains(Self.secret), result.stderr)
        }
        let listed = try run(["list", "--provider", "overpass", "--format", "tsv"])
        XCTAssertEqual(listed.stdout, "id\tname\taddress\tlat\tlon\tdistance_m\tprovider\n", "nothing was committed")
        let database = try Data(contentsOf: directory.appendingPathComponent("venues.sqlite"))
        XCTAssertNil(database.range(of: Data(Self.secret.utf8)), "the secret is not in the database")
    }

    func testMissingKeysAreNamedBeforeAnyRequest() throws {
        let server = try LoopbackServer { _ in LoopbackServer.json(200, HandMade.v2) }
        defer { server.stop() }
        let v2 = try run(["list", "--fetch", "--provider", "foursquare", "--base-url", server.base], keys: false)
        XCTAssertEqual(v2.status, 1)
        XCTAssertTrue(v2.stderr.contains("FOURSQUARE_CLIENT_ID and FOURSQUARE_CLIENT_SECRET"), v2.stderr)
        let places = try run(["list", "--fetch", "--provider", "foursquare-places", "--base-url", server.base], keys: false)
        XCTAssertTrue(places.stderr.contains("FOURSQUARE_API_KEY"), places.stderr)
        XCTAssertEqual(server.requests.count, 0)
    }
}
