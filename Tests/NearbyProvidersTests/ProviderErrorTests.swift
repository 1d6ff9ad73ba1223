import Foundation
import Synchronization
import XCTest
import NearbyTestSupport
@testable import NearbyGeo
@testable import NearbyHTTP
@testable import NearbyProviders

/// How failures reach the status bar: each HTTP failure, through a real server.
final class ProviderErrorTests: XCTestCase {
    static let here = Coordinate(latitude: 60.169, longitude: 24.9435)
    static let secret = "S3CRET-VALUE-42"

    private func v2(_ reply: LoopbackServer.Reply, timeout: Double = 30) throws -> ProviderError? {
        let server = try LoopbackServer { _ in reply }
        defer { server.stop() }
        let provider = try FoursquareV2Provider(clientID: "CLIENT-ID-7", clientSecret: Self.secret, baseURL: server.base, timeout: timeout,
                                                retry: .never)
        do {
            _ = try provider.fetch(around: Self.here, radius: 2000, limit: 50)
            return nil
        } catch {
            XCTAssertFalse(error.description.contains(Self.secret), error.description)
            return error
        }
    }

    func testInvalidAuthIsARejectedKey() throws {
        let error = try v2(LoopbackServer.json(401, HandMade.v2InvalidAuth))
        XCTAssertEqual(error, .rejectedKey(service: "Foursquare", detail: "OAuth token invalid or revoked."))
        XCTAssertEqual(error?.description, "Foursquare rejected the key (OAuth token invalid or revoked.)")
    }

    func testA403RateLimitCarriesTheResetTime() throws {
        let error = try v2(LoopbackServer.json(403, HandMade.v2RateLimited, headers: [("X-RateLimit-Reset", "1764425100")]))
        XCTAssertEqual(error, .rateLimited(service: "Foursquare", resetAt: 1_764_425_100))
        XCTAssertTrue(error?.description.hasPrefix("Foursquare: rate limited until ") == true, error?.description ?? "")
    }

    func testA429HonoursRetryAfter() throws {
        let before = Date().timeIntervalSince1970
        let error = try v2(LoopbackServer.json(429, "{}", headers: [("Retry-After", "120")]))
        let after = Date().timeIntervalSince1970
        guard case .rateLimited(_, let reset?) = error else { return XCTFail("\(String(describing: error))") }
        // 120 s from when the answer came, which was between `before` and `after`.
        XCTAssertTrue((before + 120 - 1)...(after + 120 + 1) ~= reset, "\(reset) not in \(before + 120)...\(after + 120)")
    }

    func testServerErrorsAndOther4xxKeepTheirStatus() throws {
        XCTAssertEqual(try v2(.respond(status: 500, headers: [], body: Array("<html>oops</html>".utf8))),
                       .httpStatus(service: "Foursquare", status: 500, detail: ""))
        XCTAssertEqual(try v2(.respond(status: 503, headers: [], body: [])), .httpStatus(service: "Foursquare", status: 503, detail: ""))
        XCTAssertEqual(try v2(LoopbackServer.json(410, #"{"meta":{"code":410,"errorType":"deprecated","errorDetail":"gone"}}"#)),
                       .httpStatus(service: "Foursquare", status: 410, detail: "gone"))
        XCTAssertEqual(try v2(LoopbackServer.json(400, #"{"meta":{"code":400,"errorType":"param_error","errorDetail":"bad ll"}}"#))?.description,
                       "Foursquare answered 400 Bad Request: bad ll")
    }

    func testASecretEchoedByTheServerIsRedacted() throws {
        let body = #"{"meta":{"code":400,"errorType":"param_error","errorDetail":"client_secret \#(Self.secret) is wrong"}}"#
        XCTAssertEqual(try v2(LoopbackServer.json(400, body))?.description, "Foursquare answered 400 Bad Request: client_secret REDACTED is wrong")
    }

    func testTimeoutRefusalAndBadJSON() throws {
        XCTAssertEqual(try v2(.hang, timeout: 0.4), .transport(.timedOut(service: "Foursquare")))
        XCTAssertEqual(try v2(LoopbackServer.json(200, #"{"meta":{"code":200},"response":{"venues":[{"id""#)),
                       .badData("invalid or truncated JSON in the Foursquare response"))
        let closed = try LoopbackServer { _ in .hang }
        closed.stop()
        let provider = try OverpassProvider(baseURL: closed.base, retry: .never)
        XCTAssertThrowsError(try provider.fetch(around: Self.here, radius: 100, limit: 5)) {
            guard case .transport(.unreachable) = $0 as? ProviderError else { return XCTFail("\($0)") }
            XCTAssertTrue("\($0)".hasPrefix("cannot reach Overpass"), "\($0)")
        }
    }

    func testV3MessageIsShown() throws {
        let server = try LoopbackServer { _ in LoopbackServer.json(401, HandMade.v3Message) }
        defer { server.stop() }
        let provider = try FoursquareV3Provider(apiKey: "KEY-123456", baseURL: server.base, retry: .never)
        XCTAssertThrowsError(try provider.fetch(around: Self.here, radius: 100, limit: 5)) {
            XCTAssertEqual($0 as? ProviderError, .rejectedKey(service: "Foursquare", detail: "Invalid request token."))
        }
    }

    func testARateLimitHoldsFurtherFetchesUntilItsResetWithoutRequests() throws {
        let server = try LoopbackServer { _ in LoopbackServer.json(429, "{}", headers: [("Retry-After", "300")]) }
        defer { server.stop() }
        let provider = try FoursquarePlacesProvider(apiKey: "KEY-123456", baseURL: server.base, retry: .never)
        let before = Date().timeIntervalSince1970
        var resets: [Double] = []
        for _ in 0..<3 {
            XCTAssertThrowsError(try provider.fetch(around: Self.here, radius: 100, limit: 5)) {
                guard case .rateLimited(_, let reset?) = $0 as? ProviderError else { return XCTFail("\($0)") }
                resets.append(reset)
            }
        }
        let after = Date().timeIntervalSince1970
        XCTAssertEqual(resets.count, 3)
        XCTAssertEqual(Set(resets).count, 1, "the first answer's reset time holds: \(resets)")
        XCTAssertTrue((before + 300 - 1)...(after + 300 + 1) ~= resets.first ?? 0, "\(resets)")
        XCTAssertEqual(server.requests.count, 1)
    }

    func testServerErrorsAreRetriedWithBackoffOtherClientErrorsAreNot() throws {
        let calls = CallCounter()
        let server = try LoopbackServer { _ in
            calls.increment() < 3 ? .respond(status: 502, headers: [], body: []) : LoopbackServer.json(200, HandMade.overpass)
        }
        defer { server.stop() }
        let fast = RetryPolicy(attempts: 3, baseDelay: 0.02, maxDelay: 0.05)
        let venues = try OverpassProvider(baseURL: server.base, retry: fast).fetch(around: Self.here, radius: 100, limit: 5)
        XCTAssertEqual(venues.map(\.id), ["way/42", "node/151006533"])
        XCTAssertEqual(server.requests.count, 3)

        let notFound = try LoopbackServer { _ in .respond(status: 404, headers: [], body: []) }
        defer { notFound.stop() }
        XCTAssertThrowsError(try OverpassProvider(baseURL: notFound.base, retry: fast).fetch(around: Self.here, radius: 100, limit: 5)) {
            XCTAssertEqual($0 as? ProviderError, .httpStatus(service: "Overpass", status: 404, detail: ""))
        }
        XCTAssertEqual(notFound.requests.count, 1)

        let failing = try LoopbackServer { _ in .respond(status: 500, headers: [], body: []) }
        defer { failing.stop() }
        XCTAssertThrowsError(try OverpassProvider(baseURL: failing.base, retry: fast).fetch(around: Self.here, radius: 100, limit: 5))
        XCTAssertEqual(failing.requests.count, 3, "bounded")
    }

    func testTheTimeoutBoundsTheWholeFetchRetriesIncluded() throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        // One request, timed out, and no retry after it: the timeout is the whole fetch's.
        XCTAssertThrowsError(try OverpassProvider(baseURL: server.base, timeout: 0.5, retry: .standard)
            .fetch(around: Self.here, radius: 100, limit: 5)) {
            XCTAssertEqual($0 as? ProviderError, .transport(.timedOut(service: "Overpass")))
        }
        XCTAssertEqual(server.requests.count, 1, "one timeout, not one per attempt")
    }
}

/// Counts calls from the server's connection threads.
final class CallCounter: Sendable {
    private let count = Mutex(0)
    /// Returns the count after this call.
    func increment() -> Int { count.withLock { $0 += 1; return $0 } }
}

/// The sentences the status bar shows, one per cause.
final class ProviderErrorTextTests: XCTestCase {
    func testEachTransportFailureReadsAsASentence() {
        XCTAssertEqual(ProviderError(.unresolvedHost("api.foursquare.com"), service: "Foursquare").description,
                       "cannot reach Foursquare (cannot resolve api.foursquare.com)")
        XCTAssertEqual(ProviderError(.timedOut, service: "Overpass").description, "Overpass did not answer in time")
        XCTAssertEqual(ProviderError(.bodyTooLarge(limit: 8 << 20), service: "Overpass").description,
                       "the response was larger than 8192 KiB and was cut off")
        XCTAssertEqual(ProviderError(.tooManyRedirects, service: "Overpass").description, "Overpass redirected too many times")
        XCTAssertEqual(ProviderError(.truncated, service: "Overpass").description, "unreadable data: the Overpass response was cut off")
        XCTAssertEqual(ProviderError.httpStatus(service: "Overpass", status: 504, detail: "").description,
                       "Overpass answered 504 Gateway Timeout")
        XCTAssertEqual(ProviderError.rateLimited(service: "Foursquare", resetAt: nil).description,
                       "Foursquare: rate limited, try again later")
    }

    func testRetryAfterAsAnHTTPDate() {
        let response = HTTPResponse(status: 429, headers: [("retry-after", "Sun, 06 Nov 1994 08:49:37 GMT")], body: [])
        XCTAssertEqual(RateLimitReset.time(from: response, now: 784_111_000), 784_111_777)
        let seconds = HTTPResponse(status: 403, headers: [("x-ratelimit-reset", "1764425100")], body: [])
        XCTAssertEqual(RateLimitReset.time(from: seconds, now: 1_764_425_000), 1_764_425_100)
    }

    /// A hostile server cannot switch a provider off for the session: a reset is a day away at most.
    func testResetTimesAreCappedAtADay() {
        let now = 1_764_425_000.0
        let cases: [(String, String)] = [
            ("retry-after", "999999999"),
            ("retry-after", "Fri, 31 Dec 9999 23:59:59 GMT"),
            ("x-ratelimit-reset", "99999999999"),
        ]
        for (name, value) in cases {
            let response = HTTPResponse(status: 429, headers: [(name, value)], body: [])
            XCTAssertEqual(RateLimitReset.time(from: response, now: now), now + 86_400, "\(name): \(value)")
        }
        let near = HTTPResponse(status: 429, headers: [("retry-after", "86399")], body: [])
        XCTAssertEqual(RateLimitReset.time(from: near, now: now), now + 86_399, "a wait under a day is kept")
    }

    /// A rate limit that lifts within the total timeout is waited out and the request repeated.
    func testARateLimitThatLiftsInTimeIsWaitedOut() throws {
        let calls = Mutex(0)
        let server = try LoopbackServer { _ in
            let n = calls.withLock { $0 += 1; return $0 }
            return n == 1 ? LoopbackServer.json(429, "{}", headers: [("Retry-After", "1")])
                : LoopbackServer.json(200, #"{"results":[]}"#)
        }
        defer { server.stop() }
        let provider = try FoursquarePlacesProvider(apiKey: "KEY-123456", baseURL: server.base, timeout: 10, retry: .never)
        XCTAssertEqual(try provider.fetch(around: ProviderErrorTests.here, radius: 100, limit: 5), [])
        XCTAssertEqual(server.requests.count, 2)
    }
}
