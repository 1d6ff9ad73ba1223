/// Every folded spelling of every place, sorted by its UTF-8 bytes (SQLite's BINARY order, in
/// which `places.sqlite` keeps them), in one byte buffer: a prefix is a binary search and a
/// scan, with no string built per name.
struct PlaceNameIndex: Sendable {
    /// The spellings back to back; spelling `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int32]
    /// The place (an index into the gazetteer's places) each spelling names.
    let places: [Int32]

    init(bytes: [UInt8], starts: [Int32], places: [Int32]) {
        self.bytes = bytes
        self.starts = starts
        self.places = places
    }

    var count: Int { places.count }

    /// The spellings that start with `prefix`, as a range of indices.
    func range(prefixedBy prefix: [UInt8]) -> Range<Int> {
        let first = lowerBound(prefix)
        var last = first
        // The spellings with the prefix follow each other; their end is found by binary search too.
        var high = count
        while last < high {
            let middle = (last + high) / 2
            if hasPrefix(middle, prefix) { last = middle + 1 } else { high = middle }
        }
        return first..<last
    }

    /// Whether spelling `index` is exactly `text`.
    func equals(_ index: Int, _ text: [UInt8]) -> Bool {
        Int(starts[index + 1] - starts[index]) == text.count && hasPrefix(index, text)
    }

    /// Spelling `index`'s bytes.
    func spelling(_ index: Int) -> ArraySlice<UInt8> { bytes[Int(starts[index])..<Int(starts[index + 1])] }

    private func hasPrefix(_ index: Int, _ prefix: [UInt8]) -> Bool {
        let start = Int(starts[index]), end = Int(starts[index + 1])
        guard end - start >= prefix.count else { return false }
        for offset in 0..<prefix.count where bytes[start + offset] != prefix[offset] { return false }
        return true
    }

    /// The first spelling not below `text` in byte order.
    private func lowerBound(_ text: [UInt8]) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isBelow(middle, text) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func isBelow(_ index: Int, _ text: [UInt8]) -> Bool {
        let start = Int(starts[index]), end = Int(starts[index + 1])
        for offset in 0..<min(end - start, text.count) where bytes[start + offset] != text[offset] {
            return bytes[start + offset] < text[offset]
        }
        return end - start < text.count
    }
}
