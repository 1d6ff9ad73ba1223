/// A reader of the protobuf wire format over a byte array, one field at a time. Nested messages
/// are ranges of the same array, so nothing is copied until a value is taken out.
package struct ProtobufReader {
    /// The wire types of protobuf encoding (groups, 3 and 4, are obsolete and rejected).
    package enum WireType: UInt8 {
        case varint = 0
        case fixed64 = 1
        case lengthDelimited = 2
        case fixed32 = 5
    }

    /// Why the bytes are not a well-formed protobuf message.
    package enum Failure: Error, Equatable {
        case truncated
        case badVarint
        case badWireType(UInt8)
        case badFieldNumber
    }

    package let bytes: [UInt8]
    package private(set) var position: Int
    package let end: Int

    package init(_ bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        let range = range ?? 0..<bytes.count
        position = range.lowerBound
        end = range.upperBound
    }

    package var isAtEnd: Bool { position >= end }

    /// The next field's number and wire type, or nil at the end of the message.
    package mutating func nextField() throws(Failure) -> (number: UInt64, wireType: WireType)? {
        guard position < end else { return nil }
        let key = try varint()
        guard let wireType = WireType(rawValue: UInt8(key & 7)) else { throw .badWireType(UInt8(key & 7)) }
        let number = key >> 3
        guard number > 0 else { throw .badFieldNumber }
        return (number, wireType)
    }

    /// A base-128 varint of at most ten bytes.
    package mutating func varint() throws(Failure) -> UInt64 {
        let (value, next) = try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
            var run = PackedVarints(buffer, position..<end)
            let value = try run.next()
            return (value, run.position)
        }
        position = next
        return value
    }

    package mutating func fixed32() throws(Failure) -> UInt32 { try littleEndian() }

    package mutating func fixed64() throws(Failure) -> UInt64 { try littleEndian() }

    /// A fixed-width value, least significant byte first (protobuf's `fixed32`, `fixed64`).
    private mutating func littleEndian<Value: FixedWidthInteger & UnsignedInteger>() throws(Failure) -> Value {
        let size = MemoryLayout<Value>.size
        guard end - position >= size else { throw .truncated }
        var value: Value = 0
        for i in 0..<size { value |= Value(bytes[position + i]) << (8 * i) }
        position += size
        return value
    }

    /// The byte range of a length-delimited field (a string, bytes, a message or a packed array).
    package mutating func lengthDelimited() throws(Failure) -> Range<Int> {
        let length = try varint()
        guard length <= UInt64(end - position) else { throw .truncated }
        let start = position
        position += Int(length)
        return start..<position
    }

    /// A length-delimited field as UTF-8 text (invalid sequences become U+FFFD).
    package mutating func string() throws(Failure) -> String {
        let range = try lengthDelimited()
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// A nested reader over a length-delimited field.
    package mutating func message() throws(Failure) -> ProtobufReader {
        ProtobufReader(bytes, range: try lengthDelimited())
    }

    /// Skips a field's value whatever its type (unknown fields are ignored, as protobuf requires).
    package mutating func skip(_ wireType: WireType) throws(Failure) {
        switch wireType {
        case .varint: _ = try varint()
        case .fixed64: _ = try fixed64()
        case .fixed32: _ = try fixed32()
        case .lengthDelimited: _ = try lengthDelimited()
        }
    }

    /// Appends a repeated uint32 field, packed (one length-delimited run) or not (one varint).
    package mutating func appendUInt32s(_ wireType: WireType, to values: inout [UInt32]) throws(Failure) {
        switch wireType {
        case .varint:
            values.append(UInt32(truncatingIfNeeded: try varint()))
        case .lengthDelimited:
            // The hot loop of tile decoding (geometry and tags): varints read through a raw pointer.
            let range = try lengthDelimited()
            try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
                var run = PackedVarints(buffer, range)
                while !run.isAtEnd { values.append(UInt32(truncatingIfNeeded: try run.next())) }
            }
        default:
            throw .badWireType(wireType.rawValue)
        }
    }
}
