#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbyProviders
import NearbySQLite

/// `$XDG_CACHE_HOME/nearby/geocoder.sqlite`: the online geocoder's answers by query (a query it
/// found nothing for too; `answers` holds the first place, which `--near` takes, `results` all
/// of them, which the `L` picker lists), and when any nearby process last sent it a request —
/// so the pace of one request a second that Nominatim's usage policy asks for holds across runs.
final class GeocoderCache {
    /// Seconds between two requests to the geocoder.
    static let interval = 1.0

    private let database: Database

    init(path: String) throws(SQLiteError) {
        database = try Database(path: path)
        try database.execute("""
            CREATE TABLE IF NOT EXISTS answers (
                query TEXT PRIMARY KEY, name TEXT, latitude REAL, longitude REAL, answered_at REAL NOT NULL);
            CREATE TABLE IF NOT EXISTS pace (id INTEGER PRIMARY KEY CHECK (id = 1), last_request REAL NOT NULL);
            CREATE TABLE IF NOT EXISTS results (
                query TEXT NOT NULL, position INTEGER NOT NULL, name TEXT NOT NULL, latitude REAL NOT NULL,
                longitude REAL NOT NULL, PRIMARY KEY (query, position));
            """)
    }

    /// Opens the cache at `path`. A file that is not a database, or a damaged one, is moved
    /// aside to `PATH.damaged-TIME` (as the tile cache is) and a new cache made in its place;
    /// `setAside` says where it went. Only answers already had are lost.
    static func open(path: String) throws(SQLiteError) -> (cache: GeocoderCache, setAside: String?) {
        do {
            return (try GeocoderCache(path: path), nil)
        } catch where error.primaryCode == 11 || error.primaryCode == 26 {
            let aside = path + ".damaged-\(Platform.unixTime())"
            guard rename(path, aside) == 0 else {
                throw SQLiteError(code: error.code, message: "\(error.message), and it cannot be moved aside: "
                                  + String(cString: strerror(errno)))
            }
            for suffix in ["-wal", "-shm"] where rename(path + suffix, aside + suffix) != 0 { unlink(path + suffix) }
            return (try GeocoderCache(path: path), aside)
        }
    }

    /// The cached places for `query`, best first: nil when never asked, none when it found nothing.
    func answers(to query: String) throws(SQLiteError) -> [GeocodedPlace]? {
        let first = try database.prepare("SELECT name, latitude, longitude FROM answers WHERE query = ?")
        try first.bind([.text(query)])
        guard try first.step() else { return nil }
        if first.isNull(at: 1) { return [] }
        let all = try database.prepare("SELECT name, latitude, longitude FROM results WHERE query = ? ORDER BY position")
        try all.bind([.text(query)])
        var places: [GeocodedPlace] = []
        while try all.step() { places.append(Self.place(all)) }
        // A file written before the lists were kept holds the first place only.
        return places.isEmpty ? [Self.place(first)] : places
    }

    private static func place(_ row: Statement) -> GeocodedPlace {
        GeocodedPlace(name: row.text(at: 0), coordinate: Coordinate(latitude: row.double(at: 1), longitude: row.double(at: 2)))
    }

    func store(_ places: [GeocodedPlace], for query: String, now: Double) throws(SQLiteError) {
        try database.transaction { () throws(SQLiteError) in
            let first = places.first
            try database.prepare("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?, ?)").run([
                .text(query), first.map { .text($0.name) } ?? .null, first.map { .double($0.coordinate.latitude) } ?? .null,
                first.map { .double($0.coordinate.longitude) } ?? .null, .double(now),
            ])
            try database.prepare("DELETE FROM results WHERE query = ?").run([.text(query)])
            let insert = try database.prepare("INSERT INTO results VALUES (?, ?, ?, ?, ?)")
            for (position, place) in places.enumerated() {
                try insert.run([.text(query), .integer(position), .text(place.name),
                                .double(place.coordinate.latitude), .double(place.coordinate.longitude)])
            }
        }
    }

    /// Waits until `interval` has passed since the last request any process sent, and records
    /// this one as sent now (one transaction, so two processes cannot both go at once).
    func takeTurn() throws(SQLiteError) {
        let wait = try database.transaction { () throws(SQLiteError) -> Double in
            let last = try database.prepare("SELECT last_request FROM pace WHERE id = 1")
            let previous = try last.step() ? last.double(at: 0) : -Double.infinity
            let now = Platform.now()
            let turn = max(now, previous + Self.interval)
            try database.prepare("INSERT OR REPLACE INTO pace VALUES (1, ?)").run([.double(turn)])
            return turn - now
        }
        if wait > 0 { usleep(UInt32(min(wait, Self.interval) * 1_000_000)) }
    }

    /// Records that the request of this turn ended `now` (answered or not): the next turn is a
    /// second after that, so two requests never reach the service closer than a second apart
    /// however long the first took to arrive (a process's first request loads libcurl).
    func endTurn(now: Double) throws(SQLiteError) {
        try database.prepare("UPDATE pace SET last_request = max(last_request, ?) WHERE id = 1").run([.double(now)])
    }
}
