import CZlib

extension Inflate {
    /// Inflates a zlib or gzip stream whose inflated size is declared (an OSM PBF blob's
    /// `raw_size`) straight into one buffer of that size. Output beyond `size` is `.tooLarge`
    /// (a zlib bomb, or a lying size); a stream that ends short of `size` gives what it holds.
    package static func inflate(_ input: UnsafeBufferPointer<UInt8>, size: Int) throws(InflateError) -> [UInt8] {
        var stream = z_stream()
        guard input.count <= Int(UInt32.max), size <= Int(UInt32.max) else { throw .tooLarge(limit: Int(UInt32.max)) }
        guard nb_zlib_inflate_init2(&stream, 15 + 32) == Z_OK else { throw .corrupt("inflateInit2 failed") }
        defer { inflateEnd(&stream) }
        var failure: InflateError?
        let output = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(input.count)
            stream.next_out = buffer.baseAddress
            stream.avail_out = buffer.baseAddress == nil ? 0 : UInt32(size)
            var probe: UInt8 = 0
            var probing = false
            while true {
                if !probing && stream.avail_out == 0 {
                    // The buffer is full: one more byte of output would pass the declared size.
                    probing = true
                    count = size
                }
                let status = probing
                    ? withUnsafeMutablePointer(to: &probe) { pointer -> Int32 in
                        stream.next_out = pointer
                        stream.avail_out = 1
                        return CZlib.inflate(&stream, Z_NO_FLUSH)
                    }
                    : CZlib.inflate(&stream, Z_NO_FLUSH)
                if probing && stream.avail_out == 0 {
                    failure = .tooLarge(limit: size)
                    return
                }
                switch status {
                case Z_STREAM_END:
                    if !probing { count = size - Int(stream.avail_out) }
                    return
                case Z_OK where stream.avail_in > 0 || (!probing && stream.avail_out == 0):
                    continue
                case Z_OK, Z_BUF_ERROR:
                    // Input used up before the end marker.
                    failure = .truncated
                    count = 0
                    return
                default:
                    failure = .corrupt(stream.msg.map { String(cString: $0) } ?? "zlib status \(status)")
                    count = 0
                    return
                }
            }
        }
        if let failure { throw failure }
        return output
    }
}
