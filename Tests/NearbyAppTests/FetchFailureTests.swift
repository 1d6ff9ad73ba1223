#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import NearbyApp
@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyHTTP
@testable import NearbyText

/// Fetch failures are kinds, said through `Strings` in the interface language; the log and
/// `nearby list` keep the English sentence.
final class FetchFailureTests: XCTestCase {
    /// One failure of every kind; the switch makes a new kind fail to compile until it is here.
    static let kinds: [FetchFailure] = [
        .timedOut(service: "Overpass"), .unreachable(service: "Overpass", why: .refused(host: "127.0.0.1")),
        .unreachable(service: "Overpass", why: .unresolved(host: "overpass.example")),
        .unreachable(service: "Overpass", why: .insecure("SSL certificate problem")),
        .answered(service: "Foursquare", status: 503, phrase: "Service Unavailable", detail: ""),
        .rateLimited(service: "Foursquare", resetAt: 46_920), .rateLimited(service: "Foursquare", resetAt: nil),
        .rejectedKey(service: "Foursquare", detail: ""), .missingKey("FOURSQUARE_API_KEY for --provider foursquare-v3"),
        .malformed("empty Overpass response"), .cutOff(service: "Overpass"), .headersTooLarge(service: "Overpass", kibibytes: 64),
        .tooLarge(kibibytes: 8192), .redirectLoop(service: "Overpass"), .cancelled, .storeFailed("the disk is full"),
        .refusedRedirect(service: "Overpass", .scheme("file")), .refusedRedirect(service: "Overpass", .plainHTTP(host: "192.0.2.1")),
        .refusedRedirect(service: "Overpass", .downgrade(host: "127.0.0.1")), .refusedRedirect(service: "Overpass", .malformed),
    ]

    static func kindIndex(_ failure: FetchFailure) -> Int {
        switch failure {
        case .timedOut: return 0
        case .unreachable(_, .refused): return 1
        case .unreachable(_, .unresolved): return 2
        case .unreachable(_, .insecure): return 3
        case .answered: return 4
        case .rateLimited(_, .some): return 5
        case .rateLimited(_, nil): return 6
        case .rejectedKey: return 7
        case .missingKey: return 8
        case .malformed: return 9
        case .cutOff: return 10
        case .headersTooLarge: return 11
        case .tooLarge: return 12
        case .redirectLoop: return 13
        case .cancelled: return 14
        case .storeFailed: return 15
        case .refusedRedirect(_, .scheme): return 16
        case .refusedRedirect(_, .plainHTTP): return 17
        case .refusedRedirect(_, .downgrade): return 18
        case .refusedRedirect(_, .malformed): return 19
        // Words already given (a URL refused before sending, anything else) are shown as given.
        case .refusedURL, .other: return -1
        }
    }

    override func setUp() {
        setenv("TZ", "UTC0", 1)
        tzset()
    }

    override func tearDown() {
        unsetenv("TZ")
        tzset()
    }

    func testEveryKindHasEnglishAndChineseWords() {
        XCTAssertEqual(Set(Self.kinds.map(Self.kindIndex)), Set(0...19), "every kind is listed once")
        let english = Self.kinds.map { Strings(.english).fetchFailure($0) }, chinese = Self.kinds.map { Strings(.chinese).fetchFailure($0) }
        XCTAssertEqual(Set(english).count, Self.kinds.count, "each kind has its own words")
        XCTAssertEqual(Set(chinese).count, Self.kinds.count)
        for (en, zh) in zip(english, chinese) {
            XCTAssertNotEqual(en, zh)
            XCTAssertFalse(en.isEmpty || zh.isEmpty)
            XCTAssertTrue(zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, zh)
        }
        XCTAssertEqual(FetchFailure.other("offline: no data").description, "offline: no data")
        XCTAssertEqual(Strings(.chinese).fetchFailure(.refusedURL("--base-url: http:// only for loopback")), "--base-url: http:// only for loopback")
    }

    /// The English sentences are the ones the log and `nearby list --fetch` always printed.
    func testTheEnglishWordsAreUnchanged() {
        XCTAssertEqual(english(), [
            "Overpass did not answer in time", "cannot reach Overpass (connection refused by 127.0.0.1)",
            "cannot reach Overpass (cannot resolve overpass.example)", "cannot reach Overpass (TLS: SSL certificate problem)",
            "Foursquare answered 503 Service Unavailable", "Foursquare: rate limited until 13:02", "Foursquare: rate limited, try again later",
            "Foursquare rejected the key", "missing key: set FOURSQUARE_API_KEY for --provider foursquare-v3",
            "unreadable data: empty Overpass response", "unreadable data: the Overpass response was cut off",
            "unreadable data: the Overpass response headers were larger than 64 KiB",
            "the response was larger than 8192 KiB and was cut off", "Overpass redirected too many times", "fetch cancelled",
            "the disk is full",
            "Overpass redirected to file://, which is refused (only http and https are followed)",
            "Overpass redirected to plain http://192.0.2.1, which is refused (http:// only for loopback)",
            "Overpass redirected to plain http://127.0.0.1 from elsewhere, which is refused (https is never given up)",
            "Overpass redirected to something that is not a URL, which is refused",
        ])
        XCTAssertEqual(FetchFailure.answered(service: "Foursquare", status: 400, phrase: "Bad Request", detail: "bad ll").description,
                       "Foursquare answered 400 Bad Request: bad ll")
        XCTAssertEqual(FetchFailure.rejectedKey(service: "Foursquare", detail: "expired").description, "Foursquare rejected the key (expired)")
    }

    func english() -> [String] { Self.kinds.map(\.description) }

    func testTheChineseWords() {
        let zh = Strings(.chinese)
        XCTAssertEqual(zh.fetchFailure(.timedOut(service: "Overpass")), "Overpass 响应超时")
        XCTAssertEqual(zh.fetchFailure(.unreachable(service: "Overpass", why: .refused(host: "127.0.0.1"))), "无法连接 Overpass（127.0.0.1 拒绝连接）")
        XCTAssertEqual(zh.fetchFailure(.unreachable(service: "Overpass", why: .unresolved(host: "x.example"))), "无法连接 Overpass（无法解析 x.example）")
        XCTAssertEqual(zh.fetchFailure(.rateLimited(service: "Foursquare", resetAt: 46_920)), "Foursquare：请求过于频繁，13:02 后恢复")
        XCTAssertEqual(zh.fetchFailure(.missingKey("FOURSQUARE_API_KEY")), "缺少密钥：请设置 FOURSQUARE_API_KEY")
        XCTAssertEqual(zh.fetchFailure(.cancelled), "获取已取消")
    }

    func testTheStatusBarSaysTheFailureInTheInterfaceLanguageAndTheLogInEnglish() {
        var state = AppState(width: 100, height: 20, provider: .overpass, at: Coordinate(latitude: 60.169, longitude: 24.9435))
        state.settings.language = .chinese
        let failure = FetchFailure.timedOut(service: "Overpass")
        XCTAssertEqual(Update.apply(&state, .fetchFailed(failure)), [.log(LogEvent("fetchFailed", [("reason", .string("Overpass did not answer in time"))]))])
        XCTAssertEqual(state.fetch.error, .failed(failure))
        XCTAssertTrue(bottom(state).contains("失败：Overpass 响应超时"), bottom(state))
        state.settings.language = .english
        XCTAssertTrue(bottom(state).contains("failed: Overpass did not answer in time"), bottom(state))
        _ = Update.apply(&state, .fetchCommitted(count: 3, at: 46_920))
        XCTAssertNil(state.fetch.error)
        XCTAssertEqual(state.fetch.committedAt, 46_920)
        XCTAssertTrue(bottom(state).contains("fetched 13:02"), bottom(state))
        state.settings.language = .chinese
        XCTAssertTrue(bottom(state).contains("13:02 已获取"), bottom(state))
    }

    func bottom(_ state: AppState) -> String { Screen.render(state).lines.last ?? "" }
}
