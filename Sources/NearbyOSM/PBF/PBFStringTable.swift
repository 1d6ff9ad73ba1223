import NearbyTileFormats

/// A PrimitiveBlock's string table: the byte ranges of its strings, each decoded once, when an
/// element first names it (a pass that skips a block's tags never decodes them).
struct PBFStringTable {
    private var ranges: [Range<Int>] = []
    private var decoded: [String?] = []
    /// The block's offset in the file, for messages.
    let offset: UInt64

    init(offset: UInt64) {
        self.offset = offset
    }

    mutating func append(_ range: Range<Int>) {
        ranges.append(range)
        decoded.append(nil)
    }

    /// String `index`, or the error naming an index past the table's end.
    @inline(__always)
    mutating func string(_ index: UInt64, in buffer: UnsafeBufferPointer<UInt8>) throws(OSMReadError) -> String {
        guard index < UInt64(ranges.count) else {
            throw OSMReadError("The PBF block at byte \(offset) names string \(Int64(bitPattern: index)), but its string table has \(ranges.count) \(ranges.count == 1 ? "entry" : "entries").")
        }
        let i = Int(index)
        if let string = decoded[i] { return string }
        let string = String(decoding: UnsafeBufferPointer(rebasing: buffer[ranges[i]]), as: UTF8.self)
        decoded[i] = string
        return string
    }

    /// The tags of one element from parallel key and value index columns.
    mutating func tags(keys: inout PackedVarints, values: inout PackedVarints, in buffer: UnsafeBufferPointer<UInt8>) throws(OSMReadError) -> [String: String] {
        guard !keys.isAtEnd || !values.isAtEnd else { return [:] }
        let count = keys.remaining
        guard values.remaining == count else { throw .malformed("an element has \(count) tag keys but \(values.remaining) values", at: offset) }
        var tags = [String: String](minimumCapacity: count)
        do {
            while !keys.isAtEnd {
                let key = try string(try keys.next(), in: buffer)
                tags[key] = try string(try values.next(), in: buffer)
            }
        } catch let error as OSMReadError {
            throw error
        } catch {
            throw .malformed("a tag index is cut short", at: offset)
        }
        return tags
    }
}
