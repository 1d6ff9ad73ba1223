import XCTest
@testable import NearbyCLI

final class ConfigFileTests: XCTestCase {
    func testSettingsApplyAndTheCommandLineWins() throws {
        let text = """
            # my settings
            provider = overpass
            span = 1000
            at = 35.6762, 139.6503
            ascii = yes
            format = json

            """
        let config = try ConfigFile(text: text, path: "config", command: .app, isPrivate: true)
        XCTAssertEqual(config.options.provider, "overpass")
        XCTAssertEqual(config.options.span, 1000)
        XCTAssertEqual(config.options.at.latitude, 35.6762)
        XCTAssertTrue(config.options.ascii)
        XCTAssertEqual(config.options.format, "table", "list's format does not touch the app")
        XCTAssertTrue(config.warnings.isEmpty)
        guard case .app(let o) = try ArgumentParser.parse(["--span", "200"], base: config.options) else { return XCTFail() }
        XCTAssertEqual(o.span, 200)
        XCTAssertEqual(o.provider, "overpass")

        let list = try ConfigFile(text: text, path: "config", command: .list, isPrivate: true)
        XCTAssertEqual(list.options.format, "json")
    }

    func testUnknownKeysWarnAndBadValuesNameTheLine() throws {
        let config = try ConfigFile(text: "colour = red\nspan = 300\n", path: "cfg", command: .app, isPrivate: true)
        XCTAssertEqual(config.warnings, ["cfg line 1: unknown setting 'colour' ignored"])
        XCTAssertEqual(config.options.span, 300)
        XCTAssertThrowsError(try ConfigFile(text: "\n\nspan = wide\n", path: "cfg", command: .app, isPrivate: true)) {
            XCTAssertTrue("\($0)".hasPrefix("cfg line 3: --span"), "\($0)")
        }
        XCTAssertThrowsError(try ConfigFile(text: "just words\n", path: "cfg", command: .app, isPrivate: true)) {
            XCTAssertTrue("\($0)".contains("line 1"), "\($0)")
        }
    }

    func testKeysAreUsedOnlyFromAPrivateFile() throws {
        let text = "foursquare-api-key = fsq3secret\n"
        let privateFile = try ConfigFile(text: text, path: "cfg", command: .app, isPrivate: true)
        XCTAssertEqual(privateFile.secretValues["FOURSQUARE_API_KEY"], "fsq3secret")
        XCTAssertTrue(privateFile.warnings.isEmpty)
        let shared = try ConfigFile(text: text, path: "cfg", command: .app, isPrivate: false)
        XCTAssertTrue(shared.secretValues.isEmpty)
        XCTAssertEqual(shared.warnings.count, 1)
        XCTAssertFalse(shared.warnings[0].contains("fsq3secret"), "a warning never shows the secret")
    }
}

/// The text rules: CRLF, a byte-order mark, trailing comments, NUL bytes, floods of unknown keys.
final class ConfigFileTextTests: XCTestCase {
    func config(_ text: String, _ command: Subcommand = .app) throws -> ConfigFile {
        try ConfigFile(text: text, path: "cfg", command: command, isPrivate: true)
    }

    func testCRLFLinesAndAByteOrderMarkAreRead() throws {
        let config = try config("\u{FEFF}span = 800\r\nprovider = overpass\r\n# note\r\nascii = yes\r\n")
        XCTAssertEqual(config.options.span, 800)
        XCTAssertEqual(config.options.provider, "overpass")
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
