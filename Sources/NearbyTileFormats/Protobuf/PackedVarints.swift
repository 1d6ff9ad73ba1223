/// The varints of one packed repeated field, read one at a time through a raw pointer: the hot
/// loops (tile geometry, OSM's dense nodes and way refs) walk their values with no array between.
/// The buffer must outlive the cursor (use it inside `withUnsafeBufferPointer`).
package struct PackedVarints {
    private let base: UnsafePointer<UInt8>?
    /// Where the next value starts in the buffer.
    package private(set) var position: Int
    private let end: Int

    /// A cursor over `range` of `buffer`; a range outside the buffer reads as empty.
    package init(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        base = buffer.baseAddress
        let valid = range.upperBound <= buffer.count && base != nil
        position = valid ? range.lowerBound : 0
        end = valid ? range.upperBound : 0
    }

    package var isAtEnd: Bool { position >= end }

    /// How many values are left (bytes that end a varint); a trailing unfinished varint is not
    /// counted, `next()` reports it.
    package var remaining: Int {
        guard let base else { return 0 }
        // Eight bytes at a time: the bytes without their high bit set.
        var count = 0
        var i = position
        let raw = UnsafeRawPointer(base)
        while end - i >= 8 {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            count += 8 - (word & 0x8080_8080_8080_8080).nonzeroBitCount
            i += 8
        }
        while i < end {
            if base[i] & 0x80 == 0 { count += 1 }
            i += 1
        }
        return count
    }

    /// The next value; a varint cut off by the field's end or longer than ten bytes is `.truncated`
    /// or `.badVarint`.
    @inline(__always)
    package mutating func next() throws(ProtobufReader.Failure) -> UInt64 {
        guard let base, position < end else { throw .truncated }
        let first = base[position]
        position += 1
        if first & 0x80 == 0 { return UInt64(first) }
        var result = UInt64(first & 0x7F)
        var shift: UInt64 = 7
        while true {
            guard position < end else { throw .truncated }
            let byte = base[position]
            position += 1
            if shift == 63 && byte > 1 { throw .badVarint }
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
            guard shift < 64 else { throw .badVarint }
        }
    }

    /// The next value of a `sint32`/`sint64` field (zigzag encoded).
    @inline(__always)
    package mutating func nextSigned() throws(ProtobufReader.Failure) -> Int64 {
        ProtobufReader.zigzag(try next())
    }
}

extension ProtobufReader {
    /// Undoes zigzag encoding: 0, 1, 2, 3 … → 0, -1, 1, -2 ….
    @inline(__always)
    package static func zigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }
}
