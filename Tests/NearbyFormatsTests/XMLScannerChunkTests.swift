@testable import NearbyFormats
import XCTest

/// The XML scanner fed in chunks gives exactly the tokens it gives for the whole text, wherever
/// the chunks split it, and bounds a token's size.
final class XMLScannerChunkTests: XCTestCase {
    private let document = """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment with <tags> and -- dashes -->
        <!DOCTYPE osm>
        <osm version="0.6" generator='t &amp; t'>
          <node id="1" lat="60.1" lon="24.9"><tag k="name" v="Caf&#233; &lt;1&gt; &#x4E2D;"/></node>
          <way id="2">
            <nd ref="1"/><![CDATA[raw <text> here]]>
            text &quot;quoted&quot;
          </way>
        </osm>
        """

    private func tokens(chunk: Int) throws -> [XMLScanner.Token] {
        var scanner = XMLScanner()
        var tokens: [XMLScanner.Token] = []
        let bytes = Array(document.utf8)
        var position = 0
        while true {
            if let token = try scanner.next() {
                tokens.append(token)
                continue
            }
            guard scanner.needsInput else { return tokens }
            if position < bytes.count {
                scanner.feed(bytes[position..<min(position + chunk, bytes.count)])
                position += chunk
            } else {
                scanner.finish()
            }
        }
    }

    func testEveryChunkSizeGivesTheWholeTextsTokens() throws {
        var whole = XMLScanner(document)
        var expected: [XMLScanner.Token] = []
        while let token = try whole.next() { expected.append(token) }
        XCTAssertGreaterThan(expected.count, 10)
        XCTAssertTrue(expected.contains(.open(name: "tag", attributes: ["k": "name", "v": "Café <1> 中"], selfClosing: true, line: 5)))
        XCTAssertTrue(expected.contains(.text("raw <text> here", line: 7)))
        for chunk in [1, 2, 3, 5, 7, 13, 64, 10_000] {
            XCTAssertEqual(try tokens(chunk: chunk), expected, "chunks of \(chunk)")
        }
    }

    func testATokenPastTheCapIsRefusedInChunkedInput() throws {
        var scanner = XMLScanner()
        scanner.maxTokenBytes = 100
        scanner.feed(Array("<osm><node k=\"".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 200))
        XCTAssertEqual(try scanner.next(), .open(name: "osm", attributes: [:], selfClosing: false, line: 1))
        XCTAssertThrowsError(try scanner.next()) { error in
            XCTAssertEqual(error as? XMLSyntaxError, XMLSyntaxError(line: 1, message: "a token is longer than 100 bytes"))
        }
    }

    func testAnUnfinishedTokenAtTheEndIsAnError() throws {
        var scanner = XMLScanner()
        scanner.feed(Array("<osm><!-- never closed".utf8))
        XCTAssertNotNil(try scanner.next())
        XCTAssertNil(try scanner.next())
        XCTAssertTrue(scanner.needsInput)
        scanner.finish()
        XCTAssertThrowsError(try scanner.next()) { error in
            XCTAssertEqual((error as? XMLSyntaxError)?.message, "comment is never closed")
        }
    }
}
