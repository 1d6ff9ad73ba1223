
/// A vector tile drawn anywhere: an OpenMapTiles `transportation` layer of primary roads in a
/// grid (every 32nd of the tile, both ways), so any tile a test server is asked for draws
/// lines, and a scaled ancestor draws them too. Encoded here (MVT 2.1) so the test owns it.
enum GridTile {
    static let extent = 4096

    static var bytes: [UInt8] {
        var layer = field(15, varint: 2) + field(1, bytes: Array("transportation".utf8))
        var id: UInt64 = 1
        for step in 1..<32 {
            let at = extent * step / 32
            for (start, end) in [((0, at), (extent, at)), ((at, 0), (at, extent))] {
                let geometry = varint(9) + varint(zigzag(start.0)) + varint(zigzag(start.1))
                    + varint(10) + varint(zigzag(end.0 - start.0)) + varint(zigzag(end.1 - start.1))
                let feature = field(1, varint: id) + field(2, bytes: [0, 0]) + field(3, varint: 2) + field(4, bytes: geometry)
                layer += field(2, bytes: feature)
                id += 1
            }
        }
        layer += field(3, bytes: Array("class".utf8)) + field(4, bytes: field(1, bytes: Array("primary".utf8)))
        layer += field(5, varint: UInt64(extent))
        return field(3, bytes: layer)
    }

    static func varint(_ value: UInt64) -> [UInt8] {
        var out: [UInt8] = [], rest = value
        while rest >= 0x80 {
            out.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        return out + [UInt8(rest)]
    }

    static func zigzag(_ value: Int) -> UInt64 { UInt64(bitPattern: Int64((value << 1) ^ (value >> 63))) }

    static func field(_ number: UInt64, varint value: UInt64) -> [UInt8] { varint(number << 3) + varint(value) }

    static func field(_ number: UInt64, bytes: [UInt8]) -> [UInt8] {
        varint(number << 3 | 2) + varint(UInt64(bytes.count)) + bytes
    }
}
