#if canImport(Glibc)
import Glibc
#endif
import NearbyTestSupport
import XCTest
import NearbyTestSupport
@testable import NearbyProviders
@testable import NearbyText

/// The formatting that replaced Foundation's: decimal text for query parameters, HTTP dates,
/// local clock times.
final class OwnFormattingTests: XCTestCase {
    func testExponentFormsBecomeFixedNotationWithTheSameDigits() {
        XCTAssertEqual(DecimalText.shortest(1e-05), "0.00001")
        XCTAssertEqual(DecimalText.shortest(1.234e-07), "0.0000001234")
        XCTAssertEqual(DecimalText.shortest(-2.5e-10), "-0.00000000025")
        XCTAssertEqual(DecimalText.shortest(1e-20), "0." + String(repeating: "0", count: 19) + "1")
        XCTAssertEqual(DecimalText.shortest(1.5e16), "15000000000000000")
        XCTAssertEqual(DecimalText.shortest(-1e16), "-10000000000000000")
        XCTAssertEqual(DecimalText.shortest(123.25), "123.25")
    }

    func testEveryDoubleReadsBackExactlyAndWithoutAnExponent() {
        var random = SplitMix64(seed: 12)
        for _ in 0..<20_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            let text = DecimalText.shortest(value)
            XCTAssertFalse(text.contains("e"), text)
            XCTAssertEqual(Double(text), value, text)
        }
    }

    func testHTTPDatesAreParsedStrictly() {
        XCTAssertEqual(RateLimitReset.httpDate("Sun, 06 Nov 1994 08:49:37 GMT"), 784_111_777)
        XCTAssertEqual(RateLimitReset.httpDate("Thu, 29 Feb 2024 23:59:59 GMT"), 1_709_251_199)
        for bad in ["Sun, 31 Feb 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 06 Nov 1994 24:00:00 GMT",
                    "Sun, 6 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT",
                    "Sun, 06 Nov 1994 08:49 GMT", ""] {
            XCTAssertNil(RateLimitReset.httpDate(bad), bad)
        }
    }

    func testClockTimesAreLocal() {
        let saved = getenv("TZ").map { String(cString: $0) }
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
        }
        setenv("TZ", "UTC0", 1)
        tzset()
        XCTAssertEqual(LocalClock.hoursMinutes(unixTime: 784_111_777), "08:49")
        setenv("TZ", "EET-2", 1)
        tzset()
        XCTAssertEqual(LocalClock.hoursMinutes(unixTime: 784_111_777), "10:49")
        XCTAssertEqual(LocalClock.hoursMinutes(unixTime: 784_080_000), "02:00")
    }
}
