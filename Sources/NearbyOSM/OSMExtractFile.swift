// PLACEHOLDER (helper "store"): a crude stand-in for helper "osm"'s readers, with exactly the API
// of notes/API.md, so the import wiring builds and runs. It reads the whole file into memory. The
// integrator replaces this file with the real one; nothing else depends on what is inside it.
#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbyTileFormats

public enum OSMFileFormat: String, Sendable { case pbf, xml, gzipXML = "xml.gz" }

public struct OSMReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

public enum OSMSniff {
    public static func format(of prefix: [UInt8]) -> OSMFileFormat? {
        if prefix.count >= 2, prefix[0] == 0x1F, prefix[1] == 0x8B {
            guard let inflated = try? Inflate.inflate(prefix, limit: 1 << 20) else {
                // A gzip prefix cut mid-stream: inflate what there is.
                return partialXML(prefix) ? .gzipXML : nil
            }
            return isXML(inflated) ? .gzipXML : nil
        }
        if isXML(prefix) { return .xml }
        if prefix.count >= 16, prefix[0] == 0, prefix[1] == 0,
           String(decoding: prefix.prefix(64), as: UTF8.self).contains("OSMHeader") { return .pbf }
        return nil
    }

    static func isXML(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return text.contains("<osm")
    }

    static func partialXML(_ prefix: [UInt8]) -> Bool { true }
}

public final class OSMExtractFile {
    public let format: OSMFileFormat
    public let header: OSMHeader
    public let byteCount: Int
    private let bytes: [UInt8]

    init(format: OSMFileFormat, header: OSMHeader, bytes: [UInt8]) {
        self.format = format; self.header = header; self.bytes = bytes; byteCount = bytes.count
    }

    public static func open(path: String) throws(OSMReadError) -> OSMExtractFile {
        guard let file = fopen(path, "rb") else { throw OSMReadError("cannot open \(path)") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        guard let format = OSMSniff.format(of: Array(bytes.prefix(1 << 16))) else {
            throw OSMReadError("\(path) is not an OpenStreetMap extract")
        }
        switch format {
        case .pbf:
            return OSMExtractFile(format: .pbf, header: try PlaceholderPBF.header(bytes), bytes: bytes)
        case .xml:
            return OSMExtractFile(format: .xml, header: PlaceholderXML.header(bytes), bytes: bytes)
        case .gzipXML:
            let plain: [UInt8]
            do { plain = try Inflate.inflate(bytes, limit: 1 << 30) } catch { throw OSMReadError("the gzip stream is damaged: \(error)") }
            return OSMExtractFile(format: .gzipXML, header: PlaceholderXML.header(plain), bytes: plain)
        }
    }

    public func read(_ kinds: OSMElementKinds, progress: (Int) -> Void, _ visit: (OSMElement) throws -> Void) throws {
        switch format {
        case .pbf: try PlaceholderPBF.read(bytes, kinds, progress, visit)
        case .xml, .gzipXML: try PlaceholderXML.read(bytes, kinds, progress, visit)
        }
        progress(byteCount)
    }
}

/// Crude OSM XML: attributes by regex-free scanning of `<node`, `<way`, `<relation` elements.
enum PlaceholderXML {
    static func header(_ bytes: [UInt8]) -> OSMHeader {
        let text = String(decoding: bytes.prefix(8192), as: UTF8.self)
        guard let range = text.firstRange(of: "<bounds") else { return OSMHeader() }
        let tag = text[range.lowerBound...].prefix { $0 != ">" }
        let a = attributes(String(tag))
        if let s = a["minlat"].flatMap(Double.init), let w = a["minlon"].flatMap(Double.init),
           let n = a["maxlat"].flatMap(Double.init), let e = a["maxlon"].flatMap(Double.init) {
            return OSMHeader(bounds: (s, w, n, e))
        }
        return OSMHeader()
    }

    static func attributes(_ tag: String) -> [String: String] {
        var out: [String: String] = [:]
        var rest = Substring(tag)
        while let eq = rest.firstIndex(of: "=") {
            let key = rest[..<eq].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).last.map(String.init) ?? ""
            var after = rest[rest.index(after: eq)...]
            guard let quote = after.first, quote == "\"" || quote == "'" else { break }
            after = after.dropFirst()
            guard let close = after.firstIndex(of: quote) else { break }
            out[key] = unescape(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return out
    }

    static func unescape(_ s: String) -> String {
        s.replacingAll("&quot;", "\"").replacingAll("&apos;", "'").replacingAll("&lt;", "<").replacingAll("&gt;", ">")
            .replacingAll("&amp;", "&")
    }

    static func read(_ bytes: [UInt8], _ kinds: OSMElementKinds, _ progress: (Int) -> Void,
                     _ visit: (OSMElement) throws -> Void) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        var current: (kind: String, attrs: [String: String])?
        var tags: [String: String] = [:], refs: [Int64] = [], members: [OSMMember] = []
        var index = text.startIndex
        func finish() throws {
            guard let element = current else { return }
            current = nil
            guard let id = element.attrs["id"].flatMap(Int64.init) else { throw OSMReadError("an element has no id") }
            switch element.kind {
            case "node" where kinds.contains(.nodes):
                guard let lat = element.attrs["lat"].flatMap(Double.init), let lon = element.attrs["lon"].flatMap(Double.init)
                else { throw OSMReadError("node \(id) has no position") }
                try visit(.node(OSMNode(id: id, coordinate: Coordinate(latitude: lat, longitude: lon), tags: tags)))
            case "way" where kinds.contains(.ways): try visit(.way(OSMWay(id: id, nodeIDs: refs, tags: tags)))
            case "relation" where kinds.contains(.relations):
                try visit(.relation(OSMRelation(id: id, members: members, tags: tags)))
            default: break
            }
        }
        while let open = text[index...].firstIndex(of: "<") {
            guard let close = text[open...].firstIndex(of: ">") else { throw OSMReadError("the XML ends inside a tag") }
            let tag = String(text[text.index(after: open)..<close])
            index = text.index(after: close)
            let selfClosing = tag.hasSuffix("/")
            let closing = tag.hasPrefix("/")
            let name = (closing ? "/" : "") + String(tag.dropFirst(closing ? 1 : 0).prefix { $0 != " " && $0 != "/" && $0 != "\n" && $0 != "\t" })
            switch name {
            case "node", "way", "relation":
                try finish()
                current = (name, attributes(tag))
                tags = [:]; refs = []; members = []
                if selfClosing { try finish() }
            case "/node", "/way", "/relation": try finish()
            case "tag":
                let a = attributes(tag)
                if let k = a["k"], let v = a["v"] { tags[k] = v }
            case "nd": if let r = attributes(tag)["ref"].flatMap(Int64.init) { refs.append(r) }
            case "member":
                let a = attributes(tag)
                if let t = a["type"].flatMap(OSMElementKind.init(rawValue:)), let r = a["ref"].flatMap(Int64.init) {
                    members.append(OSMMember(kind: t, id: r, role: a["role"] ?? ""))
                }
            case "/osm":
                try finish()
                return
            default: break
            }
        }
        if current != nil || !text.contains("</osm>") { throw OSMReadError("the XML ends before </osm>") }
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
        guard contains(target) else { return self }
        var out = "", rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}

/// Crude PBF: the whole file in memory, blob by blob.
enum PlaceholderPBF {
    struct Wire {
        let bytes: [UInt8]
        var position: Int
        let end: Int
        init(_ bytes: [UInt8], _ range: Range<Int>) { self.bytes = bytes; position = range.lowerBound; end = range.upperBound }
        var atEnd: Bool { position >= end }
        mutating func varint() throws(OSMReadError) -> UInt64 {
            var result: UInt64 = 0, shift: UInt64 = 0
            while true {
                guard position < end, shift < 64 else { throw OSMReadError("a protobuf varint is truncated") }
                let byte = bytes[position]; position += 1
                result |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return result }
                shift += 7
            }
        }
        mutating func field() throws(OSMReadError) -> (Int, Int) {
            let key = try varint()
            return (Int(key >> 3), Int(key & 7))
        }
        mutating func length() throws(OSMReadError) -> Range<Int> {
            let n = try varint()
            guard n <= UInt64(end - position) else { throw OSMReadError("a protobuf field runs past its message") }
            defer { position += Int(n) }
            return position..<(position + Int(n))
        }
        mutating func skip(_ type: Int) throws(OSMReadError) {
            switch type {
            case 0: _ = try varint()
            case 1: position += 8
            case 2: _ = try length()
            case 5: position += 4
            default: throw OSMReadError("a protobuf wire type \(type) is unknown")
            }
            guard position <= end else { throw OSMReadError("a protobuf field runs past its message") }
        }
        static func zigzag(_ v: UInt64) -> Int64 { Int64(bitPattern: v >> 1) ^ -Int64(bitPattern: v & 1) }
        func packed(_ range: Range<Int>) throws(OSMReadError) -> [UInt64] {
            var w = Wire(bytes, range), out: [UInt64] = []
            while !w.atEnd { out.append(try w.varint()) }
            return out
        }
    }

    static func blobs(_ bytes: [UInt8], _ body: (String, [UInt8], Int) throws -> Void) throws {
        var p = 0
        while p < bytes.count {
            guard bytes.count - p >= 4 else { throw OSMReadError("the file ends inside a blob header's length") }
            let n = bytes[p..<(p + 4)].reduce(0) { $0 << 8 | Int($1) }
            p += 4
            guard n <= 64 << 10, n <= bytes.count - p else { throw OSMReadError("a blob header is truncated or too large") }
            var header = Wire(bytes, p..<(p + n))
            p += n
            var type = "", size = 0
            while !header.atEnd {
                let (f, t) = try header.field()
                if f == 1, t == 2 { type = String(decoding: bytes[try header.length()], as: UTF8.self) } else if f == 3, t == 0 {
                    size = Int(try header.varint())
                } else { try header.skip(t) }
            }
            guard size <= 32 << 20, size <= bytes.count - p else { throw OSMReadError("a blob is truncated or too large") }
            var blob = Wire(bytes, p..<(p + size))
            p += size
            var data: [UInt8]?
            while !blob.atEnd {
                let (f, t) = try blob.field()
                if f == 1, t == 2 { data = Array(bytes[try blob.length()]) } else if f == 3, t == 2 {
                    do { data = try Inflate.inflate(Array(bytes[try blob.length()]), limit: 32 << 20) } catch {
                        throw OSMReadError("a blob's zlib data is damaged: \(error)")
                    }
                } else { try blob.skip(t) }
            }
            guard let data else { throw OSMReadError("a blob has no data this reader knows") }
            try body(type, data, p)
        }
    }

    static func header(_ bytes: [UInt8]) throws(OSMReadError) -> OSMHeader {
        var found: OSMHeader?
        do {
            try blobs(bytes) { type, data, _ in
                guard type == "OSMHeader" else { return }
                var header = OSMHeader()
                var w = Wire(data, 0..<data.count)
                while !w.atEnd {
                    let (f, t) = try w.field()
                    switch (f, t) {
                    case (1, 2):
                        var b = Wire(data, try w.length())
                        var v = [0.0, 0.0, 0.0, 0.0]
                        while !b.atEnd {
                            let (bf, bt) = try b.field()
                            if (1...4).contains(bf), bt == 0 { v[bf - 1] = Double(Wire.zigzag(try b.varint())) * 1e-9 } else { try b.skip(bt) }
                        }
                        header.bounds = (south: v[3], west: v[0], north: v[2], east: v[1])
                    case (4, 2): header.requiredFeatures.append(String(decoding: data[try w.length()], as: UTF8.self))
                    case (5, 2): header.optionalFeatures.append(String(decoding: data[try w.length()], as: UTF8.self))
                    case (16, 2): header.writingProgram = String(decoding: data[try w.length()], as: UTF8.self)
                    default: try w.skip(t)
                    }
                }
                for feature in header.requiredFeatures where !["OsmSchema-V0.6", "DenseNodes"].contains(feature) {
                    throw OSMReadError("the extract needs the feature \(feature), which this reader lacks")
                }
                found = header
                throw Stop()
            }
        } catch is Stop {
        } catch let error as OSMReadError { throw error } catch { throw OSMReadError("\(error)") }
        guard let found else { throw OSMReadError("the extract has no OSMHeader block") }
        return found
    }

    struct Stop: Error {}

    static func read(_ bytes: [UInt8], _ kinds: OSMElementKinds, _ progress: (Int) -> Void,
                     _ visit: (OSMElement) throws -> Void) throws {
        try blobs(bytes) { type, data, offset in
            defer { progress(offset) }
            guard type == "OSMData" else { return }
            try block(data, kinds, visit)
        }
    }

    static func block(_ data: [UInt8], _ kinds: OSMElementKinds, _ visit: (OSMElement) throws -> Void) throws {
        var w = Wire(data, 0..<data.count)
        var strings: [String] = [], groups: [Range<Int>] = []
        var granularity: Int64 = 100, latOffset: Int64 = 0, lonOffset: Int64 = 0
        while !w.atEnd {
            let (f, t) = try w.field()
            switch (f, t) {
            case (1, 2):
                var s = Wire(data, try w.length())
                while !s.atEnd {
                    let (sf, st) = try s.field()
                    if sf == 1, st == 2 { strings.append(String(decoding: data[try s.length()], as: UTF8.self)) } else { try s.skip(st) }
                }
            case (2, 2): groups.append(try w.length())
            case (17, 0): granularity = Int64(try w.varint())
            case (19, 0): latOffset = Int64(bitPattern: try w.varint())
            case (20, 0): lonOffset = Int64(bitPattern: try w.varint())
            default: try w.skip(t)
            }
        }
        func string(_ i: UInt64) throws(OSMReadError) -> String {
            guard i < strings.count else { throw OSMReadError("a string index is out of range") }
            return strings[Int(i)]
        }
        func coordinate(_ lat: Int64, _ lon: Int64) -> Coordinate {
            Coordinate(latitude: Double(latOffset + granularity * lat) / 1e9, longitude: Double(lonOffset + granularity * lon) / 1e9)
        }
        func tags(_ keys: [UInt64], _ values: [UInt64]) throws(OSMReadError) -> [String: String] {
            var out: [String: String] = [:]
            for (k, v) in zip(keys, values) { out[try string(k)] = try string(v) }
            return out
        }
        for range in groups {
            var g = Wire(data, range)
            while !g.atEnd {
                let (f, t) = try g.field()
                let r = try g.length()
                var m = Wire(data, r)
                switch f {
                case 2 where kinds.contains(.nodes):
                    var ids: [UInt64] = [], lats: [UInt64] = [], lons: [UInt64] = [], kv: [UInt64] = []
                    while !m.atEnd {
                        let (mf, mt) = try m.field()
                        switch (mf, mt) {
                        case (1, 2): ids = try m.packed(try m.length())
                        case (8, 2): lats = try m.packed(try m.length())
                        case (9, 2): lons = try m.packed(try m.length())
                        case (10, 2): kv = try m.packed(try m.length())
                        default: try m.skip(mt)
                        }
                    }
                    guard ids.count == lats.count, ids.count == lons.count else { throw OSMReadError("dense nodes disagree in length") }
                    var id: Int64 = 0, lat: Int64 = 0, lon: Int64 = 0, k = 0
                    for i in 0..<ids.count {
                        id &+= Wire.zigzag(ids[i]); lat &+= Wire.zigzag(lats[i]); lon &+= Wire.zigzag(lons[i])
                        var nodeTags: [String: String] = [:]
                        while k < kv.count, kv[k] != 0 {
                            guard k + 1 < kv.count else { throw OSMReadError("dense node tags are cut short") }
                            nodeTags[try string(kv[k])] = try string(kv[k + 1])
                            k += 2
                        }
                        k += 1
                        try visit(.node(OSMNode(id: id, coordinate: coordinate(lat, lon), tags: nodeTags)))
                    }
                case 1 where kinds.contains(.nodes):
                    var id: Int64 = 0, lat: Int64 = 0, lon: Int64 = 0, keys: [UInt64] = [], vals: [UInt64] = []
                    while !m.atEnd {
                        let (mf, mt) = try m.field()
                        switch (mf, mt) {
                        case (1, 0): id = Wire.zigzag(try m.varint())
                        case (2, 2): keys = try m.packed(try m.length())
                        case (3, 2): vals = try m.packed(try m.length())
                        case (8, 0): lat = Wire.zigzag(try m.varint())
                        case (9, 0): lon = Wire.zigzag(try m.varint())
                        default: try m.skip(mt)
                        }
                    }
                    try visit(.node(OSMNode(id: id, coordinate: coordinate(lat, lon), tags: try tags(keys, vals))))
                case 3 where kinds.contains(.ways):
                    var id: Int64 = 0, keys: [UInt64] = [], vals: [UInt64] = [], refs: [UInt64] = []
                    while !m.atEnd {
                        let (mf, mt) = try m.field()
                        switch (mf, mt) {
                        case (1, 0): id = Int64(bitPattern: try m.varint())
                        case (2, 2): keys = try m.packed(try m.length())
                        case (3, 2): vals = try m.packed(try m.length())
                        case (8, 2): refs = try m.packed(try m.length())
                        default: try m.skip(mt)
                        }
                    }
                    var ref: Int64 = 0
                    let nodeIDs = refs.map { ref &+= Wire.zigzag($0); return ref }
                    try visit(.way(OSMWay(id: id, nodeIDs: nodeIDs, tags: try tags(keys, vals))))
                case 4 where kinds.contains(.relations):
                    var id: Int64 = 0, keys: [UInt64] = [], vals: [UInt64] = [], roles: [UInt64] = [], mems: [UInt64] = []
                    var types: [UInt64] = []
                    while !m.atEnd {
                        let (mf, mt) = try m.field()
                        switch (mf, mt) {
                        case (1, 0): id = Int64(bitPattern: try m.varint())
                        case (2, 2): keys = try m.packed(try m.length())
                        case (3, 2): vals = try m.packed(try m.length())
                        case (8, 2): roles = try m.packed(try m.length())
                        case (9, 2): mems = try m.packed(try m.length())
                        case (10, 2): types = try m.packed(try m.length())
                        default: try m.skip(mt)
                        }
                    }
                    guard roles.count == mems.count, mems.count == types.count else { throw OSMReadError("relation members disagree") }
                    var memberID: Int64 = 0, members: [OSMMember] = []
                    for i in 0..<mems.count {
                        memberID &+= Wire.zigzag(mems[i])
                        let kind: OSMElementKind = types[i] == 0 ? .node : types[i] == 1 ? .way : .relation
                        members.append(OSMMember(kind: kind, id: memberID, role: try string(roles[i])))
                    }
                    try visit(.relation(OSMRelation(id: id, members: members, tags: try tags(keys, vals))))
                default: _ = t
                }
            }
        }
    }
}
