import CZlib

/// A gzip or zlib stream inflated a piece at a time, for files read in chunks (gzip'd OSM XML):
/// memory stays one input chunk and one output chunk whatever the file's size. Concatenated gzip
/// members are read one after the other, as `gzip -d` reads them. One thread owns it.
package final class InflateStream {
    private let stream: UnsafeMutablePointer<z_stream>
    /// The last member's end marker was read and no input followed it yet.
    package private(set) var isAtEnd = false

    package init() throws(InflateError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard nb_zlib_inflate_init2(stream, 15 + 32) == Z_OK else {
            stream.deallocate()
            throw .corrupt("inflateInit2 failed")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Inflates from the start of `input`, appending at most `capacity` bytes to `output`.
    /// Returns how many input bytes it used; when it used none and wrote none, it needs more input.
    package func inflate(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], capacity: Int) throws(InflateError) -> Int {
        guard capacity > 0 else { return 0 }
        if isAtEnd {
            guard !input.isEmpty else { return 0 }
            // Another gzip member follows the one that ended.
            guard inflateReset(stream) == Z_OK else { throw .corrupt("inflateReset failed") }
            isAtEnd = false
        }
        let start = output.count
        output.append(contentsOf: repeatElement(0, count: capacity))
        let inputCount = UInt32(min(input.count, Int(UInt32.max)))
        let status = output.withUnsafeMutableBufferPointer { buffer -> Int32 in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = inputCount
            stream.pointee.next_out = buffer.baseAddress! + start
            stream.pointee.avail_out = UInt32(capacity)
            return CZlib.inflate(stream, Z_NO_FLUSH)
        }
        let used = Int(inputCount - stream.pointee.avail_in)
        output.removeLast(Int(stream.pointee.avail_out))
        switch status {
        case Z_STREAM_END:
            isAtEnd = true
        case Z_OK, Z_BUF_ERROR:
            break
        default:
            throw .corrupt(stream.pointee.msg.map { String(cString: $0) } ?? "zlib status \(status)")
        }
        return used
    }
}
