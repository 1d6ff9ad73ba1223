import NearbyTileFormats

/// The nodes of one `DenseNodes` message, one at a time: columns of delta-coded ids, latitudes
/// and longitudes read in step, and the tags from one `keys_vals` run (key, value … 0 per node).
struct PBFDenseNodes {
    private let block: PBFPrimitiveBlock
    private let buffer: UnsafeBufferPointer<UInt8>
    private var ids: PackedVarints
    private var lats: PackedVarints
    private var lons: PackedVarints
    private var keysValues: PackedVarints
    private var id: Int64 = 0
    private var lat: Int64 = 0
    private var lon: Int64 = 0

    init(_ block: PBFPrimitiveBlock, _ range: Range<Int>, _ buffer: UnsafeBufferPointer<UInt8>) throws(OSMReadError) {
        var reader = ProtobufReader(block.bytes, range: range)
        var columns: [UInt64: Range<Int>] = [:]
        do {
            while let field = try reader.nextField() {
                switch (field.number, field.wireType) {
                case (1, .lengthDelimited), (8, .lengthDelimited), (9, .lengthDelimited), (10, .lengthDelimited):
                    columns[field.number] = try reader.lengthDelimited()
                default:
                    try reader.skip(field.wireType)
                }
            }
        } catch {
            throw PBFPrimitiveBlock.failure(error, at: block.offset)
        }
        self.block = block
        self.buffer = buffer
        ids = PackedVarints(buffer, columns[1] ?? 0..<0)
        lats = PackedVarints(buffer, columns[8] ?? 0..<0)
        lons = PackedVarints(buffer, columns[9] ?? 0..<0)
        keysValues = PackedVarints(buffer, columns[10] ?? 0..<0)
        let count = ids.remaining
        guard lats.remaining == count, lons.remaining == count else {
            throw .malformed("its dense nodes have \(count) ids, \(lats.remaining) latitudes and \(lons.remaining) longitudes", at: block.offset)
        }
    }

    /// The next node, or nil after the last.
    mutating func next(_ strings: inout PBFStringTable) throws(OSMReadError) -> OSMNode? {
        guard !ids.isAtEnd else { return nil }
        id = try block.adding(id, try ids.nextSigned(in: block))
        lat = try block.adding(lat, try lats.nextSigned(in: block))
        lon = try block.adding(lon, try lons.nextSigned(in: block))
        var tags: [String: String] = [:]
        if !keysValues.isAtEnd {
            // Sized once: growing a dictionary rehashes it.
            var ahead = keysValues
            var pairs = 0
            while !ahead.isAtEnd, (try? ahead.next()) ?? 0 != 0 {
                pairs += 1
                _ = try? ahead.next()
            }
            if pairs > 0 { tags.reserveCapacity(pairs) }
        }
        // A run that ends early leaves the remaining nodes untagged.
        while !keysValues.isAtEnd {
            let key = try keysValues.next(in: block)
            if key == 0 { break }
            guard !keysValues.isAtEnd else { throw .malformed("its dense nodes' last tag key has no value", at: block.offset) }
            let value = try keysValues.next(in: block)
            tags[try strings.string(key, in: buffer)] = try strings.string(value, in: buffer)
        }
        return OSMNode(id: id, coordinate: try block.coordinate(lat: lat, lon: lon), tags: tags)
    }
}
