import NearbyTileFormats

/// One PrimitiveBlock being written: its string table and one group of a single kind, with the
/// default granularity (100 nanodegrees) and no offsets.
struct PBFBlockEncoder {
    private(set) var kind: OSMElementKind?
    private(set) var count = 0
    private var strings: [String: Int] = ["": 0]
    private var table: [String] = [""]
    // Dense nodes' columns.
    private var ids: [Int64] = []
    private var lats: [Int64] = []
    private var lons: [Int64] = []
    private var keysValues: [UInt64] = []
    private var anyTags = false
    /// Ways or relations, each an encoded message.
    private var group = ProtobufWriter()

    private mutating func index(_ string: String) -> UInt64 {
        if let i = strings[string] { return UInt64(i) }
        strings[string] = table.count
        table.append(string)
        return UInt64(table.count - 1)
    }

    /// A way's or relation's message begun and counted in the block: its id and its tags
    /// (fields 1 to 3 of both messages).
    private mutating func begin(_ kind: OSMElementKind, id: Int64, tags: [String: String]) -> ProtobufWriter {
        self.kind = kind
        count += 1
        var message = ProtobufWriter()
        message.field(1, varint: UInt64(bitPattern: id))
        let sorted = tags.sorted { $0.key < $1.key }
        message.field(2, packed: sorted.map { index($0.key) })
        message.field(3, packed: sorted.map { index($0.value) })
        return message
    }

    mutating func add(_ node: OSMNode) {
        kind = .node
        count += 1
        ids.append(node.id)
        lats.append(Int64((node.coordinate.latitude * 1e7).rounded()))
        lons.append(Int64((node.coordinate.longitude * 1e7).rounded()))
        for (key, value) in node.tags.sorted(by: { $0.key < $1.key }) {
            keysValues.append(index(key))
            keysValues.append(index(value))
            anyTags = true
        }
        keysValues.append(0)
    }

    mutating func add(_ way: OSMWay) {
        var message = begin(.way, id: way.id, tags: way.tags)
        message.field(8, packedSigned: deltas(way.nodeIDs))
        group.field(3, message: message)
    }

    mutating func add(_ relation: OSMRelation) {
        var message = begin(.relation, id: relation.id, tags: relation.tags)
        message.field(8, packed: relation.members.map { index($0.role) })
        message.field(9, packedSigned: deltas(relation.members.map(\.id)))
        message.field(10, packed: relation.members.map { member -> UInt64 in
            switch member.kind {
            case .node: return 0
            case .way: return 1
            case .relation: return 2
            }
        })
        group.field(4, message: message)
    }

    /// The PrimitiveBlock's bytes.
    func encoded() -> [UInt8] {
        var group = self.group
        if kind == .node {
            var dense = ProtobufWriter()
            dense.field(1, packedSigned: deltas(ids))
            dense.field(8, packedSigned: deltas(lats))
            dense.field(9, packedSigned: deltas(lons))
            if anyTags { dense.field(10, packed: keysValues) }
            group = ProtobufWriter()
            group.field(2, message: dense)
        }
        var stringTable = ProtobufWriter()
        for string in table { stringTable.field(1, string: string) }
        var block = ProtobufWriter()
        block.field(1, message: stringTable)
        block.field(2, message: group)
        return block.bytes
    }

    /// Each value minus the one before (wrapping: values more than 2^63 apart make a file that
    /// readers refuse as overflowing).
    private func deltas(_ values: [Int64]) -> [Int64] {
        var previous: Int64 = 0
        return values.map { value in
            defer { previous = value }
            return value &- previous
        }
    }
}
