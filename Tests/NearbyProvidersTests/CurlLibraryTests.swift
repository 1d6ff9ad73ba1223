import XCTest
@testable import NearbyHTTP
@testable import NearbyProviders

/// libcurl opened on first use: the system's library loads, and a missing or wrong library is
/// refused with its reason in one line rather than a crash.
final class CurlLibraryTests: XCTestCase {
    func testTheSystemLibcurlLoadsAndReportsItsVersion() {
        XCTAssertNil(CurlLibrary.load(CurlLibrary.soname))
        XCTAssertNil(CurlLibrary.failure)
        let version = LibraryVersions.curl
        XCTAssertTrue(version.first?.isNumber == true && version.contains("."), "a version number, not \(version)")
    }

    func testAMissingLibraryIsRefusedWithTheLoadersReason() throws {
        let name = "libnearby-no-such-curl.so.4"
        let failure = try XCTUnwrap(CurlLibrary.load(name))
        XCTAssertTrue(failure.hasPrefix("cannot load libcurl ("), failure)
        XCTAssertTrue(failure.contains(name), failure)
        XCTAssertFalse(failure.contains("\n"), failure)
        // The library in use stays usable after a failed open.
        XCTAssertNil(CurlLibrary.failure)
    }

    func testALibraryWithoutLibcurlsFunctionsIsRefused() throws {
        let failure = try XCTUnwrap(CurlLibrary.load("libz.so.1"))
        XCTAssertEqual(failure, "cannot load libcurl (libz.so.1 has no curl_global_init)")
    }
}
