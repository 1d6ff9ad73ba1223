import NearbyFormats
import NearbyGeo
import NearbySQLite
import NearbyText

/// Saved places (schema step 7): the user's own table, which fetches and imports never delete;
/// triggers keep a saved venue's copy as current as its venue row.
extension VenueStore {
    /// Two places with the same name closer than this are one place (an import does not add it again).
    public static let samePlaceMeters = 10.0

    static let savedColumns = "number, provider, id, name, address, lat, lon, \(detailNames), note, saved_at"

    /// Every saved place, oldest first (by number).
    public func savedPlaces() throws(StoreError) -> [SavedPlace] {
        try Schema.sqlite { () throws(SQLiteError) in
            try database.reading { () throws(SQLiteError) in
                let statement = try database.prepare("SELECT \(Self.savedColumns) FROM saved ORDER BY number")
                var places: [SavedPlace] = []
                while try statement.step() { places.append(Self.savedPlace(statement)) }
                return places
            }
        }
    }

    /// The saved place numbered `number`, or nil.
    public func savedPlace(number: Int) throws(StoreError) -> SavedPlace? {
        try Schema.sqlite { () throws(SQLiteError) in
            let statement = try database.prepare("SELECT \(Self.savedColumns) FROM saved WHERE number = ?1")
            try statement.bind(integer: number, at: 1)
            return try statement.step() ? Self.savedPlace(statement) : nil
        }
    }

    /// The keys of every saved place (the list's and the map's marks).
    public func savedKeys() throws(StoreError) -> Set<VenueKey> {
        try Schema.sqlite { () throws(SQLiteError) in
            let statement = try database.prepare("SELECT provider, id FROM saved")
            var keys = Set<VenueKey>()
            while try statement.step() { keys.insert(VenueKey(provider: statement.text(at: 0), id: statement.text(at: 1))) }
            return keys
        }
    }

    /// Saves `venue` as it is now, or, when it is saved already, removes its saved place (note
    /// and all). Returns true when the venue is saved afterwards.
    @discardableResult
    public func toggleSaved(_ venue: Venue, now: Int) throws(StoreError) -> Bool {
        try database.transaction({ () throws(StoreError) -> Bool in
            try Schema.sqlite { () throws(SQLiteError) -> Bool in
                let remove = try database.prepare("DELETE FROM saved WHERE provider = ?1 AND id = ?2")
                try remove.run([.text(venue.provider), .text(venue.id)])
                if database.changes > 0 { return false }
                _ = try insertSaved(SavedPlace(venue: venue, savedAt: now))
                return true
            }
        }, sqliteError: StoreError.sqlite)
    }

    /// Replaces the note of saved place `number`; `.rowMissing` when there is no such place.
    /// A note past `SavedPlace.noteLimit` characters is cut there.
    public func setSavedNote(number: Int, note: String) throws(StoreError) {
        let kept = String(note.unicodeScalars.prefix(SavedPlace.noteLimit))
        try database.transaction({ () throws(StoreError) in
            let changed = try Schema.sqlite { () throws(SQLiteError) -> Int in
                try database.prepare("UPDATE saved SET note = ?1 WHERE number = ?2").run([.text(kept), .integer(number)])
                return database.changes
            }
            if changed == 0 { throw .rowMissing(what: "saved place \(number)") }
        }, sqliteError: StoreError.sqlite)
    }

    /// Removes saved place `number`; false when there was none.
    @discardableResult
    public func removeSaved(number: Int) throws(StoreError) -> Bool {
        try database.transaction({ () throws(StoreError) -> Bool in
            try Schema.sqlite { () throws(SQLiteError) -> Bool in
                try database.prepare("DELETE FROM saved WHERE number = ?1").run([.integer(number)])
                return database.changes > 0
            }
        }, sqliteError: StoreError.sqlite)
    }

    /// Adds places read from a file, all in one transaction. A place already saved — the same
    /// venue key, or the same name (as search folds it) within `samePlaceMeters` — is left as it
    /// was, note included; so is a repeat within `places`. A place that names a venue keeps
    /// its key (a fetch then keeps it current); one that names none (provider `saved`) gets
    /// its own number as id. A place without a time is saved `now`.
    public func importSaved(_ places: [SavedPlace], now: Int) throws(StoreError) -> SavedImportSummary {
        try database.transaction({ () throws(StoreError) -> SavedImportSummary in
            try Schema.sqlite { () throws(SQLiteError) -> SavedImportSummary in
                var summary = SavedImportSummary()
                var stored = try storedPlaces()
                for var place in places {
                    place.note = String(place.note.unicodeScalars.prefix(SavedPlace.noteLimit))
                    if place.savedAt <= 0 { place.savedAt = now }
                    if VenueLimits.violation(of: place.venue) != nil {
                        summary.rejected += 1
                        continue
                    }
                    let folded = SearchFolding.fold(place.name)
                    if stored.contains(place.key, folded: folded, at: place.coordinate) {
                        summary.alreadySaved += 1
                        continue
                    }
                    _ = try insertSaved(place)
                    stored.add(place.key, folded: folded, at: place.coordinate)
                    summary.added += 1
                }
                return summary
            }
        }, sqliteError: StoreError.sqlite)
    }

    // MARK: Rows

    /// The saved places an import compares with: their venue keys, and their positions by folded name.
    private struct StoredPlaces {
        var keys = Set<VenueKey>()
        var positions: [String: [Coordinate]] = [:]

        func contains(_ key: VenueKey, folded: String, at coordinate: Coordinate) -> Bool {
            if key.provider != SavedPlace.ownProvider, keys.contains(key) { return true }
            return positions[folded, default: []].contains { Geodesic.distance($0, coordinate) <= VenueStore.samePlaceMeters }
        }

        mutating func add(_ key: VenueKey, folded: String, at coordinate: Coordinate) {
            if key.provider != SavedPlace.ownProvider { keys.insert(key) }
            positions[folded, default: []].append(coordinate)
        }
    }

    /// Every saved place's key, folded name and position, read once per import.
    private func storedPlaces() throws(SQLiteError) -> StoredPlaces {
        let statement = try database.prepare("SELECT provider, id, name, lat, lon FROM saved")
        var stored = StoredPlaces()
        while try statement.step() {
            stored.add(VenueKey(provider: statement.text(at: 0), id: statement.text(at: 1)), folded: SearchFolding.fold(statement.text(at: 2)),
                       at: Coordinate(latitude: statement.double(at: 3), longitude: statement.double(at: 4)))
        }
        return stored
    }

    /// Inserts a place (its number ignored) and returns its number; a place naming no venue
    /// takes its number as id.
    private func insertSaved(_ place: SavedPlace) throws(SQLiteError) -> Int {
        let own = !place.isVenue
        let notePlace = Self.detailColumns.count + 10  // the parameters after the details (?10 onwards)
        let insert = try database.prepare("""
            INSERT INTO saved (provider, id, name, address, lat, lon, \(Self.detailNames), note, saved_at)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, \(Self.detailColumns.map { "?\($0.parameter)" }.joined(separator: ", ")), ?\(notePlace), ?\(notePlace + 1))
            """)
        try insert.bind(text: place.key.provider, at: 1)
        // A placeholder (ids of provider `saved` are numbers), replaced below in the same transaction.
        try insert.bind(text: own ? "new" : place.key.id, at: 2)
        try insert.bind(text: place.name, at: 3)
        try insert.bind(text: place.address, at: 4)
        try insert.bind(double: place.coordinate.latitude, at: 5)
        try insert.bind(double: place.coordinate.longitude, at: 6)
        for (name, parameter) in Self.detailColumns {
            if let value = place.details[column: name] { try insert.bind(text: value, at: Int32(parameter)) } else {
                try insert.bind(.null, at: Int32(parameter))
            }
        }
        try insert.bind(text: place.note, at: Int32(notePlace))
        try insert.bind(integer: place.savedAt, at: Int32(notePlace + 1))
        try insert.runBound()
        let number = database.lastInsertRowID
        if own {
            try database.prepare("UPDATE saved SET id = CAST(number AS TEXT) WHERE number = ?1").run([.integer(number)])
        }
        return number
    }

    private static func savedPlace(_ statement: Statement) -> SavedPlace {
        let notes = Int32(7 + VenueDetails.columnNames.count)
        return SavedPlace(number: statement.int(at: 0),
                          key: VenueKey(provider: statement.text(at: 1), id: statement.text(at: 2)),
                          name: statement.text(at: 3), address: statement.text(at: 4),
                          coordinate: Coordinate(latitude: statement.double(at: 5), longitude: statement.double(at: 6)),
                          details: details(statement, from: 7), note: statement.text(at: notes),
                          savedAt: statement.int(at: notes + 1))
    }
}
