import NearbyTileFormats

/// Writes an `.osm.pbf` a block at a time: the header (bounding box, the features it uses), then
/// dense nodes, ways and relations in blocks of at most 8000 elements, zlib-compressed. For
/// tests and the bench's generated city; memory is one block whatever the file's size.
public final class OSMPBFWriter {
    /// Elements per block, as osmium and Osmosis write them.
    public static let elementsPerBlock = 8000

    private let file: OSMOutputFile
    private let compress: Bool
    private var block = PBFBlockEncoder()

    /// Creates `path` and writes its header. `compress: false` writes raw blobs.
    public init(path: String, bounds: (south: Double, west: Double, north: Double, east: Double)? = nil,
                writingProgram: String = "Nearby", compress: Bool = true) throws(OSMWriteError) {
        file = try OSMOutputFile(path: path)
        self.compress = compress
        var header = ProtobufWriter()
        if let bounds {
            var box = ProtobufWriter()
            box.field(1, signed: Self.nanodegrees(bounds.west))
            box.field(2, signed: Self.nanodegrees(bounds.east))
            box.field(3, signed: Self.nanodegrees(bounds.north))
            box.field(4, signed: Self.nanodegrees(bounds.south))
            header.field(1, message: box)
        }
        header.field(4, string: "OsmSchema-V0.6")
        header.field(4, string: "DenseNodes")
        header.field(16, string: writingProgram)
        try writeBlob(type: "OSMHeader", header.bytes)
    }

    /// Writes a whole extract.
    public static func write(path: String, nodes: [OSMNode], ways: [OSMWay], relations: [OSMRelation],
                             bounds: (south: Double, west: Double, north: Double, east: Double)? = nil) throws(OSMWriteError) {
        let writer = try OSMPBFWriter(path: path, bounds: bounds)
        for node in nodes { try writer.add(node) }
        for way in ways { try writer.add(way) }
        for relation in relations { try writer.add(relation) }
        try writer.finish()
    }

    public func add(_ node: OSMNode) throws(OSMWriteError) {
        try room(for: .node)
        block.add(node)
    }

    public func add(_ way: OSMWay) throws(OSMWriteError) {
        try room(for: .way)
        block.add(way)
    }

    public func add(_ relation: OSMRelation) throws(OSMWriteError) {
        try room(for: .relation)
        block.add(relation)
    }

    /// Writes the last block and closes the file.
    public func finish() throws(OSMWriteError) {
        try flush()
        try file.close()
    }

    /// A block holds one kind of element (one primitive group) and at most 8000 of them.
    private func room(for kind: OSMElementKind) throws(OSMWriteError) {
        if block.kind != nil && (block.kind != kind || block.count >= Self.elementsPerBlock) { try flush() }
    }

    private func flush() throws(OSMWriteError) {
        guard block.count > 0 else { return }
        try writeBlob(type: "OSMData", block.encoded())
        block = PBFBlockEncoder()
    }

    private func writeBlob(type: String, _ payload: [UInt8]) throws(OSMWriteError) {
        var blob = ProtobufWriter()
        if compress, let zlib = Deflate.zlib(payload) {
            blob.field(2, varint: UInt64(payload.count))
            blob.field(3, bytes: zlib)
        } else {
            blob.field(1, bytes: payload)
        }
        var header = ProtobufWriter()
        header.field(1, string: type)
        header.field(3, varint: UInt64(blob.bytes.count))
        let length = UInt32(header.bytes.count)
        try file.write([UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
                       + header.bytes + blob.bytes)
    }

    static func nanodegrees(_ degrees: Double) -> Int64 {
        Int64((degrees * 1e9).rounded())
    }
}
