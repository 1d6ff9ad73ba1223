import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyTileFormats

final class InflateTests: XCTestCase {
    /// The system gzip is the independent encoder.
    func testInflatesWhatSystemGzipWrote() throws {
        let text = String(repeating: "hello tiles\n", count: 500)
        let gz = try Self.gzip(Array(text.utf8))
        XCTAssertTrue(Inflate.isGzip(gz))
        XCTAssertEqual(try Inflate.inflate(gz), Array(text.utf8))
        XCTAssertEqual(try Inflate.inflateIfGzip(Array(text.utf8)), Array(text.utf8), "plain bytes pass through")
    }

    /// A zlib stream (RFC 1950) built around gzip's deflate data: header 78 9C, the deflate
    /// blocks, then the Adler-32 of the content, big-endian.
    func testZlibStreamsInflateToo() throws {
        let text = Array(String(repeating: "zlib framing ", count: 300).utf8)
        let gz = try Self.gzip(text)
        XCTAssertEqual(gz[3] & 0x08, 0x08, "gzip stored the file name")
        let nameEnd = try XCTUnwrap(gz[10...].firstIndex(of: 0))
        let deflate = gz[(nameEnd + 1)..<(gz.count - 8)]
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in text {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let adler = (b << 16) | a
        let zlib = [0x78, 0x9C] + deflate + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        XCTAssertFalse(Inflate.isGzip(zlib))
        XCTAssertEqual(try Inflate.inflate(Array(zlib)), text)
    }

    func testOutputCapIsEnforced() throws {
        let gz = try Self.gzip([UInt8](repeating: 0, count: 1 << 20))
        XCTAssertLessThan(gz.count, 4096)
        XCTAssertThrowsError(try Inflate.inflate(gz, limit: 100_000)) { error in
            XCTAssertEqual(error as? InflateError, .tooLarge(limit: 100_000))
        }
        XCTAssertEqual(try Inflate.inflate(gz, limit: 1 << 20).count, 1 << 20)
    }

    func testTruncatedAndCorruptStreamsAreErrors() throws {
        let gz = try Self.gzip(Array(String(repeating: "abcdefgh", count: 1000).utf8))
        XCTAssertThrowsError(try Inflate.inflate(Array(gz.prefix(gz.count / 2)))) { error in
            XCTAssertEqual(error as? InflateError, .truncated)
        }
        var damaged = gz
        damaged[gz.count - 6] ^= 0xFF  // the CRC-32 of the content
        XCTAssertThrowsError(try Inflate.inflate(damaged)) { error in
            guard case .corrupt = error as? InflateError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Inflate.inflate(Array("not compressed at all".utf8)))
        XCTAssertThrowsError(try Inflate.inflate([0x1F, 0x8B]))
    }

    static func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let directory = try ScratchDirectory()
        let path = try directory.write(bytes, to: "input")
        let result = try ChildProcess.run(["gzip", "-k", "-9", path])
        XCTAssertEqual(result.status, 0)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + ".gz")))
    }
}
