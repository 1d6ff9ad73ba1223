import NearbyTileFormats

/// Where an extract's bytes come from: a file read at offsets, or bytes already in memory (the
/// fuzz targets, tests), read as XML in chunks of the given size (small ones put chunk
/// boundaries everywhere).
enum OSMInput {
    case file(TileFile)
    case memory([UInt8], chunkBytes: Int)

    /// How much XML is read at a time.
    var chunkBytes: Int {
        switch self {
        case .file: return 64 << 10
        case .memory(_, let chunkBytes): return max(1, chunkBytes)
        }
    }

    var size: UInt64 {
        switch self {
        case .file(let file): return file.size
        case .memory(let bytes, _): return UInt64(bytes.count)
        }
    }

    /// Exactly `length` bytes at `offset`; the caller has checked they lie within `size`.
    func read(offset: UInt64, length: UInt64, what: String) throws(OSMReadError) -> [UInt8] {
        switch self {
        case .file(let file):
            do {
                return try file.read(offset: offset, length: length, what: what)
            } catch {
                throw OSMReadError("Cannot read the extract: \(error.reason).")
            }
        case .memory(let bytes, _):
            guard offset <= UInt64(bytes.count), length <= UInt64(bytes.count) - offset else {
                throw OSMReadError("Cannot read the extract: \(what) lies past its end.")
            }
            return Array(bytes[Int(offset)..<Int(offset + length)])
        }
    }
}
