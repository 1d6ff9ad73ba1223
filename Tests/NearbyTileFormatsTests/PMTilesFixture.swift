@testable import NearbyFormats
@testable import NearbyGeo
@testable import NearbyText

/// A minimal PMTiles v3 writer for tests: a root directory (optionally pointing to one leaf),
/// JSON metadata and the tiles in tile-id order. Any header byte can be patched to make a lying file.
struct PMTilesFixture {
    var tiles: [(TileKey, [UInt8])]
    var metadataJSON = #"{"name":"fixture","vector_layers":[{"id":"hello","minzoom":0,"maxzoom":2}]}"#
    var internalCompression: UInt8 = 1
    var tileCompression: UInt8 = 1
    /// Puts every entry in one leaf directory that the root points to.
    var useLeafDirectory = false
    /// Compresses directories and metadata (set internalCompression to match).
    var compressInternal: ([UInt8]) throws -> [UInt8] = { $0 }

    /// The file's bytes; `patch` may change the header before it is written.
    func bytes(patch: (inout [UInt8]) -> Void = { _ in }) throws -> [UInt8] {
        let sorted = tiles.sorted { $0.0.hilbertID < $1.0.hilbertID }
        var data: [UInt8] = []
        var entries: [(id: UInt64, offset: UInt64, length: UInt64)] = []
        for (tile, bytes) in sorted {
            entries.append((tile.hilbertID, UInt64(data.count), UInt64(bytes.count)))
            data += bytes
        }
        var leaves: [UInt8] = []
        var directory = Self.directory(entries.map { ($0.id, $0.offset, $0.length, 1) })
        if useLeafDirectory {
            leaves = try compressInternal(directory)
            directory = Self.directory([(entries.first?.id ?? 0, 0, UInt64(leaves.count), 0)])
        }
        directory = try compressInternal(directory)
        let metadata = try compressInternal(Array(metadataJSON.utf8))
        var header = [UInt8](repeating: 0, count: 127)
        header.replaceSubrange(0..<7, with: Array("PMTiles".utf8))
        header[7] = 3
        func put(_ value: UInt64, at offset: Int) {
            for i in 0..<8 { header[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(i))) }
        }
        func put32(_ value: Int32, at offset: Int) {
            for i in 0..<4 { header[offset + i] = UInt8(truncatingIfNeeded: UInt32(bitPattern: value) >> (8 * UInt32(i))) }
        }
        let rootOffset: UInt64 = 127
        let metadataOffset = rootOffset + UInt64(directory.count)
        let leafOffset = metadataOffset + UInt64(metadata.count)
        let dataOffset = leafOffset + UInt64(leaves.count)
        put(rootOffset, at: 8)
        put(UInt64(directory.count), at: 16)
        put(metadataOffset, at: 24)
        put(UInt64(metadata.count), at: 32)
        put(leafOffset, at: 40)
        put(UInt64(leaves.count), at: 48)
        put(dataOffset, at: 56)
        put(UInt64(data.count), at: 64)
        put(UInt64(entries.count), at: 72)
        put(UInt64(entries.count), at: 80)
        put(UInt64(entries.count), at: 88)
        header[96] = 1
        header[97] = internalCompression
        header[98] = tileCompression
        header[99] = 1
        header[100] = UInt8(tiles.map(\.0.zoom).min() ?? 0)
        header[101] = UInt8(tiles.map(\.0.zoom).max() ?? 0)
        put32(-1_800_000_000, at: 102)
        put32(-850_000_000, at: 106)
        put32(1_800_000_000, at: 110)
        put32(850_000_000, at: 114)
        patch(&header)
        return header + directory + metadata + leaves + data
    }

    /// Entries (tile id, offset, length, run length) in the varint column layout of the spec.
    static func directory(_ entries: [(id: UInt64, offset: UInt64, length: UInt64, run: UInt64)]) -> [UInt8] {
        var out: [UInt8] = []
        func varint(_ value: UInt64) {
            var v = value
            while v >= 0x80 {
                out.append(UInt8(v & 0x7F) | 0x80)
                v >>= 7
            }
            out.append(UInt8(v))
        }
        varint(UInt64(entries.count))
        var last: UInt64 = 0
        for entry in entries {
            varint(entry.id - last)
            last = entry.id
        }
        for entry in entries { varint(entry.run) }
        for entry in entries { varint(entry.length) }
        for entry in entries { varint(entry.offset + 1) }
        return out
    }
}
