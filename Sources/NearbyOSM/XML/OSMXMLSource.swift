import NearbyTileFormats

/// The bytes of an OSM XML file in chunks, inflated on the way when it is gzip'd: one
/// compressed and one inflated chunk in memory at a time.
struct OSMXMLSource {
    private let file: OSMInput
    private let inflater: InflateStream?
    /// File bytes read so far (compressed bytes for gzip), for progress.
    private(set) var offset: UInt64 = 0
    private var compressed: [UInt8] = []
    private var used = 0

    init(file: OSMInput, gzip: Bool) throws(OSMReadError) {
        self.file = file
        do {
            inflater = gzip ? try InflateStream() : nil
        } catch {
            throw OSMReadError("Cannot start inflating the gzip'd extract (\(error)).")
        }
    }

    /// The next chunk of XML, or nil at the end of the file.
    mutating func next() throws(OSMReadError) -> [UInt8]? {
        guard let inflater else { return try read() }
        while true {
            if used == compressed.count {
                guard let chunk = try read() else {
                    guard inflater.isAtEnd else { throw OSMReadError("The gzip'd extract ends early: the file is truncated.") }
                    return nil
                }
                compressed = chunk
                used = 0
            }
            var output: [UInt8] = []
            do {
                used += try compressed.withUnsafeBufferPointer { buffer throws(InflateError) in
                    try inflater.inflate(UnsafeBufferPointer(rebasing: buffer[used...]), into: &output, capacity: file.chunkBytes)
                }
            } catch {
                throw OSMReadError("The gzip'd extract is damaged: \(error).")
            }
            if !output.isEmpty { return output }
        }
    }

    private mutating func read() throws(OSMReadError) -> [UInt8]? {
        guard offset < file.size else { return nil }
        let count = min(UInt64(file.chunkBytes), file.size - offset)
        let bytes = try file.read(offset: offset, length: count, what: "the extract at byte \(offset)")
        offset += count
        return bytes
    }
}
