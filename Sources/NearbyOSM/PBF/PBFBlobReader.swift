import NearbyTileFormats

/// The fileblocks of a PBF file in order, one in memory at a time: each a 4-byte big-endian
/// length, a BlobHeader (type, datasize) and a Blob (raw or zlib), checked against the format's
/// limits before anything is allocated.
struct PBFBlobReader {
    /// One fileblock's type and its bytes, inflated; `range` is the payload within `bytes`.
    struct Block {
        var type: String
        var bytes: [UInt8]
        var range: Range<Int>
        /// Where the block's length prefix starts in the file (for messages).
        var offset: UInt64
    }

    /// The format's limits (OSM wiki, "PBF Format"): a BlobHeader under 64 KiB, a Blob and its
    /// inflated contents under 32 MiB.
    static let maxHeaderBytes = 64 << 10
    static let maxBlobBytes = 32 << 20

    private let file: OSMInput
    /// The next block's offset: after `next()`, the bytes read so far.
    private(set) var offset: UInt64 = 0

    init(file: OSMInput) {
        self.file = file
    }

    /// The next block; unknown types are skipped unread (as the format asks) unless `keep`
    /// says otherwise; nil at the end of the file.
    mutating func next(keep: (String) -> Bool = { _ in true }) throws(OSMReadError) -> Block? {
        while offset < file.size {
            let start = offset
            let length = Int(bigEndian32(try read(4, at: start, from: start)))
            guard length <= Self.maxHeaderBytes else {
                throw OSMReadError("The PBF block header at byte \(start) is \(OSMReadError.size(length)), over the format's 64 KiB limit.")
            }
            let (type, dataSize) = try Self.header(try read(length, at: start + 4, from: start), at: start)
            guard dataSize <= Self.maxBlobBytes else {
                throw OSMReadError("The PBF blob at byte \(start) is \(OSMReadError.size(dataSize)), over the format's 32 MiB limit.")
            }
            let blobOffset = start + 4 + UInt64(length)
            guard UInt64(dataSize) <= file.size - min(file.size, blobOffset) else { throw .truncated(at: start) }
            offset = blobOffset + UInt64(dataSize)
            guard keep(type) else { continue }
            let (bytes, range) = try Self.payload(try read(dataSize, at: blobOffset, from: start), at: start)
            return Block(type: type, bytes: bytes, range: range, offset: start)
        }
        return nil
    }

    private func read(_ count: Int, at position: UInt64, from block: UInt64) throws(OSMReadError) -> [UInt8] {
        guard position <= file.size, UInt64(count) <= file.size - position else { throw .truncated(at: block) }
        return try file.read(offset: position, length: UInt64(count), what: "the PBF block at byte \(block)")
    }

    private func bigEndian32(_ bytes: [UInt8]) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The BlobHeader's type and datasize.
    static func header(_ bytes: [UInt8], at offset: UInt64) throws(OSMReadError) -> (type: String, dataSize: Int) {
        var reader = ProtobufReader(bytes)
        var type: String?
        var dataSize: UInt64?
        do {
            while let field = try reader.nextField() {
                switch (field.number, field.wireType) {
                case (1, .lengthDelimited): type = try reader.string()
                case (3, .varint): dataSize = try reader.varint()
                default: try reader.skip(field.wireType)
                }
            }
        } catch {
            throw .malformed("its header is not a BlobHeader", at: offset)
        }
        guard let type, let dataSize else { throw .malformed("its header lacks the type or the size", at: offset) }
        // datasize is an int32: a negative one reads as a huge varint.
        guard dataSize <= UInt64(Int32.max) else {
            throw .malformed("its header gives a size of \(Int32(truncatingIfNeeded: dataSize)) bytes", at: offset)
        }
        return (type, Int(dataSize))
    }

    /// The Blob's contents: raw as they are, zlib inflated within `raw_size`.
    static func payload(_ blob: [UInt8], at offset: UInt64) throws(OSMReadError) -> ([UInt8], Range<Int>) {
        var reader = ProtobufReader(blob)
        var raw: Range<Int>?
        var zlib: Range<Int>?
        var rawSize: UInt64?
        var other: String?
        do {
            while let field = try reader.nextField() {
                switch (field.number, field.wireType) {
                case (1, .lengthDelimited): raw = try reader.lengthDelimited()
                case (2, .varint): rawSize = try reader.varint()
                case (3, .lengthDelimited): zlib = try reader.lengthDelimited()
                case (4, .lengthDelimited): other = "LZMA"; try reader.skip(field.wireType)
                case (5, .lengthDelimited): other = "bzip2"; try reader.skip(field.wireType)
                case (6, .lengthDelimited): other = "LZ4"; try reader.skip(field.wireType)
                case (7, .lengthDelimited): other = "Zstandard"; try reader.skip(field.wireType)
                default: try reader.skip(field.wireType)
                }
            }
        } catch {
            throw .truncated(at: offset)
        }
        if let raw { return (blob, raw) }
        guard let zlib else {
            if let other {
                throw OSMReadError("The PBF block at byte \(offset) is compressed with \(other), which Nearby cannot read (only zlib).")
            }
            throw .malformed("its blob holds no data", at: offset)
        }
        let size = rawSize ?? UInt64(maxBlobBytes)
        guard size <= UInt64(maxBlobBytes) else {
            throw OSMReadError("The PBF blob at byte \(offset) says it inflates to \(size) bytes, over the format's 32 MiB limit.")
        }
        do {
            let inflated = try blob.withUnsafeBufferPointer { buffer throws(InflateError) in
                try Inflate.inflate(UnsafeBufferPointer(rebasing: buffer[zlib]), size: Int(size))
            }
            return (inflated, 0..<inflated.count)
        } catch {
            switch error {
            case .tooLarge:
                throw OSMReadError("The PBF blob at byte \(offset) inflates to more than the \(size) bytes it declares (a zlib bomb, or a damaged file).")
            case .truncated:
                throw .malformed("its zlib data ends early", at: offset)
            case .corrupt(let message):
                throw .malformed("its zlib data is corrupt (\(message))", at: offset)
            }
        }
    }
}
