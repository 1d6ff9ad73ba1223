#if canImport(Glibc)
import Glibc
#endif
import NearbyGeo
import NearbySQLite

/// `$XDG_CACHE_HOME/nearby/geocoder.sqlite`: what the online services answered and when any
/// nearby process last sent each of them a request, so a service's pace (one request a second
/// for Nominatim, as its usage policy asks) holds across runs. The geocoder's answers are kept by
/// query (a query it found nothing for too; `answers` holds the first place, which `--near`
/// takes, `results` all of them, which the `L` picker lists); the online routers' answers are
/// kept as the bodies they were (`ServiceCache+Bodies`). One thread owns an open cache.
public final class ServiceCache {
    /// Seconds between two requests to the geocoder.
    public static let interval = 1.0
    /// The pace's name for the geocoder.
    public static let geocoder = "Nominatim"

    let database: Database

    public init(path: String) throws(SQLiteError) {
        database = try Database(path: path)
        try database.execute("""
            CREATE TABLE IF NOT EXISTS answers (
                query TEXT PRIMARY KEY, name TEXT, latitude REAL, longitude REAL, answered_at REAL NOT NULL);
            CREATE TABLE IF NOT EXISTS results (
                query TEXT NOT NULL, position INTEGER NOT NULL, name TEXT NOT NULL, latitude REAL NOT NULL,
                longitude REAL NOT NULL, PRIMARY KEY (query, position));
            CREATE TABLE IF NOT EXISTS paces (service TEXT PRIMARY KEY, last_request REAL NOT NULL);
            CREATE TABLE IF NOT EXISTS bodies (key TEXT PRIMARY KEY, body BLOB NOT NULL, answered_at REAL NOT NULL);
            """)
    }

    /// Opens the cache at `path`, making its folder first (mode 0700, as the other XDG folders).
    public static func opening(path: String) throws(SQLiteError) -> ServiceCache {
        var folder = path
        if let slash = folder.lastIndex(of: "/") { folder = String(folder[..<slash]) } else { folder = "." }
        var current = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            current += "/" + part
            _ = mkdir(current, 0o700)
        }
        return try ServiceCache(path: path)
    }

    /// Opens the cache at `path`. A file that is not a database, or a damaged one, is moved
    /// aside to `PATH.damaged-TIME` (as the tile cache is) and a new cache made in its place;
    /// `setAside` says where it went. Only answers already had are lost.
    public static func open(path: String) throws(SQLiteError) -> (cache: ServiceCache, setAside: String?) {
        do {
            return (try ServiceCache(path: path), nil)
        } catch where error.primaryCode == 11 || error.primaryCode == 26 {
            let aside = path + ".damaged-\(Int(time(nil)))"
            guard rename(path, aside) == 0 else {
                throw SQLiteError(code: error.code, message: "\(error.message), and it cannot be moved aside: "
                                  + String(cString: strerror(errno)))
            }
            for suffix in ["-wal", "-shm"] where rename(path + suffix, aside + suffix) != 0 { unlink(path + suffix) }
            return (try ServiceCache(path: path), aside)
        }
    }

    /// The cached places for `query`, best first: nil when never asked, none when it found nothing.
    public func answers(to query: String) throws(SQLiteError) -> [GeocodedPlace]? {
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

    public func store(_ places: [GeocodedPlace], for query: String, now: Double) throws(SQLiteError) {
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

    /// Waits until `interval` has passed since the last request any process sent to `service`,
    /// and records this one as sent now (one transaction, so two processes cannot both go at once).
    public func takeTurn(service: String = ServiceCache.geocoder, interval: Double = ServiceCache.interval) throws(SQLiteError) {
        let wait = try database.transaction { () throws(SQLiteError) -> Double in
            let last = try database.prepare("SELECT last_request FROM paces WHERE service = ?")
            try last.bind([.text(service)])
            let previous = try last.step() ? last.double(at: 0) : -Double.infinity
            let now = ServiceCall.unixTime()
            let turn = max(now, previous + interval)
            try database.prepare("INSERT OR REPLACE INTO paces VALUES (?, ?)").run([.text(service), .double(turn)])
            return turn - now
        }
        if wait > 0 { usleep(UInt32(min(wait, interval) * 1_000_000)) }
    }

    /// Records that the request of this turn ended `now` (answered or not): the next turn is
    /// `interval` after that, so two requests never reach the service closer than that however
    /// long the first took to arrive (a process's first request loads libcurl).
    public func endTurn(service: String = ServiceCache.geocoder, now: Double) throws(SQLiteError) {
        try database.prepare("UPDATE paces SET last_request = max(last_request, ?) WHERE service = ?")
            .run([.double(now), .text(service)])
    }
}
