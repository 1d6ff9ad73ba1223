import Foundation
import XCTest
import NearbyTestSupport

/// `tiles fetch` plans by counting, never by listing: an absurd plan is refused at once even
/// with `--yes`, its size said in units a person reads, and a plan of millions of tiles starts
/// fetching without holding them all.
final class TilesPlanTests: BinaryTestCase {
    /// The binary, killed after 10 s: a plan that is listed instead of counted would grow
    /// without end (gigabytes in seconds), so a failing run must still end.
    func nearby(_ args: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run(["timeout", "-s", "KILL", "10", Tmux.binary] + args, environment: ["HOME": directory.path, "LANG": "C.UTF-8", "NEARBY_HTTP_TIMEOUT": "2"],
                             measure: true)
    }

    func testAnAbsurdPlanIsRefusedPromptlyEvenWithYes() throws {
        // No server at all: the refusal comes before any request (a request would be refused).
        let refusing = try RefusingPort()
        defer { withExtendedLifetime(refusing) {} }
        let outcome = try nearby(["tiles", "fetch", "--at", "60.17,24.94", "--radius", "500", "--zooms", "0-22", "--yes",
                                  "--tiles", "http://127.0.0.1:\(refusing.port)/{z}/{x}/{y}.pbf"])
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("more than 10000000 tiles, more than nearby fetches even with --yes"), outcome.stderr)
        // 59 billion tiles at about 50 kB: terabytes, not "2973077941.1 MB".
        let plan = outcome.stdout
        XCTAssertTrue(plan.contains(" TB."), plan)
        XCTAssertNil(plan.range(of: #"\d{5,}\.\d"#, options: .regularExpression), plan)
        XCTAssertLessThan(outcome.seconds, 5)
        XCTAssertLessThan(try XCTUnwrap(outcome.peakKiB), 60 << 10, "the plan was counted, not listed")
    }

    func testAPlanOfMillionsStreamsWithBoundedMemory() throws {
        // Every tile refused (403): the fetch stops after a burst of failures, so only the plan
        // and the first requests are paid for.
        let server = try LoopbackServer { _ in .respond(status: 403, headers: [], body: []) }
        defer { server.stop() }
        let outcome = try nearby(["tiles", "fetch", "--at", "60.17,24.94", "--radius", "150", "--zooms", "17", "--yes",
                                  "--tiles", server.base + "/{z}/{x}/{y}.pbf", "--out", directory.appendingPathComponent("big.mbtiles").path])
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertTrue(outcome.stdout.hasPrefix("3"), "millions of tiles planned: \(outcome.stdout)")
        XCTAssertTrue(outcome.stdout.contains("Fetching"), outcome.stdout)
        XCTAssertTrue(outcome.stderr.contains("stopped: no tile arrived"), outcome.stderr)
        XCTAssertLessThan(server.requests.count, 100)
        XCTAssertLessThan(try XCTUnwrap(outcome.peakKiB), 60 << 10, "the plan was walked, not held")
    }
}
