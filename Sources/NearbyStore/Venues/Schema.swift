import NearbySQLite

/// The store's schema, as a list of migrations applied in order. `PRAGMA user_version` records
/// how many have run; a database from a newer Nearby (a higher version) is refused untouched.
enum Schema {
    // The trigger bodies that steps 3 and 4 both write (4 adds a condition to 3's triggers).

    /// Counts the venue `NEW` into its cell at every level.
    private static let countIntoCells = """
        INSERT INTO venue_cell
            SELECT level, CAST((NEW.lat + 90) * scale AS INTEGER), CAST((NEW.lon + 180) * scale AS INTEGER),
                   1, NEW.lat, NEW.lon FROM venue_cell_level WHERE true
            ON CONFLICT DO UPDATE SET count = count + 1, lat_sum = lat_sum + excluded.lat_sum,
                                      lon_sum = lon_sum + excluded.lon_sum;
        """
    /// Counts the venue `OLD` out of its cell at every level, dropping cells left empty.
    private static let countOutOfCells = """
        UPDATE venue_cell SET count = count - 1, lat_sum = lat_sum - OLD.lat, lon_sum = lon_sum - OLD.lon
            WHERE (level, row, col) IN (SELECT level, CAST((OLD.lat + 90) * scale AS INTEGER),
                                               CAST((OLD.lon + 180) * scale AS INTEGER) FROM venue_cell_level);
        DELETE FROM venue_cell WHERE count <= 0
            AND (level, row, col) IN (SELECT level, CAST((OLD.lat + 90) * scale AS INTEGER),
                                             CAST((OLD.lon + 180) * scale AS INTEGER) FROM venue_cell_level);
        """
    /// Replaces the search index's entry of `OLD`'s folded name by `NEW`'s.
    private static let refoldName = """
        INSERT INTO venue_name (venue_name, rowid, name_folded)
            SELECT 'delete', OLD.vid, OLD.name_folded WHERE OLD.name_folded IS NOT NULL;
        INSERT INTO venue_name (rowid, name_folded) SELECT NEW.vid, NEW.name_folded WHERE NEW.name_folded IS NOT NULL;
        """
    /// True outside an import's batch (see step 4): the row `NEW` is not one of the batch's.
    private static let outsideBulk = "NOT EXISTS (SELECT 1 FROM venue_bulk WHERE NEW.vid > after_vid)"

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
        // 3: search folding and cluster counts (VenueStore+Nearest, VenueStore+Clusters).
        // `name_folded` is the name as search compares it (SearchFolding); the store writes it
        // with every upsert, and rows from before this step are folded on open (the partial
        // index finds them without a scan). `venue_name` indexes the folded names by trigram
        // (FTS5, kept by triggers) so a rare filter finds its few venues without reading the
        // region; it holds no copy of the text (external content). `venue_cell` counts venues
        // per latitude/longitude cell at five sizes (4°, 1°, 1/4°, 1/16°, 1/64°: `scale` cells
        // per degree), kept by triggers so the map's clusters at world zoom read a few thousand
        // cells, not a million venues.
        """
        ALTER TABLE venue ADD COLUMN name_folded TEXT;
        CREATE INDEX venue_unfolded ON venue (vid) WHERE name_folded IS NULL;
        CREATE VIRTUAL TABLE venue_name USING fts5(
            name_folded, content = 'venue', content_rowid = 'vid', tokenize = 'trigram case_sensitive 1', detail = 'none'
        );
        CREATE TRIGGER venue_name_insert AFTER INSERT ON venue WHEN NEW.name_folded IS NOT NULL BEGIN
            INSERT INTO venue_name (rowid, name_folded) VALUES (NEW.vid, NEW.name_folded);
        END;
        CREATE TRIGGER venue_name_delete AFTER DELETE ON venue WHEN OLD.name_folded IS NOT NULL BEGIN
            INSERT INTO venue_name (venue_name, rowid, name_folded) VALUES ('delete', OLD.vid, OLD.name_folded);
        END;
        CREATE TRIGGER venue_name_update AFTER UPDATE OF name_folded ON venue
        WHEN OLD.name_folded IS NOT NEW.name_folded BEGIN
            \(refoldName)
        END;
        CREATE TABLE venue_cell_level (level INTEGER PRIMARY KEY, scale REAL NOT NULL);
        INSERT INTO venue_cell_level VALUES (0, 0.25), (1, 1), (2, 4), (3, 16), (4, 64);
        CREATE TABLE venue_cell (
            level INTEGER NOT NULL,
            row INTEGER NOT NULL,
            col INTEGER NOT NULL,
            count INTEGER NOT NULL,
            lat_sum REAL NOT NULL,
            lon_sum REAL NOT NULL,
            PRIMARY KEY (level, row, col)
        ) WITHOUT ROWID;
        INSERT INTO venue_cell
            SELECT l.level, CAST((v.lat + 90) * l.scale AS INTEGER), CAST((v.lon + 180) * l.scale AS INTEGER),
                   count(*), sum(v.lat), sum(v.lon)
            FROM venue AS v, venue_cell_level AS l GROUP BY 1, 2, 3;
        CREATE TRIGGER venue_cell_insert AFTER INSERT ON venue BEGIN
            \(countIntoCells)
        END;
        CREATE TRIGGER venue_cell_delete AFTER DELETE ON venue BEGIN
            \(countOutOfCells)
        END;
        CREATE TRIGGER venue_cell_move AFTER UPDATE OF lat, lon ON venue
        WHEN OLD.lat IS NOT NEW.lat OR OLD.lon IS NOT NEW.lon BEGIN
            \(countOutOfCells)
            \(countIntoCells)
        END;
        """,
        // 4: bulk imports (VenueStore+Bulk). Inside an import's batch transaction, and only
        // there, `venue_bulk` holds the last vid before the batch: the insert triggers (and the
        // update triggers, for rows new in the batch) stand aside, and the batch's folded names
        // and cell counts are written once, set-based, before the marker goes and the batch
        // commits. The marker is never committed, so every other write keeps its triggers.
        """
        CREATE TABLE venue_bulk (after_vid INTEGER NOT NULL);
        DROP TRIGGER venue_name_insert;
        CREATE TRIGGER venue_name_insert AFTER INSERT ON venue WHEN (NEW.name_folded IS NOT NULL) AND \(outsideBulk) BEGIN
            INSERT INTO venue_name (rowid, name_folded) VALUES (NEW.vid, NEW.name_folded);
        END;
        DROP TRIGGER venue_name_update;
        CREATE TRIGGER venue_name_update AFTER UPDATE OF name_folded ON venue
        WHEN (OLD.name_folded IS NOT NEW.name_folded) AND \(outsideBulk) BEGIN
            \(refoldName)
        END;
        DROP TRIGGER venue_cell_insert;
        CREATE TRIGGER venue_cell_insert AFTER INSERT ON venue WHEN \(outsideBulk) BEGIN
            \(countIntoCells)
        END;
        DROP TRIGGER venue_cell_move;
        CREATE TRIGGER venue_cell_move AFTER UPDATE OF lat, lon ON venue
        WHEN (OLD.lat IS NOT NEW.lat OR OLD.lon IS NOT NEW.lon) AND \(outsideBulk) BEGIN
            \(countOutOfCells)
            \(countIntoCells)
        END;
        """,
        // 5: the details a source gives (VenueDetails: opening hours, phone, website, cuisine, wifi,
        // outdoor seating, wheelchair), NULL where it gave none; rows from before keep every
        // column they had, the user's imported ones included. `venue_hours` is a second R*Tree
        // over only the venues with opening hours, kept by triggers, whose third dimension is the
        // number of the venue's value in `hours_value` (each distinct value once): "open now"
        // reads the tenth of venues that can be open, nearest first, and judges each by its
        // value without a lookup per venue (an R*Tree's auxiliary columns would cost one each).
        // Numbers past 2^24 are not exact in the R*Tree's 32-bit floats; readers then take the
        // venue's own column.
        """
        ALTER TABLE venue ADD COLUMN opening_hours TEXT;
        ALTER TABLE venue ADD COLUMN phone TEXT;
        ALTER TABLE venue ADD COLUMN website TEXT;
        ALTER TABLE venue ADD COLUMN cuisine TEXT;
        ALTER TABLE venue ADD COLUMN internet_access TEXT;
        ALTER TABLE venue ADD COLUMN outdoor_seating TEXT;
        ALTER TABLE venue ADD COLUMN wheelchair TEXT;
        CREATE TABLE hours_value (id INTEGER PRIMARY KEY, value TEXT NOT NULL UNIQUE);
        CREATE VIRTUAL TABLE venue_hours USING rtree(vid, min_lat, max_lat, min_lon, max_lon, min_value, max_value);
        CREATE TRIGGER venue_hours_insert AFTER INSERT ON venue WHEN NEW.opening_hours IS NOT NULL BEGIN
            INSERT INTO hours_value (value) VALUES (NEW.opening_hours) ON CONFLICT (value) DO NOTHING;
            INSERT INTO venue_hours SELECT NEW.vid, NEW.lat, NEW.lat, NEW.lon, NEW.lon, id, id
                FROM hours_value WHERE value = NEW.opening_hours;
        END;
        CREATE TRIGGER venue_hours_delete AFTER DELETE ON venue WHEN OLD.opening_hours IS NOT NULL BEGIN
            DELETE FROM venue_hours WHERE vid = OLD.vid;
        END;
        CREATE TRIGGER venue_hours_update AFTER UPDATE OF opening_hours, lat, lon ON venue
        WHEN OLD.opening_hours IS NOT NEW.opening_hours OR OLD.lat IS NOT NEW.lat OR OLD.lon IS NOT NEW.lon BEGIN
            DELETE FROM venue_hours WHERE vid = OLD.vid;
            INSERT INTO hours_value (value) SELECT NEW.opening_hours WHERE NEW.opening_hours IS NOT NULL
                ON CONFLICT (value) DO NOTHING;
            INSERT INTO venue_hours SELECT NEW.vid, NEW.lat, NEW.lat, NEW.lon, NEW.lon, id, id
                FROM hours_value WHERE value = NEW.opening_hours;
        END;
        """,
        // 6: OpenStreetMap extracts (VenueStore+Extracts): one row per extract, by name, with its
        // bounds and graph figures; its walking graph's bytes in a table of their own, so listing
        // the extracts never reads a graph; and which venues each extract gave, so importing it
        // again removes the cafés it no longer has. A venue may come from two extracts that
        // overlap; a deleted venue leaves no link behind (its vid may be used again).
        """
        CREATE TABLE extract (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            south REAL NOT NULL,
            west REAL NOT NULL,
            north REAL NOT NULL,
            east REAL NOT NULL,
            node_count INTEGER NOT NULL,
            edge_count INTEGER NOT NULL,
            source TEXT NOT NULL,
            imported_at INTEGER NOT NULL
        );
        CREATE TABLE extract_graph (
            extract INTEGER PRIMARY KEY REFERENCES extract (id) ON DELETE CASCADE,
            bytes BLOB NOT NULL
        );
        CREATE TABLE extract_venue (
            extract INTEGER NOT NULL REFERENCES extract (id) ON DELETE CASCADE,
            vid INTEGER NOT NULL,
            PRIMARY KEY (extract, vid)
        ) WITHOUT ROWID;
        CREATE INDEX extract_venue_vid ON extract_venue (vid);
        CREATE TRIGGER extract_venue_gone AFTER DELETE ON venue BEGIN
            DELETE FROM extract_venue WHERE vid = OLD.vid;
        END;
        """,
        // Facets (FacetBits): the raw tags power and indoor seating are read from (`sockets`: the
        // types of a source's `socket:*` tags), and `facets`, every facet of the venue in two bits
        // each (0 while none is known), written with each upsert from the details. Rows from
        // before this step that have a facet tag get -1 and are worked out on open (the partial
        // index finds them without a scan). `venue_facets` is a third R*Tree, over only the
        // venues with a known facet (a tenth or less of them), kept by triggers, whose third
        // dimension is the bits: a filtered reload reads only those venues and judges each from
        // its entry without a row read, as `venue_hours` serves "open now". Ten bits are exact in
        // the R*Tree's 32-bit floats.
        """
        ALTER TABLE venue ADD COLUMN power_supply TEXT;
        ALTER TABLE venue ADD COLUMN indoor_seating TEXT;
        ALTER TABLE venue ADD COLUMN sockets TEXT;
        ALTER TABLE venue ADD COLUMN facets INTEGER NOT NULL DEFAULT 0;
        UPDATE venue SET facets = -1
            WHERE internet_access IS NOT NULL OR outdoor_seating IS NOT NULL OR wheelchair IS NOT NULL;
        CREATE INDEX venue_unfaceted ON venue (vid) WHERE facets < 0;
        CREATE VIRTUAL TABLE venue_facets USING rtree(vid, min_lat, max_lat, min_lon, max_lon, min_bits, max_bits);
        CREATE TRIGGER venue_facets_insert AFTER INSERT ON venue WHEN NEW.facets > 0 BEGIN
            INSERT INTO venue_facets VALUES (NEW.vid, NEW.lat, NEW.lat, NEW.lon, NEW.lon, NEW.facets, NEW.facets);
        END;
        CREATE TRIGGER venue_facets_delete AFTER DELETE ON venue WHEN OLD.facets > 0 BEGIN
            DELETE FROM venue_facets WHERE vid = OLD.vid;
        END;
        CREATE TRIGGER venue_facets_update AFTER UPDATE OF facets, lat, lon ON venue
        WHEN OLD.facets IS NOT NEW.facets OR OLD.lat IS NOT NEW.lat OR OLD.lon IS NOT NEW.lon BEGIN
            DELETE FROM venue_facets WHERE vid = OLD.vid;
            INSERT INTO venue_facets SELECT NEW.vid, NEW.lat, NEW.lat, NEW.lon, NEW.lon, NEW.facets, NEW.facets
                WHERE NEW.facets > 0;
        END;
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
    static func migrate(_ db: Database) throws(StoreError) {
        while true {
            let version = try sqlite { () throws(SQLiteError) in try db.pragmaInteger("user_version") }
            guard version <= latestVersion else {
                throw .newerSchema(found: version, supported: latestVersion)
            }
            if version == latestVersion { return }
            try sqlite { () throws(SQLiteError) in
                try db.transaction { () throws(SQLiteError) in
                    let current = try db.pragmaInteger("user_version")
                    guard current == version else { return }  // another process moved it on; look again
                    try db.execute(migrations[version])
                    try db.execute("PRAGMA user_version = \(version + 1)")
                }
            }
        }
    }
}
