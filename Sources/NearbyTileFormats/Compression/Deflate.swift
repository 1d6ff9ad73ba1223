import CZlib

/// zlib compression, for the files Nearby writes itself (OSM PBF blobs for tests and the bench).
package enum Deflate {
    /// `bytes` as a zlib stream (RFC 1950), or nil if zlib fails (out of memory).
    package static func zlib(_ bytes: [UInt8], level: Int32 = Z_DEFAULT_COMPRESSION) -> [UInt8]? {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &length, input.baseAddress, uLong(input.count), level)
            }
        }
        guard status == Z_OK else { return nil }
        output.removeLast(output.count - Int(length))
        return output
    }
}
