import NearbyFormats
import NearbyText

/// A PMTiles directory: entries sorted by tile id, each a run of tiles or a leaf directory.
struct PMTilesDirectory: Equatable {
    struct Entry: Equatable {
        var tileID: UInt64
        /// Bytes from the start of the tile data (or, for a leaf, of the leaf directories).
        var offset: UInt64
        var length: UInt64
        /// How many consecutive tile ids share these bytes; 0 marks a leaf directory.
        var runLength: UInt64
    }

    var entries: [Entry]

    /// Decodes the varint columns: count, delta ids, run lengths, lengths, offsets (0 = right
    /// after the previous entry, else offset + 1).
    init(_ bytes: [UInt8]) throws(ProtobufReader.Failure) {
        var reader = ProtobufReader(bytes)
        let count = try reader.varint()
        // Each entry takes at least four bytes; a larger count is a lie, not an allocation.
        guard count <= UInt64(bytes.count) / 4 else { throw .truncated }
        entries = Array(repeating: Entry(tileID: 0, offset: 0, length: 0, runLength: 0), count: Int(count))
        var last: UInt64 = 0
        for i in entries.indices {
            let (sum, overflow) = last.addingReportingOverflow(try reader.varint())
            guard !overflow else { throw .badVarint }
            last = sum
            entries[i].tileID = last
        }
        for i in entries.indices { entries[i].runLength = try reader.varint() }
        for i in entries.indices {
            entries[i].length = try reader.varint()
            guard entries[i].length <= UInt64(Int32.max) else { throw .badVarint }
        }
        for i in entries.indices {
            let value = try reader.varint()
            if value == 0 && i > 0 {
                let (next, overflow) = entries[i - 1].offset.addingReportingOverflow(entries[i - 1].length)
                guard !overflow else { throw .badVarint }
                entries[i].offset = next
            } else {
                entries[i].offset = value &- 1
            }
        }
    }

    /// The entry covering `tileID`: the last with an id not above it (a leaf, or a run holding it).
    func entry(for tileID: UInt64) -> Entry? {
        var low = 0, high = entries.count - 1
        var found: Entry?
        while low <= high {
            let mid = (low + high) / 2
            if entries[mid].tileID <= tileID {
                found = entries[mid]
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        guard let found else { return nil }
        if found.runLength == 0 || tileID - found.tileID < found.runLength { return found }
        return nil
    }
}
