import NearbyTestSupport
import XCTest
@testable import NearbyTileFormats

/// The packed-run cursor: counts, values and zigzag agree with the writer at every length and
/// offset (the count reads eight bytes at a time, so every tail length matters).
final class PackedVarintsTests: XCTestCase {
    func testRemainingAndValuesMatchWhatWasWritten() throws {
        var random = SplitMix64(seed: 5)
        for count in 0..<40 {
            let values: [Int64] = (0..<count).map { _ in
                let magnitude = random.next() >> (random.next() % 64)
                return random.next() % 2 == 0 ? Int64(bitPattern: magnitude) : -Int64(bitPattern: magnitude >> 1)
            }
            var writer = ProtobufWriter()
            for value in values { writer.varint(ProtobufWriter.zigzag(value)) }
            let bytes = [0xAA] + writer.bytes + [0x01]  // outside bytes on both sides
            try bytes.withUnsafeBufferPointer { buffer in
                var run = PackedVarints(buffer, 1..<bytes.count - 1)
                for (i, value) in values.enumerated() {
                    XCTAssertEqual(run.remaining, values.count - i)
                    XCTAssertEqual(try run.nextSigned(), value)
                }
                XCTAssertTrue(run.isAtEnd)
                XCTAssertEqual(run.remaining, 0)
                XCTAssertThrowsError(try run.next()) { XCTAssertEqual($0 as? ProtobufReader.Failure, .truncated) }
            }
        }
    }

    func testARangeOutsideTheBufferReadsEmpty() {
        [UInt8](repeating: 1, count: 4).withUnsafeBufferPointer { buffer in
            let run = PackedVarints(buffer, 2..<9)
            XCTAssertTrue(run.isAtEnd)
            XCTAssertEqual(run.remaining, 0)
        }
    }
}
