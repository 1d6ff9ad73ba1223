/// Vector tiles that are well formed but hostile in size, encoded here (MVT 2.1 over protobuf)
/// so each test owns its bytes: many points in one line, many keys, many features.
enum HostileTile {
    static func varint(_ value: UInt64) -> [UInt8] {
        var out: [UInt8] = [], rest = value
        while rest >= 0x80 {
            out.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        return out + [UInt8(rest)]
    }

    static func field(_ number: UInt64, varint value: UInt64) -> [UInt8] { varint(number << 3) + varint(value) }

    static func field(_ number: UInt64, bytes: [UInt8]) -> [UInt8] {
        varint(number << 3 | 2) + varint(UInt64(bytes.count)) + bytes
    }

    /// A layer `name` (version 2, extent 4096) around `body` (features, keys, values).
    static func layer(_ body: [UInt8], name: String = "water") -> [UInt8] {
        field(3, bytes: field(15, varint: 2) + field(1, bytes: Array(name.utf8)) + body + field(5, varint: 4096))
    }

    /// One line of `count` points, stepping one unit back and forth (one byte a coordinate).
    static func line(points count: Int) -> [UInt8] {
        var geometry = varint(9) + varint(0) + varint(0) + varint(UInt64(count - 1) << 3 | 2)
        geometry.reserveCapacity(geometry.count + 2 * count)
        for step in 1..<count { geometry += step % 2 == 1 ? [2, 2] : [1, 1] }
        return layer(field(2, bytes: field(3, varint: 2) + field(4, bytes: geometry)))
    }

    /// A layer with `count` one-letter keys and no features.
    static func keys(_ count: Int) -> [UInt8] {
        let key = field(3, bytes: [0x6B])
        var body: [UInt8] = []
        body.reserveCapacity(count * key.count)
        for _ in 0..<count { body += key }
        return layer(body)
    }

    /// `count` point features.
    static func features(_ count: Int) -> [UInt8] {
        let feature = field(2, bytes: field(3, varint: 1) + field(4, bytes: varint(9) + varint(2) + varint(2)))
        var body: [UInt8] = []
        body.reserveCapacity(count * feature.count)
        for _ in 0..<count { body += feature }
        return layer(body)
    }
}
