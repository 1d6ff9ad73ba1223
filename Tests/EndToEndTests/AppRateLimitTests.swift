import Foundation
import XCTest
import NearbyTestSupport

/// In the app, a rate limit that lifts runs the fetch it blocked, without a key press: the
/// loopback server answers 429 with a Retry-After beyond the fetch timeout (so the fetch itself
/// cannot wait it out), then venues.
final class AppRateLimitTests: XCTestCase {
    func testALiftedRateLimitFetchesWithoutAKey() throws {
        let tmux = try Tmux()
        defer { tmux.kill() }
        let counter = RequestCounter()
        let server = try LoopbackServer { _ in
            counter.next() == 1 ? LoopbackServer.json(429, "{}", headers: [("Retry-After", "2")])
                : LoopbackServer.json(200, VenueFeed.v2([VenueFeed.near("later-1", "Later Cafe")]))
        }
        defer { server.stop() }
        var environment = FaultMatrixTests.environment(tmux.directory)
        environment["NEARBY_HTTP_TIMEOUT"] = "1"
        environment["LANG"] = nil
        try tmux.start("'\(Tmux.binary)' --provider foursquare --base-url \(server.base) --tiles none --db '\(tmux.databasePath)' "
                       + "--log '\(tmux.logPath)'; echo EXIT=$?; sleep 30", environment: environment)
        try tmux.waitFor("the rate limit in the status bar") { $0.contains { $0.hasPrefix("└") && $0.contains("rate limited until") } }
        try tmux.waitFor("the venue fetched after the limit lifted", timeout: 15) { lines in
            lines.contains { $0.hasPrefix("│") && $0.contains("Later Cafe") }
        }
        XCTAssertEqual(server.requests.count, 2)
        try tmux.send("q")
        try tmux.waitFor(text: "EXIT=0")
        let events = LogFile(tmux.logPath).names.filter { $0.hasPrefix("fetch") }
        XCTAssertEqual(events, ["fetchStarted", "fetchFailed", "fetchStarted", "fetchReceived", "fetchCommitted"])
    }
}
