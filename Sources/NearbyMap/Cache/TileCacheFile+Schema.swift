import NearbySQLite

extension TileCacheFile {
    /// Version 2 keys every tile by its source (`tile_source`); version 1 had one pool of tiles
    /// whose source only `tiles fetch` recorded, in `metadata`.
    static let schemaVersion = 2

    /// The tables of a new file, and of a version 1 file once moved to version 2. Other tools
    /// read the `tiles` view: the tiles of the source opened last.
    static let schemaSQL = """
        CREATE TABLE IF NOT EXISTS tile_source (
            id INTEGER PRIMARY KEY, url TEXT NOT NULL UNIQUE, schema TEXT, opened INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS tile_store (
            source INTEGER NOT NULL, zoom_level INTEGER NOT NULL, tile_column INTEGER NOT NULL, tile_row INTEGER NOT NULL,
            tile_data BLOB NOT NULL, etag TEXT, fetched_at INTEGER NOT NULL, used_at INTEGER NOT NULL,
            PRIMARY KEY (source, zoom_level, tile_column, tile_row));
        CREATE INDEX IF NOT EXISTS tile_store_by_use ON tile_store (used_at);
        CREATE VIEW IF NOT EXISTS tiles AS
            SELECT zoom_level, tile_column, tile_row, tile_data FROM tile_store
            WHERE length(tile_data) > 0 AND source = (SELECT id FROM tile_source ORDER BY opened DESC LIMIT 1);
        CREATE TABLE IF NOT EXISTS metadata (name TEXT PRIMARY KEY, value TEXT);
        PRAGMA application_id = \(applicationID);
        PRAGMA user_version = \(schemaVersion);
        """

    /// Creates the tables of a new file, or moves a version 1 file to version 2: its tiles are
    /// kept as the source its metadata names (`tiles fetch` wrote it), else dropped — whose they
    /// were is not known, and a cache can be fetched again. Inside one write transaction, the
    /// version read again there, so two processes opening one old file move it once.
    static func prepareSchema(_ database: Database) throws(SQLiteError) {
        guard try database.pragmaInteger("user_version") < schemaVersion else { return }
        try database.transaction { () throws(SQLiteError) in
            let version = try database.pragmaInteger("user_version")
            guard version < schemaVersion else { return }
            guard version == 1 else {
                try database.execute(schemaSQL)
                return
            }
            try database.execute("DROP VIEW IF EXISTS tiles; DROP INDEX IF EXISTS tile_store_by_use; ALTER TABLE tile_store RENAME TO tile_store_v1")
            try database.execute(schemaSQL)
            let named = try database.prepare("SELECT value FROM metadata WHERE name = 'nearby_source'")
            if try named.step() {
                let url = named.text(at: 0)
                named.reset()
                try database.prepare("INSERT INTO tile_source (url, opened) VALUES (?, 1)").run([.text(url)])
                try database.execute("""
                    INSERT INTO tile_store (source, zoom_level, tile_column, tile_row, tile_data, etag, fetched_at, used_at)
                    SELECT \(database.lastInsertRowID), zoom_level, tile_column, tile_row, tile_data, etag, fetched_at, used_at
                    FROM tile_store_v1
                    """)
            }
            try database.execute("DROP TABLE tile_store_v1")
        }
    }

    /// The id of `source` in the file, recorded now if it is new, and made the source opened
    /// last. A source whose schema changed (both known) loses the tiles of the old one.
    static func register(_ source: TileCacheSource, in database: Database) throws(SQLiteError) -> Int {
        try database.transaction { () throws(SQLiteError) -> Int in
            let find = try database.prepare("SELECT id, schema FROM tile_source WHERE url = ?")
            try find.bind([.text(source.url)])
            let schema: Statement.Value = source.schema.map { .text($0.rawValue) } ?? .null
            let id: Int
            if try find.step() {
                id = find.int(at: 0)
                let held = find.isNull(at: 1) ? nil : find.text(at: 1)
                find.reset()
                if let given = source.schema?.rawValue, held != given {
                    if held != nil { try database.prepare("DELETE FROM tile_store WHERE source = ?").run([.integer(id)]) }
                    try database.prepare("UPDATE tile_source SET schema = ? WHERE id = ?").run([schema, .integer(id)])
                }
            } else {
                find.reset()
                try database.prepare("INSERT INTO tile_source (url, schema, opened) VALUES (?, ?, 0)").run([.text(source.url), schema])
                id = database.lastInsertRowID
            }
            try database.prepare("UPDATE tile_source SET opened = (SELECT coalesce(max(opened), 0) + 1 FROM tile_source) WHERE id = ?")
                .run([.integer(id)])
            return id
        }
    }
}
