import CZlib

/// gzip and zlib decompression through the system zlib, with a cap on the output size.
public enum Inflate {
    /// Tiles are small; a decoded tile past this is hostile or broken.
    public static let defaultLimit = TileLimits.maxInflatedBytes

    /// True when the bytes start with the gzip magic number.
    public static func isGzip(_ bytes: some Collection<UInt8>) -> Bool {
        var i = bytes.makeIterator()
        return i.next() == 0x1F && i.next() == 0x8B
    }

    /// Inflates a gzip or zlib stream (detected from its header), or with `raw` a bare deflate
    /// stream (a zip entry's); throws rather than exceed `limit`.
    public static func inflate(_ input: [UInt8], limit: Int = defaultLimit, raw: Bool = false) throws(InflateError) -> [UInt8] {
        var stream = z_stream()
        // 15 + 32: the largest window, and detect gzip or zlib from the header; -15: no header at all.
        guard nb_zlib_inflate_init2(&stream, raw ? -15 : 15 + 32) == Z_OK else { throw .corrupt("inflateInit2 failed") }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, max(input.count * 4, 1024)))
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var status: Int32 = Z_OK
        var failure: InflateError?
        input.withUnsafeBufferPointer { source in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = UInt32(source.count)
            chunk.withUnsafeMutableBufferPointer { buffer in
                repeat {
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = UInt32(buffer.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    let produced = buffer.count - Int(stream.avail_out)
                    if status != Z_OK && status != Z_STREAM_END {
                        failure = status == Z_BUF_ERROR ? .truncated
                            : .corrupt(stream.msg.map { String(cString: $0) } ?? "zlib status \(status)")
                        return
                    }
                    if output.count + produced > limit {
                        failure = .tooLarge(limit: limit)
                        return
                    }
                    output.append(contentsOf: buffer[0..<produced])
                    // No progress with input left and room to write means the stream is stuck.
                    if status == Z_OK && stream.avail_in == 0 && stream.avail_out > 0 {
                        failure = .truncated
                        return
                    }
                } while status != Z_STREAM_END
            }
        }
        if let failure { throw failure }
        return output
    }

    /// The bytes inflated when they are gzip, else unchanged (tiles are stored either way).
    public static func inflateIfGzip(_ bytes: [UInt8], limit: Int = defaultLimit) throws(InflateError) -> [UInt8] {
        isGzip(bytes) ? try inflate(bytes, limit: limit) : bytes
    }
}
