/// The graph's bytes: `NBWG`, a version, the name and bounds, the counts, then each array
/// little-endian, and an FNV-1a checksum of everything before it.
extension WalkGraph {
    static let magic: [UInt8] = Array("NBWG".utf8)
    static let version = 1

    /// The compact bytes the database stores.
    public func encoded() -> [UInt8] {
        var w = ByteWriter()
        let textBytes = strings.reduce(0) { $0 + $1.utf8.count }
        w.bytes.reserveCapacity(64 + name.utf8.count + nodeCount * 13 + edgeCount * 16 + wayID.count * 17
                                + (strings.count + 1) * 4 + textBytes)
        w.bytes.append(contentsOf: Self.magic)
        w.u16(UInt16(Self.version)); w.u16(0)
        let nameBytes = Array(name.utf8)
        w.u32(UInt32(nameBytes.count)); w.bytes.append(contentsOf: nameBytes)
        for v in [south, west, north, east] { w.u64(v.bitPattern) }
        var stringBytes: [UInt8] = []
        var offsets: [UInt32] = [0]
        for s in strings { stringBytes.append(contentsOf: s.utf8); offsets.append(UInt32(stringBytes.count)) }
        for c in [nodeCount, edgeCount, wayID.count, strings.count, stringBytes.count] { w.u32(UInt32(c)) }
        for v in lat { w.u32(UInt32(bitPattern: v)) }
        for v in lon { w.u32(UInt32(bitPattern: v)) }
        w.bytes.append(contentsOf: nodeFlags)
        for v in firstEdge { w.u32(v) }
        for v in target { w.u32(v) }
        for v in duration { w.u32(v) }
        for v in length { w.u32(v.bitPattern) }
        for v in edgeWay { w.u32(v) }
        for v in wayID { w.u64(UInt64(bitPattern: v)) }
        for v in wayName { w.u32(v) }
        for v in wayRef { w.u32(v) }
        w.bytes.append(contentsOf: wayKind)
        for v in offsets { w.u32(v) }
        w.bytes.append(contentsOf: stringBytes)
        w.u32(Self.checksum(w.bytes[...]))
        return w.bytes
    }

    /// Reads stored bytes back, checking every count and index: damaged bytes throw, never trap.
    public init(decoding bytes: [UInt8]) throws(WalkGraphError) {
        guard bytes.count >= 4 else { throw .truncated }
        guard Array(bytes[0..<4]) == Self.magic else { throw .notAGraph }
        guard bytes.count >= 12 else { throw .truncated }
        var r = ByteReader(bytes: bytes, at: 4)
        let version = Int(try r.u16())
        guard version == Self.version else { throw .unsupportedVersion(version) }
        _ = try r.u16()
        let stored = UInt32(bytes[bytes.count - 4]) | UInt32(bytes[bytes.count - 3]) << 8
            | UInt32(bytes[bytes.count - 2]) << 16 | UInt32(bytes[bytes.count - 1]) << 24
        guard Self.checksum(bytes[0..<(bytes.count - 4)]) == stored else { throw .damaged("checksum") }
        r.end = bytes.count - 4

        let name = String(decoding: try r.raw(Int(try r.u32())), as: UTF8.self)
        var box: [Double] = []
        for _ in 0..<4 {
            let v = Double(bitPattern: try r.u64())
            guard v.isFinite, abs(v) <= 180 else { throw .damaged("bounds") }
            box.append(v)
        }
        let n = Int(try r.u32()), m = Int(try r.u32()), ways = Int(try r.u32())
        let stringCount = Int(try r.u32()), stringBytes = Int(try r.u32())
        // The counts must fit what is left before anything is allocated for them.
        let need = n * 9 + (n + 1) * 4 + m * 16 + ways * 17 + (stringCount + 1) * 4 + stringBytes
        guard need <= r.remaining else { throw .truncated }

        let lat = try r.i32s(n), lon = try r.i32s(n)
        for i in 0..<n where !(-900_000_000...900_000_000).contains(lat[i]) || !(-1_800_000_000...1_800_000_000).contains(lon[i]) {
            throw .damaged("a node outside the world")
        }
        let flags = try r.raw(n)
        let first = try r.u32s(n + 1)
        guard first.first == 0, first.last == UInt32(m) else { throw .damaged("edge rows") }
        for i in 0..<n where first[i] > first[i + 1] { throw .damaged("edge rows") }
        let target = try r.u32s(m), duration = try r.u32s(m)
        let length = try r.u32s(m).map { Float(bitPattern: $0) }
        let edgeWay = try r.u32s(m)
        for e in 0..<m {
            guard Int(target[e]) < n else { throw .damaged("an edge's target") }
            guard Int(edgeWay[e]) < ways else { throw .damaged("an edge's way") }
            guard duration[e] >= 1, duration[e] <= UInt32.max / 4 else { throw .damaged("an edge's duration") }
            guard length[e].isFinite, length[e] >= 0 else { throw .damaged("an edge's length") }
        }
        let wayID = try r.u64s(ways).map { Int64(bitPattern: $0) }
        let wayName = try r.u32s(ways), wayRef = try r.u32s(ways)
        let wayKind = try r.raw(ways)
        for i in 0..<ways {
            guard Int(wayName[i]) < stringCount, Int(wayRef[i]) < stringCount else { throw .damaged("a way's name") }
            guard WalkEdgeKind(rawValue: wayKind[i] & 0x7f) != nil else { throw .damaged("a way's kind") }
        }
        let offsets = try r.u32s(stringCount + 1)
        guard offsets.first == 0, offsets.last == UInt32(stringBytes) else { throw .damaged("the names") }
        let text = try r.raw(stringBytes)
        var strings: [String] = []
        strings.reserveCapacity(stringCount)
        for i in 0..<stringCount {
            let a = Int(offsets[i]), b = Int(offsets[i + 1])
            guard a <= b, b <= text.count else { throw .damaged("the names") }
            strings.append(String(decoding: text[a..<b], as: UTF8.self))
        }
        guard r.remaining == 0 else { throw .damaged("trailing bytes") }
        self.init(name: name, bounds: (box[0], box[1], box[2], box[3]), lat: lat, lon: lon, nodeFlags: flags,
                  firstEdge: first, target: target, duration: duration, length: length, edgeWay: edgeWay,
                  wayID: wayID, wayName: wayName, wayRef: wayRef, wayKind: wayKind, strings: strings)
    }

    /// FNV-1a, 32 bits: enough to tell damage from a stored graph.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in bytes { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }
}

struct ByteWriter {
    var bytes: [UInt8] = []
    mutating func u16(_ v: UInt16) { bytes.append(UInt8(v & 0xff)); bytes.append(UInt8(v >> 8)) }
    mutating func u32(_ v: UInt32) {
        bytes.append(UInt8(v & 0xff)); bytes.append(UInt8((v >> 8) & 0xff))
        bytes.append(UInt8((v >> 16) & 0xff)); bytes.append(UInt8(v >> 24))
    }
    mutating func u64(_ v: UInt64) { u32(UInt32(v & 0xffff_ffff)); u32(UInt32(v >> 32)) }
}

struct ByteReader {
    let bytes: [UInt8]
    var at: Int
    var end: Int
    init(bytes: [UInt8], at: Int) { self.bytes = bytes; self.at = at; end = bytes.count }
    var remaining: Int { end - at }

    mutating func raw(_ count: Int) throws(WalkGraphError) -> [UInt8] {
        guard count >= 0, count <= remaining else { throw .truncated }
        defer { at += count }
        return Array(bytes[at..<(at + count)])
    }
    mutating func u16() throws(WalkGraphError) -> UInt16 {
        guard remaining >= 2 else { throw .truncated }
        defer { at += 2 }
        return UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }
    mutating func u32() throws(WalkGraphError) -> UInt32 {
        guard remaining >= 4 else { throw .truncated }
        defer { at += 4 }
        return load32(at)
    }
    mutating func u64() throws(WalkGraphError) -> UInt64 {
        let lo = UInt64(try u32()), hi = UInt64(try u32())
        return lo | hi << 32
    }
    @inline(__always) func load32(_ i: Int) -> UInt32 {
        UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24
    }
    mutating func u32s(_ count: Int) throws(WalkGraphError) -> [UInt32] {
        guard count >= 0, count <= remaining / 4 else { throw .truncated }
        let start = at
        at += count * 4
        return bytes.withUnsafeBytes { raw in
            [UInt32](unsafeUninitializedCapacity: count) { buf, n in
                for i in 0..<count { buf[i] = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: start + i * 4, as: UInt32.self)) }
                n = count
            }
        }
    }
    mutating func i32s(_ count: Int) throws(WalkGraphError) -> [Int32] {
        try u32s(count).map { Int32(bitPattern: $0) }
    }
    mutating func u64s(_ count: Int) throws(WalkGraphError) -> [UInt64] {
        guard count >= 0, count <= remaining / 8 else { throw .truncated }
        var out: [UInt64] = []
        out.reserveCapacity(count)
        for _ in 0..<count { out.append(try u64()) }
        return out
    }
}
