import NearbyGeo
import NearbyTileFormats

/// One OSMData block: its string table, the scale and offsets of its coordinates, and its
/// primitive groups, decoded element by element straight from the inflated bytes.
struct PBFPrimitiveBlock {
    let bytes: [UInt8]
    /// The block's offset in the file, for messages.
    let offset: UInt64
    private var strings: PBFStringTable
    private var granularity: Int64 = 100
    private var latOffset: Int64 = 0
    private var lonOffset: Int64 = 0
    private var groups: [Range<Int>] = []

    /// Reads the block's top-level fields (the string table may come after the groups).
    init(_ block: PBFBlobReader.Block) throws(OSMReadError) {
        bytes = block.bytes
        offset = block.offset
        strings = PBFStringTable(offset: block.offset)
        var reader = ProtobufReader(block.bytes, range: block.range)
        do {
            while let field = try reader.nextField() {
                switch (field.number, field.wireType) {
                case (1, .lengthDelimited):
                    var table = try reader.message()
                    while let entry = try table.nextField() {
                        if entry.number == 1 && entry.wireType == .lengthDelimited {
                            strings.append(try table.lengthDelimited())
                        } else {
                            try table.skip(entry.wireType)
                        }
                    }
                case (2, .lengthDelimited): groups.append(try reader.lengthDelimited())
                case (17, .varint): granularity = Int64(Int32(truncatingIfNeeded: try reader.varint()))
                case (19, .varint): latOffset = Int64(bitPattern: try reader.varint())
                case (20, .varint): lonOffset = Int64(bitPattern: try reader.varint())
                default: try reader.skip(field.wireType)
                }
            }
        } catch {
            throw Self.failure(error, at: offset)
        }
        guard granularity > 0 else { throw .malformed("its granularity is \(granularity)", at: offset) }
    }

    /// Visits the block's elements of `kinds` in order; groups of other kinds are skipped field
    /// by field without decoding.
    func elements(_ kinds: OSMElementKinds, _ visit: (OSMElement) throws -> Void) throws {
        var strings = self.strings
        try bytes.withUnsafeBufferPointer { buffer in
            for group in groups {
                var reader = ProtobufReader(bytes, range: group)
                while let field = try nextField(&reader) {
                    switch (field.number, field.wireType) {
                    case (1, .lengthDelimited) where kinds.contains(.nodes):
                        try visit(.node(try node(try range(&reader), buffer, &strings)))
                    case (2, .lengthDelimited) where kinds.contains(.nodes):
                        var dense = try PBFDenseNodes(self, try range(&reader), buffer)
                        while let node = try dense.next(&strings) { try visit(.node(node)) }
                    case (3, .lengthDelimited) where kinds.contains(.ways):
                        try visit(.way(try way(try range(&reader), buffer, &strings)))
                    case (4, .lengthDelimited) where kinds.contains(.relations):
                        try visit(.relation(try relation(try range(&reader), buffer, &strings)))
                    default:
                        try skip(&reader, field.wireType)
                    }
                }
            }
        }
    }

    // MARK: Helpers for the element decoders

    /// The position of a raw latitude/longitude pair on the globe, or the error saying why not.
    @inline(__always)
    func coordinate(lat: Int64, lon: Int64) throws(OSMReadError) -> Coordinate {
        let (latScaled, o1) = granularity.multipliedReportingOverflow(by: lat)
        let (lonScaled, o2) = granularity.multipliedReportingOverflow(by: lon)
        let (latitude, o3) = latScaled.addingReportingOverflow(latOffset)
        let (longitude, o4) = lonScaled.addingReportingOverflow(lonOffset)
        guard !(o1 || o2 || o3 || o4) else { throw overflow() }
        guard (-90_000_000_000...90_000_000_000).contains(latitude), (-180_000_000_000...180_000_000_000).contains(longitude) else {
            throw OSMReadError("The PBF block at byte \(offset) puts a node off the globe (latitude \(Double(latitude) / 1e9), longitude \(Double(longitude) / 1e9)).")
        }
        // Exact integers over an exact power of ten: the same double as the decimal in OSM XML.
        return Coordinate(latitude: Double(latitude) / 1e9, longitude: Double(longitude) / 1e9)
    }

    /// `a + b`, or the error for delta coding that overflows.
    @inline(__always)
    func adding(_ a: Int64, _ b: Int64) throws(OSMReadError) -> Int64 {
        let (sum, overflowed) = a.addingReportingOverflow(b)
        guard !overflowed else { throw overflow() }
        return sum
    }

    func overflow() -> OSMReadError {
        .malformed("its delta-coded ids or coordinates overflow 64 bits", at: offset)
    }

    static func failure(_ failure: ProtobufReader.Failure, at offset: UInt64) -> OSMReadError {
        switch failure {
        case .truncated: return .malformed("a field runs past its message", at: offset)
        case .badVarint: return .malformed("a number is longer than ten bytes", at: offset)
        case .badWireType(let type): return .malformed("a field has the unknown wire type \(type)", at: offset)
        case .badFieldNumber: return .malformed("a field has the number 0", at: offset)
        }
    }

    private func nextField(_ reader: inout ProtobufReader) throws(OSMReadError) -> (number: UInt64, wireType: ProtobufReader.WireType)? {
        do { return try reader.nextField() } catch { throw Self.failure(error, at: offset) }
    }

    private func skip(_ reader: inout ProtobufReader, _ wireType: ProtobufReader.WireType) throws(OSMReadError) {
        do { try reader.skip(wireType) } catch { throw Self.failure(error, at: offset) }
    }

    func range(_ reader: inout ProtobufReader) throws(OSMReadError) -> Range<Int> {
        do { return try reader.lengthDelimited() } catch { throw Self.failure(error, at: offset) }
    }
}
