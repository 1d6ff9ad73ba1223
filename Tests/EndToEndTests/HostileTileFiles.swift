import Foundation
import XCTest

/// Hostile tile files, made by python3's sqlite3 and gzip in the test's folder (real SQLite
/// files, as another tool would write them): each is small on disk and huge once read —
/// a gzip bomb, 2M points, 1M keys, a 100 MB stored tile, views over a query that never ends.
enum HostileTileFiles {
    enum Kind: String, CaseIterable {
        /// z0–z2, every tile 60 kB of gzip inflating to 62 MB.
        case bomb
        /// z0–z2, every tile one line of 2,000,000 points (4 MB inflated, under the inflate cap).
        case points
        /// z0–z2, every tile a layer of 1,000,000 keys.
        case keys
        /// z0: one tile of 100 MB (zeroblob, stored for real).
        case stored
        /// `tiles` a view over a recursive query.
        case tilesView = "tiles-view"
        /// `metadata` a view over a recursive query.
        case metadataView = "metadata-view"
        /// `tiles` a view of one 900 MB zeroblob.
        case zeroblobView = "zeroblob-view"
    }

    /// The MBTiles file of `kind` in `directory`, and beside it `KIND.tile`: one such tile's
    /// bytes as a server would send them (for the tile kinds).
    static func make(_ kind: Kind, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("\(kind.rawValue).mbtiles").path
        let result = try Spawn.run(["python3", "-c", script, kind.rawValue, path])
        guard result.status == 0 else { throw XCTSkip("python3 could not make the file: \(result.error)") }
        return path
    }

    static let script = MVTScript.prelude + #"""
        kind, path = sys.argv[1], sys.argv[2]
        def layer(body): return field(3, fvar(15, 2) + field(1, b"water") + body + fvar(5, 4096))
        def points(n):
            steps = (bytes([2, 2, 1, 1]) * n)[:2 * (n - 1)]
            geometry = varint(9) + varint(0) + varint(0) + varint((n - 1) << 3 | 2) + steps
            return layer(field(2, fvar(3, 2) + field(4, geometry)))
        data = None
        if kind == "bomb":
            data = gzip.compress(b"\x1a" + varint(62_000_000) + bytes(62_000_000), 9)
        elif kind == "points":
            data = gzip.compress(points(2_000_000))
        elif kind == "keys":
            data = gzip.compress(layer(field(3, b"k") * 1_000_000))
        if data is not None:
            open(path[:-len(".mbtiles")] + ".tile", "wb").write(data)
        db = sqlite3.connect(path)
        recursive = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)"
        table = "CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)"
        if kind == "tiles-view":
            db.execute("CREATE TABLE metadata (name TEXT, value TEXT)")
            db.execute(f"CREATE VIEW tiles AS {recursive} SELECT 0 AS zoom_level, 0 AS tile_column, n AS tile_row, "
                       "x'1a00' AS tile_data FROM r WHERE n < 0")
        elif kind == "zeroblob-view":
            db.execute("CREATE VIEW tiles AS SELECT 0 AS zoom_level, 0 AS tile_column, 0 AS tile_row, zeroblob(900000000) AS tile_data")
        elif kind == "metadata-view":
            db.execute(table)
            db.execute(f"CREATE VIEW metadata AS {recursive} SELECT 'k' || n AS name, printf('%.1000c', 'x') AS value FROM r")
        else:
            db.execute("CREATE TABLE metadata (name TEXT, value TEXT)")
            db.execute(table)
            db.execute("CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row)")
            db.executemany("INSERT INTO metadata VALUES (?, ?)",
                           [("name", kind), ("format", "pbf"), ("minzoom", "0"), ("maxzoom", "2")])
            if kind == "stored":
                db.execute("INSERT INTO tiles VALUES (0, 0, 0, zeroblob(100000000))")
            else:
                for z in range(3):
                    for x in range(1 << z):
                        for y in range(1 << z):
                            db.execute("INSERT INTO tiles VALUES (?, ?, ?, ?)", (z, x, y, data))
        db.commit()
        """#
}
