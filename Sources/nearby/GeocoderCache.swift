#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbyProviders
import NearbySQLite

/// `$XDG_CACHE_HOME/nearby/geocoder.sqlite`: the online geocoder's answers by query (a query it
/// found nothing for too), and when any nearby process last sent it a request — so the pace of
/// one request a second that Nominatim's usage policy asks for holds across runs.
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
            """)
    }

    /// The cached answer to `query`: nil when never asked, `.some(nil)` when it found nothing.
    func answer(to query: String) throws(SQLiteError) -> GeocodedPlace?? {
        let statement = try database.prepare("SELECT name, latitude, longitude FROM answers WHERE query = ?")
        try statement.bind([.text(query)])
        guard try statement.step() else { return nil }
        if statement.isNull(at: 1) { return .some(nil) }
        return GeocodedPlace(name: statement.text(at: 0),
                             coordinate: Coordinate(latitude: statement.double(at: 1), longitude: statement.double(at: 2)))
    }

    func store(_ place: GeocodedPlace?, for query: String, now: Double) throws(SQLiteError) {
        try database.prepare("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?, ?)").run([
            .text(query), place.map { .text($0.name) } ?? .null, place.map { .double($0.coordinate.latitude) } ?? .null,
            place.map { .double($0.coordinate.longitude) } ?? .null, .double(now),
        ])
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
}
