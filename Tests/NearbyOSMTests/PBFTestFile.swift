import NearbyTileFormats

/// PBF files built field by field in the test, hostile ones included, so each block's offset
/// and contents are known without the reader under test.
struct PBFTestFile {
    private(set) var bytes: [UInt8] = []

    /// Appends a fileblock (length, BlobHeader, Blob) and returns the offset it starts at.
    @discardableResult
    mutating func block(type: String, blob: ProtobufWriter, headerPadding: Int = 0, declaredSize: Int? = nil) -> Int {
        var header = ProtobufWriter()
        header.field(1, string: type)
        if headerPadding > 0 { header.field(2, bytes: [UInt8](repeating: 0, count: headerPadding)) }
        header.field(3, varint: UInt64(declaredSize ?? blob.bytes.count))
        let start = bytes.count
        let n = header.bytes.count
        bytes += [UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + header.bytes + blob.bytes
        return start
    }

    /// Appends bytes as they are (a blob's body after a header that declared it).
    mutating func append(_ raw: [UInt8]) {
        bytes += raw
    }

    static func raw(_ payload: ProtobufWriter) -> ProtobufWriter {
        var blob = ProtobufWriter()
        blob.field(1, bytes: payload.bytes)
        return blob
    }

    static func zlib(_ payload: [UInt8], rawSize: Int) -> ProtobufWriter {
        var blob = ProtobufWriter()
        blob.field(2, varint: UInt64(rawSize))
        blob.field(3, bytes: Deflate.zlib(payload) ?? [])
        return blob
    }

    static func header(required: [String] = ["OsmSchema-V0.6", "DenseNodes"]) -> ProtobufWriter {
        var header = ProtobufWriter()
        for feature in required { header.field(4, string: feature) }
        header.field(16, string: "test")
        return header
    }

    /// A PrimitiveBlock of one group: `strings` (index 0 is added, empty) and the group's fields.
    static func primitiveBlock(strings: [String], group: ProtobufWriter) -> ProtobufWriter {
        var table = ProtobufWriter()
        for s in [""] + strings { table.field(1, string: s) }
        var block = ProtobufWriter()
        block.field(1, message: table)
        block.field(2, message: group)
        return block
    }

    /// A group holding one DenseNodes with raw (already delta-coded) columns.
    static func denseGroup(ids: [Int64], lats: [Int64], lons: [Int64], keysValues: [UInt64] = []) -> ProtobufWriter {
        var dense = ProtobufWriter()
        dense.field(1, packedSigned: ids)
        dense.field(8, packedSigned: lats)
        dense.field(9, packedSigned: lons)
        dense.field(10, packed: keysValues)
        var group = ProtobufWriter()
        group.field(2, message: dense)
        return group
    }

    /// A file whose header is valid and whose second block is `data`; returns it and the
    /// second block's offset.
    static func withData(_ data: ProtobufWriter) -> (file: PBFTestFile, offset: Int) {
        var file = PBFTestFile()
        file.block(type: "OSMHeader", blob: raw(header()))
        let offset = file.block(type: "OSMData", blob: raw(data))
        return (file, offset)
    }
}
