import XCTest
@testable import NearbyCLI
@testable import NearbyFormats
@testable import NearbyText

/// The text rules: CRLF, a byte-order mark, trailing comments, NUL bytes, floods of unknown keys.
final class ConfigFileTextTests: XCTestCase {
    func config(_ text: String, _ command: Subcommand = .app) throws -> ConfigFile {
        try ConfigFile(text: text, path: "cfg", command: command, isPrivate: true)
    }

    func testCRLFLinesAndAByteOrderMarkAreRead() throws {
        let config = try config("\u{FEFF}span = 800\r\nprovider = overpass\r\n# note\r\nascii = yes\r\n")
        XCTAssertEqual(config.options.span, 800)
        XCTAssertEqual(config.options.provider, .overpass)
        XCTAssertTrue(config.options.ascii)
        XCTAssertEqual(config.warnings, [])
    }

    func testACommentAfterBlankEndsTheValueButAHashInsideAWordOrQuotesIsKept() throws {
        let config = try config("""
            span = 800   # meters
            query = C# coffee\t# the language café
            category = "13035 # not a comment"
            base-url = http://127.0.0.1:8080/#frag
            """)
        XCTAssertEqual(config.options.span, 800)
        XCTAssertEqual(config.options.query, "C# coffee")
        XCTAssertEqual(config.options.category, "13035 # not a comment")
        XCTAssertEqual(config.options.baseURL, "http://127.0.0.1:8080/#frag")
    }

    func testANulByteIsAnErrorNamingItsLine() {
        XCTAssertThrowsError(try config("span = 800\nprovider = off\0line\n")) {
            XCTAssertEqual("\($0)", "cfg line 2: a NUL byte; is this a text file?")
        }
    }

    func testAFloodOfUnknownKeysGivesABoundedNumberOfWarnings() throws {
        let text = (1...200_000).map { "key\($0) = 1" }.joined(separator: "\n")
        let config = try config(text)
        XCTAssertEqual(config.warnings.count, ConfigFile.maxUnknownWarnings + 1)
        XCTAssertEqual(config.warnings.first, "cfg line 1: unknown setting 'key1' ignored")
        XCTAssertEqual(config.warnings.last, "cfg: … and 199995 more unknown settings ignored")
    }

    func testNumbersAreDecimalOnly() {
        for value in ["0x10", "1e3", "inf", "nan", "0x1p3"] {
            XCTAssertThrowsError(try config("span = \(value)\n"), value) {
                XCTAssertTrue("\($0)".hasPrefix("cfg line 1: --span expects a decimal number"), "\($0)")
            }
        }
    }
}
