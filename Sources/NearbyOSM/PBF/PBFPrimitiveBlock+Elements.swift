import NearbyTileFormats

/// Nodes (the plain kind), ways and relations: one protobuf message each.
extension PBFPrimitiveBlock {
    /// The fields of one element message that the decoders use.
    private struct Fields {
        var id: UInt64 = 0
        var keys = 0..<0
        var values = 0..<0
        var lat: UInt64 = 0
        var lon: UInt64 = 0
        /// refs (ways), roles_sid (relations).
        var column8 = 0..<0
        /// memids (relations).
        var column9 = 0..<0
        /// types (relations).
        var column10 = 0..<0
    }

    private func fields(_ range: Range<Int>, node: Bool) throws(OSMReadError) -> Fields {
        var reader = ProtobufReader(bytes, range: range)
        var fields = Fields()
        var unpacked = false
        do {
            while let field = try reader.nextField() {
                switch (field.number, field.wireType) {
                case (1, .varint): fields.id = try reader.varint()
                case (2, .lengthDelimited): fields.keys = try reader.lengthDelimited()
                case (3, .lengthDelimited): fields.values = try reader.lengthDelimited()
                case (8, .varint) where node: fields.lat = try reader.varint()
                case (9, .varint) where node: fields.lon = try reader.varint()
                case (8, .lengthDelimited) where !node: fields.column8 = try reader.lengthDelimited()
                case (9, .lengthDelimited) where !node: fields.column9 = try reader.lengthDelimited()
                case (10, .lengthDelimited) where !node: fields.column10 = try reader.lengthDelimited()
                case (2, .varint), (3, .varint):
                    unpacked = true
                    try reader.skip(field.wireType)
                case (8...10, .varint) where !node:
                    unpacked = true
                    try reader.skip(field.wireType)
                default: try reader.skip(field.wireType)
                }
            }
        } catch {
            throw Self.failure(error, at: offset)
        }
        // Protobuf allows repeated numbers unpacked; no OSM writer does it, and skipping them
        // would drop tags or nodes without a word.
        guard !unpacked else { throw .malformed("an element has a column that is not packed", at: offset) }
        return fields
    }

    private func tags(_ fields: Fields, _ buffer: UnsafeBufferPointer<UInt8>, _ strings: inout PBFStringTable) throws(OSMReadError) -> [String: String] {
        var keys = PackedVarints(buffer, fields.keys)
        var values = PackedVarints(buffer, fields.values)
        return try strings.tags(keys: &keys, values: &values, in: buffer)
    }

    /// A `Node` message (ids and coordinates zigzag-encoded, not delta-coded).
    func node(_ range: Range<Int>, _ buffer: UnsafeBufferPointer<UInt8>, _ strings: inout PBFStringTable) throws(OSMReadError) -> OSMNode {
        let fields = try fields(range, node: true)
        return OSMNode(id: ProtobufReader.zigzag(fields.id),
                       coordinate: try coordinate(lat: ProtobufReader.zigzag(fields.lat), lon: ProtobufReader.zigzag(fields.lon)),
                       tags: try tags(fields, buffer, &strings))
    }

    /// A `Way` message: its refs are delta-coded node ids.
    func way(_ range: Range<Int>, _ buffer: UnsafeBufferPointer<UInt8>, _ strings: inout PBFStringTable) throws(OSMReadError) -> OSMWay {
        let fields = try fields(range, node: false)
        var refs = PackedVarints(buffer, fields.column8)
        var nodeIDs: [Int64] = []
        nodeIDs.reserveCapacity(refs.remaining)
        var ref: Int64 = 0
        while !refs.isAtEnd {
            ref = try adding(ref, try refs.nextSigned(in: self))
            nodeIDs.append(ref)
        }
        return OSMWay(id: Int64(bitPattern: fields.id), nodeIDs: nodeIDs, tags: try tags(fields, buffer, &strings))
    }

    /// A `Relation` message: parallel columns of roles (string indexes), delta-coded member ids
    /// and member types.
    func relation(_ range: Range<Int>, _ buffer: UnsafeBufferPointer<UInt8>, _ strings: inout PBFStringTable) throws(OSMReadError) -> OSMRelation {
        let fields = try fields(range, node: false)
        var roles = PackedVarints(buffer, fields.column8)
        var ids = PackedVarints(buffer, fields.column9)
        var types = PackedVarints(buffer, fields.column10)
        let count = ids.remaining
        guard roles.remaining == count, types.remaining == count else {
            throw .malformed("a relation has \(roles.remaining) roles, \(count) member ids and \(types.remaining) member types", at: offset)
        }
        var members: [OSMMember] = []
        members.reserveCapacity(count)
        var id: Int64 = 0
        while !ids.isAtEnd {
            id = try adding(id, try ids.nextSigned(in: self))
            let role = try strings.string(try roles.next(in: self), in: buffer)
            let kind: OSMElementKind
            switch try types.next(in: self) {
            case 0: kind = .node
            case 1: kind = .way
            case 2: kind = .relation
            case let other: throw .malformed("a relation member has the unknown type \(Int64(bitPattern: other))", at: offset)
            }
            members.append(OSMMember(kind: kind, id: id, role: role))
        }
        return OSMRelation(id: Int64(bitPattern: fields.id), members: members, tags: try tags(fields, buffer, &strings))
    }
}
