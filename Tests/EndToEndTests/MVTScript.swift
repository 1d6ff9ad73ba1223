import Foundation

/// What the tests' python3 scripts share to write vector tiles by hand (the MVT protobuf's
/// varints, zigzag deltas and length-delimited fields), put before each script's own lines.
enum MVTScript {
    static let prelude = #"""
        import gzip, json, sqlite3, sys
        def varint(v):
            out = bytearray()
            while v >= 0x80:
                out.append((v & 0x7F) | 0x80)
                v >>= 7
            out.append(v)
            return bytes(out)
        def zz(d): return (d << 1) if d >= 0 else ((-d) << 1) - 1
        def field(n, b): return varint(n << 3 | 2) + varint(len(b)) + b
        def fvar(n, v): return varint(n << 3) + varint(v)

        """#
}
