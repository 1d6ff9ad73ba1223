import XCTest
@testable import NearbyTileFormats

/// The wire format edge cases a tile's bytes can hit; the fuzz target checks the rest.
final class ProtobufReaderTests: XCTestCase {
    func testVarintsUpToTenBytes() throws {
        var reader = ProtobufReader([0x96, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01])
        XCTAssertEqual(try reader.varint(), 150)
        XCTAssertEqual(try reader.varint(), UInt64.max)
        XCTAssertTrue(reader.isAtEnd)
        var tooLong = ProtobufReader([UInt8](repeating: 0xFF, count: 10) + [0x01])
        XCTAssertThrowsError(try tooLong.varint()) { XCTAssertEqual($0 as? ProtobufReader.Failure, .badVarint) }
        var overflowing = ProtobufReader([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02])
        XCTAssertThrowsError(try overflowing.varint()) { XCTAssertEqual($0 as? ProtobufReader.Failure, .badVarint) }
        var cut = ProtobufReader([0x80, 0x80])
        XCTAssertThrowsError(try cut.varint()) { XCTAssertEqual($0 as? ProtobufReader.Failure, .truncated) }
    }

    func testFieldsAndWireTypes() throws {
        // Field 1 varint 5; field 2 "hi"; field 3 fixed32; field 4 fixed64; then a group (type 3).
        var reader = ProtobufReader([0x08, 0x05, 0x12, 0x02, 0x68, 0x69, 0x1D, 1, 0, 0, 0, 0x21, 2, 0, 0, 0, 0, 0, 0, 0, 0x2B])
        XCTAssertEqual(try reader.nextField()?.number, 1)
        XCTAssertEqual(try reader.varint(), 5)
        XCTAssertEqual(try reader.nextField()?.wireType, .lengthDelimited)
        XCTAssertEqual(try reader.string(), "hi")
        XCTAssertEqual(try reader.nextField()?.wireType, .fixed32)
        XCTAssertEqual(try reader.fixed32(), 1)
        XCTAssertEqual(try reader.nextField()?.wireType, .fixed64)
        XCTAssertEqual(try reader.fixed64(), 2)
        XCTAssertThrowsError(try reader.nextField()) { XCTAssertEqual($0 as? ProtobufReader.Failure, .badWireType(3)) }
        var zero = ProtobufReader([0x00, 0x00])
        XCTAssertThrowsError(try zero.nextField()) { XCTAssertEqual($0 as? ProtobufReader.Failure, .badFieldNumber) }
    }

    func testLengthsPastTheEndAreTruncation() throws {
        var reader = ProtobufReader([0x12, 0x05, 0x68, 0x69])
        _ = try reader.nextField()
        XCTAssertThrowsError(try reader.lengthDelimited()) { XCTAssertEqual($0 as? ProtobufReader.Failure, .truncated) }
        // A nested message cannot read past its own end into the parent's bytes.
        var parent = ProtobufReader([0x12, 0x01, 0x96, 0x01])
        _ = try parent.nextField()
        var child = try parent.message()
        XCTAssertThrowsError(try child.varint()) { XCTAssertEqual($0 as? ProtobufReader.Failure, .truncated) }
    }

    func testPackedAndUnpackedRepeatedFieldsAppend() throws {
        var values: [UInt32] = []
        var packed = ProtobufReader([0x03, 0x09, 0x96, 0x01])
        try packed.appendUInt32s(.lengthDelimited, to: &values)
        var single = ProtobufReader([0x07])
        try single.appendUInt32s(.varint, to: &values)
        XCTAssertEqual(values, [9, 150, 7])
        var cut = ProtobufReader([0x02, 0x09, 0x96])
        XCTAssertThrowsError(try cut.appendUInt32s(.lengthDelimited, to: &values)) { XCTAssertEqual($0 as? ProtobufReader.Failure, .truncated) }
        var fixed = ProtobufReader([0, 0, 0, 0])
        XCTAssertThrowsError(try fixed.appendUInt32s(.fixed32, to: &values))
    }
}
