/// The store's schema, as a list of migrations applied in order. `PRAGMA user_version` records
/// how many have run; a database from a newer Nearby (a higher version) is refused untouched.
enum Schema {
    static let migrations: [String] = [
        // 1: venues keyed by (provider, id), an R*Tree over their coordinates, and a meta table.
        """
        CREATE TABLE venue (
            vid INTEGER PRIMARY KEY,
            provider TEXT NOT NULL,
            id TEXT NOT NULL,
            name TEXT NOT NULL,
            address TEXT NOT NULL DEFAULT '',
            lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
            lon REAL NOT NULL CHECK (lon BETWEEN -180 AND 180),
            updated_at INTEGER NOT NULL,
            UNIQUE (provider, id)
        );
        CREATE VIRTUAL TABLE venue_index USING rtree(vid, min_lat, max_lat, min_lon, max_lon);
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        """,
        // 2: which rows are the user's. `imported` is 0 for rows from providers and the bundled
        // dataset, else the number of the import run that last wrote the row: fetches never
        // overwrite those, and an import tells a repeated id from a stored one. Rows imported
        // before this column existed are known only by the `import` provider.
        """
        ALTER TABLE venue ADD COLUMN imported INTEGER NOT NULL DEFAULT 0;
        UPDATE venue SET imported = 1 WHERE provider = 'import';
        INSERT INTO meta (key, value) SELECT 'last_import_run', '1' WHERE EXISTS (SELECT 1 FROM venue WHERE imported = 1);
        """,
    ]

    /// `PRAGMA application_id` of Nearby's databases ("Nrby" in ASCII), so `file(1)` and nearby
    /// itself can tell them from other programs' SQLite files.
    static let applicationID: Int32 = 0x4E72_6279

    /// The tables every Nearby database has had since schema 1.
    static let tables: Set<String> = ["venue", "venue_index", "meta"]

    static var latestVersion: Int { migrations.count }

    /// Brings the database to the latest version, each step in its own transaction. The version
    /// is read again under the write lock: two processes opening a new file at once must not
    /// both run the same step.
    static func migrate(_ db: Database) throws {
        while true {
            let version = try db.pragmaInteger("user_version")
            guard version <= latestVersion else {
                throw StoreError.newerSchema(found: version, supported: latestVersion)
            }
            if version == latestVersion { return }
            try db.transaction {
                let current = try db.pragmaInteger("user_version")
                guard current == version else { return }  // another process moved it on; look again
                try db.execute(migrations[version])
                try db.execute("PRAGMA user_version = \(version + 1)")
            }
        }
    }
}
