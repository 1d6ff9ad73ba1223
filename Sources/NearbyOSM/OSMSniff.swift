import NearbyTileFormats

/// Tells an extract's format from its first bytes (its content, never its name).
public enum OSMSniff {
    /// How many leading bytes `format(of:)` wants to decide (fewer work for short files).
    public static let prefixLength = 4096

    /// PBF (a first BlobHeader of type `OSMHeader`), OSM XML (an `<osm` root), gzip'd OSM XML,
    /// or nil for anything else (GPX, JSON, CSV…).
    public static func format(of prefix: [UInt8]) -> OSMFileFormat? {
        if isPBF(prefix) { return .pbf }
        if isOSMXML(prefix[...]) { return .xml }
        if Inflate.isGzip(prefix), let inflated = inflatedPrefix(prefix), isOSMXML(inflated[...]) { return .gzipXML }
        return nil
    }

    /// A 4-byte big-endian length under 64 KiB, then field 1 (type) = "OSMHeader".
    static func isPBF(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 15, bytes[0] == 0, bytes[1] == 0 else { return false }
        return bytes[4] == 0x0A && bytes[5] == 9 && bytes[6..<15].elementsEqual("OSMHeader".utf8)
    }

    /// The root element is `<osm>`: after a byte order mark, white space, the XML declaration,
    /// comments and a DOCTYPE, the first tag is `<osm` followed by a space, `>` or `/`.
    static func isOSMXML(_ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        while true {
            while let first = rest.first, first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D {
                rest = rest.dropFirst()
            }
            guard rest.first == UInt8(ascii: "<") else { return false }
            if rest.starts(with: "<osm".utf8) {
                let after = rest.dropFirst(4).first
                return after == nil || after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D
                    || after == UInt8(ascii: ">") || after == UInt8(ascii: "/")
            }
            let terminator: String
            if rest.starts(with: "<?".utf8) { terminator = "?>" }
            else if rest.starts(with: "<!--".utf8) { terminator = "-->" }
            else if rest.starts(with: "<!".utf8) { terminator = ">" }
            else { return false }
            guard let end = firstRange(of: terminator, in: rest) else { return false }
            rest = rest[end...]
        }
    }

    private static func firstRange(of literal: String, in bytes: ArraySlice<UInt8>) -> Int? {
        let pattern = Array(literal.utf8)
        var i = bytes.startIndex
        while i + pattern.count <= bytes.endIndex {
            if bytes[i..<i + pattern.count].elementsEqual(pattern) { return i + pattern.count }
            i += 1
        }
        return nil
    }

    /// The first few KiB a gzip prefix inflates to (a cut-off stream is fine here).
    private static func inflatedPrefix(_ prefix: [UInt8]) -> [UInt8]? {
        guard let stream = try? InflateStream() else { return nil }
        var output: [UInt8] = []
        var used = 0
        while output.count < prefixLength, used < prefix.count {
            let n = try? prefix.withUnsafeBufferPointer { buffer throws(InflateError) in
                try stream.inflate(UnsafeBufferPointer(rebasing: buffer[used...]), into: &output, capacity: prefixLength - output.count)
            }
            guard let n, n > 0 else { break }
            used += n
        }
        return output
    }
}
