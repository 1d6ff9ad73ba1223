import Glibc

/// A time zone's offsets over time, read from a TZif file (RFC 8536, versions 1 to 4) by our own code.
public struct ZoneRules: Equatable, Sendable {
    public let name: String
    /// UTC seconds of each change and the offset (seconds east) that starts there, ascending.
    let transitions: [Int]
    let offsets: [Int]
    /// Before the first change.
    let initialOffset: Int
    /// Past the last change; nil when the file has no footer.
    let footer: PosixZoneRule?

    /// UTC, for tests and places without a zone.
    public static let utc = ZoneRules(name: "UTC", transitions: [], offsets: [], initialOffset: 0, footer: nil)

    init(name: String, transitions: [Int], offsets: [Int], initialOffset: Int, footer: PosixZoneRule?) {
        self.name = name
        self.transitions = transitions
        self.offsets = offsets
        self.initialOffset = initialOffset
        self.footer = footer
    }

    /// A fixed offset (seconds east), for tests.
    public init(fixedOffset seconds: Int) {
        self.init(name: "fixed", transitions: [], offsets: [], initialOffset: seconds, footer: nil)
    }

    /// Seconds east of UTC at a UTC instant.
    public func offset(atUTC seconds: Int) -> Int {
        if let last = transitions.last, seconds >= last, let footer { return footer.offset(at: seconds) }
        if transitions.isEmpty { return footer?.offset(at: seconds) ?? initialOffset }
        var low = 0, high = transitions.count
        while low < high {
            let mid = (low + high) / 2
            if transitions[mid] <= seconds { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? initialOffset : offsets[low - 1]
    }

    /// The UTC instant of a local wall-clock time: the earlier reading when the clock repeats,
    /// and the pre-change offset when the clock skips it (02:30 on a spring-forward night reads as 03:30).
    public func utcSeconds(fromLocal local: Int) -> Int {
        let before = offset(atUTC: local - 86_400 / 2)
        let after = offset(atUTC: local + 86_400 / 2)
        for candidate in [max(before, after), min(before, after)] where offset(atUTC: local - candidate) == candidate {
            return local - candidate
        }
        return local - before
    }

    public func localSeconds(fromUTC utc: Int) -> Int { utc + offset(atUTC: utc) }
}

extension ZoneRules {
    public enum LoadError: Error, Equatable, CustomStringConvertible {
        case badName(String)
        case unreadable(String)
        case malformed(String, String)

        public var description: String {
            switch self {
            case .badName(let name): return "“\(name)” is not a time zone name."
            case .unreadable(let path): return "Cannot read the time zone file \(path)."
            case .malformed(let path, let why): return "The time zone file \(path) is malformed: \(why)."
            }
        }
    }

    /// Reads `/usr/share/zoneinfo/<name>` (or another directory).
    public static func load(_ name: String, directory: String = "/usr/share/zoneinfo") throws(LoadError) -> ZoneRules {
        guard !name.isEmpty, !name.contains(".."), !name.hasPrefix("/"),
              name.allSatisfy({ $0.isLetter || $0.isNumber || "/_-+".contains($0) }) else { throw .badName(name) }
        let path = directory + "/" + name
        guard let bytes = readFile(path, limit: 1 << 20) else { throw .unreadable(path) }
        return try parse(bytes, name: name, path: path)
    }

    static func parse(_ bytes: [UInt8], name: String, path: String = "(memory)") throws(LoadError) -> ZoneRules {
        var reader = TZifReader(bytes: bytes)
        guard let v1 = reader.header() else { throw .malformed(path, "no TZif header") }
        guard v1.version >= 2 else {
            guard let data = reader.block(v1, timeSize: 4) else { throw .malformed(path, "truncated data") }
            return ZoneRules(name: name, transitions: data.times, offsets: data.offsets,
                             initialOffset: data.initial, footer: nil)
        }
        guard reader.skip(v1.blockSize(timeSize: 4)), let v2 = reader.header(),
              let data = reader.block(v2, timeSize: 8) else { throw .malformed(path, "truncated version 2 data") }
        let footer = reader.footer().flatMap(PosixZoneRule.init)
        return ZoneRules(name: name, transitions: data.times, offsets: data.offsets, initialOffset: data.initial,
                         footer: footer)
    }

    private static func readFile(_ path: String, limit: Int) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while result.count <= limit {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            result += buffer[0..<n]
        }
        return result.count <= limit ? result : nil
    }
}

/// Big-endian fields of a TZif file.
private struct TZifReader {
    struct Header {
        var version: Int
        var isUTCCount, isStdCount, leapCount, timeCount, typeCount, charCount: Int

        func blockSize(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + charCount + leapCount * (timeSize + 4)
                + isStdCount + isUTCCount
        }
    }

    let bytes: [UInt8]
    var i = 0

    mutating func skip(_ n: Int) -> Bool {
        guard i + n <= bytes.count else { return false }
        i += n
        return true
    }

    mutating func int(_ size: Int) -> Int? {
        guard i + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for k in 0..<size { value = value << 8 | UInt64(bytes[i + k]) }
        i += size
        return size == 4 ? Int(Int32(bitPattern: UInt32(value))) : Int(Int64(bitPattern: value))
    }

    mutating func header() -> Header? {
        guard i + 44 <= bytes.count, bytes[i..<(i + 4)].elementsEqual("TZif".utf8) else { return nil }
        let versionByte = bytes[i + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - 48
        i += 20
        guard let a = int(4), let b = int(4), let c = int(4), let d = int(4), let e = int(4), let f = int(4),
              [a, b, c, d, e, f].allSatisfy({ $0 >= 0 && $0 < 1_000_000 }), e >= 1 else { return nil }
        return Header(version: version, isUTCCount: a, isStdCount: b, leapCount: c, timeCount: d, typeCount: e, charCount: f)
    }

    mutating func block(_ h: Header, timeSize: Int) -> (times: [Int], offsets: [Int], initial: Int)? {
        guard i + h.blockSize(timeSize: timeSize) <= bytes.count else { return nil }
        var times: [Int] = []
        for _ in 0..<h.timeCount { guard let t = int(timeSize) else { return nil }; times.append(t) }
        var indices: [Int] = []
        for _ in 0..<h.timeCount { indices.append(Int(bytes[i])); i += 1 }
        var typeOffsets: [Int] = []
        var typeIsDST: [Bool] = []
        for _ in 0..<h.typeCount {
            guard let offset = int(4) else { return nil }
            typeOffsets.append(offset)
            typeIsDST.append(bytes[i] != 0)
            i += 2
        }
        guard indices.allSatisfy({ $0 < typeOffsets.count }) else { return nil }
        i += h.charCount + h.leapCount * (timeSize + 4) + h.isStdCount + h.isUTCCount
        // RFC 8536 3.2: local time before the first transition uses type 0.
        return (times, indices.map { typeOffsets[$0] }, typeOffsets[0])
    }

    mutating func footer() -> String? {
        guard i < bytes.count, bytes[i] == 0x0A else { return nil }
        let start = i + 1
        guard let end = bytes[start...].firstIndex(of: 0x0A) else { return nil }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return text.isEmpty ? nil : text
    }
}
