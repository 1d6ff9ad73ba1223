import NearbySQLite

extension VenueStore {
    /// Writes the hours R*Tree (`venue_hours`, schema step 5) again, its entries in place order
    /// as ``writeFacetEntries(after:)`` writes the facet tree's: its triggers add an import's
    /// venues in file order, and a tree grown so overlaps and scatters its nodes, so every
    /// "open now" reload read far more of it than it listed. The tree is emptied by making it
    /// again from its own stored definition (an R*Tree deletes entry by entry, re-inserting as
    /// nodes empty); the triggers and `hours_value` stay as they are.
    func rewriteHoursEntries() throws(SQLiteError) {
        let definition = try database.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'venue_hours'")
        guard try definition.step() else { return }
        let create = definition.text(at: 0)
        definition.reset()
        try database.execute("DROP TABLE venue_hours")
        try database.execute(create)
        let count = try database.prepare("SELECT count(*) FROM venue WHERE opening_hours IS NOT NULL")
        let rows = try count.step() ? count.int(at: 0) : 0
        count.reset()
        guard rows > 0 else { return }
        let insert = try database.prepare("""
            INSERT INTO venue_hours SELECT v.vid, v.lat, v.lat, v.lon, v.lon, h.id, h.id
            FROM venue AS v JOIN hours_value AS h ON h.value = v.opening_hours WHERE v.opening_hours IS NOT NULL
            ORDER BY \(Self.placeOrder("v"))
            """)
        try insert.bind(double: Self.placeStrips(rows), at: 1)
        try insert.runBound()
    }

    /// The place order of a tree's entries: strips of longitude, north to south within each, the
    /// strips' count per degree bound as `?1` (``placeStrips(_:)``). Inserted so, the rtree
    /// module fills one leaf after another and its nodes stay together in the file.
    static func placeOrder(_ table: String) -> String {
        "CAST((\(table).lon + 180) * ?1 AS INTEGER), \(table).lat DESC"
    }

    /// The strips per degree of longitude for `rows` entries: about as many strips as a leaf's
    /// worth of entries (~50) fills one strip's width, sqrt(n / 50).
    static func placeStrips(_ rows: Int) -> Double {
        max(1.0, (Double(rows) / 50).squareRoot().rounded(.up)) / 360
    }
}
