/// A zip file's entries, read from its central directory (PKWARE's APPNOTE: the end record,
/// the central directory's headers, each entry's local header), for KMZ: a zip whose KML is
/// `doc.kml` or its first `.kml` entry. Entries stored or deflated; zip64, encrypted and other
/// methods are refused with a sentence. Every size is checked against the bytes there are, and
/// an entry inflates to at most the caller's limit, so a hostile file ends in an error.
public struct ZipArchive: Sendable {
    /// One file in the archive.
    public struct Entry: Sendable, Equatable {
        public var name: String
        /// 0 stored, 8 deflated.
        public var method: Int
        public var compressedSize: Int
        public var size: Int
        var localHeaderOffset: Int
    }

    /// Why a zip cannot be read.
    public struct ZipError: Error, Sendable, Equatable, CustomStringConvertible {
        public var reason: String
        public var description: String { "not a readable zip file: \(reason)" }
    }

    public let entries: [Entry]
    private let bytes: [UInt8]

    /// True when the bytes start as a zip's first local header does (`PK\3\4`), or as an empty zip.
    public static func isZip(_ bytes: some Collection<UInt8>) -> Bool {
        let head = Array(bytes.prefix(4))
        return head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06]
    }

    /// Reads the central directory of `bytes`.
    public init(bytes: [UInt8]) throws(ZipError) {
        self.bytes = bytes
        guard let end = Self.endRecord(bytes) else { throw ZipError(reason: "no end of central directory record") }
        let count = Self.u16(bytes, end + 10), size = Self.u32(bytes, end + 12), start = Self.u32(bytes, end + 16)
        guard count != 0xFFFF, size != 0xFFFF_FFFF, start != 0xFFFF_FFFF else {
            throw ZipError(reason: "zip64 archives are not supported")
        }
        guard start + size <= end else { throw ZipError(reason: "the central directory lies outside the file") }
        var entries: [Entry] = []
        var offset = start
        for _ in 0..<count {
            guard offset + 46 <= start + size, Self.u32(bytes, offset) == 0x0201_4B50 else {
                throw ZipError(reason: "a central directory header is damaged")
            }
            let flags = Self.u16(bytes, offset + 8)
            let method = Self.u16(bytes, offset + 10)
            let nameLength = Self.u16(bytes, offset + 28)
            let skip = nameLength + Self.u16(bytes, offset + 30) + Self.u16(bytes, offset + 32)
            guard offset + 46 + skip <= start + size else { throw ZipError(reason: "a central directory header is cut short") }
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            guard flags & 1 == 0 else { throw ZipError(reason: "\(name) is encrypted") }
            let entry = Entry(name: name, method: method, compressedSize: Self.u32(bytes, offset + 20),
                              size: Self.u32(bytes, offset + 24), localHeaderOffset: Self.u32(bytes, offset + 42))
            guard entry.compressedSize != 0xFFFF_FFFF, entry.size != 0xFFFF_FFFF, entry.localHeaderOffset != 0xFFFF_FFFF else {
                throw ZipError(reason: "zip64 archives are not supported")
            }
            entries.append(entry)
            offset += 46 + skip
        }
        self.entries = entries
    }

    /// The bytes of `entry`, inflated if deflated; never more than `limit` of them.
    public func contents(of entry: Entry, limit: Int) throws(ZipError) -> [UInt8] {
        let header = entry.localHeaderOffset
        guard header + 30 <= bytes.count, Self.u32(bytes, header) == 0x0403_4B50 else {
            throw ZipError(reason: "the local header of \(entry.name) is missing")
        }
        let data = header + 30 + Self.u16(bytes, header + 26) + Self.u16(bytes, header + 28)
        guard data + entry.compressedSize <= bytes.count else { throw ZipError(reason: "\(entry.name) is cut short") }
        let stored = Array(bytes[data..<(data + entry.compressedSize)])
        switch entry.method {
        case 0:
            guard stored.count <= limit else { throw ZipError(reason: "\(entry.name) is larger than \(limit) bytes") }
            return stored
        case 8:
            do throws(InflateError) {
                return try Inflate.inflate(stored, limit: limit, raw: true)
            } catch .tooLarge {
                throw ZipError(reason: "\(entry.name) inflates to more than \(limit) bytes")
            } catch {
                throw ZipError(reason: "\(entry.name): \(error)")
            }
        default:
            throw ZipError(reason: "\(entry.name) uses compression method \(entry.method); only stored and deflated entries are read")
        }
    }

    /// Where the end of central directory record starts: searched backwards over the last
    /// 64 KiB + 22 bytes (its comment may be up to 65,535 bytes long).
    private static func endRecord(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 22 else { return nil }
        var offset = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        while offset >= lowest {
            if u32(bytes, offset) == 0x0605_4B50, offset + 22 + u16(bytes, offset + 20) <= bytes.count { return offset }
            offset -= 1
        }
        return nil
    }

    private static func u16(_ bytes: [UInt8], _ at: Int) -> Int {
        Int(bytes[at]) | Int(bytes[at + 1]) << 8
    }

    private static func u32(_ bytes: [UInt8], _ at: Int) -> Int {
        Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
    }
}
