/// Writes the protobuf wire format field by field into a byte array (the inverse of
/// `ProtobufReader`), for the files Nearby writes itself: OSM PBF extracts for tests and the bench.
package struct ProtobufWriter {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package var isEmpty: Bool { bytes.isEmpty }

    /// A base-128 varint, alone (the element of a packed array, or a length).
    package mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Zigzag encoding for `sint32`/`sint64`: small magnitudes of either sign stay short.
    package static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    private mutating func key(_ number: Int, _ wireType: ProtobufReader.WireType) {
        varint(UInt64(number) << 3 | UInt64(wireType.rawValue))
    }

    /// A varint field (`int32`, `int64`, `uint32`, `bool`, enums; negative ints as ten bytes).
    package mutating func field(_ number: Int, varint value: UInt64) {
        key(number, .varint)
        varint(value)
    }

    /// A `sint32`/`sint64` field.
    package mutating func field(_ number: Int, signed value: Int64) {
        field(number, varint: Self.zigzag(value))
    }

    /// A `bytes` field.
    package mutating func field(_ number: Int, bytes value: some Collection<UInt8>) {
        key(number, .lengthDelimited)
        varint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    /// A `string` field, UTF-8.
    package mutating func field(_ number: Int, string value: String) {
        field(number, bytes: Array(value.utf8))
    }

    /// An embedded message.
    package mutating func field(_ number: Int, message: ProtobufWriter) {
        field(number, bytes: message.bytes)
    }

    /// A packed repeated varint field (nothing when empty, as protobuf writes it).
    package mutating func field(_ number: Int, packed values: some Sequence<UInt64>) {
        var run = ProtobufWriter()
        for value in values { run.varint(value) }
        guard !run.isEmpty else { return }
        field(number, bytes: run.bytes)
    }

    /// A packed repeated `sint64` field.
    package mutating func field(_ number: Int, packedSigned values: some Sequence<Int64>) {
        field(number, packed: values.lazy.map(Self.zigzag))
    }
}
