/// A zip file written the way zip tools write one (local headers, the data, a central
/// directory, the end record; CRC-32 and sizes filled in), for tests of KMZ reading. Deflated
/// entries take their raw deflate bytes from the caller.
public struct ZipBuilder {
    public struct Entry {
        public var name: String
        /// The entry's bytes as stored: the content itself, or its raw deflate stream.
        public var stored: [UInt8]
        /// The content's length and CRC-32.
        public var size: Int
        public var crc: UInt32
        /// 0 stored, 8 deflated.
        public var method: UInt16
    }

    public var entries: [Entry] = []
    /// Written at the end of the end record (a zip comment may be up to 65,535 bytes).
    public var comment: [UInt8] = []

    public init() {}

    public mutating func store(_ name: String, _ content: [UInt8]) {
        entries.append(Entry(name: name, stored: content, size: content.count, crc: Self.crc32(content), method: 0))
    }

    /// Adds an entry whose `deflated` bytes are the raw deflate stream of `content`.
    public mutating func deflate(_ name: String, _ content: [UInt8], deflated: [UInt8]) {
        entries.append(Entry(name: name, stored: deflated, size: content.count, crc: Self.crc32(content), method: 8))
    }

    public var bytes: [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        for entry in entries {
            let offset = out.count
            let name = Array(entry.name.utf8)
            out += le32(0x0403_4B50) + le16(20) + le16(0x0800) + le16(entry.method) + le16(0) + le16(0x21)
            out += le32(entry.crc) + le32(UInt32(entry.stored.count)) + le32(UInt32(entry.size))
            out += le16(UInt16(name.count)) + le16(0) + name + entry.stored
            central += le32(0x0201_4B50) + le16(0x031E) + le16(20) + le16(0x0800) + le16(entry.method) + le16(0) + le16(0x21)
            central += le32(entry.crc) + le32(UInt32(entry.stored.count)) + le32(UInt32(entry.size))
            central += le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0) + le32(0o100644 << 16)
            central += le32(UInt32(offset)) + name
        }
        let start = out.count
        out += central
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        out += le32(UInt32(central.count)) + le32(UInt32(start)) + le16(UInt16(comment.count)) + comment
        return out
    }

    /// CRC-32 (IEEE 802.3, reflected, as zip and gzip use it).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
}
