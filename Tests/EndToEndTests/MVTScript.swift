import Foundation

/// What the tests' python3 scripts share to write vector tiles by hand (the MVT protobuf's
/// varints, zigzag deltas and length-delimited fields) and to store one tile as every tile of
/// zooms 0 to `maxzoom` of an MBTiles, put before each script's own lines.
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
        def mbtiles(path, name, maxzoom, data):
            db = sqlite3.connect(path)
            db.execute("CREATE TABLE metadata (name TEXT, value TEXT)")
            db.execute("CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)")
            db.executemany("INSERT INTO metadata VALUES (?, ?)",
                           [("name", name), ("format", "pbf"), ("minzoom", "0"), ("maxzoom", str(maxzoom))])
            for z in range(maxzoom + 1):
                for x in range(1 << z):
                    for y in range(1 << z):
                        db.execute("INSERT INTO tiles VALUES (?, ?, ?, ?)", (z, x, y, data))
            db.commit()

        """#
}
