import NearbyTileFormats

extension PackedVarints {
    /// The next value, a cut-off or overlong varint as the block's error.
    @inline(__always)
    mutating func next(in block: PBFPrimitiveBlock) throws(OSMReadError) -> UInt64 {
        do { return try next() } catch { throw PBFPrimitiveBlock.failure(error, at: block.offset) }
    }

    /// The next zigzag-encoded value, a cut-off or overlong varint as the block's error.
    @inline(__always)
    mutating func nextSigned(in block: PBFPrimitiveBlock) throws(OSMReadError) -> Int64 {
        do { return try nextSigned() } catch { throw PBFPrimitiveBlock.failure(error, at: block.offset) }
    }
}
